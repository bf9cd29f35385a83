import { csvField, penceAsPounds } from '../../../infra/csv/csv.js';
import { type ExportedOrder, exportRangeOf, toOrdersCsv } from './orders-csv.js';

const order = (overrides: Partial<ExportedOrder> = {}): ExportedOrder => ({
  orderNumber: 'WK-7Q3K9D',
  createdAt: new Date('2031-07-01T11:05:09Z'),
  orderDate: '2031-07-01',
  slotTime: '12:30:00',
  status: 'confirmed',
  deliveryType: 'delivery',
  paymentMethod: 'online',
  isPaid: true,
  paidAt: new Date('2031-07-01T11:06:00Z'),
  customerName: 'Ann Smith',
  customerEmail: 'ann@example.test',
  customerPhone: '07700 900123',
  deliveryAddress: '1 High St, Walkden',
  deliveryPostcode: 'M283AX',
  subtotal: 1250,
  deliveryFee: 250,
  driverTip: 100,
  tax: 0,
  total: 1600,
  items: [
    { itemName: 'Smash Burger', size: 'Double', quantity: 2 },
    { itemName: 'Fries', size: null, quantity: 1 },
  ],
  ...overrides,
});

describe('orders CSV', () => {
  it('writes a header and one line per order, pence as pounds and times in Europe/London (BST in July)', () => {
    const csv = toOrdersCsv([order()]);
    expect(csv.split('\r\n')).toEqual([
      'order_number,placed_at,order_date,slot_time,status,delivery_type,payment_method,paid,paid_at,customer_name,customer_email,customer_phone,delivery_address,delivery_postcode,items,subtotal,delivery_fee,driver_tip,tax,total',
      'WK-7Q3K9D,2031-07-01 12:05:09,2031-07-01,12:30,confirmed,delivery,online,yes,2031-07-01 12:06:00,Ann Smith,ann@example.test,07700 900123,"1 High St, Walkden",M283AX,2 x Smash Burger (Double); 1 x Fries,12.50,2.50,1.00,0.00,16.00',
      '',
    ]);
  });

  it('shows a winter time as GMT and an unpaid collection order with empty address fields', () => {
    const csv = toOrdersCsv([
      order({ createdAt: new Date('2031-01-14T18:00:00Z'), isPaid: false, paidAt: null, deliveryType: 'collection', paymentMethod: 'collection', deliveryAddress: null, deliveryPostcode: null, deliveryFee: 0, driverTip: 0, total: 1250 }),
    ]);
    expect(csv.split('\r\n')[1]).toBe(
      'WK-7Q3K9D,2031-01-14 18:00:00,2031-07-01,12:30,confirmed,collection,collection,no,,Ann Smith,ann@example.test,07700 900123,,,2 x Smash Burger (Double); 1 x Fries,12.50,0.00,0.00,0.00,12.50',
    );
  });

  it('writes only the header for no orders', () => {
    expect(toOrdersCsv([])).toBe(`${toOrdersCsv([order()]).split('\r\n')[0]}\r\n`);
  });

  it('quotes fields with commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it('keeps spreadsheet formulas inert', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+44 7700 900123')).toBe("'+44 7700 900123");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@sum')).toBe("'@sum");
  });

  it('formats pence as pounds with two decimals', () => {
    expect(penceAsPounds(0)).toBe('0.00');
    expect(penceAsPounds(5)).toBe('0.05');
    expect(penceAsPounds(1205)).toBe('12.05');
    expect(penceAsPounds(123456)).toBe('1234.56');
    expect(penceAsPounds(-250)).toBe('-2.50');
    expect(() => penceAsPounds(12.5)).toThrow(RangeError);
  });
});

describe('export range', () => {
  it('covers whole London days, from midnight to the midnight after the last day', () => {
    const range = exportRangeOf('2031-03-30', '2031-03-30');
    if ('problem' in range) throw new Error(range.problem);
    // The clocks go forward on 30 March 2031: the day is 23 hours long.
    expect(range.start.toUTC().toISO()).toBe('2031-03-30T00:00:00.000Z');
    expect(range.end.toUTC().toISO()).toBe('2031-03-30T23:00:00.000Z');
  });

  it('refuses malformed dates and a reversed range', () => {
    expect(exportRangeOf('30/03/2031', '2031-03-30')).toEqual({ problem: '--from must be a date written YYYY-MM-DD (got "30/03/2031")' });
    expect(exportRangeOf('2031-03-30', '2031-02-30')).toEqual({ problem: '--to must be a date written YYYY-MM-DD (got "2031-02-30")' });
    expect(exportRangeOf('2031-03-30', '2031-03-29')).toEqual({ problem: '--to (2031-03-29) is before --from (2031-03-30)' });
  });
});
