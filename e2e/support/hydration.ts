import { expect, type Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page (frontend/src/app/start-app.tsx marks `<html data-hydrated>`).
 * Text typed into a server-rendered field before that is not React's state yet, and hydration
 * puts the field back to its state's value.
 */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 15_000 });
}
