/**
 * @jest-environment node
 */
import { render } from './entry-server';

// Jest's VM modules can fail to link a module that two dynamic imports reach at once ('request for ./ModalManager.mjs
// is not in cache', ERR_VM_MODULE_LINK_FAILURE): the admin route loads the staff layout, its busy-mode control, the
// admin shell and the tab together, and they share MUI's Modal. The browser and the server's build are not affected.
// Here each is loaded in turn before the render, in a file of its own (no customer page's render before it).
describe('server render of the staff pages', () => {
  beforeAll(async () => {
    const modules = [
      () => import('./app/layout/StaffLayout'),
      () => import('./shared/busy-mode/BusyModeControl'),
      () => import('./features/admin/components/AdminPage'),
      () => import('./features/admin-time/components/TimePanel'),
    ];
    for (const load of modules) await load();
  });

  it('answers 302 to / for a guest or a customer on any admin page, and renders it for an administrator', async () => {
    const person = (isAdmin: boolean) => ({ id: 'u1', email: 'x@example.com', fullName: null, isAdmin, role: isAdmin ? ('administrator' as const) : ('customer' as const), emailConfirmed: true });
    for (const path of ['/admin', '/admin/orders', '/admin/settings']) {
      for (const session of [{ user: null, twoStep: null }, { user: person(false), twoStep: null }]) {
        await expect(render(path, { session })).resolves.toMatchObject({ statusCode: 302, redirectTo: '/', html: '' });
      }
    }

    const page = await render('/admin/time', { session: { user: person(true), twoStep: null } });
    expect(page.statusCode).toBe(200);
    expect(page.html).toContain('Admin sections');
    // In the staff layout, not the customer site's chrome.
    expect(page.html).toContain('Sign out');
    expect(page.html).not.toContain('Cookie notice');
    expect(page.html).not.toContain('aria-label="Main"');
    // The Time tab is built: the server renders its heading and sub-tabs.
    expect(page.html).toContain('Manage Time sections');
  });

});
