import { kitchenTicketLines, leftRight, TICKET_COLUMNS, type TicketOrder, wrapText } from './kitchen-ticket.js';

function order(overrides: Partial<TicketOrder> = {}): TicketOrder {
  return {
    orderNumber: 'WK-7Q3K9D',
    slotTime: '18:30:00',
    deliveryType: 'delivery',
    customerName: 'Sam Taylor',
    customerPhone: '07700 900123',
    deliveryAddress: '12 Bolton Road, Walkden, M28 3BX',
    specialInstructions: 'Ring the bell twice',
    subtotal: 2090,
    deliveryFee: 250,
    driverTip: 200,
    tax: 0,
    total: 2540,
    paymentMethod: 'online',
    isPaid: true,
    // 18:12 in London (GMT in January).
    createdAt: new Date('2031-01-14T18:12:00Z'),
    items: [
      { itemName: 'Smash Burger', size: 'Double', quantity: 2, totalPrice: 1790, specialInstructions: 'No pickles', allergens: ['sesame', 'gluten', 'mustard'] },
      { itemName: 'Fries', size: null, quantity: 1, totalPrice: 300, specialInstructions: '', allergens: null },
    ],
    ...overrides,
  };
}

const text = (lines: { text: string }[]) => lines.map((line) => line.text);

describe('kitchenTicketLines', () => {
  it('fits every line to the paper: 32 columns on 58 mm, 48 on 80 mm', () => {
    const long = order({
      customerName: 'Alexandra Konstantinopoulou-Richardson',
      items: [{ itemName: 'Family Feast Bucket With Everything On It', size: 'Extra Large Sharing', quantity: 3, totalPrice: 8997, specialInstructions: 'Please cut the pizza into sixteen slices and keep the dips separate', allergens: ['gluten', 'milk', 'eggs', 'soya', 'celery', 'mustard'] }],
    });
    for (const paper of [58, 80] as const) {
      const lines = text(kitchenTicketLines(long, paper));
      expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(TICKET_COLUMNS[paper]);
      expect(lines).toContain('-'.repeat(TICKET_COLUMNS[paper]));
      // Nothing is lost by wrapping.
      expect(lines.join(' ').replace(/\s+/g, ' ')).toContain('keep the dips separate');
    }
    expect(TICKET_COLUMNS).toEqual({ 58: 32, 80: 48 });
  });

  it('carries the order number, slot, type, customer, address, items, options, instructions and allergens on 80 mm', () => {
    const lines = text(kitchenTicketLines(order(), 80));
    expect(lines.slice(0, 3)).toEqual(['WK-7Q3K9D', 'DELIVERY 18:30', 'Placed 14 Jan, 18:12']);
    expect(lines).toContain(`${'2 x Smash Burger (Double)'.padEnd(48 - '£17.90'.length)}£17.90`);
    expect(lines).toContain('  >> No pickles');
    // As ordered, in the legal order, and the agreed phrase where none were recorded.
    expect(lines).toEqual(expect.arrayContaining(['  Allergens: Cereals containing gluten, Mustard,', '    Sesame']));
    expect(lines).toContain('  Allergens: Ask us about allergens');
    expect(lines).toEqual(expect.arrayContaining(['Order note: Ring the bell twice', 'Sam Taylor', '07700 900123', '12 Bolton Road, Walkden, M28 3BX']));
  });

  it('lists each choice of a line under it, before its instructions and allergens (issue 28)', () => {
    const items = [
      {
        itemName: 'Wings',
        size: '8 pieces',
        quantity: 1,
        totalPrice: 749,
        specialInstructions: 'Extra crispy',
        allergens: ['eggs'],
        choices: [
          { id: 'c1', group: 'Choose your sauce', name: 'BBQ', price: 0 },
          { id: 'c2', group: 'Choose your sauce', name: 'Garlic mayo', price: 50 },
        ],
      },
    ];
    const lines = text(kitchenTicketLines(order({ items }), 58));
    const at = lines.findIndex((line) => line.startsWith('1 x Wings (8 pieces)'));
    expect(lines.slice(at + 1, at + 5)).toEqual(['  + BBQ', '  + Garlic mayo', '  >> Extra crispy', '  Allergens: Eggs']);
  });

  it("says which half of a half-and-half each choice is on (issue 28)", () => {
    const items = [
      {
        itemName: 'Half & Half Pizza',
        size: '12"',
        quantity: 1,
        totalPrice: 1349,
        specialInstructions: '',
        allergens: ['milk'],
        choices: [
          { id: 'h1', group: '1st half', name: 'Margherita', price: 0, half: 1 as const },
          { id: 'h2', group: '2nd half', name: 'Meat Feast', price: 250, half: 2 as const },
        ],
      },
    ];
    const lines = text(kitchenTicketLines(order({ items }), 58));
    const at = lines.findIndex((line) => line.startsWith('1 x Half & Half Pizza'));
    expect(lines.slice(at + 2, at + 4)).toEqual(['  + 1st half: Margherita', '  + 2nd half: Meat Feast']);
  });

  it('totals in pounds with the fee and tip, and the total in bold', () => {
    const lines = kitchenTicketLines(order(), 58);
    expect(text(lines)).toEqual(expect.arrayContaining([`${'Subtotal'.padEnd(26)}£20.90`, `${'Delivery fee'.padEnd(27)}£2.50`, `${'Driver tip'.padEnd(27)}£2.00`]));
    expect(lines).toContainEqual({ text: `${'TOTAL'.padEnd(26)}£25.40`, bold: true });
    expect(text(lines).some((line) => line.startsWith('Tax'))).toBe(false);
  });

  it('says PAID or UNPAID, large, with how it is paid', () => {
    expect(kitchenTicketLines(order(), 80).at(-1)).toEqual({ text: 'PAID (Online)', bold: true, large: true, center: true });
    const unpaid = order({ deliveryType: 'collection', deliveryAddress: null, deliveryFee: 0, driverTip: 0, total: 2090, paymentMethod: 'collection', isPaid: false });
    const lines = kitchenTicketLines(unpaid, 58);
    expect(lines.at(-1)).toEqual({ text: 'UNPAID (On collection)', bold: true, large: true, center: true });
    expect(text(lines)[1]).toBe('COLLECTION 18:30');
    expect(text(lines).some((line) => line.startsWith('Delivery fee'))).toBe(false);
  });

  it('says what is left to collect on a paid order staff made dearer', () => {
    expect(kitchenTicketLines(order({ balanceDue: 300 }), 80).slice(-2)).toEqual([
      { text: 'PAID (Online)', bold: true, large: true, center: true },
      { text: '£3.00 TO COLLECT', bold: true, large: true, center: true },
    ]);
    expect(kitchenTicketLines(order({ balanceDue: 0 }), 80).at(-1)?.text).toBe('PAID (Online)');
  });

  it('wraps an item name that does not fit beside its price under it, indented', () => {
    const lines = text(kitchenTicketLines(order({ items: [{ itemName: 'Large Pepperoni Pizza', size: 'Stuffed crust', quantity: 1, totalPrice: 1499, specialInstructions: '', allergens: ['gluten'] }] }), 58));
    expect(lines).toEqual(expect.arrayContaining([`${'1 x Large Pepperoni Pizza'.padEnd(26)}£14.99`, '    (Stuffed crust)']));
  });
});

describe('wrapText and leftRight', () => {
  it('breaks at spaces, indents the lines after the first and cuts a word longer than a line', () => {
    expect(wrapText('one two three four', 9, '  ')).toEqual(['one two', '  three', '  four']);
    expect(wrapText('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('', 5)).toEqual(['']);
  });

  it('puts the amount at the right edge of the first line', () => {
    expect(leftRight('Fries', '£3.00', 16)).toEqual(['Fries      £3.00']);
  });

  it('says the day, large, on an order placed for a later day (issue 28), and nothing more on one for its own day', () => {
    // Placed at 18:12 on 14 Jan 2031 (the fixture), for the Sunday after.
    const later = kitchenTicketLines(order({ orderDate: '2031-01-19' }), 58);
    expect(later.slice(1, 3)).toEqual([
      { text: 'DELIVERY 18:30', bold: true, large: true, center: true },
      { text: 'FOR SUN 19 JAN', bold: true, large: true, center: true },
    ]);
    expect(text(kitchenTicketLines(order({ orderDate: '2031-01-14' }), 58))[2]).toMatch(/^Placed/);
    expect(text(kitchenTicketLines(order(), 58))[2]).toMatch(/^Placed/);
  });
});
