import { join } from 'node:path';
import { BackupException } from './backup.exception.js';

/** A backup file on this machine, or an object in an S3-compatible bucket. */
export type BackupLocation = { kind: 'file'; path: string } | { kind: 's3'; bucket: string; key: string };

/** Where `db:restore` finds its archive: one place, or the newest backup in an S3 folder. */
export type RestoreSource = BackupLocation | { kind: 's3-newest'; bucket: string; prefix: string };

/** The folder of S3_BUCKET that `--s3` writes to and reads from. */
export const BACKUP_S3_PREFIX = 'backups/';

/** What db:backup names a backup: the UTC time, so that names sort oldest first. */
const BACKUP_NAME = /^walkden-\d{8}T\d{6}Z\.dump$/;

export function backupFileName(now: Date): string {
  return `walkden-${now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '')}.dump`;
}

export function describeLocation(location: RestoreSource): string {
  if (location.kind === 'file') return location.path;
  if (location.kind === 's3') return `s3://${location.bucket}/${location.key}`;
  return `the newest backup in s3://${location.bucket}/${location.prefix}`;
}

function parseS3Url(url: string): { bucket: string; key: string } {
  const match = /^s3:\/\/([^/]+)\/?(.*)$/.exec(url);
  if (!match) throw BackupException.invalidRequest(`${url} is not an s3://bucket/key address`);
  return { bucket: match[1], key: match[2] };
}

function defaultBucket(bucket: string): string {
  if (!bucket) throw BackupException.invalidRequest('--s3 needs S3_BUCKET (and S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY); or name the place as s3://bucket/key');
  return bucket;
}

export interface BackupRequest {
  /** A file, a folder (ending in / or existing), or s3://bucket/key (a key ending in / is a folder). */
  out?: string;
  /** Into S3_BUCKET's backups/ folder. */
  s3?: boolean;
  /** S3 only: after writing, delete the oldest backups in the same folder beyond this many. */
  keep?: number;
}

/**
 * Where db:backup writes. A folder gets a timestamped name; no place at all means a timestamped
 * file in the current folder. Bad requests are refused before anything runs.
 */
export function resolveBackupTarget(request: BackupRequest, context: { bucket: string; now: Date; isDirectory: (path: string) => boolean }): BackupLocation {
  const name = backupFileName(context.now);
  if (request.out !== undefined && request.s3) throw BackupException.invalidRequest('Give either --out or --s3, not both');
  if (request.keep !== undefined && !(Number.isInteger(request.keep) && request.keep >= 1)) {
    throw BackupException.invalidRequest(`--keep must be a whole number of backups, at least 1 (got ${request.keep})`);
  }
  let target: BackupLocation;
  if (request.s3) target = { kind: 's3', bucket: defaultBucket(context.bucket), key: `${BACKUP_S3_PREFIX}${name}` };
  else if (request.out?.startsWith('s3://')) {
    const { bucket, key } = parseS3Url(request.out);
    target = { kind: 's3', bucket, key: key === '' || key.endsWith('/') ? `${key}${name}` : key };
  } else if (request.out === undefined || request.out === '') target = { kind: 'file', path: name };
  else target = { kind: 'file', path: request.out.endsWith('/') || context.isDirectory(request.out) ? join(request.out, name) : request.out };

  if (request.keep !== undefined && target.kind !== 's3') throw BackupException.invalidRequest('--keep prunes backups in S3 only (--s3 or an s3:// place); prune files with your own rotation');
  return target;
}

export interface RestoreRequest {
  /** A file, s3://bucket/key, s3://bucket/folder/ (its newest backup), or with --s3 a name in S3_BUCKET's backups/. */
  source?: string;
  s3?: boolean;
}

export function resolveRestoreSource(request: RestoreRequest, context: { bucket: string }): RestoreSource {
  const source = request.source?.trim() || undefined;
  if (source?.startsWith('s3://')) {
    if (request.s3) throw BackupException.invalidRequest('Give either an s3:// address or --s3, not both');
    const { bucket, key } = parseS3Url(source);
    return key === '' || key.endsWith('/') ? { kind: 's3-newest', bucket, prefix: key } : { kind: 's3', bucket, key };
  }
  if (request.s3) {
    const bucket = defaultBucket(context.bucket);
    return source ? { kind: 's3', bucket, key: `${BACKUP_S3_PREFIX}${source}` } : { kind: 's3-newest', bucket, prefix: BACKUP_S3_PREFIX };
  }
  if (!source) throw BackupException.invalidRequest('Name the backup to restore: a file, s3://bucket/key, or --s3 for the newest in S3');
  return { kind: 'file', path: source };
}

/** The keys of the backups db:backup wrote directly in `prefix`, oldest first. Anything else there is not ours. */
export function backupsIn(keys: readonly string[], prefix: string): string[] {
  return keys.filter((key) => key.startsWith(prefix) && BACKUP_NAME.test(key.slice(prefix.length))).sort();
}

/** The backups in `prefix` beyond the newest `keep`, oldest first: what pruning deletes. */
export function backupsToPrune(keys: readonly string[], prefix: string, keep: number): string[] {
  const backups = backupsIn(keys, prefix);
  return backups.slice(0, Math.max(0, backups.length - keep));
}

/** The folder part of a key ("backups/" of "backups/x.dump"; "" at the top of the bucket). */
export function folderOf(key: string): string {
  return key.slice(0, key.lastIndexOf('/') + 1);
}
