import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passwords and sessions (issue 24): an e-mailed password-reset token is a third kind of auth
 * token (stored hashed, like the others); a session keeps the browser's user agent and IP it was
 * started from, for "Your sessions" on the account page.
 */
export class PasswordResetAndSessionDetails1795461000000 implements MigrationInterface {
  name = 'PasswordResetAndSessionDetails1795461000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check');
    await queryRunner.query(`ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check CHECK (kind IN ('confirm_email', 'magic_link', 'reset_password'))`);
    await queryRunner.query('ALTER TABLE sessions ADD COLUMN user_agent text');
    await queryRunner.query('ALTER TABLE sessions ADD COLUMN ip text');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE sessions DROP COLUMN ip');
    await queryRunner.query('ALTER TABLE sessions DROP COLUMN user_agent');
    await queryRunner.query(`DELETE FROM auth_tokens WHERE kind = 'reset_password'`);
    await queryRunner.query('ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check');
    await queryRunner.query(`ALTER TABLE auth_tokens ADD CONSTRAINT auth_tokens_kind_check CHECK (kind IN ('confirm_email', 'magic_link'))`);
  }
}
