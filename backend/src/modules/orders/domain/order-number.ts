/**
 * Human-friendly order numbers: "WK-" and six characters of Crockford's base 32 (no I, L, O or U,
 * so nothing is misread over the phone). The number comes from the order_number_seq sequence,
 * scrambled by a bijection on [0, 32^6) so that consecutive orders do not look consecutive; a
 * bijection keeps every number unique for the first 2^30 orders.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 6;
const SPACE = 32 ** LENGTH; // 2^30
// Odd multiplier (invertible modulo 2^30) and an XOR mask below 2^30.
const MULTIPLIER = 0x2f4a7c15n;
const MASK = 0x15a3c96n;

export const ORDER_NUMBER_PATTERN = /^WK-[0-9A-HJKMNP-TV-Z]{6}$/;

export function formatOrderNumber(sequenceValue: number | bigint): string {
  const n = BigInt(sequenceValue);
  if (n < 0n || n >= BigInt(SPACE)) throw new RangeError(`Order sequence value ${n} is outside 0..${SPACE - 1}`);
  let scrambled = Number((((n * MULTIPLIER) % BigInt(SPACE)) ^ MASK) % BigInt(SPACE));
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) {
    code = ALPHABET[scrambled % 32] + code;
    scrambled = Math.floor(scrambled / 32);
  }
  return `WK-${code}`;
}
