import { libpqEnvironment, parseToolMajorVersion, toolEnvironment } from './pg-client-tools.js';

describe('the PostgreSQL client tools', () => {
  it('get the connection from DATABASE_URL as libpq environment variables, the password included', () => {
    expect(libpqEnvironment('postgres://walkden:p%40ss%3Aword@db.internal:6543/walkden_prod?sslmode=verify-full&sslrootcert=/etc/ca.pem')).toEqual({
      PGHOST: 'db.internal',
      PGPORT: '6543',
      PGDATABASE: 'walkden_prod',
      PGUSER: 'walkden',
      PGPASSWORD: 'p@ss:word',
      PGSSLMODE: 'verify-full',
      PGSSLROOTCERT: '/etc/ca.pem',
    });
    expect(libpqEnvironment('postgres://postgres@127.0.0.1/walkden?ssl=true')).toEqual({ PGHOST: '127.0.0.1', PGPORT: '5432', PGDATABASE: 'walkden', PGUSER: 'postgres', PGSSLMODE: 'require' });
    expect(libpqEnvironment('postgres://u@[::1]:5432/w').PGHOST).toBe('::1');
  });

  it('run with no PG* variable but those of DATABASE_URL, so that nothing from the shell overrides it', () => {
    const env = toolEnvironment('postgres://app@db:5432/walkden', { PATH: '/usr/bin', PGPASSWORD: 'stale', PGSERVICE: 'other', HOME: '/home/node' });
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/home/node', PGHOST: 'db', PGPORT: '5432', PGDATABASE: 'walkden', PGUSER: 'app' });
  });

  it('read the major version from --version', () => {
    expect(parseToolMajorVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toBe(15);
    expect(parseToolMajorVersion('pg_restore (PostgreSQL) 9.6.24\n')).toBe(9);
    expect(parseToolMajorVersion('pg_dump (PostgreSQL) 17beta1\n')).toBe(17);
    expect(parseToolMajorVersion('command not found')).toBeNull();
  });
});
