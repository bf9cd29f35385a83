export const GUEST_CART_STORAGE_KEY = 'guest-cart';

/** A guest's cart line as kept in the browser's localStorage. Prices are integer pence. */
export interface GuestCartLine {
  id: string;
  menuItemId: string;
  name: string;
  optionId: string | null;
  optionName: string | null;
  quantity: number;
  unitPricePence: number;
  specialInstructions: string | null;
}

function isGuestCartLine(value: unknown): value is GuestCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    typeof line.menuItemId === 'string' &&
    typeof line.name === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity as number) > 0 &&
    Number.isInteger(line.unitPricePence) &&
    (line.unitPricePence as number) >= 0
  );
}

/** Parses the stored guest cart, dropping anything malformed rather than failing the page. */
export function parseGuestCart(raw: string | null): GuestCartLine[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isGuestCartLine) : [];
  } catch {
    return [];
  }
}

export function readGuestCart(storage: Storage): GuestCartLine[] {
  try {
    return parseGuestCart(storage.getItem(GUEST_CART_STORAGE_KEY));
  } catch {
    // Storage can be unavailable (privacy modes); the cart then starts empty.
    return [];
  }
}
