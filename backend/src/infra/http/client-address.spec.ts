import { rateLimitAddress } from './client-address.js';

describe('the address a rate limit counts by', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const one = rateLimitAddress('2001:db8:abcd:12::1');
    expect(one).toBe('2001:db8:abcd:12::/64');
    for (const same of ['2001:db8:abcd:12:ffff:ffff:ffff:ffff', '2001:0DB8:ABCD:0012:0:0:0:7', '2001:db8:abcd:12:1:2:3:4%eth0', '2001:db8:abcd:12::1.2.3.4']) {
      expect(rateLimitAddress(same)).toBe(one);
    }
    expect(rateLimitAddress('2001:db8:abcd:13::1')).not.toBe(one);
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4 address on its own, mapped into IPv6 or not', () => {
    expect(rateLimitAddress('203.0.113.5')).toBe('203.0.113.5');
    expect(rateLimitAddress('::ffff:203.0.113.5')).toBe('203.0.113.5');
    expect(rateLimitAddress('::FFFF:203.0.113.6')).toBe('203.0.113.6');
  });

  it('leaves what is not an address alone', () => {
    for (const subject of ['sam@example.com', '1b4e28ba-2fa1-11d2-883f-0016d3cca427', 'unknown', '+44 161 555 0101', 'a:b']) {
      expect(rateLimitAddress(subject)).toBe(subject);
    }
  });
});
