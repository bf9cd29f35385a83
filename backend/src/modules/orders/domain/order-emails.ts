import { describeAllergens } from '@walkden/contract/allergens';
import { describeChoices } from '@walkden/contract/choices';
import { DateTime } from 'luxon';
import type { EmailToQueue } from '../../../infra/mail/mail.service.js';
import type { Order } from '../entities/order.entity.js';

/** The two e-mails an order owes once it is confirmed (pay later: when placed; online: when paid). */
export const ORDER_CONFIRMATION_EMAIL = 'order-confirmation';
export const RESTAURANT_ORDER_NOTIFICATION_EMAIL = 'restaurant-order-notification';

const PAYMENT_METHOD_LABELS = { online: 'Online (card)', collection: 'Pay on collection', driver: 'Pay the driver' } as const;

/** Every field the templates use, always present (the renderer runs Handlebars in strict mode). */
export interface OrderEmailData extends Record<string, unknown> {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryTypeLabel: 'Collection' | 'Delivery';
  isDelivery: boolean;
  orderDateLabel: string;
  slotTime: string;
  deliveryAddress: string;
  specialInstructions: string;
  paymentMethodLabel: string;
  isPaid: boolean;
  paymentStatus: 'Paid' | 'Unpaid';
  items: { name: string; size: string; choices: string; quantity: number; unitPrice: number; totalPrice: number; specialInstructions: string; allergens: string }[];
  subtotal: number;
  deliveryFee: number;
  driverTip: number;
  tax: number;
  total: number;
}

export function toOrderEmailData(order: Order): OrderEmailData {
  return {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    deliveryTypeLabel: order.deliveryType === 'delivery' ? 'Delivery' : 'Collection',
    isDelivery: order.deliveryType === 'delivery',
    orderDateLabel: DateTime.fromISO(order.orderDate).setLocale('en-GB').toFormat('cccc d LLLL yyyy'),
    slotTime: order.slotTime.slice(0, 5),
    deliveryAddress: order.deliveryAddress ?? '',
    specialInstructions: order.specialInstructions,
    paymentMethodLabel: order.paidWith ? `Paid at the counter (${order.paidWith})` : PAYMENT_METHOD_LABELS[order.paymentMethod],
    isPaid: order.isPaid,
    paymentStatus: order.isPaid ? 'Paid' : 'Unpaid',
    items: [...(order.items ?? [])].sort((a, b) => a.itemName.localeCompare(b.itemName, 'en-GB') || (a.size ?? '').localeCompare(b.size ?? '', 'en-GB')).map((item) => ({
      name: item.itemName,
      size: item.size ?? '',
      // Issue 28: what was picked (sauces, extras), as sold.
      choices: describeChoices(item.choices),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      specialInstructions: item.specialInstructions,
      // As ordered (the snapshot), never the menu's current list.
      allergens: describeAllergens(item.allergens),
    })),
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    driverTip: order.driverTip,
    tax: order.tax,
    total: order.total,
  };
}

/** The customer's confirmation and the kitchen's notification, each with a dedupe key so a retry writes nothing new. */
export function orderConfirmationEmails(order: Order, restaurantEmail: string, followUrl?: string): EmailToQueue[] {
  const data = toOrderEmailData(order);
  const emails: EmailToQueue[] = [
    // The customer's has the order link (issue 27): the order's status live, with or without an account.
    { kind: ORDER_CONFIRMATION_EMAIL, to: order.customerEmail, data: { ...data, ...(followUrl && { followUrl }) }, dedupeKey: `order-confirmed:${order.id}:customer` },
    { kind: RESTAURANT_ORDER_NOTIFICATION_EMAIL, to: restaurantEmail, data, dedupeKey: `order-confirmed:${order.id}:restaurant` },
  ];
  // A phone order taken without an e-mail address: the restaurant is still told, the customer is not written to.
  return emails.filter((email) => email.to !== '');
}

/** A payment that arrived after its order was abandoned and was refunded automatically (issue 9). */
export const PAYMENT_REFUNDED_EMAIL = 'payment-refunded';
export const RESTAURANT_PAYMENT_REFUNDED_EMAIL = 'restaurant-payment-refunded';

export interface RefundEmailData extends Record<string, unknown> {
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  orderDateLabel: string;
  slotTime: string;
  /** Pence. */
  refundAmount: number;
  refundId: string;
  /** The customer's order history, or the admin area for the restaurant. */
  link: string;
}

/** The customer is told the money is on its way back; the restaurant, that it happened and why. */
export function latePaymentRefundEmails(
  order: Order,
  refund: { id: string; amountPence: number },
  links: { orderHistory: string; admin: string },
  restaurantEmail: string,
): EmailToQueue[] {
  const base = {
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    orderDateLabel: DateTime.fromISO(order.orderDate).setLocale('en-GB').toFormat('cccc d LLLL yyyy'),
    slotTime: order.slotTime.slice(0, 5),
    refundAmount: refund.amountPence,
    refundId: refund.id,
  };
  return [
    { kind: PAYMENT_REFUNDED_EMAIL, to: order.customerEmail, data: { ...base, link: links.orderHistory } satisfies RefundEmailData, dedupeKey: `order-refunded:${order.id}:customer` },
    { kind: RESTAURANT_PAYMENT_REFUNDED_EMAIL, to: restaurantEmail, data: { ...base, link: links.admin } satisfies RefundEmailData, dedupeKey: `order-refunded:${order.id}:restaurant` },
  ];
}
