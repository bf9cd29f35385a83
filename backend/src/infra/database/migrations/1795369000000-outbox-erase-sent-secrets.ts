import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in and confirmation links are secrets: the outbox keeps them only until the e-mail is
 * sent. An outbox payload may name keys of its data in `secretKeys`; whenever a row becomes (or is
 * written as) sent, the database removes those keys and records their names in `erasedKeys`,
 * whatever code marked it sent. Links in rows sent before this migration are erased now.
 */
export class OutboxEraseSentSecrets1795369000000 implements MigrationInterface {
  name = 'OutboxEraseSentSecrets1795369000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION email_outbox_erase_secrets() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.payload := jsonb_set(
          jsonb_set(NEW.payload - 'secretKeys', '{data}',
            COALESCE(NEW.payload -> 'data', '{}'::jsonb) - ARRAY(SELECT jsonb_array_elements_text(NEW.payload -> 'secretKeys'))),
          '{erasedKeys}', NEW.payload -> 'secretKeys');
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER email_outbox_erase_secrets_trg BEFORE INSERT OR UPDATE ON email_outbox
      FOR EACH ROW WHEN (NEW.status = 'sent' AND NEW.payload ? 'secretKeys')
      EXECUTE FUNCTION email_outbox_erase_secrets()`);
    await queryRunner.query(`
      UPDATE email_outbox SET payload = jsonb_set(payload #- '{data,link}', '{erasedKeys}', '["link"]')
      WHERE status = 'sent' AND kind IN ('confirm-email', 'magic-link') AND payload -> 'data' ? 'link'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER email_outbox_erase_secrets_trg ON email_outbox');
    await queryRunner.query('DROP FUNCTION email_outbox_erase_secrets()');
  }
}
