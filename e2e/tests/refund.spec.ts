import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.js';
import { ROOT } from '../support/harness.js';
import { hydrated } from '../support/hydration.js';
import { tabTo } from '../support/keyboard.js';
import { placeOrderPaidOnline, signedInCustomer, standinRefunds } from '../support/online-order.js';
import { signedInAdmin } from '../support/sign-in.js';

// The customer's requests pin the restaurant's clock to a Saturday morning of this journey's own (no
// other journey books its slots), so that the order has a slot whatever the real day.
const SATURDAY_10AM = '2031-02-08T10:00:00Z';
const PASSWORD = 'refund journey passphrase';
const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const screenshot = (page: Page, name: string) => page.screenshot({ path: join(ROOT, 'docs', 'screens', name), fullPage: false });

test.describe('refunds', () => {
  test('an administrator refunds one burger of an order paid online to the card, then the rest by the keyboard alone; the stand-in refunded both', async ({ browser }) => {
    // Two people, a payment on the stand-in, two refunds through Stripe and two axe sweeps: more than test.slow()'s 90 s on a loaded machine.
    test.setTimeout(150_000);
    const customer = await signedInCustomer(browser, { now: SATURDAY_10AM, name: 'Rory Refund', password: PASSWORD });
    const admin = await signedInAdmin(browser, { now: SATURDAY_10AM, name: 'Refund Admin', password: PASSWORD });
    try {
      const orderNumber = await placeOrderPaidOnline(customer.context, { email: customer.email, name: 'Rory Refund' });

      const page = await admin.newPage();
      await page.setViewportSize(TABLET);
      await page.goto('/admin/orders');
      await hydrated(page);
      await page.getByRole('tab', { name: 'History' }).click();
      await expect(page.getByRole('tab', { name: 'History' })).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('textbox', { name: 'Search orders' }).fill(orderNumber);
      await page.getByRole('button', { name: `View order ${orderNumber}` }).click();
      const detail = page.getByRole('dialog', { name: `Order ${orderNumber}` });
      await expect(detail).toBeVisible();
      await expect(detail.getByRole('region', { name: 'Refunds' })).toHaveCount(0);

      // One of the two burgers, by the lines.
      await detail.getByRole('button', { name: 'Refund…' }).click();
      const dialog = page.getByRole('dialog', { name: `Refund order ${orderNumber}` });
      await expect(dialog.getByRole('radio', { name: 'Everything left (£21.97)' })).toBeChecked();
      await dialog.getByRole('radio', { name: 'Chosen lines' }).check();
      await dialog.getByRole('button', { name: 'One more Classic Smash (Double)' }).click();
      await expect(dialog.getByRole('textbox', { name: 'Units of Classic Smash (Double) to refund' })).toHaveValue('1');
      await expect(dialog.getByRole('status')).toHaveText('Refund £9.49 to the card');
      await expect(dialog.getByRole('button', { name: 'Confirm refund' })).toBeDisabled();
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('One burger was cold');
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'refund-dialog-1280x800.png');
      await page.setViewportSize(PHONE);
      await screenshot(page, 'refund-dialog-390x844.png');
      await page.setViewportSize(TABLET);

      await dialog.getByRole('button', { name: 'Confirm refund' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('alert').filter({ hasText: 'Refund made' })).toContainText('£9.49 to the card.');
      const refunds = detail.getByRole('region', { name: 'Refunds' });
      await expect(refunds).toContainText('Refunded £9.49 of £21.97');
      await expect(refunds.getByRole('listitem')).toHaveCount(1);
      await expect(refunds.getByRole('listitem').first()).toContainText('£9.49 to the card');
      await expect(refunds.getByRole('listitem').first()).toContainText('One burger was cold');
      // The focus is on the new refund, for a screen reader to read on.
      await expect(refunds.getByRole('heading', { name: 'Refunds' })).toBeFocused();

      // The rest, by the keyboard: the one burger and the fries left.
      const refund = detail.getByRole('button', { name: 'Refund…' });
      await tabTo(page, refund);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const everything = dialog.getByRole('radio', { name: 'Everything left (£12.48)' });
      await tabTo(page, everything);
      await expect(everything).toBeChecked();
      await expect(dialog.getByRole('status')).toHaveText('Refund £12.48 to the card');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('textbox', { name: 'Reason' })).toBeFocused();
      await page.keyboard.type('Order was late');
      await tabTo(page, dialog.getByRole('button', { name: 'Confirm refund' }));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();

      await expect(refunds).toContainText('Refunded £21.97 of £21.97');
      await expect(refunds.getByRole('listitem')).toHaveCount(2);
      await expect(refunds.getByRole('listitem').nth(1)).toContainText('£12.48 to the card');
      await expect(refunds.getByRole('listitem').nth(1)).toContainText('Order was late');
      await expect(detail.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      await screenshot(page, 'refund-detail-1280x800.png');
      await page.setViewportSize(PHONE);
      await refunds.scrollIntoViewIfNeeded();
      await screenshot(page, 'refund-detail-390x844.png');

      // Stripe was asked for each, with the order's number on it.
      expect(await standinRefunds(page, orderNumber)).toEqual([
        expect.objectContaining({ amount: 949, status: 'succeeded' }),
        expect.objectContaining({ amount: 1248, status: 'succeeded' }),
      ]);
    } finally {
      await customer.context.close();
      await admin.close();
    }
  });
});
