import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addressOneLine, loadRestaurantProfile, resolveRestaurantProfile, WALKDEN_PROFILE } from './restaurant-profile.js';

function profileFile(content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'profile-')), 'profile.json');
  writeFileSync(file, content);
  return file;
}

describe('the restaurant profile', () => {
  it('is valid as built in, and writes the address on one line', () => {
    expect(resolveRestaurantProfile({}).problems).toEqual([]);
    expect(addressOneLine(WALKDEN_PROFILE.address)).toBe('Bolton Road, Walkden, Manchester M28 3AX');
  });

  it('takes an override key by key and keeps the rest', () => {
    const { profile, problems } = resolveRestaurantProfile({ email: 'hi@example.org', phone: { display: '0161 496 0999', international: '+441614960999' } });
    expect(problems).toEqual([]);
    expect(profile).toMatchObject({ name: WALKDEN_PROFILE.name, email: 'hi@example.org', phone: { display: '0161 496 0999' } });
  });

  it('lists every problem of a bad document, nested ones with their path, and unknown keys', () => {
    const { profile, problems } = resolveRestaurantProfile({
      email: 'not-an-email',
      phone: { display: '0161', international: '01614960123' },
      address: { lines: ['Bolton Road', 'Walkden'], postcode: 'NOT A CODE' },
      trader: { ...WALKDEN_PROFILE.trader, vatNumber: '123' },
      socials: [{ network: 'MySpace', handle: 'x', url: 'http://example.org' }],
      colour: 'red',
    });
    expect(profile).toBe(WALKDEN_PROFILE);
    expect(problems).toEqual(
      expect.arrayContaining([
        'colour: not a profile field',
        expect.stringMatching(/^email: /),
        'phone.international: phone.international must be E.164 (+44...)',
        'address.postcode: address.postcode must be a UK postcode',
        'trader.vatNumber: trader.vatNumber must be a GB VAT number, or null',
        expect.stringMatching(/^socials\.0\.network: /),
        expect.stringMatching(/^socials\.0\.url: /),
      ]),
    );
  });

  it('is the built-in one without a file, and refuses to start with a file that is not a valid profile', () => {
    expect(loadRestaurantProfile('')).toBe(WALKDEN_PROFILE);
    expect(() => loadRestaurantProfile(profileFile('{ name: '))).toThrow(/could not be read as JSON/);
    expect(() => loadRestaurantProfile(profileFile('[]'))).toThrow('the profile must be a JSON object');
    expect(() => loadRestaurantProfile(profileFile('{"priceRange":"cheap"}'))).toThrow('priceRange must be £ to ££££');
    expect(loadRestaurantProfile(profileFile('{"name":"Boothstown Fried Chicken"}')).name).toBe('Boothstown Fried Chicken');
  });
});
