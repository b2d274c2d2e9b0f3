/**
 * Customer › API keys (issue 29 §5) in Chromium as the demo `customer`: a key is made on the screen and shown once in
 * a dialog; with it, the EPCIS query interface answers the customer's events as an EPCISQueryDocument valid by GS1's schema; once the key is
 * revoked on the screen, the interface refuses it. The screen is axe-clean, the dialog open too.
 */
import { expect, test } from '@playwright/test';
import { epcisSchemaErrors } from '../apps/api/test/support/epcis-schema';
import { seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

test('a key made on the screen reads the EPCIS events until it is revoked there', async ({ page }) => {
  await signInAt(page, '/areacliente/chavesapi', 'customer');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const name = `ERP e2e ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Your new API key' });
  await expect(dialog).toBeVisible();
  const key = await dialog.getByRole('textbox', { name: 'API key' }).inputValue();
  expect(key).toMatch(/^ttk_[A-Za-z0-9_-]{43}$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(page.getByText(name)).toBeVisible();

  const events = () => page.request.get('/api/epcis/events?perPage=5', { headers: { authorization: `Bearer ${key}` } });
  const answer = await events();
  expect(answer.status()).toBe(200);
  expect(answer.headers()['gs1-epcis-version']).toBe('2.0.0');
  const document: unknown = await answer.json();
  expect(document).toMatchObject({
    type: 'EPCISQueryDocument',
    epcisBody: { queryResults: { queryName: 'SimpleEventQuery' } },
  });
  expect(await epcisSchemaErrors(document)).toEqual([]);

  await page.getByRole('button', { name: `Revoke key ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'Key revoked.')).toBeVisible();
  expect((await events()).status()).toBe(401);
});
