import { formatPence, formatPounds } from './money.js';

describe('money', () => {
  it('writes pence as pounds with pence, with thousands separated', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(1500)).toBe('£15.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(100000000)).toBe('£1,000,000.00');
    expect(formatPence(-1250)).toBe('-£12.50');
    // Nothing is ever "-£0.00" (a discount of nothing, negated), as Intl would write it.
    expect(formatPence(-0)).toBe('£0.00');
  });

  it('writes every amount as the currency formatter of en-GB does', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456789, -1, -99, -100, -123456];
    for (let pence = 7; pence < 300_000; pence += 7) amounts.push(pence, -pence);
    for (const pence of amounts) expect([pence, formatPence(pence)]).toEqual([pence, intl.format(pence / 100)]);
  });

  it('writes whole pounds without pence', () => {
    expect(formatPounds(1500)).toBe('£15');
    expect(formatPounds(1250)).toBe('£12.50');
  });
});
