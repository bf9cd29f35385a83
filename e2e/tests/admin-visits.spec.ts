import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_USERS } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { signInThroughForm } from '../support/sign-in.js';

/** Visitors → Visits, with its charts for this week. */
async function openVisits(page: Page): Promise<Locator> {
  await page.goto('/admin/visitors');
  // A click on the server-rendered tab before hydration does nothing.
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Visits' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Visits over time' })).toBeVisible();
  return main;
}

/** A chart switched to its table: each data row as [first cell, second cell]. */
async function tableOf(main: Locator, title: string): Promise<Map<string, string>> {
  const card = main.getByRole('region', { name: title, exact: true });
  await card.getByRole('button', { name: 'Table' }).click();
  const table = card.getByRole('table', { name: title });
  await expect(table).toBeVisible();
  const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
  return new Map(rows.map(([first, second]) => [first, second]));
}

test.describe('Visits charts', () => {
  test('an administrator sees this week as charts, switches them to tables, and finds the page and campaign the test visited', async ({ page, context }) => {
    const campaign = `e2e-visits-${Date.now().toString(36)}`;
    await signInThroughForm(page, E2E_USERS.admin);

    let main = await openVisits(page);
    // Every chart is drawn (an SVG inside the card's image) for this week's visits, including the sign-in's own.
    for (const title of ['Visits per day', 'Top pages', 'Top sources', 'Visitors who ordered']) {
      await expect(main.getByRole('region', { name: title, exact: true }).getByRole('img').locator('svg').first()).toBeVisible();
    }
    const menuBefore = Number((await tableOf(main, 'Top pages')).get('/menu') ?? 0);

    // A visitor, in a tab of their own, opens the menu from a campaign's link: the page logs the visit.
    const visitor = await context.newPage();
    const logged = visitor.waitForResponse((response) => response.url().endsWith('/api/visits') && response.request().method() === 'POST');
    await visitor.goto(`/menu?utm_source=${campaign}`);
    expect((await logged).status()).toBe(204);
    await visitor.close();

    await page.reload();
    main = await openVisits(page);
    // Journeys run one at a time: the menu's count went up by exactly this visit.
    await expect.poll(async () => (await tableOf(main, 'Top pages')).get('/menu')).toBe(String(menuBefore + 1));
    const sources = await tableOf(main, 'Top sources');
    expect(sources.get(campaign)).toBe('1');
    // The table view is a real table; the chart view comes back.
    const pages = main.getByRole('region', { name: 'Top pages', exact: true });
    await expect(pages.getByRole('columnheader')).toHaveText(['Page', 'Visits']);
    await pages.getByRole('button', { name: 'Chart' }).click();
    await expect(pages.getByRole('img').locator('svg').first()).toBeVisible();
    await expect(pages.getByRole('table')).toHaveCount(0);
  });
});
