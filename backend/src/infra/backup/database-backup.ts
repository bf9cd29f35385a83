import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { databaseNameOf, DatabaseUnreachableError } from '../database/ensure-database.js';
import { BackupException } from './backup.exception.js';
import {
  backupsIn,
  backupsToPrune,
  describeLocation,
  folderOf,
  resolveBackupTarget,
  resolveRestoreSource,
  type BackupRequest,
  type RestoreRequest,
} from './backup-target.js';
import { assertToolFitsServer, runTool, toolEnvironment } from './pg-client-tools.js';
import { S3BackupStore } from './s3-backup.store.js';

/** How the tools are found; tests point PATH at a folder of their own. */
export interface ToolOptions {
  /** PATH for pg_dump and pg_restore; this process's PATH when absent. */
  path?: string;
}

export interface BackupReport {
  /** Where the backup went: a file path or s3://bucket/key. */
  location: string;
  bytes: number;
  /** S3 keys deleted by --keep, oldest first. */
  pruned: string[];
  seconds: number;
}

export interface RestoreReport {
  /** Where the backup came from. */
  location: string;
  database: string;
  seconds: number;
}

/** Tables, views and sequences outside the system schemas: what makes a database not empty. */
const USER_RELATIONS = `
  SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
    AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

/** Runs `work` on one plain connection to the database of `url` (no entities, no migrations). */
async function withConnection<T>(url: string, work: (dataSource: DataSource) => Promise<T>): Promise<T> {
  const dataSource = new DataSource({ type: 'postgres', url, applicationName: 'walkden-backup', extra: { max: 1 } });
  try {
    await dataSource.initialize();
  } catch (error) {
    throw new DatabaseUnreachableError(url, error);
  }
  try {
    return await work(dataSource);
  } finally {
    await dataSource.destroy();
  }
}

async function serverMajorVersion(dataSource: DataSource): Promise<number> {
  const [row] = (await dataSource.query('SHOW server_version_num')) as { server_version_num: string }[];
  return Math.floor(Number(row.server_version_num) / 10000);
}

async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'walkden-backup-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const secondsSince = (start: number): number => Math.round((performance.now() - start) / 100) / 10;

/**
 * `db:backup`: pg_dump of DATABASE_URL in the custom format (compressed, restorable table by table)
 * to a file or to S3. A file appears under its name only once complete; an S3 upload happens only
 * after pg_dump succeeded. With --keep, the oldest backups of the same S3 folder beyond that many go.
 */
export async function backupDatabase(config: AppConfig, request: BackupRequest, tools: ToolOptions = {}, now = new Date()): Promise<BackupReport> {
  const start = performance.now();
  const target = resolveBackupTarget(request, { bucket: config.s3Bucket, now, isDirectory: (path) => existsSync(path) && statSync(path).isDirectory() });
  const store = target.kind === 's3' ? S3BackupStore.fromConfig(config) : null;
  const env = toolEnvironment(config.databaseUrl, process.env, tools.path);
  await withConnection(config.databaseUrl, async (dataSource) => assertToolFitsServer('pg_dump', env, await serverMajorVersion(dataSource)));

  const dump = (file: string) => runTool('pg_dump', ['--format=custom', '--compress=6', `--file=${file}`], env);
  try {
    if (target.kind === 'file') {
      // Dump beside the target and rename: a failed dump never leaves a file that looks like a backup.
      const partial = join(dirname(target.path), `.${target.path.split('/').pop()}.partial`);
      try {
        await dump(partial);
        await rename(partial, target.path);
      } finally {
        await rm(partial, { force: true });
      }
      return { location: target.path, bytes: (await stat(target.path)).size, pruned: [], seconds: secondsSince(start) };
    }
    return await withTempDir(async (dir) => {
      const file = join(dir, 'backup.dump');
      await dump(file);
      await store!.upload(target.bucket, target.key, file);
      let pruned: string[] = [];
      if (request.keep !== undefined) {
        const folder = folderOf(target.key);
        pruned = backupsToPrune(await store!.list(target.bucket, folder), folder, request.keep);
        await store!.delete(target.bucket, pruned);
      }
      return { location: describeLocation(target), bytes: (await stat(file)).size, pruned, seconds: secondsSince(start) };
    });
  } finally {
    store?.close();
  }
}

/**
 * `db:restore`: pg_restore of a backup into DATABASE_URL's database, which must be empty unless
 * `force` (then the backup's objects replace those of the same name). The archive is read through
 * before anything is touched, and the restore is one transaction: it applies whole or not at all.
 */
export async function restoreDatabase(config: AppConfig, request: RestoreRequest & { force?: boolean }, tools: ToolOptions = {}): Promise<RestoreReport> {
  const start = performance.now();
  const source = resolveRestoreSource(request, { bucket: config.s3Bucket });
  const database = databaseNameOf(config.databaseUrl);
  const env = toolEnvironment(config.databaseUrl, process.env, tools.path);

  await withConnection(config.databaseUrl, async (dataSource) => {
    await assertToolFitsServer('pg_restore', env, await serverMajorVersion(dataSource));
    const [{ count }] = (await dataSource.query(USER_RELATIONS)) as { count: number }[];
    if (count > 0 && !request.force) throw BackupException.databaseNotEmpty(database, count);
  });

  const store = source.kind === 'file' ? null : S3BackupStore.fromConfig(config);
  try {
    return await withTempDir(async (dir) => {
      let file: string;
      let location = describeLocation(source);
      if (source.kind === 'file') {
        if (!existsSync(source.path) || !statSync(source.path).isFile()) throw BackupException.notFound(source.path);
        file = source.path;
      } else {
        const key = source.kind === 's3' ? source.key : backupsIn(await store!.list(source.bucket, source.prefix), source.prefix).pop();
        if (key === undefined) throw BackupException.notFound(location);
        location = `s3://${source.bucket}/${key}`;
        file = join(dir, 'backup.dump');
        if (!(await store!.download(source.bucket, key, file))) throw BackupException.notFound(location);
      }

      await runTool('pg_restore', ['--list', file], env).catch((error: unknown) => {
        throw error instanceof BackupException && error.code === 'BACKUP_TOOL_FAILED' ? BackupException.unreadable(location, error.message) : error;
      });
      // No owners or grants from the source: the restoring role owns everything, as the app's own role would.
      const clean = request.force ? ['--clean', '--if-exists'] : [];
      await runTool('pg_restore', ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', ...clean, `--dbname=${database}`, file], env);
      // pg_restore leaves the planner without statistics until autovacuum comes round.
      await withConnection(config.databaseUrl, (dataSource) => dataSource.query('ANALYZE'));
      return { location, database, seconds: secondsSince(start) };
    });
  } finally {
    store?.close();
  }
}
