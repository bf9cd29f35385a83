import { Injectable } from '@nestjs/common';
import { DataSource, ILike, type EntityManager } from 'typeorm';
import { AuditEntry } from './entities/audit-entry.entity.js';

export interface AuditFilter {
  area?: string;
  actorId?: string;
  /** Part of the actor's e-mail, any case. */
  actorEmail?: string;
  limit: number;
  offset: number;
}

/** Queries for the audit log. */
@Injectable()
export class AuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Inside the caller's transaction when it passes its manager: the entry commits with the change or not at all. */
  async insertEntry(entry: Omit<AuditEntry, 'id'>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const repository = manager.getRepository(AuditEntry);
    await repository.save(repository.create(entry));
  }

  findEntries(filter: AuditFilter): Promise<[AuditEntry[], number]> {
    return this.dataSource.getRepository(AuditEntry).findAndCount({
      where: { ...(filter.area && { area: filter.area }), ...(filter.actorId && { actorId: filter.actorId }),
        ...(filter.actorEmail && { actorEmail: ILike(`%${escapeLike(filter.actorEmail)}%`) }),
      },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: filter.limit,
      skip: filter.offset,
    });
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
