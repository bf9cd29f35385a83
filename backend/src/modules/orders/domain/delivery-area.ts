/**
 * Where the restaurant delivers (SPEC section 5): a postcode is looked up once it has at least 5
 * characters (spaces removed, upper-cased), and delivery is available when the great-circle
 * distance from the restaurant is at most the max_distance setting.
 */

export const EARTH_RADIUS_MILES = 3959;
export const MIN_POSTCODE_LENGTH = 5;

export const DELIVERY_AVAILABLE = 'Delivery available';
export const DELIVERY_NOT_AVAILABLE = 'Delivery not available to this postcode';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface DeliveryVerdict {
  postcode: string;
  valid: boolean;
  /** Rounded to 2 decimals; null when the postcode is unknown or too short to look up. */
  distanceMiles: number | null;
  message: string;
}

export function normalisePostcode(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

// A UK postcode: an outward code (area letters, district digit, optional letter or digit), a sector digit, two unit letters.
const UK_POSTCODE_SHAPE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

/** Whether a normalised postcode has the shape of a UK postcode (only such are looked up). */
export function isPostcodeShaped(normalised: string): boolean {
  return UK_POSTCODE_SHAPE.test(normalised);
}

export function isLookupLength(normalised: string): boolean {
  return normalised.length >= MIN_POSTCODE_LENGTH;
}

/** "M283BX" -> "M28 3BX": the inward code is always the last three characters. */
export function displayPostcode(normalised: string): string {
  return normalised.length > 3 ? `${normalised.slice(0, -3)} ${normalised.slice(-3)}` : normalised;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Haversine distance in miles on a sphere of radius 3959 miles. */
export function greatCircleMiles(from: Coordinates, to: Coordinates): number {
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The verdict for a looked-up postcode; `location` null means unknown, too short or the lookup failed. */
export function deliveryVerdict(postcode: string, restaurant: Coordinates, location: Coordinates | null, maxDistanceMiles: number): DeliveryVerdict {
  if (!location) return { postcode, valid: false, distanceMiles: null, message: DELIVERY_NOT_AVAILABLE };
  const distance = greatCircleMiles(restaurant, location);
  const valid = distance <= maxDistanceMiles;
  return { postcode, valid, distanceMiles: Math.round(distance * 100) / 100, message: valid ? DELIVERY_AVAILABLE : DELIVERY_NOT_AVAILABLE };
}

/** The one value SPEC section 3 stores: address, postcode and extra information joined. */
export function joinDeliveryAddress(line: string, postcode: string, additionalInfo?: string | null): string {
  return [line.trim(), displayPostcode(normalisePostcode(postcode)), additionalInfo?.trim()].filter((part) => part).join(', ');
}
