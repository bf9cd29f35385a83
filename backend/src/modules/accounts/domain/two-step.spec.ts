import {
  acceptTotpCode,
  findUnusedRecoveryCode,
  generateRecoveryCodes,
  hashRecoveryCode,
  isConfirmationFresh,
  staffAccessRefusal,
  STEP_UP_MAX_AGE_MS,
  stepUpRefusal,
  totpStepAt,
  type TwoStepState,
} from './two-step.js';

const now = new Date('2031-03-30T09:30:10Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('step-up freshness', () => {
  it('counts a confirmation from the last 10 minutes as fresh, and no older one', () => {
    expect(isConfirmationFresh(minutesAgo(0), now)).toBe(true);
    expect(isConfirmationFresh(minutesAgo(10), now)).toBe(true);
    expect(isConfirmationFresh(new Date(now.getTime() - STEP_UP_MAX_AGE_MS - 1), now)).toBe(false);
    expect(isConfirmationFresh(null, now)).toBe(false);
  });

  it('does not count a confirmation stamped in the future', () => {
    expect(isConfirmationFresh(new Date(now.getTime() + 60_000), now)).toBe(false);
  });
});

describe('staffAccessRefusal', () => {
  const staff = (overrides: Partial<TwoStepState> = {}): TwoStepState => ({ role: 'staff', enrolled: true, confirmedAt: minutesAgo(30), requiredForStaff: true, ...overrides });

  it('lets a session that confirmed its second factor through, however long ago', () => {
    expect(staffAccessRefusal(staff())).toBeNull();
    expect(staffAccessRefusal(staff({ role: 'administrator' }))).toBeNull();
  });

  it('asks an enrolled person for the second factor until this session has confirmed it, whatever the setting', () => {
    expect(staffAccessRefusal(staff({ confirmedAt: null }))).toBe('SECOND_FACTOR_REQUIRED');
    expect(staffAccessRefusal(staff({ confirmedAt: null, requiredForStaff: false, role: 'administrator' }))).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('sends someone with no factor to enrol when the setting requires it, and lets them through when it does not', () => {
    expect(staffAccessRefusal(staff({ enrolled: false, confirmedAt: null }))).toBe('TWO_STEP_SETUP_REQUIRED');
    expect(staffAccessRefusal(staff({ enrolled: false, confirmedAt: null, requiredForStaff: false }))).toBeNull();
  });

  it('never asks a customer', () => {
    expect(staffAccessRefusal(staff({ role: 'customer', confirmedAt: null }))).toBeNull();
    expect(staffAccessRefusal(staff({ role: 'customer', enrolled: false }))).toBeNull();
  });
});

describe('stepUpRefusal', () => {
  it('asks for the second factor again when the last confirmation is older than 10 minutes', () => {
    expect(stepUpRefusal({ enrolled: true, confirmedAt: minutesAgo(9) }, now)).toBeNull();
    expect(stepUpRefusal({ enrolled: true, confirmedAt: minutesAgo(11) }, now)).toBe('STEP_UP_REQUIRED');
    expect(stepUpRefusal({ enrolled: true, confirmedAt: null }, now)).toBe('STEP_UP_REQUIRED');
  });

  it('lets someone with no factor through (the setting decides whether staff may have none)', () => {
    expect(stepUpRefusal({ enrolled: false, confirmedAt: null }, now)).toBeNull();
  });
});

describe('acceptTotpCode', () => {
  // A stand-in generator: the code of a step is the step's last six digits.
  const codeAt = (step: number) => String(step % 1_000_000).padStart(6, '0');
  const current = totpStepAt(now);

  it('accepts the current code and the one a step either side, and says which step it was', () => {
    expect(acceptTotpCode(codeAt(current), now, null, codeAt)).toBe(current);
    expect(acceptTotpCode(codeAt(current - 1), now, null, codeAt)).toBe(current - 1);
    expect(acceptTotpCode(` ${codeAt(current + 1).slice(0, 3)} ${codeAt(current + 1).slice(3)} `, now, null, codeAt)).toBe(current + 1);
  });

  it('refuses a code two steps (a minute) away', () => {
    expect(acceptTotpCode(codeAt(current - 2), now, null, codeAt)).toBeNull();
    expect(acceptTotpCode(codeAt(current + 2), now, null, codeAt)).toBeNull();
  });

  it('refuses a code already used, and any older one', () => {
    expect(acceptTotpCode(codeAt(current), now, current, codeAt)).toBeNull();
    expect(acceptTotpCode(codeAt(current - 1), now, current, codeAt)).toBeNull();
    expect(acceptTotpCode(codeAt(current + 1), now, current, codeAt)).toBe(current + 1);
  });

  it('refuses what is not six digits', () => {
    expect(acceptTotpCode('12345', now, null, () => '12345')).toBeNull();
    expect(acceptTotpCode('abcdef', now, null, () => 'abcdef')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('makes ten different codes that read well', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('matches a code typed in capitals or without the dash, once: a used code never matches again', () => {
    const [first, second] = generateRecoveryCodes(2);
    const stored = [
      { id: 'a', codeHash: hashRecoveryCode(first), usedAt: null as Date | null },
      { id: 'b', codeHash: hashRecoveryCode(second), usedAt: null as Date | null },
    ];
    expect(findUnusedRecoveryCode(stored, first.toUpperCase().replace('-', ' '))?.id).toBe('a');
    stored[0].usedAt = now;
    expect(findUnusedRecoveryCode(stored, first)).toBeNull();
    expect(findUnusedRecoveryCode(stored, second)?.id).toBe('b');
    expect(findUnusedRecoveryCode(stored, 'nope')).toBeNull();
  });
});
