import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectPath, signInAt } from './support';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

// The first demo partner has customers with products (apps/api/src/demo/demo-customers.ts).
const PARTNER = 'Etiquetas Paulistas Ltda';
// Its first lot was given to a product, and its tags are the most read of the demo (apps/api/src/demo/demo-lots.ts).
const LOT_WITH_READINGS = 'OC-2024-0001';

/** A toast's text (screen readers get it too, from a live region: the first is the one on screen). */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The tag file's input: hidden behind its 'Choose file' button, labelled 'Tag file'. */
const tagFile = (page: Page) => page.locator('input[type="file"]');

async function newLot(page: Page, number: string): Promise<void> {
  await signInAt(page, '/admin/lotes', 'admin');
  await expect(page.getByRole('heading', { name: 'Lots' })).toBeVisible();
  await page.getByRole('button', { name: 'New lot' }).click();
  await expectPath(page, /\/admin\/lote\/?$/);
  await expect(page.getByRole('heading', { name: 'New lot' })).toBeVisible();

  const partner = page.getByRole('combobox', { name: 'Partner' });
  await partner.click();
  await partner.pressSequentially('Etiquetas Pau');
  await page.getByRole('option', { name: PARTNER }).click();
  await expect(partner).toHaveValue(PARTNER);
  const customer = page.getByRole('combobox', { name: 'Customer' });
  await expect(customer).toBeEnabled();
  await customer.click();
  await page.getByRole('option').nth(1).click(); // the first customer, after 'No customer'
  const product = page.getByRole('combobox', { name: 'Product' });
  await expect(product).toBeEnabled();
  await product.click();
  await page.getByRole('option').nth(1).click();
  await page.getByLabel('Order number').fill(number);
}

/** The row of `number` in the lot list, searched for. */
async function listRow(page: Page, number: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('lots in the admin area', () => {
  test('an NFC lot: a bad file is refused line by line, the fixed file makes the lot', async ({ page }) => {
    const number = `E2E-NFC-${Date.now()}`;
    await newLot(page, number);

    // The browser's own check: the bad line is named before anything is sent, and the quantity is filled in.
    await tagFile(page).setInputFiles(fixture('tags-missing-tag-id.csv'));
    await expect(page.getByText('tags-missing-tag-id.csv')).toBeVisible();
    const form = page.locator('form');
    await expect(form.getByText('Line 3: the tag id is missing')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('5');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'The tag file was refused.')).toBeVisible();
    await expectPath(page, /\/admin\/lote\/?$/);

    // A tag id only the server knows is taken: uploaded, refused, the line named, nothing typed lost.
    await tagFile(page).setInputFiles(fixture('tags-id-already-stored.csv'));
    await expect(form.getByText('Tags in the file: 5. No bad lines.')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Line 2: a tag with this id already exists')).toBeVisible();
    await expect(page.getByLabel('Order number')).toHaveValue(number);

    await tagFile(page).setInputFiles(fixture('tags-fixed.csv'));
    await expect(form.getByText('Tags in the file: 5. No bad lines.')).toBeVisible();
    await expect(form.getByText('Line 2: a tag with this id already exists')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Lot saved with 5 tags.')).toBeVisible();
    await expectPath(page, /\/admin\/lotes/);

    const row = await listRow(page, number);
    const cells = row.getByRole('cell');
    await expect(cells.nth(0)).toHaveText(PARTNER);
    await expect(cells.nth(2)).toHaveText('NFC');
    await expect(cells.nth(3)).toHaveText('');
    await expect(cells.nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(cells.nth(5)).toHaveText('5');

    // Its form keeps the order number, the type and the quantity as they are.
    await row.getByRole('link', { name: `Edit lot ${number}` }).click();
    await expectPath(page, /\/admin\/lote\/\d+$/);
    await expect(page.getByLabel('Order number')).toHaveValue(number);
    await expect(page.getByLabel('Order number')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('radio', { name: 'NFC' })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: 'Partner' })).toHaveValue(PARTNER);
  });

  test('a QrCode lot with appless on shows in the list as QrCode, yes', async ({ page }) => {
    const number = `E2E-QR-${Date.now()}`;
    await newLot(page, number);
    await page.getByRole('radio', { name: 'QrCode' }).check();
    await expect(tagFile(page)).toHaveCount(0);
    await page.getByRole('switch', { name: 'Appless' }).check();
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('25');
    await quantity.press('Tab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Lot saved with 25 tags.')).toBeVisible();
    await expectPath(page, /\/admin\/lotes/);

    const cells = (await listRow(page, number)).getByRole('cell');
    await expect(cells.nth(2)).toHaveText('QrCode');
    await expect(cells.nth(3)).toHaveText('yes');
    await expect(cells.nth(5)).toHaveText('25');
  });

  test('a demo lot whose tags have been read cannot be deleted, and the list says so before any confirmation', async ({
    page,
  }) => {
    await signInAt(page, `/admin/lotes?searchText=${LOT_WITH_READINGS}`, 'admin');
    const row = page.getByRole('row').filter({ hasText: LOT_WITH_READINGS }).filter({ hasText: PARTNER });
    await expect(row).toHaveCount(1);
    const remove = row.getByRole('button', { name: `Delete lot ${LOT_WITH_READINGS}` });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await remove.hover();
    await expect(page.getByRole('tooltip')).toHaveText('You can not delete a order with readings!');
    await remove.click({ force: true });
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(row).toHaveCount(1);
  });

  test('the area opens on the lot list, with paging in the URL', async ({ page }) => {
    await signInAt(page, '/admin', 'admin');
    await expectPath(page, /\/admin\/lotes/);
    await expect(page.getByRole('heading', { name: 'Lots' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(11);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectPath(page, /page=1/);
  });
});
