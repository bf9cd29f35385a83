import { Injectable } from '@nestjs/common';
import { isValidExtraPrepMinutes } from '@walkden/contract/busy-mode';
import type { EntityManager } from 'typeorm';
import { Clock } from '../../infra/clock/clock.js';
import { DomainEvents } from '../../infra/events/domain-events.service.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { BusyModeRepository } from './busy-mode.repository.js';
import { type BusyModeState, busyModeState, endsAt, pauseKinds } from './domain/busy-mode.js';
import { SchedulingException } from './scheduling.exception.js';

type OrderTypes = 'collection' | 'delivery' | 'both';

/**
 * Busy mode, set by staff: pause online orders (by type) or add preparation time. Each change is
 * audited in its own transaction and announced (BusyModeChanged → open customer pages and staff screens).
 * It ends by itself: readers compute what is in force from the clock (SchedulingService.getBusyMode).
 */
@Injectable()
export class BusyModeService {
  constructor(
    private readonly busyMode: BusyModeRepository,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  async getBusyMode(): Promise<BusyModeState> {
    return busyModeState(await this.busyMode.findAll(), this.clock.now());
  }

  async pauseOrders(staff: AuthUser, types: OrderTypes, minutes: number | null): Promise<BusyModeState> {
    return this.change(staff, 'pause', async (manager, now) => {
      for (const kind of pauseKinds(types)) {
        await this.busyMode.upsert(manager, { kind, until: endsAt(now, minutes), extraMinutes: null, setBy: staff.id, setAt: now.toJSDate() });
      }
    });
  }

  async reopenOrders(staff: AuthUser, types: OrderTypes): Promise<BusyModeState> {
    return this.change(staff, 'reopen', (manager) => this.busyMode.remove(manager, pauseKinds(types)));
  }

  async addPrepTime(staff: AuthUser, minutes: number, forMinutes: number | null): Promise<BusyModeState> {
    if (!isValidExtraPrepMinutes(minutes)) throw SchedulingException.invalidPrepTime();
    return this.change(staff, 'add_prep_time', async (manager, now) => {
      await this.busyMode.upsert(manager, { kind: 'prep_time', until: endsAt(now, forMinutes), extraMinutes: minutes, setBy: staff.id, setAt: now.toJSDate() });
    });
  }

  async endPrepTime(staff: AuthUser): Promise<BusyModeState> {
    return this.change(staff, 'end_prep_time', (manager) => this.busyMode.remove(manager, ['prep_time']));
  }

  /** Locks, writes, audits before → after in one transaction; then announces the new state. */
  private async change(staff: AuthUser, action: string, write: (manager: EntityManager, now: ReturnType<Clock['now']>) => Promise<void>): Promise<BusyModeState> {
    const now = this.clock.now();
    const after = await this.busyMode.transaction(async (manager) => {
      const before = busyModeState(await this.busyMode.lockAll(manager), now);
      await write(manager, now);
      const state = busyModeState(await this.busyMode.findAll(manager), now);
      await this.audit.recordChange(staff, { area: 'busy_mode', action, entityId: 'busy_mode', before, after: state }, manager);
      return state;
    });
    await this.events.emit('BusyModeChanged', { state: after });
    return after;
  }
}
