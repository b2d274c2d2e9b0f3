/**
 * Customer › Reading map (issue 11 §6) in Chromium as the demo `customer`: a search over a long custom period finds
 * the demo readings and draws them; filtering by one country finds fewer; the page is axe-clean.
 */
import { expect, test, type Locator } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt } from './support';

test.use({ bypassCSP: true });

const found = async (status: Locator) =>
  Number(/([\d,]+) readings? found/.exec((await status.textContent()) ?? '')?.[1]?.replace(/,/g, ''));

test('the customer searches readings on the map and filters them by a country', async ({ page }) => {
  await signInAt(page, '/areacliente', 'customer');
  await page.getByRole('link', { name: 'Reading map' }).click();
  await expectPath(page, '/areacliente/mapa-leitura');
  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2030-12-31');
  await page.getByRole('button', { name: 'Search' }).click();
  const status = page.getByRole('status').filter({ hasText: /found/ });
  await expect(status).toBeVisible();
  const everywhere = await found(status);
  expect(everywhere).toBeGreaterThan(0);
  await expect(
    page.getByRole('img', { name: `World map with ${everywhere.toLocaleString('en')} readings marked` }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Countries' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Brazil' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => found(status)).toBeLessThan(everywhere);
  expect(await found(status)).toBeGreaterThan(0);
});
