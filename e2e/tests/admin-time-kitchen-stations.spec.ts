import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { placeOrderPaidOnline, signedInCustomer } from '../support/online-order.js';
import { signedInAdmin } from '../support/sign-in.js';

// The customer's requests pin the restaurant's clock to a Saturday morning of this journey's own (no
// other journey books its slots), so that the order has a slot whatever the real day.
const SATURDAY_10AM = '2031-04-12T10:00:00Z';
const PASSWORD = 'kitchen stations journey passphrase';
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(ROOT, 'docs', 'screens', name), fullPage: false });

test.describe('kitchen stations', () => {
  test("an administrator sees an order's use of the kitchen in the week's slots, adds a station, cooks a new item at it, and deletes the station", async ({ browser }) => {
    // Two people, a payment on the stand-in, and the Time and Menu tabs at two sizes.
    test.setTimeout(150_000);
    const customer = await signedInCustomer(browser, { now: SATURDAY_10AM, name: 'Kit Stations', password: PASSWORD });
    const admin = await signedInAdmin(browser, { now: SATURDAY_10AM, name: 'Stations Admin', password: PASSWORD });
    const item = `Wok Noodles ${Date.now().toString(36)}`;
    try {
      // Two Classic Smash (Double) from the grill and Fries from the fryer, in the first slot with room.
      await placeOrderPaidOnline(customer.context, { email: customer.email, name: 'Kit Stations' });

      const page = await admin.newPage();
      await page.setViewportSize(TABLET);
      await page.goto('/admin/time');
      await hydrated(page);
      const saturday = page.getByRole('region', { name: 'Sat 12 Apr' });
      const grillUse = saturday.getByText(/^Grill \d+\/10$/);
      await expect(grillUse).toBeVisible();
      await expect(grillUse).not.toHaveAttribute('data-full');
      const used = Number(/Grill (\d+)/.exec((await grillUse.textContent()) ?? '')?.[1]);

      // The stations, and a new one.
      await page.getByRole('tab', { name: 'Opening Times' }).click();
      const card = page.getByRole('region', { name: 'Kitchen Stations' });
      const list = card.getByRole('list', { name: 'Kitchen stations' });
      await expect(list.getByRole('listitem')).toHaveText(['Fryer12 units per 15-minute slot', 'Pizza oven8 units per 15-minute slot', 'Grill10 units per 15-minute slot']);
      const add = card.getByRole('form', { name: 'Add a kitchen station' });
      await add.getByRole('textbox', { name: 'Station name' }).fill('Grill');
      await add.getByRole('spinbutton', { name: 'Units per 15-minute slot' }).fill('4');
      await add.getByRole('button', { name: 'Add station' }).click();
      await expect(add.getByRole('textbox', { name: 'Station name' })).toHaveAccessibleDescription('There is already a station called "Grill".');
      await add.getByRole('textbox', { name: 'Station name' }).fill('Wok');
      await add.getByRole('button', { name: 'Add station' }).click();
      await expect(list.getByRole('listitem', { name: 'Wok' })).toHaveText('Wok4 units per 15-minute slot');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'kitchen-stations-1280x800.png');
      await page.setViewportSize(PHONE);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'kitchen-stations-390x844.png');
      await page.setViewportSize(TABLET);

      // The grill cut down to what that order takes: its slot shows the grill full.
      const editGrill = async (units: string) => {
        await card.getByRole('button', { name: 'Edit Grill' }).click();
        const form = card.getByRole('form', { name: 'Edit Grill' });
        await form.getByRole('spinbutton', { name: 'Units per 15-minute slot' }).fill(units);
        await form.getByRole('button', { name: 'Save' }).click();
        await expect(list.getByRole('listitem', { name: 'Grill' })).toHaveText(`Grill${units} units per 15-minute slot`);
      };
      await editGrill(String(used));
      await page.getByRole('tab', { name: 'Calendar' }).click();
      const full = saturday.getByText(`Grill ${used}/${used}`);
      await expect(full).toHaveAttribute('data-full', 'true');
      await full.evaluate((use) => use.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'kitchen-stations-schedule-1280x800.png');
      await page.getByRole('tab', { name: 'Opening Times' }).click();
      await editGrill('10');

      // A new item cooked at the wok, 2 units each.
      await page.goto('/admin/menu');
      await hydrated(page);
      await page.getByRole('button', { name: 'Add Item' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Name').first().fill(item);
      await dialog.getByRole('button', { name: 'Create item' }).click();
      await expect(dialog.getByRole('heading', { name: `Edit ${item}` })).toBeVisible();
      const kitchen = dialog.getByRole('region', { name: 'Kitchen' });
      await kitchen.getByRole('combobox', { name: 'Cooked at' }).click();
      await page.getByRole('option', { name: 'Wok' }).click();
      await kitchen.getByRole('spinbutton', { name: 'Units' }).fill('2');
      const saved = page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/admin/menu/items/'));
      await dialog.getByRole('button', { name: 'Save item' }).click();
      expect((await saved).status()).toBe(200);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: `Edit ${item}` }).click();
      await expect(kitchen.getByRole('combobox', { name: 'Cooked at' })).toHaveText('Wok');
      await expect(kitchen.getByRole('spinbutton', { name: 'Units' })).toHaveValue('2');
      await dialog.getByRole('button', { name: 'Close' }).click();

      // An item of the grill with a group of extras: its kitchen, its size's units, and an extra given a station (not saved).
      await page.getByRole('button', { name: 'Edit Walkden Stack' }).click();
      await expect(kitchen.getByRole('combobox', { name: 'Cooked at' })).toHaveText('Grill');
      await expect(kitchen.getByRole('spinbutton', { name: 'Units' })).toHaveValue('2');
      await expect(dialog.getByRole('group', { name: 'Option Triple' }).getByRole('spinbutton', { name: 'Units' })).toHaveAttribute('placeholder', '2');
      await kitchen.evaluate((section) => section.scrollIntoView({ block: 'start' }));
      await screenshot(page, 'kitchen-stations-item-1280x800.png');
      const cheese = dialog.getByRole('listitem', { name: 'Extra cheese' });
      await cheese.getByRole('combobox', { name: 'Cooked at' }).click();
      await page.getByRole('option', { name: 'Grill' }).click();
      await expect(cheese.getByRole('spinbutton', { name: 'Units' })).toHaveValue('1');
      await cheese.evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'kitchen-stations-choices-1280x800.png');
      await page.setViewportSize(PHONE);
      await cheese.evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'kitchen-stations-choices-390x844.png');
      await page.setViewportSize(TABLET);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog', { name: 'Leave without saving the choices?' }).getByRole('button', { name: 'Discard changes' }).click();

      // A meal deal's side uses its item's station.
      await page.getByRole('button', { name: 'Edit Smash Burger Meal' }).click();
      await expect(dialog.getByRole('region', { name: 'Choices of Smash Burger Meal' })).toContainText('Uses Fries’ station (Fryer)');
      await dialog.getByRole('button', { name: 'Close' }).click();

      // Deleted after a confirmation: the item then uses no station.
      await page.goto('/admin/time');
      await hydrated(page);
      await page.getByRole('tab', { name: 'Opening Times' }).click();
      await card.getByRole('button', { name: 'Delete Wok' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete Wok?' });
      await expect(confirm).toContainText('The items and choices cooked at Wok will then use no station');
      await confirm.getByRole('button', { name: 'Delete station' }).click();
      await expect(list.getByRole('listitem', { name: 'Wok' })).toHaveCount(0);
      await page.goto('/admin/menu');
      await hydrated(page);
      await page.getByRole('button', { name: `Edit ${item}` }).click();
      await expect(kitchen.getByRole('combobox', { name: 'Cooked at' })).toHaveText('None');
      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.getByRole('button', { name: `Delete ${item}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('listitem', { name: item })).toHaveCount(0);
    } finally {
      await customer.context.close();
      await admin.close();
    }
  });
});
