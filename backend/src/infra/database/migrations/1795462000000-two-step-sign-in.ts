import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-step sign-in (issue 24): a person's second factors (passkeys and one authenticator app),
 * their single-use recovery codes (hashes only), and on each session when a second factor was last
 * confirmed in it (the sign-in's second step and the 10-minute step-up both read it).
 */
export class TwoStepSignIn1795462000000 implements MigrationInterface {
  name = 'TwoStepSignIn1795462000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE second_factors (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        kind text NOT NULL,
        label text NOT NULL,
        credential_id text,
        public_key bytea,
        sign_count bigint NOT NULL DEFAULT 0,
        transports text[] NOT NULL DEFAULT '{}',
        totp_secret text,
        totp_last_step bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        CONSTRAINT second_factors_pkey PRIMARY KEY (id),
        CONSTRAINT second_factors_credential_id_key UNIQUE (credential_id),
        CONSTRAINT second_factors_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT second_factors_kind_check CHECK (
          (kind = 'passkey' AND credential_id IS NOT NULL AND public_key IS NOT NULL AND totp_secret IS NULL)
          OR (kind = 'totp' AND totp_secret IS NOT NULL AND credential_id IS NULL)
        )
      )`,
    );
    await queryRunner.query('CREATE INDEX second_factors_user_id_idx ON second_factors (user_id)');
    // One authenticator app per person: a second would only be a second copy of the same kind of proof.
    await queryRunner.query(`CREATE UNIQUE INDEX second_factors_one_totp_idx ON second_factors (user_id) WHERE kind = 'totp'`);
    await queryRunner.query(
      `CREATE TABLE recovery_codes (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        code_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        used_at timestamptz,
        CONSTRAINT recovery_codes_pkey PRIMARY KEY (id),
        CONSTRAINT recovery_codes_user_id_code_hash_key UNIQUE (user_id, code_hash),
        CONSTRAINT recovery_codes_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    );
    await queryRunner.query('ALTER TABLE sessions ADD COLUMN second_factor_at timestamptz');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sessions DROP COLUMN second_factor_at');
    await queryRunner.query('DROP TABLE recovery_codes');
    await queryRunner.query('DROP TABLE second_factors');
  }
}
