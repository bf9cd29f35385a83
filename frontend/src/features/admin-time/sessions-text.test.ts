import { sessionsToText, textToSessions } from './sessions-text';

describe('sessions as text', () => {
  it('reads and writes the form staff type', () => {
    const sessions = [{ startTime: '09:00', endTime: '14:00' }, { startTime: '17:00', endTime: '21:00' }];
    expect(sessionsToText(sessions)).toBe('09:00-14:00, 17:00-21:00');
    expect(textToSessions(' 09:00 - 14:00,17:00-21:00 ')).toEqual(sessions);
    expect(textToSessions('')).toEqual([]);
  });

  it('refuses anything else', () => {
    expect(textToSessions('9-2')).toBeNull();
    expect(textToSessions('09:00-14:00; 17:00-21:00')).toBeNull();
  });
});
