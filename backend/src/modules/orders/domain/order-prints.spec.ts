import { failedPrintSummary, isLastAttempt, printJobId, printsAt } from './order-prints.js';

describe('printsAt', () => {
  it('on placed: pay-later orders when placed, online orders when Stripe pays', () => {
    expect(printsAt('placed', 'collection', 'placed')).toBe(true);
    expect(printsAt('placed', 'driver', 'placed')).toBe(true);
    expect(printsAt('paid', 'collection', 'placed')).toBe(false);
    expect(printsAt('placed', 'online', 'placed')).toBe(false);
    expect(printsAt('paid', 'online', 'placed')).toBe(true);
  });

  it('on paid: every order when it is paid, and none when placed', () => {
    for (const method of ['online', 'collection', 'driver'] as const) {
      expect(printsAt('paid', method, 'paid')).toBe(true);
      expect(printsAt('placed', method, 'paid')).toBe(false);
    }
  });
});

describe('printJobId', () => {
  it('names the order and the moment, so the same event twice is one job; each Print again its own', () => {
    expect(printJobId('o1', 'placed', 'p1')).toBe('print-o1-placed');
    expect(printJobId('o1', 'placed', 'p2')).toBe('print-o1-placed');
    expect(printJobId('o1', 'paid', 'p1')).toBe('print-o1-paid');
    expect(printJobId('o1', 'again', 'p3')).toBe('print-o1-again-p3');
    // BullMQ refuses ':' in a custom id.
    expect(printJobId('o1', 'again', 'p3')).not.toContain(':');
  });
});

describe('isLastAttempt and failedPrintSummary', () => {
  it('knows the last of the attempts', () => {
    expect(isLastAttempt(0, 6)).toBe(false);
    expect(isLastAttempt(4, 6)).toBe(false);
    expect(isLastAttempt(5, 6)).toBe(true);
    expect(isLastAttempt(0, undefined)).toBe(true);
  });

  it('says what failed', () => {
    expect(failedPrintSummary('connect ECONNREFUSED 127.0.0.1:9100')).toBe('The kitchen ticket could not be printed (connect ECONNREFUSED 127.0.0.1:9100).');
    expect(failedPrintSummary(null)).toBe('The kitchen ticket could not be printed.');
  });
});
