import type { DeliveryType } from './delivery-slice';
import { longDay } from './order-days';

export type PaymentTiming = 'online' | 'later';

export interface ThankYouFacts {
  /** The order's id: the page follows its status live (issue 27). */
  orderId: string | null;
  orderNumber: string | null;
  type: DeliveryType | null;
  payment: PaymentTiming | null;
  slotTime: string | null;
  /** Issue 28: the day the order is for, 'YYYY-MM-DD', when it is not the day it was placed; null: today. */
  orderDate: string | null;
}

/**
 * /thank-you?id=<uuid>&order=WK-7Q3K9D&type=collection&payment=later&slot=12:15 (survives a reload),
 * with &date=2031-01-19 for an order placed for a later day.
 */
export function thankYouPath(facts: {
  orderId: string;
  orderNumber: string;
  type: DeliveryType;
  payment: PaymentTiming;
  slotTime: string;
  orderDate?: string | null;
}): string {
  const params = new URLSearchParams({
    id: facts.orderId,
    order: facts.orderNumber,
    type: facts.type,
    payment: facts.payment,
    slot: facts.slotTime,
  });
  if (facts.orderDate) params.set('date', facts.orderDate);
  return `/thank-you?${params.toString()}`;
}

export function readThankYouFacts(params: URLSearchParams): ThankYouFacts {
  const type = params.get('type');
  const payment = params.get('payment');
  const slot = params.get('slot');
  const id = params.get('id');
  const date = params.get('date');
  return {
    orderId: id && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null,
    orderNumber: params.get('order'),
    type: type === 'collection' || type === 'delivery' ? type : null,
    payment: payment === 'online' || payment === 'later' ? payment : null,
    slotTime: slot && /^\d{2}:\d{2}$/.test(slot) ? slot : null,
    orderDate: date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? date : null,
  };
}

/** SPEC 2's 'What's Next?' list for the order's type and payment. */
export function whatsNext(facts: ThankYouFacts, restaurantAddress: string): string[] {
  const time = facts.slotTime ? `at ${facts.slotTime}` : 'at your chosen time';
  const at = facts.orderDate ? `${time} on ${longDay(facts.orderDate)}` : facts.slotTime ? `${time} today` : time;
  const steps: string[] = [];
  if (facts.type === 'collection') {
    steps.push(`Come to ${restaurantAddress} ${at} to collect your order.`);
  } else if (facts.type === 'delivery') {
    steps.push(`Our driver will bring your order to your address ${at}.`);
  } else {
    steps.push(`Your order will be ready ${at}.`);
  }
  if (facts.payment === 'later' || facts.payment === null) {
    if (facts.type === 'collection') steps.push('Please have your payment ready when you collect.');
    else if (facts.type === 'delivery') steps.push('Please have your payment ready for the driver.');
    else steps.push('If you are paying on collection or delivery, please have your payment ready.');
  }
  steps.push('A confirmation e-mail with your order details is on its way.');
  return steps;
}
