import { Injectable } from '@nestjs/common';
import { Clock } from '../../infra/clock/clock.js';
import { restaurantDate } from '../../infra/clock/restaurant-time.js';
import { nextSlotTimes, type SlotLoad, slotLoads } from './domain/kitchen-load.js';
import type { StationRoom } from './domain/station-load.js';
import { KitchenStationsService } from '../menu/kitchen-stations.service.js';
import { OrdersRepository } from './orders.repository.js';

export interface KitchenLoadView {
  date: string;
  stations: StationRoom[];
  slots: SlotLoad[];
}

/** Issue 28: what the next hour's orders take of each kitchen station (the kitchen screen). */
@Injectable()
export class KitchenLoadService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly stations: KitchenStationsService,
    private readonly clock: Clock,
  ) {}

  async nextHour(): Promise<KitchenLoadView> {
    const now = this.clock.now();
    const date = restaurantDate(now);
    const [stations, orders, units] = await Promise.all([this.stations.listStations(), this.orders.countSlotHoldingOrdersByTime(date), this.orders.stationUnitsByTime(date)]);
    return { date, stations, slots: slotLoads(nextSlotTimes(now), stations, orders, units) };
  }
}
