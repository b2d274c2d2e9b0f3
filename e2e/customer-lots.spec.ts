/**
 * Customer › Lots (issue 11 §1, §2) in Chromium as the demo `customer`: the cards and the table, a new lot refused
 * with each broken date ordering listed, then fixed and saved (the address becomes the lot's), found in the list,
 * set to recall with its date, then given the last tag of a partner lot (a range past its end refused); the pages
 * are axe-clean.
 */
import { expect, test } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

test('the customer creates a lot: wrong dates listed, fixed, saved, recalled', async ({ page }) => {
  await signInAt(page, '/areacliente', 'customer');
  await page.getByRole('link', { name: 'Lots', exact: true }).click();
  await expectPath(page, '/areacliente/lotes');
  const cards = page.getByRole('region', { name: 'Lot totals' });
  await expect(cards.getByText('Tags available')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lots' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New lot' }).click();
  await expectPath(page, '/areacliente/lote');
  const number = `E2E-${Date.now()}`;
  await page.getByRole('combobox', { name: 'Product' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Lot' }).fill(number);
  await page.getByLabel('Manufacturing date').fill('2026-05-10');
  await page.getByLabel('Release date').fill('2026-05-01');
  await page.getByRole('switch', { name: 'Expiry undefined' }).click();
  await page.getByLabel('Expiry date').fill('2026-04-01');
  await page.getByRole('button', { name: 'Save' }).click();
  const dates = page.getByRole('alert').filter({ has: page.getByRole('list') });
  await expect(dates.getByRole('listitem')).toHaveText([
    'The release date is before the manufacturing date.',
    'The expiry date is before the manufacturing date.',
    'The expiry date is before the release date.',
  ]);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Release date').fill('2026-05-12');
  await page.getByLabel('Expiry date').fill('2028-05-10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Lot saved.')).toBeVisible();
  await expectPath(page, /\/areacliente\/lote\/\d+$/);
  await expect(page.getByRole('heading', { name: `Lot ${number}` })).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Recall' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Status date')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Status date').fill('2026-06-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Lot saved.').last()).toBeVisible();

  await page.getByRole('link', { name: 'Back to lots' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible();

  // Associate: the last tag of a partner lot given to the customer (the demo leaves each one's last 30 % free).
  await page.getByRole('link', { name: `Associate tags with lot ${number}` }).click();
  await expectPath(page, /\/areacliente\/loteassociar\/\d+$/);
  await expect(page.getByRole('heading', { name: `Tags of lot ${number}` })).toBeVisible();
  await page.getByRole('combobox', { name: 'Partner lot' }).click();
  const option = page.getByRole('option', { name: / tags · / }).first();
  const size = Number(/· ([\d,]+) tags/.exec((await option.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  expect(size).toBeGreaterThan(0);
  await option.click();
  await page.getByRole('spinbutton', { name: 'From sequence' }).fill(String(size + 1));
  await page.getByRole('spinbutton', { name: 'To sequence' }).fill(String(size + 1));
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText(/The range must lie inside the partner lot/).first()).toBeVisible();
  await page.getByRole('spinbutton', { name: 'From sequence' }).fill(String(size));
  await page.getByRole('spinbutton', { name: 'To sequence' }).fill(String(size));
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(toast(page, 'Tags linked to the lot.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Linked tags' }).getByRole('row')).toHaveCount(2);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
