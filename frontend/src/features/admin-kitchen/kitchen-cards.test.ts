import type { AdminOrder, DayOrders } from '../../shared/orders/admin-orders-api';
import { adminOrder } from '../../test/admin-order';
import { kitchenCards, sincePlacedLabel, toSlotLabel } from './kitchen-cards';

const order = adminOrder;

const day = (active: AdminOrder[]): DayOrders => ({ date: '2031-01-14', active, completed: [], later: [] });
// 18:20 in London (January: GMT).
const NOW = new Date('2031-01-14T18:20:00Z');

describe('the kitchen cards', () => {
  it('come in slot order, then in the order they were placed', () => {
    const cards = kitchenCards(
      day([
        order({ id: 'late-slot', slotTime: '19:00' }),
        order({ id: 'second', slotTime: '18:30', createdAt: '2031-01-14T17:55:00.000Z' }),
        order({ id: 'first', slotTime: '18:30', createdAt: '2031-01-14T17:40:00.000Z' }),
        order({ id: 'early', slotTime: '18:00' }),
      ]),
      NOW,
    );
    expect(cards.map((card) => card.order.id)).toEqual(['early', 'first', 'second', 'late-slot']);
  });

  it('mark an order late once its slot has passed and it is not ready, with the times since placed and to the slot', () => {
    const [passed, ready, coming] = kitchenCards(
      day([order({ id: 'passed', slotTime: '18:15', status: 'preparing' }), order({ id: 'ready', slotTime: '18:16', status: 'ready' }), order({ id: 'coming', slotTime: '18:45' })]),
      NOW,
    );
    expect(passed).toMatchObject({ late: true, minutesToSlot: -5, minutesSincePlaced: 30, next: 'ready' });
    expect(ready).toMatchObject({ late: false, next: 'completed' });
    expect(coming).toMatchObject({ late: false, minutesToSlot: 25, next: 'preparing' });
    expect(toSlotLabel(passed.minutesToSlot)).toBe('5 min late');
    expect(toSlotLabel(coming.minutesToSlot)).toBe('in 25 min');
    expect(sincePlacedLabel(65)).toBe('1 h 05 min ago');
  });

  it('reads the slot in London time across the summer clock', () => {
    // 18:20 BST is 17:20 UTC.
    const [card] = kitchenCards(day([order({ orderDate: '2031-07-14', slotTime: '18:30', createdAt: '2031-07-14T17:00:00.000Z' })]), new Date('2031-07-14T17:20:00Z'));
    expect(card).toMatchObject({ minutesToSlot: 10, late: false });
  });

  it('leave out completed and abandoned orders and online orders still awaiting payment', () => {
    const cards = kitchenCards(
      day([
        order({ id: 'done', status: 'completed', isPaid: true }),
        order({ id: 'gone', status: 'abandoned' }),
        order({ id: 'at-stripe', status: 'pending', paymentMethod: 'online' }),
        order({ id: 'paid-online', status: 'pending', paymentMethod: 'online', isPaid: true }),
        order({ id: 'pay-later', status: 'pending' }),
      ]),
      NOW,
    );
    expect(cards.map((card) => [card.order.id, card.next])).toEqual([
      ['paid-online', 'confirmed'],
      ['pay-later', 'confirmed'],
    ]);
  });
});
