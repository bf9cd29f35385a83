/** Spaces removed and upper-cased, as the lookup wants it: 'm28 3bx' -> 'M283BX'. */
export function normalizePostcode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

/** SPEC 5: a postcode is validated only once it has at least 5 characters. */
export const POSTCODE_MIN_LENGTH = 5;

/** The postcode to look up, or null when it is too short to be worth validating. */
export function postcodeToValidate(raw: string): string | null {
  const normalized = normalizePostcode(raw);
  return normalized.length >= POSTCODE_MIN_LENGTH ? normalized : null;
}
