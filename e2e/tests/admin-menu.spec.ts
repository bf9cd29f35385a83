import { expect, test, type Browser, type Page } from '@playwright/test';
import { hydrated } from '../support/hydration.js';
import { E2E_USERS } from '../support/harness.js';
import { signInThroughForm } from '../support/sign-in.js';

/** A guest's fresh page on /menu (its own browser context: no admin session, no cache). */
async function customerMenu(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => window.localStorage.setItem('cookie-consent', 'accepted'));
  const page = await context.newPage();
  await page.goto('/menu');
  return page;
}

const breakfastCards = (page: Page) => page.getByRole('region', { name: 'Breakfast' }).getByRole('article');

test.describe('admin menu', () => {
  test('an administrator adds an item with two options, allergens and an image, moves it up, and customers see it at once; deleted, it is gone', async ({ page, browser }) => {
    // Many steps across two browsers; the Menu tab now also renders a sold-out tap per item and option (issue 26).
    test.slow();
    const name = `Paneer Wrap ${Date.now().toString(36)}`;
    const customer = await customerMenu(browser);
    await expect(customer.getByRole('article', { name: 'Full English Breakfast' })).toBeVisible();

    await signInThroughForm(page, E2E_USERS.admin);
    await page.goto('/admin/menu');
    await hydrated(page);
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').first().fill(name);
    await dialog.getByLabel('Description').fill('Grilled paneer, peppers and mint yoghurt.');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Breakfast' }).click();
    await dialog.getByRole('group', { name: /^Allergens \(none ticked/ }).getByLabel('Milk').check();
    await dialog.getByRole('group', { name: /^Allergens \(none ticked/ }).getByLabel('Cereals containing gluten').check();
    await dialog.getByLabel('Vegetarian').check();
    await dialog.getByRole('button', { name: 'Create item' }).click();

    // The dialog goes straight on to the new item's options and picture.
    await expect(dialog.getByRole('heading', { name: `Edit ${name}` })).toBeVisible();
    const options = dialog.getByRole('region', { name: `Options of ${name}` });
    for (const [option, price] of [
      ['Regular', '6.50'],
      ['Large', '8.95'],
    ]) {
      await options.getByLabel('Option name').fill(option);
      await options.getByLabel('Price (£)').last().fill(price);
      await options.getByRole('button', { name: 'Add option' }).click();
      await expect(options.getByRole('group', { name: `Option ${option}` })).toBeVisible();
    }
    const photo = await page.screenshot({ type: 'png' });
    await dialog.getByLabel(`Image file for ${name}`).setInputFiles({ name: 'wrap.png', mimeType: 'image/png', buffer: photo });
    await expect(dialog.getByRole('button', { name: 'Replace image' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Current picture of ${name}` })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // New items go last in their category; one move up puts it before the previous last one.
    const breakfast = page.getByRole('region', { name: 'Breakfast' });
    await expect(breakfast.getByRole('listitem').last()).toHaveAccessibleName(name);
    await breakfast.getByRole('button', { name: `Move ${name} up` }).click();
    await expect(breakfast.getByRole('listitem').nth(-2)).toHaveAccessibleName(name);
    const adminOrder = await breakfast.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));

    // The customer reloads /menu: no restart, the same order, the new price, allergens and picture.
    await customer.reload();
    const card = customer.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(breakfastCards(customer)).toHaveCount(adminOrder.length);
    expect(await breakfastCards(customer).evaluateAll((cards) => cards.map((card) => card.querySelector('h3')?.textContent))).toEqual(adminOrder);
    await expect(card.getByText('From £6.50')).toBeVisible();
    await expect(card.getByText('Contains: Cereals containing gluten, Milk')).toBeVisible();
    await expect(card.getByText('Vegetarian')).toBeVisible();
    const picture = card.getByRole('img', { name });
    await expect(picture).toHaveAttribute('src', /^\/api\/images\/menu\/[a-f0-9]{32}\.webp\?w=\d+&f=jpeg&v=/);
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // Deleted by the administrator: gone for the customer.
    await breakfast.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(breakfast.getByRole('listitem', { name })).toHaveCount(0);
    await customer.reload();
    await expect(customer.getByRole('article', { name: 'Full English Breakfast' })).toBeVisible();
    await expect(customer.getByRole('article', { name })).toHaveCount(0);
    await customer.context().close();
  });
});
