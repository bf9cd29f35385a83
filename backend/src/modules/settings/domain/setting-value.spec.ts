import { SETTING_DEFAULTS } from '@walkden/contract/settings';
import { parseSettingsForm, parseSettingValue, SETTING_DEFINITIONS, SETTING_KEYS, toPrinterSettings, toPublicSettings } from './setting-value.js';

function reasonOf(key: string, raw: string): string {
  const parsed = parseSettingValue(key, raw);
  if (parsed.ok) throw new Error(`expected ${key}=${raw} to be refused`);
  return parsed.reason;
}

describe('parseSettingValue', () => {
  it('refuses an unknown key and lists the known ones', () => {
    const reason = reasonOf('colour', 'red');
    expect(reason).toContain('Unknown setting "colour"');
    expect(reason).toContain('max_distance');
  });

  it('does not mistake inherited object properties for settings', () => {
    expect(parseSettingValue('toString', '1').ok).toBe(false);
    expect(parseSettingValue('__proto__', '1').ok).toBe(false);
  });

  it('accepts a decimal distance in miles and stores it canonically', () => {
    expect(parseSettingValue('max_distance', ' 2.50 ')).toEqual({ ok: true, value: 2.5, stored: '2.5' });
    expect(parseSettingValue('max_distance', '0')).toEqual({ ok: true, value: 0, stored: '0' });
  });

  it.each(['abc', '-1', '', '1e3', '2,5', 'Infinity', '101'])('refuses max_distance %p', (raw) => {
    expect(reasonOf('max_distance', raw)).toMatch(/max_distance must be/);
  });

  it('takes money as whole pence', () => {
    expect(parseSettingValue('delivery_fee', '250')).toEqual({ ok: true, value: 250, stored: '250' });
    expect(parseSettingValue('minimum_order_value', '0015')).toEqual({ ok: true, value: 15, stored: '15' });
    expect(reasonOf('delivery_fee', '2.50')).toBe('delivery_fee must be a whole number of pence, 0 or more (e.g. 250 for £2.50); got "2.50"');
    expect(reasonOf('minimum_order_value', '-100')).toMatch(/whole number of pence/);
  });

  it('takes counts and minutes as non-negative integers', () => {
    expect(parseSettingValue('orders_per_time_slot', '3')).toEqual({ ok: true, value: 3, stored: '3' });
    expect(parseSettingValue('default_capacity', '0')).toEqual({ ok: true, value: 0, stored: '0' });
    expect(parseSettingValue('time_slot_buffer', '45')).toEqual({ ok: true, value: 45, stored: '45' });
    expect(reasonOf('orders_per_time_slot', '2.5')).toMatch(/whole number/);
    expect(reasonOf('time_slot_buffer', '1441')).toMatch(/at most 1440 minutes/);
  });

  it('takes the days ahead as 0 to 14, and the same-day cut-off as HH:MM or empty (issue 28)', () => {
    expect(parseSettingValue('order_ahead_days_collection', ' 6 ')).toEqual({ ok: true, value: 6, stored: '6' });
    expect(parseSettingValue('order_ahead_days_delivery', '0')).toEqual({ ok: true, value: 0, stored: '0' });
    expect(reasonOf('order_ahead_days_collection', '15')).toBe('order_ahead_days_collection must be at most 14 days; got "15"');
    expect(reasonOf('order_ahead_days_delivery', '-1')).toContain('whole number of days');
    expect(parseSettingValue('same_day_cutoff', '8:30')).toEqual({ ok: true, value: '08:30', stored: '08:30' });
    expect(parseSettingValue('same_day_cutoff', ' ')).toEqual({ ok: true, value: '', stored: '' });
    expect(reasonOf('same_day_cutoff', '24:00')).toBe('same_day_cutoff must be a time of day, HH:MM (e.g. 20:30), or empty for none; got "24:00"');
    expect(toPublicSettings([{ key: 'same_day_cutoff', value: '20:30' }, { key: 'order_ahead_days_delivery', value: '3' }])).toMatchObject({ sameDayCutoff: '20:30', orderAheadDaysDelivery: 3, orderAheadDaysCollection: 0 });
  });

  it("takes booleans only as 'true' or 'false'", () => {
    expect(parseSettingValue('deliveries', 'false')).toEqual({ ok: true, value: false, stored: 'false' });
    expect(parseSettingValue('collections', ' true ')).toEqual({ ok: true, value: true, stored: 'true' });
    expect(reasonOf('deliveries', 'yes')).toBe('deliveries must be true or false; got "yes"');
    expect(reasonOf('collections', 'TRUE')).toMatch(/true or false/);
  });

  it('has a valid default for every key', () => {
    for (const key of SETTING_KEYS) expect(parseSettingValue(key, SETTING_DEFINITIONS[key].defaultValue).ok).toBe(true);
  });
});

describe('toPublicSettings', () => {
  it('uses the defaults of SPEC section 9 when nothing is stored', () => {
    expect(toPublicSettings([])).toEqual({
      maxDistance: 2,
      deliveryFee: 250,
      minimumOrderValue: 1500,
      timeSlotBuffer: 10,
      ordersPerTimeSlot: 3,
      defaultCapacity: 1,
      bookingCoversCapacity: 20,
      deliveries: true,
      collections: true,
      orderAheadDaysCollection: 0,
      orderAheadDaysDelivery: 0,
      sameDayCutoff: '',
    });
  });

  it('gives the typed defaults the frontend shows until the settings arrive', () => {
    expect(toPublicSettings([])).toEqual(SETTING_DEFAULTS);
  });

  it('reads stored values and falls back per key when one is invalid', () => {
    const settings = toPublicSettings([
      { key: 'max_distance', value: '3.5' },
      { key: 'delivery_fee', value: 'free' },
      { key: 'deliveries', value: 'false' },
      { key: 'unrelated', value: 'x' },
    ]);
    expect(settings.maxDistance).toBe(3.5);
    expect(settings.deliveryFee).toBe(250);
    expect(settings.deliveries).toBe(false);
    expect(settings.collections).toBe(true);
  });
});

describe('parseSettingsForm', () => {
  it('gives the canonical value of every field', () => {
    const parsed = parseSettingsForm({ delivery_fee: ' 300 ', deliveries: 'false' });
    expect(parsed).toEqual({ ok: true, stored: new Map([['delivery_fee', '300'], ['deliveries', 'false']]) });
  });

  it('names every refused field, and stores nothing when one is refused', () => {
    const parsed = parseSettingsForm({ delivery_fee: '-1', max_distance: '1000', orders_per_time_slot: 'three', deliveries: 'true', colour: 'red', collections: 1 });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.map((error) => error.key)).toEqual(['delivery_fee', 'max_distance', 'orders_per_time_slot', 'colour', 'collections']);
    expect(parsed.errors[1].message).toBe('max_distance must be at most 100 miles; got "1000"');
    expect(parsed.errors[4].message).toBe('collections must be given as text; got number');
  });

  it('refuses an empty form', () => {
    expect(parseSettingsForm({})).toEqual({ ok: false, errors: [{ key: '', message: 'No setting was given.' }] });
  });
});

describe('the kitchen printer settings (issue 26)', () => {
  const stored = (key: string, raw: string) => {
    const parsed = parseSettingValue(key, raw);
    return parsed.ok ? parsed.stored : `refused: ${parsed.reason}`;
  };

  it('takes the address as host:port, a host alone on port 9100, or empty for no printer', () => {
    expect(stored('printer_address', ' 192.168.1.50:9100 ')).toBe('192.168.1.50:9100');
    expect(stored('printer_address', 'kitchen-printer.local')).toBe('kitchen-printer.local:9100');
    expect(stored('printer_address', '')).toBe('');
    for (const bad of ['tcp://192.168.1.50:9100', '192.168.1.50:0', '192.168.1.50:70000', 'printer:abc', 'two words:9100', '-bad-:9100']) {
      expect(reasonOf('printer_address', bad)).toBe(`printer_address must be the printer's host:port (e.g. 192.168.1.50:9100), or empty for no printer; got "${bad}"`);
    }
  });

  it('prints on placed or paid, 1 to 3 copies, on 58 or 80 mm paper', () => {
    expect(stored('printer_print_on', 'paid')).toBe('paid');
    expect(reasonOf('printer_print_on', 'always')).toBe('printer_print_on must be placed or paid; got "always"');
    expect(stored('printer_copies', '3')).toBe('3');
    for (const bad of ['0', '4', '1.5']) expect(reasonOf('printer_copies', bad)).toBe(`printer_copies must be 1, 2 or 3 copies; got "${bad}"`);
    expect(stored('printer_paper_width', '58')).toBe('58');
    expect(reasonOf('printer_paper_width', '76')).toBe('printer_paper_width must be 58 or 80 (millimetres); got "76"');
  });

  it('types them, with no printer by default and the default address only while none was ever saved', () => {
    expect(toPrinterSettings([])).toEqual({ address: null, printOn: 'placed', copies: 1, paperWidth: 80 });
    expect(toPrinterSettings([], '127.0.0.1:4014').address).toBe('127.0.0.1:4014');
    // Saved empty: no printer, whatever the default.
    expect(toPrinterSettings([{ key: 'printer_address', value: '' }], '127.0.0.1:4014').address).toBeNull();
    const rows = [
      { key: 'printer_address', value: 'printer.local:9100' },
      { key: 'printer_print_on', value: 'paid' },
      { key: 'printer_copies', value: '2' },
      { key: 'printer_paper_width', value: '58' },
    ];
    expect(toPrinterSettings(rows)).toEqual({ address: 'printer.local:9100', printOn: 'paid', copies: 2, paperWidth: 58 });
    // A value written around the service falls back to the default.
    expect(toPrinterSettings([{ key: 'printer_copies', value: '9' }]).copies).toBe(1);
  });
});
