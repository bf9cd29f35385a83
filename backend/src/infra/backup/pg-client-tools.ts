import { spawn } from 'node:child_process';
import { BackupException } from './backup.exception.js';

export type PgTool = 'pg_dump' | 'pg_restore';

/** Query parameters of DATABASE_URL that libpq also reads from the environment. */
const LIBPQ_PARAMETERS: Record<string, string> = {
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
};

/**
 * The connection of DATABASE_URL as libpq's environment (PGHOST, PGPASSWORD, ...), so that no
 * password reaches a command line (`ps` shows those to every user of the machine).
 */
export function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1') || 'localhost',
    PGPORT: url.port || '5432',
    PGDATABASE: decodeURIComponent(url.pathname.replace(/^\//, '')),
  };
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  for (const [parameter, value] of url.searchParams) {
    if (LIBPQ_PARAMETERS[parameter]) env[LIBPQ_PARAMETERS[parameter]] = value;
  }
  // node-postgres's ssl=true: libpq's equivalent is sslmode=require.
  if (!env.PGSSLMODE && url.searchParams.get('ssl') === 'true') env.PGSSLMODE = 'require';
  return env;
}

/** The environment a tool runs with: this process's, with every PG* variable replaced by DATABASE_URL's. */
export function toolEnvironment(databaseUrl: string, base: NodeJS.ProcessEnv, path?: string): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(Object.entries(base).filter(([name]) => !name.startsWith('PG')));
  return { ...inherited, ...(path !== undefined && { PATH: path }), ...libpqEnvironment(databaseUrl) };
}

/** 15 of "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"; null when it says no version. */
export function parseToolMajorVersion(output: string): number | null {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.\d+)?/.exec(output);
  return match ? Number(match[1]) : null;
}

/** The tail of a tool's error output, for one clear line. */
function lastLines(text: string, count = 3): string {
  return text.trim().split('\n').slice(-count).join(' | ');
}

/** Runs a client tool; resolves with its standard output, rejects with BackupException (missing, or failed with its last error lines). */
export function runTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? BackupException.toolMissing(tool) : BackupException.toolFailed(tool, error.message)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(BackupException.toolFailed(tool, lastLines(stderr) || `exit ${code ?? signal}`));
    });
  });
}

/** Refuses a tool that is missing or older than the server: an older pg_dump cannot dump a newer server. */
export async function assertToolFitsServer(tool: PgTool, env: NodeJS.ProcessEnv, serverMajor: number): Promise<void> {
  const major = parseToolMajorVersion(await runTool(tool, ['--version'], env));
  if (major === null) throw BackupException.toolFailed(tool, 'its --version names no PostgreSQL version');
  if (major < serverMajor) throw BackupException.toolTooOld(tool, major, serverMajor);
}
