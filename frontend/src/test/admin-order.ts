import type { AdminOrder } from '../shared/orders/admin-orders-api';

/**
 * An order as the staff api answers it (GET /api/admin/orders/day): a collection, to pay on
 * collection, unpaid, confirmed, with no lines; `overrides` make it the order a test needs.
 */
export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'o1',
    orderNumber: 'WK-AAAAAA',
    orderDate: '2031-01-14',
    slotTime: '18:15',
    deliveryType: 'collection',
    deliveryAddress: null,
    customer: { name: 'Sam Taylor', email: 'sam@example.com', phone: '07700 900123' },
    specialInstructions: '',
    status: 'confirmed',
    paymentMethod: 'collection',
    paidWith: null,
    isPaid: false,
    paidAt: null,
    items: [],
    subtotalPence: 0,
    deliveryFeePence: 0,
    driverTipPence: 0,
    taxPence: 0,
    totalPence: 0,
    balanceDuePence: 0,
    refundablePence: 0,
    refundedPence: 0,
    refunds: [],
    driver: null,
    takenByStaff: false,
    createdAt: '2031-01-14T17:50:00.000Z',
    attentionReason: null,
    ...overrides,
  };
}

/** Paid online, not started: two burgers at £9.49 and three fries at £1.50, £23.48, for collection at 18:15; then `overrides`. */
export function paidOnlineOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return adminOrder({
    paymentMethod: 'online',
    isPaid: true,
    paidAt: '2031-01-14T12:01:30.000Z',
    items: [
      { id: 'i1', menuItemId: 'm-smash', name: 'Classic Smash', size: 'Double', quantity: 2, unitPricePence: 949, totalPricePence: 1898, specialInstructions: '', allergens: [], choices: [] },
      { id: 'i2', menuItemId: 'm-fries', name: 'Fries', size: null, quantity: 3, unitPricePence: 150, totalPricePence: 450, specialInstructions: '', allergens: [], choices: [] },
    ],
    subtotalPence: 2348,
    totalPence: 2348,
    createdAt: '2031-01-14T12:01:00.000Z',
    refundablePence: 2348,
    ...overrides,
  });
}
