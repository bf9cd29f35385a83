import { expect, test, type Page } from '@playwright/test';
import { E2E_USERS } from '../support/harness.js';
import { seriousViolations } from '../support/axe.js';
import { ROUTE_TABLE, type RouteEntry } from '../support/route-table.js';
import { type Credentials, signInByApi } from '../support/sign-in.js';

// WCAG 2.2 AA over every page of the route table (customer pages as a guest or, where they need
// one, as a signed-in customer; the admin tabs as an administrator): axe finds no serious or
// critical violation.
type Visitor = Credentials;

/**
 * One sign-in per visitor for the whole sweep (its cookies are reused): a sign-in per page would
 * spend the per-e-mail sign-in limit (10 in 15 minutes) that the other journeys need too.
 */
const sessionCookies = new Map<string, Awaited<ReturnType<ReturnType<Page['context']>['cookies']>>>();

async function signedIn(page: Page, visitor: Visitor): Promise<void> {
  const cookies = sessionCookies.get(visitor.email);
  if (cookies) return page.context().addCookies(cookies);
  await signInByApi(page, visitor);
  sessionCookies.set(visitor.email, await page.context().cookies());
}

const visitorFor = (route: RouteEntry) => (route.access === 'staff' ? E2E_USERS.admin : route.access === 'signed-in' ? E2E_USERS.customer : null);

test.describe('accessibility', () => {
  test.beforeEach(async ({ page }) => {
    // The notice is checked once below, on its own; elsewhere it would be counted on every page
    // (the server renders it without the consent cookie, the browser hides it for localStorage's 'accepted').
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  });

  // /auth/two-step shows only mid-sign-in (anyone else is sent on): two-step.spec.ts checks it there.
  for (const route of ROUTE_TABLE.filter((entry) => entry.path !== '/auth/two-step')) {
    const visitor = visitorFor(route);
    test(`${route.path} (${visitor ? (visitor === E2E_USERS.admin ? 'administrator' : 'customer') : 'guest'})`, async ({ page }) => {
      if (visitor) await signedIn(page, visitor);
      let response = await page.goto(route.path, { waitUntil: 'networkidle' });
      if (visitor && new URL(page.url()).pathname !== route.path) {
        // The reused session ended (another journey signed this visitor out everywhere): once more.
        sessionCookies.delete(visitor.email);
        await page.context().clearCookies();
        await signedIn(page, visitor);
        response = await page.goto(route.path, { waitUntil: 'networkidle' });
      }
      if (visitor) expect(new URL(page.url()).pathname).toBe(route.path);
      expect(response?.status()).toBeLessThan(500);
      await expect(page.getByRole('main')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the cookie notice, the cart panel and the add-to-cart dialog', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.removeItem('cookie-consent'));
    await page.goto('/menu', { waitUntil: 'networkidle' });
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: /Open cart/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('visitors who ask for reduced motion get panels without transitions', async ({ page }) => {
    const drawerTransition = async () => {
      await page.goto('/menu', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /Open cart/ }).click();
      const paper = page.locator('.MuiDrawer-paper');
      await expect(paper).toBeVisible();
      return paper.evaluate((element) => Math.max(...getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value))));
    };
    expect(await drawerTransition()).toBeGreaterThan(0.1);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await drawerTransition()).toBeLessThan(0.001);
  });
});
