import type { Locator, Page } from '@playwright/test';

/** Presses Tab until the target has the focus (it must be reachable by the keyboard), at most `most` times. */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${target} was not reached in ${most} presses of Tab`);
}
