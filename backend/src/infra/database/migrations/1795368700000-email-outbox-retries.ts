import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox row owns the retry schedule of its e-mail: next_attempt_at says when the relay hands
 * it to the queue (again), handovers numbers the handovers (one BullMQ job id each), a 'sending'
 * row is one a worker has claimed, and a failed e-mail keeps failed_at so the admin can count
 * and list it.
 */
export class EmailOutboxRetries1795368700000 implements MigrationInterface {
  name = 'EmailOutboxRetries1795368700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE email_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now()');
    await queryRunner.query('ALTER TABLE email_outbox ADD COLUMN failed_at timestamptz');
    await queryRunner.query('ALTER TABLE email_outbox ADD COLUMN handovers integer NOT NULL DEFAULT 0');
    await queryRunner.query(`UPDATE email_outbox SET failed_at = updated_at WHERE status = 'failed'`);
    await queryRunner.query('ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check');
    await queryRunner.query(`ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check CHECK (status IN ('pending', 'queued', 'sending', 'sent', 'failed'))`);
    await queryRunner.query(`ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_failed_at_check CHECK (status <> 'failed' OR failed_at IS NOT NULL)`);
    await queryRunner.query('DROP INDEX email_outbox_unsent_idx');
    await queryRunner.query(`CREATE INDEX email_outbox_unsent_idx ON email_outbox (next_attempt_at) WHERE status IN ('pending', 'queued', 'sending')`);
    await queryRunner.query(`CREATE INDEX email_outbox_failed_idx ON email_outbox (failed_at) WHERE status = 'failed'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX email_outbox_failed_idx');
    await queryRunner.query('DROP INDEX email_outbox_unsent_idx');
    await queryRunner.query(`CREATE INDEX email_outbox_unsent_idx ON email_outbox (created_at) WHERE status IN ('pending', 'queued')`);
    await queryRunner.query('ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_failed_at_check');
    await queryRunner.query('ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_status_check');
    await queryRunner.query(`UPDATE email_outbox SET status = 'queued' WHERE status = 'sending'`);
    await queryRunner.query(`ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_status_check CHECK (status IN ('pending', 'queued', 'sent', 'failed'))`);
    await queryRunner.query('ALTER TABLE email_outbox DROP COLUMN handovers');
    await queryRunner.query('ALTER TABLE email_outbox DROP COLUMN failed_at');
    await queryRunner.query('ALTER TABLE email_outbox DROP COLUMN next_attempt_at');
  }
}
