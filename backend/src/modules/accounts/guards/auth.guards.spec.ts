import { UnauthorizedException } from '@nestjs/common';
import { SignedInGuard } from './auth.guards.js';

describe('SignedInGuard', () => {
  const guard = new SignedInGuard();

  it('answers 401 without a session', () => {
    expect(() => guard.handleRequest(null, false)).toThrow(UnauthorizedException);
  });

  it('passes a failed session lookup on as it is, so that a database outage answers 503 and does not sign anyone out', () => {
    const outage = Object.assign(new Error('Connection terminated due to connection timeout'), { code: 'ECONNREFUSED' });
    expect(() => guard.handleRequest(outage, false)).toThrow(outage);
  });

  it('lets a signed-in user through', () => {
    const user = { id: 'u1' };
    expect(guard.handleRequest(null, user)).toBe(user);
  });
});
