import { asyncHandler, closeServer, listen, sendJson, type ListenOptions, type RunningStandin } from './http-server.js';

export interface KnownPostcode {
  postcode: string;
  latitude: number;
  longitude: number;
  /** Where it is, for whoever picks one in a test. */
  place: string;
}

/**
 * Real postcodes with their approximate coordinates. The restaurant (RESTAURANT_LATITUDE/LONGITUDE
 * default 53.5233, -2.3997) is in Walkden; the first four are within the default 2-mile radius,
 * the last three well outside it.
 */
export const KNOWN_POSTCODES: readonly KnownPostcode[] = [
  { postcode: 'M28 3BX', latitude: 53.523, longitude: -2.399, place: 'Walkden town centre (about 0.05 miles)' },
  { postcode: 'M28 0AA', latitude: 53.5166, longitude: -2.4125, place: 'Walkden, west (about 0.7 miles)' },
  { postcode: 'M28 2PD', latitude: 53.509, longitude: -2.388, place: 'Worsley side of Walkden (about 1.1 miles)' },
  { postcode: 'M38 9RQ', latitude: 53.53, longitude: -2.42, place: 'Little Hulton (about 0.9 miles)' },
  { postcode: 'M1 1AE', latitude: 53.4808, longitude: -2.2426, place: 'Manchester city centre (about 7 miles)' },
  { postcode: 'BL1 1AA', latitude: 53.578, longitude: -2.429, place: 'Bolton town centre (about 4 miles)' },
  { postcode: 'WN1 1AA', latitude: 53.5457, longitude: -2.6312, place: 'Wigan town centre (about 9.6 miles)' },
];

/** Spaces removed, upper-cased: the form postcodes are compared in. */
export const normalisePostcode = (text: string): string => text.replace(/\s+/g, '').toUpperCase();

// The shape of a UK postcode (outward code, then digit and two letters).
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

/**
 * postcodes.io-compatible lookup on loopback: GET /postcodes/:postcode answers
 * `{ status: 200, result: { postcode, latitude, longitude } }` for a known postcode, and
 * 404 `{ status: 404, error }` otherwise ('Invalid postcode' for a malformed one, as postcodes.io
 * says; 'Postcode not found' for a well-formed one it does not know).
 */
export async function startPostcodeStandin({ port, host = '127.0.0.1' }: ListenOptions): Promise<RunningStandin> {
  const byCode = new Map(KNOWN_POSTCODES.map((entry) => [normalisePostcode(entry.postcode), entry]));
  const { server, url } = await listen(
    asyncHandler(async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://standin.local').pathname;
      const match = /^\/postcodes\/([^/]+)\/?$/.exec(path);
      if (req.method !== 'GET' || !match) {
        sendJson(res, 404, { status: 404, error: 'Resource not found' });
        return;
      }
      const code = normalisePostcode(decodeURIComponent(match[1]));
      const known = byCode.get(code);
      if (known) {
        sendJson(res, 200, { status: 200, result: { postcode: known.postcode, latitude: known.latitude, longitude: known.longitude, country: 'England' } });
      } else {
        sendJson(res, 404, { status: 404, error: UK_POSTCODE.test(code) ? 'Postcode not found' : 'Invalid postcode' });
      }
    }),
    { port, host },
  );
  return { url, close: () => closeServer(server) };
}
