import { AppException } from '../http/app.exception.js';

/** Expected failures of `db:backup` and `db:restore`: the CLI prints the message and exits 1. */
export class BackupException extends AppException {
  static invalidRequest(problem: string): BackupException {
    return new BackupException('BACKUP_REQUEST_INVALID', problem, 422);
  }

  static toolMissing(tool: string): BackupException {
    return new BackupException('BACKUP_TOOL_MISSING', `${tool} was not found on PATH: install the PostgreSQL client of the server's version (Debian: apt-get install postgresql-client-15)`, 500);
  }

  static toolTooOld(tool: string, toolMajor: number, serverMajor: number): BackupException {
    return new BackupException(
      'BACKUP_TOOL_TOO_OLD',
      `${tool} is PostgreSQL ${toolMajor}, older than the server (PostgreSQL ${serverMajor}): install postgresql-client-${serverMajor} and put it first on PATH`,
      500,
    );
  }

  static toolFailed(tool: string, detail: string): BackupException {
    return new BackupException('BACKUP_TOOL_FAILED', `${tool} failed: ${detail}`, 500);
  }

  static notFound(where: string): BackupException {
    return new BackupException('BACKUP_NOT_FOUND', `No backup at ${where}`, 404);
  }

  static unreadable(where: string, detail: string): BackupException {
    return new BackupException('BACKUP_UNREADABLE', `${where} is not a pg_dump custom-format archive (${detail}); nothing was restored`, 422);
  }

  static databaseNotEmpty(database: string, relations: number): BackupException {
    return new BackupException(
      'RESTORE_DATABASE_NOT_EMPTY',
      `The database ${database} is not empty (${relations} tables, sequences or views); nothing was restored. ` +
        'Restore into an empty database (createdb, then point DATABASE_URL at it), or add --force to replace what the backup holds',
      409,
    );
  }
}
