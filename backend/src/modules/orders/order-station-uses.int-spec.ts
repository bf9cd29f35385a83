import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { UsersService } from '../accounts/users.service.js';
import { KitchenStationsService } from '../menu/kitchen-stations.service.js';
import { insertOrder } from './admin-orders.test-factory.js';
import { OrdersRepository } from './orders.repository.js';

/**
 * Issue 28: the units an order takes of a kitchen station whose deletion races the placement (its
 * list read just before the lock). The foreign key refuses the write; the placement is refused
 * whole with words to try again, never a 500.
 */
describe('order station uses', () => {
  let api: TestApp;
  let dataSource: DataSource;

  beforeAll(async () => {
    api = await createTestApp();
    dataSource = api.app.get(DataSource);
  });

  afterAll(async () => {
    await api?.close();
  });

  it("refuses an order's units of a station deleted meanwhile with KITCHEN_CHANGED, and writes none", async () => {
    const admin = await api.app.get(UsersService).createUser({ email: `race-${Date.now()}@stations.test`, emailConfirmed: true, isAdmin: true });
    const stations = api.app.get(KitchenStationsService);
    const station = await stations.createStation(admin, { name: `Race oven ${Date.now()}`, unitsPerSlot: 4 });
    await stations.deleteStation(admin, station.id);
    const order = await insertOrder(dataSource);

    await expect(dataSource.transaction((manager) => api.app.get(OrdersRepository).replaceStationUses(manager, order.id, [{ stationId: station.id, units: 1 }]))).rejects.toMatchObject({
      code: 'KITCHEN_CHANGED',
      message: "The kitchen's set-up changed just now. Please place your order again.",
    });
    expect(await dataSource.query('SELECT count(*)::int AS count FROM order_station_uses WHERE order_id = $1', [order.id])).toEqual([{ count: 0 }]);
  });
});
