/**
 * Customer › My app (issue 10 §6) in Chromium as the demo `customer`: the form loads the customer's app, refuses a
 * link that is no web address, saves the WhatsApp contact and links (blank ones as null) and shows them again after
 * a reload; the page is axe-clean.
 */
import { expect, test } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

test('the customer edits its app: contact and links saved, a script link refused', async ({ page }) => {
  await signInAt(page, '/areacliente', 'customer');
  await page.getByRole('link', { name: 'My app' }).click();
  await expectPath(page, '/areacliente/aplicativo');
  await expect(page.getByRole('heading', { name: 'My app' })).toBeVisible();
  const name = page.getByRole('textbox', { name: 'App name' });
  await expect(name).not.toHaveValue('');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const manual = page.getByRole('group', { name: 'Manual' });
  await manual.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(manual.getByText(/Enter a full web address starting with https:\/\//)).toBeVisible();

  const number = `+55 11 9${String(Date.now()).slice(-4)}-0000`;
  await manual.getByRole('textbox', { name: 'Link' }).fill('https://serra-alta.example.com/manual.pdf');
  await page.getByRole('textbox', { name: 'WhatsApp number' }).fill(number);
  await page.getByRole('textbox', { name: 'First message' }).fill('Olá! Quero saber mais.');
  await page.getByRole('group', { name: 'Sharing' }).getByRole('textbox', { name: 'Message to share' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'WhatsApp number' })).toHaveValue(number);
  await expect(manual.getByRole('textbox', { name: 'Link' })).toHaveValue('https://serra-alta.example.com/manual.pdf');
  await expect(
    page.getByRole('group', { name: 'Sharing' }).getByRole('textbox', { name: 'Message to share' }),
  ).toHaveValue('');
});
