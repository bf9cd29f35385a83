import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import type { AuditArea } from './audit-areas.js';
import { AuditRepository, type AuditFilter } from './audit.repository.js';
import type { AuditEntry } from './entities/audit-entry.entity.js';

/** What changed; `before` is null for a creation and `after` null for a deletion. */
export interface AuditedChange {
  area: AuditArea;
  action: string;
  entityId: string;
  before: object | null;
  after: object | null;
}

/** Who made a change: a signed-in member of staff, an operator at the CLI (no account), or the product itself. */
export interface AuditActor {
  id: string | null;
  email: string;
}

/** The CLI's changes are recorded under this name. */
export const CLI_AUDIT_ACTOR: AuditActor = { id: null, email: 'cli' };

/** What the product does by itself (a payment that arrived too late refunded automatically) is recorded under this name. */
export const SYSTEM_AUDIT_ACTOR: AuditActor = { id: null, email: 'system' };

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/** The record of staff changes, written by the services that make them and read by administrators. */
@Injectable()
export class AuditService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /** Call inside the change's own transaction (pass its manager) so that no change goes unrecorded. */
  async recordChange(actor: AuditActor, change: AuditedChange, manager?: EntityManager): Promise<void> {
    await this.audit.insertEntry(
      {
        actorId: actor.id,
        actorEmail: actor.email,
        area: change.area,
        action: change.action,
        entityId: change.entityId,
        before: toJson(change.before),
        after: toJson(change.after),
        createdAt: this.clock.now().toJSDate(),
      },
      manager,
    );
  }

  async listAuditEntries(_admin: AuditActor, filter: AuditFilter): Promise<AuditPage> {
    const [entries, total] = await this.audit.findEntries(filter);
    return { entries, total };
  }
}

/** A plain JSON copy (dates as ISO strings, no class instances or relations' getters). */
function toJson(value: object | null): Record<string, unknown> | null {
  return value === null ? null : (JSON.parse(JSON.stringify(value)) as Record<string, unknown>);
}
