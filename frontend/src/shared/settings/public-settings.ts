/** The business settings every visitor may read (GET /api/settings). Money is integer pence. */
export interface PublicSettings {
  /** Delivery radius in miles. */
  maxDistance: number;
  /** Pence. */
  deliveryFee: number;
  /** Minimum delivery order, pence. */
  minimumOrderValue: number;
  /** Minutes between now and the first bookable slot. */
  timeSlotBuffer: number;
  ordersPerTimeSlot: number;
  defaultCapacity: number;
  deliveries: boolean;
  collections: boolean;
}
