import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * sessions_expiry_check compared the application's expires_at with the database's own clock
 * (created_at DEFAULT now()), so a session started under a pinned test clock could be refused.
 * Expiry is the sessions service's rule; the database keeps no opinion on it.
 */
export class DropSessionExpiryCheck1795368352409 implements MigrationInterface {
  name = 'DropSessionExpiryCheck1795368352409';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_expiry_check');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sessions ADD CONSTRAINT sessions_expiry_check CHECK (expires_at > created_at) NOT VALID');
  }
}
