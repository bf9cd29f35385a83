import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client's address that rate limits count by. One IPv6 customer line is given a
 * whole /64 (and often several), so counting the full address lets one person wander through 2^64
 * addresses; every per-IP limit counts the /64 instead (docs/operations.md, "Rate limits"). An IPv4
 * address, or one mapped into IPv6 (::ffff:203.0.113.5), counts on its own. Anything else (an
 * e-mail address, an account id) is not an address and is returned unchanged.
 */
export function rateLimitAddress(subject: string): string {
  const text = subject.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const zoneless = text.split('%')[0]!;
  if (!isIPv6(zoneless)) return text;
  return `${ipv6Groups(zoneless).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::1.2.3.4) is two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === null ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
