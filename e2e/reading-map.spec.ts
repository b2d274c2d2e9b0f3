/**
 * Customer › Reading map (issue 11 §6) in Chromium as the demo `customer`: a search over a long custom period finds
 * the demo readings and draws them; filtering by one country finds fewer, and by one of its states fewer still; the
 * page is axe-clean.
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
  const inBrazil = await found(status);
  expect(inBrazil).toBeGreaterThan(0);

  // The regions are the states the readings were geocoded in when stored: São Paulo narrows Brazil further.
  await page.getByRole('combobox', { name: 'Regions' }).click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Minas Gerais' })).toBeVisible();
  await page.getByRole('menuitemcheckbox', { name: 'São Paulo' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => found(status)).toBeLessThan(inBrazil);
  expect(await found(status)).toBeGreaterThan(0);
});

test("on a phone a filter's long list opens below its box, inside the screen, and scrolls", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAt(page, '/areacliente/mapa-leitura', 'customer');
  const box = page.getByRole('combobox', { name: 'Regions' });
  await box.click();
  const list = page.getByRole('menuitemcheckbox').first().locator('..');
  await expect(list).toBeVisible();
  const [boxArea, listArea] = [await box.boundingBox(), await list.boundingBox()];
  expect(listArea!.x).toBeGreaterThanOrEqual(0);
  expect(listArea!.x + listArea!.width).toBeLessThanOrEqual(360);
  expect(listArea!.y).toBeGreaterThanOrEqual(boxArea!.y + boxArea!.height - 1);
  expect(listArea!.y + listArea!.height).toBeLessThanOrEqual(800);
});
