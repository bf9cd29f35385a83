import { formatPounds } from '../money';
import type { PublicSettings } from './public-settings';

/**
 * What a UK price must say (Consumer Protection from Unfair Trading, E-Commerce Regulations): prices
 * include VAT, and how any delivery charge is worked out, from the same settings checkout charges by.
 */
export function priceNote(settings: Pick<PublicSettings, 'deliveries' | 'deliveryFee' | 'maxDistance' | 'minimumOrderValue'>): string {
  const vat = 'All prices include VAT.';
  if (!settings.deliveries) return `${vat} Collection is free.`;
  const fee = settings.deliveryFee > 0 ? `a flat ${formatPounds(settings.deliveryFee)} delivery fee is added at checkout` : 'delivery is free';
  const miles = settings.maxDistance === 1 ? 'mile' : 'miles';
  return `${vat} Collection is free; for delivery within ${settings.maxDistance} ${miles} of the restaurant (minimum order ${formatPounds(settings.minimumOrderValue)}), ${fee}, plus any tip you choose for the driver.`;
}
