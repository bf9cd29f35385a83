import { slotLabel, staffOrderFailure } from './slots';

describe('the slots staff choose from', () => {
  it('lists a slot with what is left, and a full one with its count', () => {
    expect(slotLabel({ time: '18:15', capacity: 3, booked: 1, left: 2, available: true, fullStation: null })).toBe('18:15 — 2 left');
    expect(slotLabel({ time: '18:30', capacity: 3, booked: 3, left: 0, available: false, fullStation: null })).toBe('18:30 — full (3/3)');
  });
});

describe('a refusal of what staff sent', () => {
  const answer = (status: number, error: Record<string, unknown>) => ({ status, data: { error } });

  it('reads the full slot the server named, for the question staff are asked', () => {
    const message = 'The 18:30 slot is full (3 of 3 orders). Take the order anyway?';
    expect(staffOrderFailure(answer(409, { code: 'SLOT_FULL', message, details: { overridable: true, slotTime: '18:30', booked: 3, capacity: 3 } }), 'No answer.')).toEqual({
      kind: 'slot_full',
      message,
      slotTime: '18:30',
      booked: 3,
      capacity: 3,
    });
  });

  it('says what did not happen when no answer came', () => {
    expect(staffOrderFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'The order was not changed.')).toEqual({ kind: 'refused', code: null, message: 'The order was not changed.' });
  });
});
