/**
 * Customer › Devices (issue 10 §8) in Chromium as the demo `customer`: the list holds the phones of the demo
 * readings, registered by the readings themselves; the customer opens one, names its owner and blocks it, and the
 * list shows it blocked; the pages are axe-clean.
 */
import { expect, test } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

test('the customer blocks a device and sees it blocked in the list', async ({ page }) => {
  await signInAt(page, '/areacliente', 'customer');
  await page.getByRole('link', { name: 'Devices' }).click();
  await expectPath(page, '/areacliente/dispositivos');
  const table = page.getByRole('table', { name: 'Devices' });
  const active = table.getByRole('row').filter({ hasText: 'Active' }).first();
  await expect(active).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const deviceId = (await active.getByRole('cell').nth(1).innerText()).trim();
  expect(deviceId).not.toBe('');
  await active.getByRole('link', { name: /^Edit device / }).click();
  await expectPath(page, /\/areacliente\/dispositivo\/\d+$/);
  await expect(page.getByRole('textbox', { name: /^Device id/ })).toHaveValue(deviceId);
  await expect(page.getByRole('textbox', { name: /^Device id/ })).toHaveAttribute('readonly', '');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: /^Owner/ }).fill('Inspetor de campo');
  const activeSwitch = page.getByRole('switch', { name: 'Active (not blocked)' });
  await expect(activeSwitch).toBeChecked();
  await activeSwitch.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Device saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Blocked/ })).toBeVisible();

  await page.getByRole('link', { name: 'Back' }).click();
  await expectPath(page, '/areacliente/dispositivos');
  await page.getByRole('searchbox').fill(deviceId);
  const row = table.getByRole('row').filter({ hasText: deviceId });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Blocked')).toBeVisible();
  await expect(row.getByText('Inspetor de campo')).toBeVisible();
});
