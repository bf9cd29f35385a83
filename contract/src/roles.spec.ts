import { hasRole, parseRole, sessionIdleLimitMs } from './roles.js';

describe('roles', () => {
  it('orders the roles: administrators may do what staff may, staff what customers may', () => {
    expect(hasRole('administrator', 'staff')).toBe(true);
    expect(hasRole('staff', 'staff')).toBe(true);
    expect(hasRole('staff', 'administrator')).toBe(false);
    expect(hasRole('customer', 'staff')).toBe(false);
    expect(hasRole(null, 'customer')).toBe(false);
  });

  it('reads the CLI spelling, admin included, and refuses anything else', () => {
    expect(parseRole('admin')).toBe('administrator');
    expect(parseRole(' Staff ')).toBe('staff');
    expect(parseRole('customer')).toBe('customer');
    expect(parseRole('owner')).toBeNull();
  });

  it('ends staff and administrator sessions after 12 idle hours, customer sessions after 30 days', () => {
    expect(sessionIdleLimitMs('staff')).toBe(12 * 3600 * 1000);
    expect(sessionIdleLimitMs('administrator')).toBe(12 * 3600 * 1000);
    expect(sessionIdleLimitMs('customer')).toBe(30 * 24 * 3600 * 1000);
  });
});
