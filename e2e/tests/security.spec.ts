import { expect, test, type Page } from '@playwright/test';
import { hydrated } from '../support/hydration.js';

/** Collects Content-Security-Policy violations the page reports, from the DOM event and the console. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test.describe('headers and transport', () => {
  test('the pages run under the Content-Security-Policy without a single violation', async ({ page }) => {
    const violations = await watchCsp(page);
    for (const path of ['/', '/menu', '/takeaway', '/gallery', '/contact', '/reviews', '/socials', '/auth', '/auth/confirm?token=abc']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      // Hydrated: the client took over the server-rendered page.
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
    }
    // Client-side navigation loads lazy chunks and injects styles too.
    await page.goto('/');
    await page.getByRole('link', { name: 'Gallery', exact: true }).first().click();
    await expect(page).toHaveURL(/\/gallery$/);
    await page.waitForLoadState('networkidle');
    // The social feeds are framed only after a click, and the policy admits their two origins (offline, they just fail to load).
    await page.goto('/socials');
    await hydrated(page);
    await page.getByRole('button', { name: 'Load Facebook feed' }).click();
    await page.getByRole('button', { name: 'Load Instagram feed' }).click();
    await expect(page.locator('iframe')).toHaveCount(2);
    expect(violations).toEqual([]);
  });

  test('the home page and its main script are sent compressed', async ({ page, request }) => {
    const home = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.headers()['content-encoding']).toBe('br');
    await page.goto('/');
    const mainScript = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
    const script = await request.get(mainScript!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(script.headers()['content-encoding']).toBe('br');
    expect(script.headers().vary).toMatch(/Accept-Encoding/i);
  });

  test('a form-encoded sign-in at /API/... is refused without a session', async ({ playwright, baseURL }) => {
    const outsider = await playwright.request.newContext({ baseURL });
    const response = await outsider.post('/API/auth/sign-in', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'email=a@b.co&password=xxxxxxxx',
    });
    expect(response.status()).toBe(403);
    expect((await outsider.storageState()).cookies.map((cookie) => cookie.name)).not.toContain('sid');
    await outsider.dispose();
  });
});
