import { expect, type Locator, type Page } from '@playwright/test';

/** The item's card; clicking its button only works once the page has hydrated, so retry until the dialog opens. */
export async function openAddDialog(page: Page, itemName: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: `Add ${itemName} to Cart` });
  await expect(async () => {
    await page.getByRole('article', { name: itemName }).getByRole('button', { name: 'Add to Cart' }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return dialog;
}
