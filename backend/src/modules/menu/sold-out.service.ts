import { Injectable } from '@nestjs/common';
import type { DateTime } from 'luxon';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate, slotStart } from '../../infra/clock/restaurant-time.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { AuditService } from '../audit/audit.service.js';
import { SchedulingService } from '../scheduling/scheduling.service.js';
import { type NextDayOpening, soldOutInForce, soldOutUntil } from './domain/sold-out.js';
import { MenuException } from './menu.exception.js';
import { MenuRepository } from './menu.repository.js';
import { MenuService } from './menu.service.js';

/** A sold-out mark after a change: null when the item or option is back on sale. */
export interface SoldOutView {
  id: string;
  soldOut: boolean;
  soldOutUntil: string | null;
}

/**
 * Sold out today, set by staff (kitchen screen or Menu tab) in one tap. A mark lasts until the next
 * day's opening, then ends by itself (readers compare with the clock), or staff clear it. Audited;
 * announced as MenuChanged so open menus refresh.
 */
@Injectable()
export class SoldOutService {
  constructor(
    private readonly menu: MenuRepository,
    private readonly menuService: MenuService,
    private readonly scheduling: SchedulingService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async setItemSoldOut(staff: AuthUser, itemId: string, soldOut: boolean): Promise<SoldOutView> {
    const now = this.clock.now();
    const until = soldOut ? await this.nextOpening(now) : null;
    const item = await this.menu.transaction(async (manager) => {
      const before = await this.menu.lockItem(manager, itemId);
      if (!before) throw MenuException.itemNotFound();
      await this.menu.updateItem(itemId, { soldOutUntil: until }, manager);
      await this.audit.recordChange(
        staff,
        { area: 'menu_item', action: soldOut ? 'sold_out' : 'back_on_sale', entityId: itemId, before: { soldOutUntil: before.soldOutUntil }, after: { soldOutUntil: until } },
        manager,
      );
      return before;
    });
    await this.menuService.announceMenuChange({ menuItemId: itemId, categoryId: item.categoryId });
    return { id: itemId, soldOut, soldOutUntil: soldOutInForce(until, now.toMillis()) };
  }

  async setOptionSoldOut(staff: AuthUser, optionId: string, soldOut: boolean): Promise<SoldOutView> {
    const now = this.clock.now();
    const until = soldOut ? await this.nextOpening(now) : null;
    const option = await this.menu.transaction(async (manager) => {
      const before = await this.menu.findOption(optionId, manager);
      if (!before) throw MenuException.optionNotFound();
      await this.menu.updateOption(optionId, { soldOutUntil: until }, manager);
      await this.audit.recordChange(
        staff,
        { area: 'menu_option', action: soldOut ? 'sold_out' : 'back_on_sale', entityId: optionId, before: { soldOutUntil: before.soldOutUntil }, after: { soldOutUntil: until } },
        manager,
      );
      return before;
    });
    await this.menuService.announceMenuChange({ menuItemId: option.menuItemId, categoryId: null });
    return { id: optionId, soldOut, soldOutUntil: soldOutInForce(until, now.toMillis()) };
  }

  /** The start of the next day's first opening session, or the next restaurant midnight when that is unknown. */
  private async nextOpening(now: DateTime): Promise<Date> {
    const date = restaurantDate(now.plus({ days: 1 }));
    const day = await this.scheduling.getDaySchedule(date);
    const closedAllDay = day.daysOff.some((off) => off.allDay);
    const first = day.isOpenWeekday && !closedAllDay ? day.sessions[0] : undefined;
    const next: NextDayOpening = { date, firstOpening: first ? slotStart(date, first.startTime) : null };
    return soldOutUntil(now, next);
  }
}
