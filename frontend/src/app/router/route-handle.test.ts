import { accessRedirect } from './route-handle';

describe('accessRedirect', () => {
  it('sends a signed-in visitor away from guest pages and a guest away from signed-in pages', () => {
    expect(accessRedirect({ access: 'guest' }, true)).toBe('/');
    expect(accessRedirect({ access: 'guest' }, false)).toBeNull();
    expect(accessRedirect({ access: 'signed-in' }, false)).toBe('/auth');
    expect(accessRedirect({ access: 'signed-in' }, true)).toBeNull();
  });

  it('renders the page when the session is unknown or the page is open to all', () => {
    expect(accessRedirect({ access: 'signed-in' }, undefined)).toBeNull();
    expect(accessRedirect({}, false)).toBeNull();
    expect(accessRedirect(undefined, true)).toBeNull();
  });
});
