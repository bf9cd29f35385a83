import type { TestingModule } from '@nestjs/testing';
import type { DataSource } from 'typeorm';
import { createTestCliContext } from '../../test/cli-context.js';
import { createTestDataSource, truncateAll } from '../../test/test-database.js';
import { AccountsException } from './accounts.exception.js';
import { UsersService } from './users.service.js';

describe('UsersService', () => {
  let dataSource: DataSource;
  let users: UsersService;
  let cli: TestingModule;

  beforeAll(async () => {
    dataSource = await createTestDataSource();
    // The CLI's own context: the same UsersService an operator runs, auditing as 'cli'.
    cli = await createTestCliContext();
    users = cli.get(UsersService);
  });

  beforeEach(async () => {
    await truncateAll(dataSource);
  });

  afterAll(async () => {
    await cli?.close();
    await dataSource?.destroy();
  });

  it('creates a user and its profile, with a normalised e-mail and an argon2id hash', async () => {
    const user = await users.createUser({ email: '  Ann@Example.COM ', password: 'correct horse', fullName: ' Ann Smith ', emailConfirmed: true });
    expect(user.email).toBe('ann@example.com');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.emailConfirmedAt).toBeInstanceOf(Date);
    expect(user.profile).toMatchObject({ email: 'ann@example.com', fullName: 'Ann Smith', isAdmin: false });
    await expect(users.findAuthUser(user.id)).resolves.toEqual({
      id: user.id,
      email: 'ann@example.com',
      fullName: 'Ann Smith',
      role: 'customer',
      isAdmin: false,
      emailConfirmed: true,
    });
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    await users.createUser({ email: 'bob@example.com', password: 'password-1' });
    await expect(users.createUser({ email: 'BOB@example.com', password: 'password-2' })).rejects.toMatchObject({ code: 'EMAIL_TAKEN', status: 409 });
    const [{ count }] = await dataSource.query('SELECT count(*)::int AS count FROM profiles');
    expect(count).toBe(1);
  });

  it('refuses a weak password with the reasons, and an invalid e-mail', () => {
    expect(() => users.assertAcceptablePassword('short', 'cat@example.com')).toThrow(
      expect.objectContaining({ code: 'WEAK_PASSWORD', details: { reasons: ['Password must be at least 12 characters long.'] } }),
    );
    expect(() => users.assertAcceptablePassword('password1234', 'cat@example.com')).toThrow(/too common/);
    expect(() => users.assertAcceptablePassword('cold chips, warm welcome', 'cat@example.com')).not.toThrow();
  });

  it('refuses an invalid e-mail', async () => {
    await expect(users.createUser({ email: 'not-an-email', password: 'long enough' })).rejects.toBeInstanceOf(AccountsException);
  });

  it('creates a passwordless account that no password can open', async () => {
    await users.createUser({ email: 'dan@example.com', password: null });
    await expect(users.verifyPassword('dan@example.com', '')).resolves.toBeNull();
    await expect(users.verifyPassword('dan@example.com', 'anything at all')).resolves.toBeNull();
  });

  it('verifies a password', async () => {
    const user = await users.createUser({ email: 'eve@example.com', password: 'open sesame' });
    await expect(users.verifyPassword('EVE@example.com', 'open sesame')).resolves.toMatchObject({ id: user.id });
    await expect(users.verifyPassword('eve@example.com', 'open sesame!')).resolves.toBeNull();
    await expect(users.verifyPassword('nobody@example.com', 'open sesame')).resolves.toBeNull();
  });

  it('sets a role by e-mail, keeping is_admin true exactly for administrators, and reads it from the database', async () => {
    await users.createUser({ email: 'owner@example.com', password: 'password-1', isAdmin: true });
    const user = await users.createUser({ email: 'fay@example.com', password: 'password-1' });
    await expect(users.findRole(user.id)).resolves.toBe('customer');
    await expect(users.setUserRoleByEmail('Fay@Example.com', 'administrator')).resolves.toMatchObject({ role: 'administrator', isAdmin: true });
    await expect(users.setUserRoleByEmail('fay@example.com', 'staff')).resolves.toMatchObject({ role: 'staff', isAdmin: false });
    await expect(users.findRole(user.id)).resolves.toBe('staff');
    await expect(users.setUserRoleByEmail('fay@example.com', 'customer')).resolves.toMatchObject({ role: 'customer', isAdmin: false });
    await expect(users.setUserRoleByEmail('ghost@example.com', 'staff')).rejects.toMatchObject({ code: 'USER_NOT_FOUND', status: 404 });
    await expect(dataSource.query(`UPDATE profiles SET is_admin = true WHERE user_id = $1`, [user.id])).rejects.toThrow(/profiles_is_admin_role_check/);
  });

  it('audits a role change made at the CLI under "cli", with the role before and after, and ends the user\'s sessions', async () => {
    await users.createUser({ email: 'owner@example.com', password: 'password-1', isAdmin: true });
    const user = await users.createUser({ email: 'hal@example.com', password: 'password-1' });
    await dataSource.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('h1', $1, now() + interval '1 day')`, [user.id]);
    await users.setUserRoleByEmail('hal@example.com', 'staff');
    const entries: { actor_id: string | null; actor_email: string; action: string; before: { role: string }; after: { role: string } }[] = await dataSource.query(
      `SELECT actor_id, actor_email, action, before, after FROM audit_log WHERE entity_id = $1`,
      [user.id],
    );
    expect(entries.map((entry) => ({ ...entry, before: entry.before.role, after: entry.after.role }))).toEqual([
      { actor_id: null, actor_email: 'cli', action: 'change_role', before: 'customer', after: 'staff' },
    ]);
    const [{ count }]: { count: number }[] = await dataSource.query('SELECT count(*)::int AS count FROM sessions WHERE user_id = $1', [user.id]);
    expect(count).toBe(0);
    // Setting the role it already has changes nothing and records nothing.
    await users.setUserRoleByEmail('hal@example.com', 'staff');
    await expect(dataSource.query('SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1', [user.id])).resolves.toEqual([{ count: 1 }]);
  });

  it('never demotes or deletes the last administrator, and keeps both admins when two are removed at once', async () => {
    const owner = await users.createUser({ email: 'only@example.com', password: 'password-1', isAdmin: true });
    await expect(users.setUserRoleByEmail('only@example.com', 'staff')).rejects.toMatchObject({ code: 'LAST_ADMIN', status: 409 });
    await expect(users.deleteUser(null, owner.id)).rejects.toMatchObject({ code: 'LAST_ADMIN' });
    await expect(users.findRole(owner.id)).resolves.toBe('administrator');

    const second = await users.createUser({ email: 'second@example.com', password: 'password-1', isAdmin: true });
    const outcomes = await Promise.allSettled([users.setUserRoleByEmail('only@example.com', 'customer'), users.deleteUser(null, second.id)]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome as PromiseRejectedResult).reason)).toEqual([
      expect.objectContaining({ code: 'LAST_ADMIN' }),
    ]);
    const [{ admins }]: { admins: number }[] = await dataSource.query('SELECT count(*)::int AS admins FROM profiles WHERE is_admin');
    expect(admins).toBe(1);
  });

  it('creates an admin directly, and keeps the first confirmation time', async () => {
    const user = await users.createUser({ email: 'gus@example.com', password: 'password-1', isAdmin: true });
    await expect(users.findRole(user.id)).resolves.toBe('administrator');
    const first = new Date('2026-01-01T10:00:00Z');
    await users.markEmailConfirmed(user.id, first);
    await users.markEmailConfirmed(user.id, new Date('2026-02-01T10:00:00Z'));
    const [{ email_confirmed_at }] = await dataSource.query('SELECT email_confirmed_at FROM users WHERE id = $1', [user.id]);
    expect(email_confirmed_at).toEqual(first);
  });

  it('rolls back the user when it is created inside a transaction that fails', async () => {
    await expect(
      dataSource.transaction(async (manager) => {
        await users.createUser({ email: 'hal@example.com', password: 'password-1' }, manager);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    await expect(users.findByEmail('hal@example.com')).resolves.toBeNull();
  });
});
