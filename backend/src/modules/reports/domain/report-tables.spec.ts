import { hourMatrix, type Report, reportCsv, reportDays, toReportFigures, topLines } from './report-tables.js';

const none = { orders: 0, pence: 0 };
const figures = (taken: { orders: number; pence: number }, refundsPence = 0) =>
  toReportFigures({ taken, refundsPence, collection: taken, delivery: none, online: taken, payLater: none, paidNow: none, notTaken: { orders: 1, pence: 999 }, tipsPence: 0, newCustomers: 2, returningCustomers: 1 });

describe('report tables', () => {
  it('nets refunds off the takings and averages the orders to the penny', () => {
    expect(figures({ orders: 3, pence: 5000 }, 1200)).toMatchObject({ orders: 3, grossPence: 5000, refundsPence: 1200, netPence: 3800, averageOrderPence: 1667 });
    expect(figures(none)).toMatchObject({ averageOrderPence: 0, netPence: 0 });
    // Refunds of orders placed earlier can make a quiet day's net negative.
    expect(figures(none, 500).netPence).toBe(-500);
  });

  it('lists every day of the range, zeros included', () => {
    expect(reportDays({ from: '2026-11-23', to: '2026-11-25' }, [{ date: '2026-11-24', orders: 2, grossPence: 3000, refundsPence: 500 }])).toEqual([
      { date: '2026-11-23', orders: 0, grossPence: 0, refundsPence: 0, netPence: 0 },
      { date: '2026-11-24', orders: 2, grossPence: 3000, refundsPence: 500, netPence: 2500 },
      { date: '2026-11-25', orders: 0, grossPence: 0, refundsPence: 0, netPence: 0 },
    ]);
  });

  it('puts counts in 7 rows from Monday of 24 hours', () => {
    const matrix = hourMatrix([
      { weekday: 1, hour: 0, orders: 2 },
      { weekday: 7, hour: 23, orders: 5 },
    ]);
    expect(matrix).toHaveLength(7);
    expect(matrix.every((row) => row.length === 24)).toBe(true);
    expect([matrix[0][0], matrix[6][23], matrix[3][12]]).toEqual([2, 5, 0]);
  });

  it('writes each table as CSV with money in pounds, names made safe for a spreadsheet', () => {
    const report: Report = {
      range: { preset: 'custom', from: '2026-11-24', to: '2026-11-24', days: 1 },
      previousRange: { from: '2026-11-23', to: '2026-11-23' },
      figures: figures({ orders: 2, pence: 3000 }, 500),
      previousFigures: figures(none),
      byDay: reportDays({ from: '2026-11-24', to: '2026-11-24' }, [{ date: '2026-11-24', orders: 2, grossPence: 3000, refundsPence: 500 }]),
      placedByHour: hourMatrix([{ weekday: 2, hour: 18, orders: 2 }]),
      slotsByHour: hourMatrix([]),
      topItemsByQuantity: [{ itemName: '=Wings, hot', choice: null, quantity: 3, takingsPence: 1497 }],
      topItemsByTakings: [],
      topChoicesByQuantity: [{ itemName: 'Pizza', choice: '12"', quantity: 1, takingsPence: 1199 }],
      topChoicesByTakings: [],
    };
    expect(reportCsv(report, 'by-day')).toBe('date,orders,gross,refunds,net\r\n2026-11-24,2,30.00,5.00,25.00\r\n');
    // A day of refunds alone: its net is a negative number, not text.
    expect(reportCsv({ ...report, byDay: reportDays(report.range, [{ date: '2026-11-24', orders: 0, grossPence: 0, refundsPence: 500 }]) }, 'by-day')).toBe(
      'date,orders,gross,refunds,net\r\n2026-11-24,0,0.00,5.00,-5.00\r\n',
    );
    expect(reportCsv(report, 'top-items')).toBe('item,quantity,takings\r\n"\'=Wings, hot",3,14.97\r\n');
    expect(reportCsv(report, 'top-choices')).toBe('item,choice,quantity,takings\r\nPizza,"12""",1,11.99\r\n');
    const summary = reportCsv(report, 'summary').split('\r\n');
    expect(summary.slice(0, 4)).toEqual(['figure,2026-11-24 to 2026-11-24,2026-11-23 to 2026-11-23', 'gross,30.00,0.00', 'refunds,5.00,0.00', 'net,25.00,0.00']);
    const placed = reportCsv(report, 'placed-by-hour').split('\r\n');
    expect(placed[0]).toMatch(/^weekday,00:00,01:00,.*,23:00$/);
    expect(placed[2]).toBe(`Tuesday,${[...Array(18).fill(0), 2, ...Array(5).fill(0)].join(',')}`);
  });
});

describe('top items and choices', () => {
  const lines = [
    { itemName: 'Smash Burger', choice: 'Double', quantity: 3, pence: 2685 },
    { itemName: 'Smash Burger', choice: 'Single', quantity: 2, pence: 1198 },
    { itemName: 'Wings', choice: null, quantity: 4, pence: 3196 },
    { itemName: 'Fries', choice: 'Large', quantity: 5, pence: 1745 },
  ];

  it("adds an item's options together, and ranks by units or by takings", () => {
    expect(topLines(lines, 'item', 'quantity', 10)).toEqual([
      { itemName: 'Smash Burger', choice: null, quantity: 5, takingsPence: 3883 },
      { itemName: 'Fries', choice: null, quantity: 5, takingsPence: 1745 },
      { itemName: 'Wings', choice: null, quantity: 4, takingsPence: 3196 },
    ]);
    expect(topLines(lines, 'item', 'takings', 2).map((item) => item.itemName)).toEqual(['Smash Burger', 'Wings']);
  });

  it('lists options apart, leaving out lines without one', () => {
    expect(topLines(lines, 'choice', 'quantity', 10).map((item) => `${item.itemName} (${item.choice})`)).toEqual(['Fries (Large)', 'Smash Burger (Double)', 'Smash Burger (Single)']);
    expect(topLines(lines, 'choice', 'takings', 1)).toEqual([{ itemName: 'Smash Burger', choice: 'Double', quantity: 3, takingsPence: 2685 }]);
  });
});
