import { accessRedirect } from './route-handle';

const customer = { role: 'customer' as const };
const staff = { role: 'staff' as const };
const administrator = { role: 'administrator' as const };

describe('accessRedirect', () => {
  it('sends a signed-in visitor away from guest pages and a guest away from signed-in pages', () => {
    expect(accessRedirect({ access: 'guest' }, customer)).toBe('/');
    expect(accessRedirect({ access: 'guest' }, null)).toBeNull();
    expect(accessRedirect({ access: 'signed-in' }, null)).toBe('/auth');
    expect(accessRedirect({ access: 'signed-in' }, customer)).toBeNull();
  });

  it('sends guests and customers away from staff pages and lets staff and administrators in', () => {
    expect(accessRedirect({ access: 'staff' }, null)).toBe('/');
    expect(accessRedirect({ access: 'staff' }, customer)).toBe('/');
    expect(accessRedirect({ access: 'staff' }, staff)).toBeNull();
    expect(accessRedirect({ access: 'staff' }, administrator)).toBeNull();
  });

  it('sends staff whose sign-in waits for its second factor to /auth/two-step, and those who must enrol to the account page', () => {
    expect(accessRedirect({ access: 'staff' }, { ...staff, twoStep: { pending: true, setupRequired: false } })).toBe('/auth/two-step');
    expect(accessRedirect({ access: 'staff' }, { ...administrator, twoStep: { pending: false, setupRequired: true } })).toBe('/account#two-step');
    expect(accessRedirect({ access: 'staff' }, { ...staff, twoStep: { pending: false, setupRequired: false } })).toBeNull();
    // The account page itself stays open to them.
    expect(accessRedirect({ access: 'signed-in' }, { ...staff, twoStep: { pending: false, setupRequired: true } })).toBeNull();
  });

  it('renders the page when the session is unknown or the page is open to all', () => {
    expect(accessRedirect({ access: 'signed-in' }, undefined)).toBeNull();
    expect(accessRedirect({ access: 'staff' }, undefined)).toBeNull();
    expect(accessRedirect({}, null)).toBeNull();
    expect(accessRedirect(undefined, customer)).toBeNull();
  });
});
