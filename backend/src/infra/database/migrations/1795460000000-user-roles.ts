import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts (issue 24): a role per profile, customer, staff or administrator. Today's
 * administrators (is_admin) become administrators, everyone else a customer. The spec's is_admin
 * stays, true exactly for administrators: the database holds the two in step.
 */
export class UserRoles1795460000000 implements MigrationInterface {
  name = 'UserRoles1795460000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE profiles ADD COLUMN role text NOT NULL DEFAULT 'customer'`);
    await queryRunner.query(`UPDATE profiles SET role = 'administrator' WHERE is_admin`);
    await queryRunner.query(`ALTER TABLE profiles ADD CONSTRAINT profiles_role_check CHECK (role IN ('customer', 'staff', 'administrator'))`);
    await queryRunner.query(`ALTER TABLE profiles ADD CONSTRAINT profiles_is_admin_role_check CHECK (is_admin = (role = 'administrator'))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE profiles DROP CONSTRAINT profiles_is_admin_role_check');
    await queryRunner.query('ALTER TABLE profiles DROP CONSTRAINT profiles_role_check');
    // Staff become customers again: before this migration there was no such role.
    await queryRunner.query('ALTER TABLE profiles DROP COLUMN role');
  }
}
