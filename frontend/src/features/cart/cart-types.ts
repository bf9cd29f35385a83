/** What the cart needs to know about a menu item (the menu's own item type satisfies it). */
export interface CartMenuItem {
  id: string;
  name: string;
  description: string;
  imageUrl: string | null;
  isAvailable: boolean;
  /** Missing on guest lines stored before allergens were recorded. */
  allergens?: string[];
  options: { id: string; name: string; pricePence: number; displayOrder: number; allergens?: string[] }[];
}

/** A cart line as the panel and checkout show it, for a guest or an account alike. Money is pence. */
export interface CartLine {
  id: string;
  menuItemId: string;
  itemName: string;
  optionId: string | null;
  optionName: string | null;
  /** The size badge (the option's name). */
  size: string | null;
  quantity: number;
  unitPricePence: number;
  lineTotalPence: number;
  specialInstructions: string;
  /** The item's and the chosen option's allergen codes; empty: 'Ask us about allergens'. */
  allergens: string[];
  available: boolean;
  unavailableReason: string | null;
}

/** GET /api/cart and the answer to every cart change. */
export interface CartResponse {
  lines: CartLine[];
  /** Available lines only. */
  totalPence: number;
  count: number;
  hasUnavailable: boolean;
}

export interface MergeCartResponse {
  cart: CartResponse;
  merged: number;
  skipped: { menuItemId: string; optionId: string | null; itemName: string | null; reason: string }[];
}
