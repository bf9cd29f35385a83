import { backupFileName, backupsToPrune, resolveBackupTarget, resolveRestoreSource } from './backup-target.js';

const NOW = new Date('2026-11-27T02:00:05.123Z');
const context = { bucket: 'walkden-menu-images', now: NOW, isDirectory: (path: string) => path === 'backups' };

describe('backup names and places', () => {
  it('names a backup after the UTC second, so that names sort oldest first', () => {
    expect(backupFileName(NOW)).toBe('walkden-20261127T020005Z.dump');
    expect(backupFileName(new Date('2026-01-02T03:04:05Z')) < backupFileName(NOW)).toBe(true);
  });

  it('writes a timestamped file here by default, into a folder by name, or to the file named', () => {
    expect(resolveBackupTarget({}, context)).toEqual({ kind: 'file', path: 'walkden-20261127T020005Z.dump' });
    expect(resolveBackupTarget({ out: 'backups' }, context)).toEqual({ kind: 'file', path: 'backups/walkden-20261127T020005Z.dump' });
    expect(resolveBackupTarget({ out: '/srv/new/' }, context)).toEqual({ kind: 'file', path: '/srv/new/walkden-20261127T020005Z.dump' });
    expect(resolveBackupTarget({ out: 'before-upgrade.dump' }, context)).toEqual({ kind: 'file', path: 'before-upgrade.dump' });
  });

  it('writes to S3_BUCKET/backups/ with --s3, or to the s3:// place named', () => {
    expect(resolveBackupTarget({ s3: true, keep: 14 }, context)).toEqual({ kind: 's3', bucket: 'walkden-menu-images', key: 'backups/walkden-20261127T020005Z.dump' });
    expect(resolveBackupTarget({ out: 's3://vault/nightly/' }, context)).toEqual({ kind: 's3', bucket: 'vault', key: 'nightly/walkden-20261127T020005Z.dump' });
    expect(resolveBackupTarget({ out: 's3://vault' }, context)).toEqual({ kind: 's3', bucket: 'vault', key: 'walkden-20261127T020005Z.dump' });
    expect(resolveBackupTarget({ out: 's3://vault/x/before-upgrade.dump' }, context)).toEqual({ kind: 's3', bucket: 'vault', key: 'x/before-upgrade.dump' });
  });

  it('refuses what it cannot do before anything runs', () => {
    expect(() => resolveBackupTarget({ s3: true }, { ...context, bucket: '' })).toThrow('--s3 needs S3_BUCKET');
    expect(() => resolveBackupTarget({ out: 'a.dump', s3: true }, context)).toThrow('either --out or --s3');
    expect(() => resolveBackupTarget({ out: 'a.dump', keep: 14 }, context)).toThrow('--keep prunes backups in S3 only');
    expect(() => resolveBackupTarget({ s3: true, keep: 0 }, context)).toThrow('--keep must be a whole number of backups, at least 1 (got 0)');
    expect(() => resolveBackupTarget({ s3: true, keep: 1.5 }, context)).toThrow('--keep must be a whole number');
    expect(() => resolveBackupTarget({ out: 's3://' }, context)).toThrow('is not an s3://bucket/key address');
  });

  it('restores from a file, an S3 object, the newest in an S3 folder, or with --s3 from S3_BUCKET/backups/', () => {
    expect(resolveRestoreSource({ source: 'a.dump' }, context)).toEqual({ kind: 'file', path: 'a.dump' });
    expect(resolveRestoreSource({ source: 's3://vault/nightly/x.dump' }, context)).toEqual({ kind: 's3', bucket: 'vault', key: 'nightly/x.dump' });
    expect(resolveRestoreSource({ source: 's3://vault/nightly/' }, context)).toEqual({ kind: 's3-newest', bucket: 'vault', prefix: 'nightly/' });
    expect(resolveRestoreSource({ s3: true }, context)).toEqual({ kind: 's3-newest', bucket: 'walkden-menu-images', prefix: 'backups/' });
    expect(resolveRestoreSource({ s3: true, source: 'walkden-20261127T020005Z.dump' }, context)).toEqual({ kind: 's3', bucket: 'walkden-menu-images', key: 'backups/walkden-20261127T020005Z.dump' });
    expect(() => resolveRestoreSource({}, context)).toThrow('Name the backup to restore');
    expect(() => resolveRestoreSource({ s3: true, source: 's3://vault/x.dump' }, context)).toThrow('not both');
  });
});

describe('pruning', () => {
  const day = (n: number): string => `backups/walkden-202611${String(n).padStart(2, '0')}T020000Z.dump`;

  it('deletes the oldest backups of the folder beyond the newest `keep`, whatever order the listing came in', () => {
    const keys = [day(5), day(1), day(4), day(2), day(3)];
    expect(backupsToPrune(keys, 'backups/', 3)).toEqual([day(1), day(2)]);
    expect(backupsToPrune(keys, 'backups/', 5)).toEqual([]);
    expect(backupsToPrune(keys, 'backups/', 14)).toEqual([]);
  });

  it('touches nothing that db:backup did not name: other files, other folders, hand-named dumps', () => {
    const keys = [day(1), day(2), 'backups/before-upgrade.dump', 'backups/old/walkden-20200101T000000Z.dump', 'backups/walkden-20261101T020000Z.dump.partial', 'menu/walkden-20200101T000000Z.dump'];
    expect(backupsToPrune(keys, 'backups/', 1)).toEqual([day(1)]);
  });
});
