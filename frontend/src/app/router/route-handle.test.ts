import { accessRedirect } from './route-handle';

const customer = { isAdmin: false };
const administrator = { isAdmin: true };

describe('accessRedirect', () => {
  it('sends a signed-in visitor away from guest pages and a guest away from signed-in pages', () => {
    expect(accessRedirect({ access: 'guest' }, customer)).toBe('/');
    expect(accessRedirect({ access: 'guest' }, null)).toBeNull();
    expect(accessRedirect({ access: 'signed-in' }, null)).toBe('/auth');
    expect(accessRedirect({ access: 'signed-in' }, customer)).toBeNull();
  });

  it('sends guests and customers away from admin pages and lets an administrator in', () => {
    expect(accessRedirect({ access: 'admin' }, null)).toBe('/');
    expect(accessRedirect({ access: 'admin' }, customer)).toBe('/');
    expect(accessRedirect({ access: 'admin' }, administrator)).toBeNull();
  });

  it('renders the page when the session is unknown or the page is open to all', () => {
    expect(accessRedirect({ access: 'signed-in' }, undefined)).toBeNull();
    expect(accessRedirect({ access: 'admin' }, undefined)).toBeNull();
    expect(accessRedirect({}, null)).toBeNull();
    expect(accessRedirect(undefined, customer)).toBeNull();
  });
});
