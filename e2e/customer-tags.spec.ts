/**
 * Customer › Tags (issue 11 §4, §5) in Chromium as the demo `customer`: a tag switched off and on again, saved at
 * once, the map of a tag's located readings, and the readings of a tag that has some with one on the map; the pages
 * are axe-clean.
 */
import { expect, test } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

test('the customer switches a tag off and on, and opens its readings', async ({ page }) => {
  await signInAt(page, '/areacliente', 'customer');
  await page.getByRole('link', { name: 'Tags', exact: true }).click();
  await expectPath(page, '/areacliente/tags');
  const table = page.getByRole('table', { name: 'Tags' });
  await expect(table).toBeVisible();

  const toggle = table.getByRole('switch').first();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toast(page, 'status updated success')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Tags' }).getByRole('switch').first()).not.toBeChecked();
  await page.getByRole('table', { name: 'Tags' }).getByRole('switch').first().click();
  await expect(page.getByRole('table', { name: 'Tags' }).getByRole('switch').first()).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await table
    .getByRole('link', { name: /^Readings of tag / })
    .first()
    .click();
  await expectPath(page, /\/areacliente\/tags\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Readings of tag / })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page
    .getByRole('button', { name: /^Map of the reading of / })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('1 reading with a position.')).toBeVisible();
});
