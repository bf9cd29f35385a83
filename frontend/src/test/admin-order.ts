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
