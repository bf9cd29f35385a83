import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { TEST_NOW_HEADER } from '../../infra/clock/clock.js';
import { TestHttpClient } from '../../test/http-client.js';
import type { TestApp } from '../../test/test-app.js';
import { SESSION_COOKIE, SessionsService } from '../accounts/sessions.service.js';
import { UsersService } from '../accounts/users.service.js';
import { OrderItem } from './entities/order-item.entity.js';
import { Order } from './entities/order.entity.js';

/** Factories for the staff side: administrators, and orders written straight to the database. */

/** A signed-in administrator (session started directly), its clock optionally pinned. */
export async function createAdmin(api: TestApp, options: { now?: string } = {}): Promise<{ client: TestHttpClient; userId: string; cookie: string }> {
  const user = await api.app.get(UsersService).createUser({ email: `admin-${randomUUID().slice(0, 8)}@orders.test`, password: 'admin pass!', emailConfirmed: true, isAdmin: true });
  const { token } = await api.app.get(SessionsService).startSession(user.id);
  const client = new TestHttpClient(api.url, options.now ? { [TEST_NOW_HEADER]: options.now } : {});
  client.cookies.set(SESSION_COOKIE, token);
  return { client, userId: user.id, cookie: `${SESSION_COOKIE}=${token}` };
}

export interface OrderOverrides extends Partial<Omit<Order, 'items'>> {
  items?: { itemName: string; size?: string | null; quantity: number; unitPrice: number; specialInstructions?: string }[];
}

/** An order as checkout would have saved it (collection, pay on collection, unpaid, one line), then `overrides`. */
export async function insertOrder(dataSource: DataSource, overrides: OrderOverrides = {}): Promise<Order> {
  const { items: lines = [{ itemName: 'Smash Burger', size: 'Double', quantity: 2, unitPrice: 895 }], createdAt, ...fields } = overrides;
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const deliveryFee = fields.deliveryFee ?? 0;
  const driverTip = fields.driverTip ?? 0;
  const isPaid = fields.isPaid ?? false;
  const order = await dataSource.getRepository(Order).save(
    dataSource.getRepository(Order).create({
      orderNumber: `WK-${randomUUID().slice(0, 8).toUpperCase()}`,
      userId: null,
      orderDate: '2031-01-14',
      slotTime: '12:00:00',
      customerName: 'Sam Taylor',
      customerEmail: 'sam.taylor@orders.test',
      customerPhone: '07700 900123',
      specialInstructions: '',
      deliveryType: 'collection',
      deliveryAddress: null,
      deliveryPostcode: null,
      subtotal,
      tax: 0,
      total: subtotal + deliveryFee + driverTip,
      status: 'pending',
      paymentMethod: 'collection',
      paidAt: isPaid ? new Date() : null,
      ...fields,
      deliveryFee,
      driverTip,
      isPaid,
    }),
  );
  if (createdAt) {
    await dataSource.query('UPDATE orders SET created_at = $1 WHERE id = $2', [createdAt, order.id]);
    order.createdAt = createdAt;
  }
  order.items = await dataSource.getRepository(OrderItem).save(
    lines.map((line) =>
      dataSource.getRepository(OrderItem).create({
        orderId: order.id,
        menuItemId: null,
        optionId: null,
        itemName: line.itemName,
        size: line.size ?? null,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        totalPrice: line.unitPrice * line.quantity,
        specialInstructions: line.specialInstructions ?? '',
      }),
    ),
  );
  return order;
}
