import { orderWhen } from './order-status';

describe('when an order is for', () => {
  it('says the type and the slot for an order placed on its day', () => {
    expect(orderWhen({ deliveryType: 'collection', slotTime: '12:15', orderDate: '2031-01-14', createdAt: '2031-01-14T11:00:00Z' })).toBe('Collection at 12:15');
  });

  it('names the day of an order placed ahead (issue 28)', () => {
    expect(orderWhen({ deliveryType: 'delivery', slotTime: '18:30', orderDate: '2031-01-19', createdAt: '2031-01-14T11:00:00Z' })).toBe('Delivery on Sun 19 Jan at 18:30');
  });
});
