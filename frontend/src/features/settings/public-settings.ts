/** The business settings every visitor may read (GET /api/settings). Money is integer pence. */
export interface PublicSettings {
  deliveriesEnabled: boolean;
  collectionsEnabled: boolean;
  maxDistanceMiles: number;
  deliveryFeePence: number;
  minimumOrderPence: number;
  timeSlotBufferMinutes: number;
  ordersPerTimeSlot: number;
}
