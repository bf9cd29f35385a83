import type { DeliveryType } from '../entities/order.entity.js';
import { TIP_CHOICES_PENCE } from './checkout-rules.js';

export { TIP_CHOICES_PENCE };

export interface PricedLine {
  unitPricePence: number;
  quantity: number;
}

export interface OrderTotals {
  subtotal: number;
  deliveryFee: number;
  driverTip: number;
  /** Always 0 (SPEC section 9). */
  tax: number;
  total: number;
}

export function lineTotal(line: PricedLine): number {
  return line.unitPricePence * line.quantity;
}

/** Sum of the lines at the prices read from the database. */
export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line), 0);
}

/** A tip is allowed only with delivery and only from the list (0 is always allowed). */
export function isAllowedTip(deliveryType: DeliveryType, tipPence: number): boolean {
  if (tipPence === 0) return true;
  return deliveryType === 'delivery' && (TIP_CHOICES_PENCE as readonly number[]).includes(tipPence);
}

/** Pence in, pence out: the delivery fee and tip apply to delivery only, tax is 0. */
export function computeOrderTotals(input: { deliveryType: DeliveryType; lines: readonly PricedLine[]; deliveryFeePence: number; tipPence: number }): OrderTotals {
  const subtotal = subtotalOf(input.lines);
  const isDelivery = input.deliveryType === 'delivery';
  const deliveryFee = isDelivery ? input.deliveryFeePence : 0;
  const driverTip = isDelivery ? input.tipPence : 0;
  const tax = 0;
  return { subtotal, deliveryFee, driverTip, tax, total: subtotal + deliveryFee + driverTip + tax };
}
