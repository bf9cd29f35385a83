import { DateTime } from 'luxon';
import {
  driverAssignmentProblem,
  driverNameFromText,
  ledgerMonths,
  ledgerYears,
  monthDays,
  monthOf,
  staffDriverName,
  tipRecordsCutoff,
  tipsDueDate,
  tipsLedger,
  tipsMonthCsv,
  userIdOfDriverKey,
} from './tips.js';

const ANN = '6f1c1a52-3b7e-4d55-9d9b-1f3c2b8a0001';

describe('tip months', () => {
  it('are London months: an instant just after midnight BST on 1 May is May', () => {
    expect(monthOf(DateTime.fromISO('2031-04-30T23:30:00Z'))).toBe('2031-05');
    expect(monthOf(DateTime.fromISO('2031-04-30T22:30:00Z'))).toBe('2031-04');
    expect(monthOf(DateTime.fromISO('2031-12-31T23:30:00Z'))).toBe('2031-12');
  });

  it('span their days, first included, first of the next month excluded', () => {
    expect(monthDays('2031-02')).toEqual({ from: '2031-02-01', until: '2031-03-01' });
    expect(monthDays('2031-12')).toEqual({ from: '2031-12-01', until: '2032-01-01' });
  });

  it('are due by the last day of the following month (a leap February and a year end too)', () => {
    expect(tipsDueDate('2031-03')).toBe('2031-04-30');
    expect(tipsDueDate('2032-01')).toBe('2032-02-29');
    expect(tipsDueDate('2031-12')).toBe('2032-01-31');
  });

  it('are listed newest first, up to the current month of this year and all twelve of a past one', () => {
    expect(ledgerMonths(2031, '2031-03')).toEqual(['2031-03', '2031-02', '2031-01']);
    expect(ledgerMonths(2030, '2031-03')).toHaveLength(12);
    expect(ledgerMonths(2030, '2031-03')[0]).toBe('2030-12');
    expect(ledgerMonths(2032, '2031-03')).toEqual([]);
  });

  it('are on record for this year and the three before', () => {
    expect(ledgerYears('2031-03')).toEqual([2031, 2030, 2029, 2028]);
  });
});

describe('tip records retention', () => {
  it('keeps a month until three years after it ended, then drops it whole', () => {
    // March 2028 ended on 31 March 2028: kept on 31 March 2031, gone on 1 April 2031.
    expect(tipRecordsCutoff('2031-03-31')).toEqual({ firstKeptMonth: '2028-03', firstKeptDay: '2028-03-01' });
    expect(tipRecordsCutoff('2031-04-01')).toEqual({ firstKeptMonth: '2028-04', firstKeptDay: '2028-04-01' });
    // 29 February: three years back is 28 February, still February.
    expect(tipRecordsCutoff('2032-02-29')).toEqual({ firstKeptMonth: '2029-02', firstKeptDay: '2029-02-01' });
  });
});

describe('drivers', () => {
  it('takes a typed name trimmed, with single spaces, of 1 to 60 characters', () => {
    expect(driverNameFromText('  Jo   Bloggs ')).toEqual({ name: 'Jo Bloggs' });
    expect(driverNameFromText('   ')).toEqual({ problem: 'Type the driver’s name.' });
    expect(driverNameFromText('x'.repeat(60))).toEqual({ name: 'x'.repeat(60) });
    expect(driverNameFromText('x'.repeat(61))).toEqual({ problem: 'A driver’s name is at most 60 characters.' });
  });

  it('names a member of staff by their full name, else their e-mail', () => {
    expect(staffDriverName({ fullName: 'Ann Driver', email: 'ann@example.com' })).toBe('Ann Driver');
    expect(staffDriverName({ fullName: '  ', email: 'ann@example.com' })).toBe('ann@example.com');
    expect(staffDriverName({ fullName: null, email: 'ann@example.com' })).toBe('ann@example.com');
  });

  it('are for delivery orders that were not abandoned', () => {
    expect(driverAssignmentProblem({ deliveryType: 'delivery', status: 'ready' })).toBeNull();
    expect(driverAssignmentProblem({ deliveryType: 'collection', status: 'ready' })).toBe('not_delivery');
    expect(driverAssignmentProblem({ deliveryType: 'delivery', status: 'abandoned' })).toBe('abandoned');
  });

  it('are keyed by account id, or by name for free text', () => {
    expect(userIdOfDriverKey(ANN)).toBe(ANN);
    expect(userIdOfDriverKey('name:jo bloggs')).toBeNull();
  });
});

describe('the tips ledger', () => {
  const owed = [
    { month: '2031-03', driverKey: ANN, driverName: 'Ann Driver', orders: 3, tipsPence: 600 },
    { month: '2031-03', driverKey: 'name:jo bloggs', driverName: 'Jo Bloggs', orders: 1, tipsPence: 150 },
    { month: '2031-03', driverKey: null, driverName: null, orders: 2, tipsPence: 300 },
    { month: '2031-02', driverKey: ANN, driverName: 'Ann Driver', orders: 1, tipsPence: 200 },
  ];

  it('sums each driver’s tips, payouts and what is outstanding, with the unassigned tips apart', () => {
    const [march, february] = tipsLedger(['2031-03', '2031-02'], owed, [{ month: '2031-03', driverKey: ANN, driverName: 'Ann Driver', paidPence: 600 }], '2031-04-10');
    expect(march).toEqual({
      month: '2031-03',
      dueDate: '2031-04-30',
      drivers: [
        { driverKey: ANN, userId: ANN, driverName: 'Ann Driver', orders: 3, tipsPence: 600, paidPence: 600, outstandingPence: 0 },
        { driverKey: 'name:jo bloggs', userId: null, driverName: 'Jo Bloggs', orders: 1, tipsPence: 150, paidPence: 0, outstandingPence: 150 },
      ],
      unassigned: { orders: 2, tipsPence: 300 },
      totals: { orders: 6, tipsPence: 1050, paidPence: 600, outstandingPence: 450 },
      paid: false,
      overdue: false,
    });
    expect(february).toMatchObject({ dueDate: '2031-03-31', totals: { outstandingPence: 200 }, paid: false, overdue: true });
  });

  it('is paid when no driver is owed anything and no tip is unassigned; overdue only after the due date', () => {
    const settled = tipsLedger(['2031-02'], owed, [{ month: '2031-02', driverKey: ANN, driverName: 'Ann Driver', paidPence: 200 }], '2031-04-10')[0];
    expect(settled).toMatchObject({ paid: true, overdue: false, totals: { outstandingPence: 0 } });
    expect(tipsLedger(['2031-02'], owed, [], '2031-03-31')[0].overdue).toBe(false);
    expect(tipsLedger(['2031-02'], owed, [], '2031-04-01')[0].overdue).toBe(true);
    expect(tipsLedger(['2031-03'], owed, [{ month: '2031-03', driverKey: ANN, driverName: 'Ann Driver', paidPence: 600 }, { month: '2031-03', driverKey: 'name:jo bloggs', driverName: 'Jo Bloggs', paidPence: 150 }], '2031-05-01')[0]).toMatchObject({
      paid: false,
      overdue: true,
      totals: { outstandingPence: 300 },
    });
  });

  it('shows a driver paid more than they are now owed as below zero, without letting it cancel what another is owed', () => {
    const [march] = tipsLedger(['2031-03'], owed.filter((row) => row.driverKey !== null), [{ month: '2031-03', driverKey: ANN, driverName: 'Ann Driver', paidPence: 800 }], '2031-04-01');
    expect(march.drivers.map((driver) => [driver.driverName, driver.outstandingPence])).toEqual([
      ['Ann Driver', -200],
      ['Jo Bloggs', 150],
    ]);
    expect(march.totals.outstandingPence).toBe(150);
  });

  it('keeps a driver who was paid but no longer has orders that month, and an empty month is paid', () => {
    const [january] = tipsLedger(['2031-01'], [], [{ month: '2031-01', driverKey: 'name:sam', driverName: 'Sam', paidPence: 300 }], '2031-04-01');
    expect(january.drivers).toEqual([{ driverKey: 'name:sam', userId: null, driverName: 'Sam', orders: 0, tipsPence: 0, paidPence: 300, outstandingPence: -300 }]);
    expect(tipsLedger(['2031-01'], [], [], '2031-04-01')[0]).toMatchObject({ paid: true, overdue: false, totals: { orders: 0, tipsPence: 0, paidPence: 0, outstandingPence: 0 } });
  });
});

describe('the payroll CSV', () => {
  it('has a line per driver in pounds, and the unassigned tips, names made safe for a spreadsheet', () => {
    const [march] = tipsLedger(
      ['2031-03'],
      [
        { month: '2031-03', driverKey: ANN, driverName: 'Driver, Ann', orders: 3, tipsPence: 605 },
        { month: '2031-03', driverKey: 'name:=sum(a1)', driverName: '=SUM(A1)', orders: 1, tipsPence: 100 },
        { month: '2031-03', driverKey: null, driverName: null, orders: 2, tipsPence: 300 },
      ],
      [{ month: '2031-03', driverKey: ANN, driverName: 'Driver, Ann', paidPence: 500 }],
      '2031-04-01',
    );
    expect(tipsMonthCsv(march)).toBe(
      ['Driver,Orders,Tips,Paid,Outstanding', "'=SUM(A1),1,1.00,0.00,1.00", '"Driver, Ann",3,6.05,5.00,1.05', 'Unassigned (no driver yet),2,3.00,0.00,3.00', ''].join('\r\n'),
    );
  });

  it('has only its header for a month without tips', () => {
    expect(tipsMonthCsv(tipsLedger(['2031-01'], [], [], '2031-04-01')[0])).toBe('Driver,Orders,Tips,Paid,Outstanding\r\n');
  });
});
