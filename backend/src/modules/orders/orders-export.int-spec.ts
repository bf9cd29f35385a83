import type { TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { createTestCliContext } from '../../test/cli-context.js';
import { truncateAll } from '../../test/test-database.js';
import { formatOrderNumber } from './domain/order-number.js';
import { OrdersExportService } from './orders-export.service.js';
import { type NewOrder, OrdersRepository } from './orders.repository.js';

describe('orders:export', () => {
  let context: TestingModule;
  let exporter: OrdersExportService;

  /** An order placed at `placedAt` (an instant), with two lines. */
  async function placeOrder(placedAt: string, overrides: Partial<NewOrder> = {}): Promise<string> {
    const repository = context.get(OrdersRepository);
    return context.get(DataSource).transaction(async (manager) => {
      const orderNumber = formatOrderNumber(BigInt(await repository.nextOrderSequenceValue(manager)));
      const order = await repository.insertOrderWithItems(
        manager,
        {
          orderNumber,
          userId: null,
          orderDate: placedAt.slice(0, 10),
          slotTime: '18:30:00',
          customerName: 'Ann "Annie" Smith',
          customerEmail: 'ann@export.test',
          customerPhone: '07700 900123',
          specialInstructions: '',
          deliveryType: 'delivery',
          deliveryAddress: '1 High St, Walkden',
          deliveryPostcode: 'M283AX',
          subtotal: 1895,
          deliveryFee: 250,
          driverTip: 100,
          tax: 0,
          total: 2245,
          status: 'confirmed',
          paymentMethod: 'online',
          isPaid: true,
          paidAt: new Date(placedAt),
          stripeSessionId: null,
          stripeSessionExpiresAt: null,
          attentionReason: null,
          ...overrides,
        },
        [
          { menuItemId: null, optionId: null, itemName: 'Smash Burger', size: 'Double', choices: [], quantity: 1, unitPrice: 895, totalPrice: 895, specialInstructions: '', allergens: null },
          { menuItemId: null, optionId: null, itemName: 'Wings', size: null, choices: [], quantity: 2, unitPrice: 500, totalPrice: 1000, specialInstructions: '', allergens: null },
        ],
      );
      await manager.query('UPDATE orders SET created_at = $2 WHERE id = $1', [order.id, placedAt]);
      return orderNumber;
    });
  }

  beforeAll(async () => {
    context = await createTestCliContext();
    await truncateAll(context.get(DataSource));
    exporter = context.get(OrdersExportService);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('exports the orders placed on London days, across the clock change, as quoted CSV in pounds', async () => {
    // 30 March 2019 23:30 GMT; 31 March 00:30 GMT; 31 March 23:30 UTC is 1 April 00:30 BST.
    const lateOn30th = await placeOrder('2019-03-30T23:30:00Z');
    const earlyOn31st = await placeOrder('2019-03-31T00:30:00Z', { deliveryType: 'collection', paymentMethod: 'collection', deliveryAddress: null, deliveryPostcode: null, deliveryFee: 0, driverTip: 0, total: 1895, isPaid: false, paidAt: null });
    await placeOrder('2019-03-31T23:30:00Z');

    const { csv, count } = await exporter.exportOrdersCsv('2019-03-31', '2019-03-31');
    expect(count).toBe(1);
    expect(csv.split('\r\n')).toEqual([
      'order_number,placed_at,order_date,slot_time,status,delivery_type,payment_method,paid,paid_at,customer_name,customer_email,customer_phone,delivery_address,delivery_postcode,items,subtotal,delivery_fee,driver_tip,tax,total',
      `${earlyOn31st},2019-03-31 00:30:00,2019-03-31,18:30,confirmed,collection,collection,no,,"Ann ""Annie"" Smith",ann@export.test,07700 900123,,,1 x Smash Burger (Double); 2 x Wings,18.95,0.00,0.00,0.00,18.95`,
      '',
    ]);

    const both = await exporter.exportOrdersCsv('2019-03-30', '2019-03-31');
    expect(both.csv.split('\r\n').slice(1, -1).map((line) => line.split(',')[0])).toEqual([lateOn30th, earlyOn31st]);
    expect(both.csv.split('\r\n')[1]).toContain(',2019-03-30 23:30:00,2019-03-30,18:30,confirmed,delivery,online,yes,2019-03-30 23:30:00,');
    expect(both.csv.split('\r\n')[1]).toMatch(/,"1 High St, Walkden",M283AX,1 x Smash Burger \(Double\); 2 x Wings,18\.95,2\.50,1\.00,0\.00,22\.45$/);

    // 1 April 00:30 BST belongs to 1 April.
    await expect(exporter.exportOrdersCsv('2019-04-01', '2019-04-01')).resolves.toMatchObject({ count: 1 });
  });

  it('refuses a reversed range with a clear message', async () => {
    await expect(exporter.exportOrdersCsv('2019-04-02', '2019-04-01')).rejects.toMatchObject({ code: 'EXPORT_RANGE_INVALID', message: '--to (2019-04-01) is before --from (2019-04-02)' });
  });
});
