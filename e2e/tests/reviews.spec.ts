import { expect, test, type Locator, type Page } from '@playwright/test';

const scrollLeft = (track: Locator) => track.evaluate((element) => Math.round(element.scrollLeft));

/**
 * Counts the carousel's own moves from now on: its timer calls the track's scrollTo. With the fake
 * clock, a timer due in runFor() has run when runFor() returns, so the count is final then: no wait.
 */
async function countTimedMoves(track: Locator): Promise<() => Promise<number>> {
  await track.evaluate((element) => {
    const counted = element as HTMLElement & { timedMoves?: number };
    counted.timedMoves = 0;
    const scrollTo = element.scrollTo.bind(element) as (options?: ScrollToOptions) => void;
    element.scrollTo = ((options?: ScrollToOptions) => {
      counted.timedMoves! += 1;
      scrollTo(options);
    }) as typeof element.scrollTo;
  });
  return () => track.evaluate((element) => (element as HTMLElement & { timedMoves?: number }).timedMoves ?? -1);
}

/** Opens /reviews on a fake clock, once the page is live: the carousel's timer runs, or (reduced motion) it is paused. */
async function openReviews(page: Page, { reducedMotion = false } = {}): Promise<Locator> {
  await page.clock.install();
  await page.goto('/reviews');
  const carousel = page.getByRole('region', { name: 'Customer reviews' });
  if (reducedMotion) await expect(carousel).toHaveAttribute('data-paused', 'true');
  else await expect(carousel).toHaveAttribute('data-autoplay', 'running');
  return page.getByRole('list', { name: 'Reviews' });
}

test.describe('reviews from Google (the local Places stand-in)', () => {
  test('the server sends /reviews with the rating, the reviews and the photo strip, before any JavaScript runs', async ({ request }) => {
    const response = await request.get('/reviews');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('What Our Customers Say');
    expect(html).toContain('187 Google reviews');
    expect(html).toContain('Sarah Holt');
    expect(html).toContain('/api/reviews/photos/local-photo-1');
    expect(html).not.toContain('e2e-places-key');

    // Now that the cache holds them, any page carries the rating badge in its first HTML.
    expect(await (await request.get('/gallery')).text()).toContain('Rated 4.6 out of 5 on Google');
  });

  test('the photo strip loads its pictures through the proxy, and the listing link is there', async ({ page }) => {
    await page.goto('/reviews');
    const photos = page.getByRole('list', { name: 'Photos of the restaurant' }).getByRole('img');
    await expect(photos).toHaveCount(4);
    await photos.first().scrollIntoViewIfNeeded();
    await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'See us on Google Maps' })).toHaveAttribute('href', /\/maps\/place\//);
  });

  test('the carousel advances 320 px every 4 s and loops back to the start', async ({ page }) => {
    const track = await openReviews(page);
    const box = await track.evaluate((element) => ({ client: element.clientWidth, scroll: element.scrollWidth }));
    const end = box.scroll - box.client;
    expect(end).toBeGreaterThan(320);
    expect(await scrollLeft(track)).toBe(0);

    await page.clock.runFor(4_000);
    await expect.poll(() => scrollLeft(track)).toBe(320);

    // Step by step to the end, then back to the start.
    const seen: number[] = [320];
    for (let step = 0; step < 10 && seen.at(-1) !== 0; step += 1) {
      const before = seen.at(-1)!;
      await page.clock.runFor(4_000);
      await expect.poll(() => scrollLeft(track)).not.toBe(before);
      await expect.poll(async () => {
        const first = await scrollLeft(track);
        await page.waitForTimeout(150);
        return first === (await scrollLeft(track));
      }).toBe(true);
      seen.push(await scrollLeft(track));
    }
    expect(seen.at(-1)).toBe(0);
    expect(Math.max(...seen)).toBeGreaterThanOrEqual(end - 16);
  });

  test('the carousel stands still while the pointer is over it', async ({ page }) => {
    const track = await openReviews(page);
    const timedMoves = await countTimedMoves(track);
    await track.hover();
    await expect(page.getByRole('region', { name: 'Customer reviews' })).toHaveAttribute('data-autoplay', 'stopped');
    await page.clock.runFor(12_000);
    expect(await timedMoves()).toBe(0);
    expect(await scrollLeft(track)).toBe(0);

    // The same count sees a move once the pointer leaves: it would have seen one above.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('region', { name: 'Customer reviews' })).toHaveAttribute('data-autoplay', 'running');
    await page.clock.runFor(4_000);
    expect(await timedMoves()).toBe(1);
  });

  test('the carousel stands still for a visitor who prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const track = await openReviews(page, { reducedMotion: true });
    await expect(page.getByRole('region', { name: 'Customer reviews' })).toHaveAttribute('data-autoplay', 'stopped');
    const timedMoves = await countTimedMoves(track);
    await page.clock.runFor(12_000);
    expect(await timedMoves()).toBe(0);
    expect(await scrollLeft(track)).toBe(0);
  });

  test("the navigation shows the rating to 1 decimal on desktop, and not on a phone", async ({ page }) => {
    await page.goto('/');
    const badge = page.getByRole('link', { name: 'Rated 4.6 out of 5 on Google: read our reviews' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveText('4.6');
    await badge.click();
    await expect(page).toHaveURL(/\/reviews$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(badge).toBeHidden();
  });
});
