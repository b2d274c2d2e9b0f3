/**
 * Customer › Products (issue 10 §2) in Chromium as the demo `customer`: the side menu opens the list with 100 rows;
 * the customer is refused a product without its required fields and one whose manual link is a javascript: address,
 * creates it (the address becomes the product's), finds it by search, edits it and deletes it after the question; a
 * demo product that lots name cannot be deleted (error 1, the server's PRODUCT_IN_USE, translated); the list and the
 * form are axe-clean.
 */
import { expect, test } from '@playwright/test';
import { confirmation, expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

test('the customer creates, finds, edits and deletes a product', async ({ page }) => {
  // Unique per run, so a database kept between runs still starts the test clean.
  const run = Date.now().toString(36).toUpperCase();
  const code = `E2E-${run}`;
  const name = `Rosé de teste ${run}`;

  await signInAt(page, '/areacliente', 'customer');
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expectPath(page, '/areacliente/produtos');
  await expect(page).toHaveURL(/rowsPerPage=100/);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  // The demo winery's catalogue: more than the default 10 rows on the one page.
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(30);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New product' }).click();
  await expectPath(page, '/areacliente/produto');
  const category = page.getByLabel(/^Category/);
  await expect(category).toBeEnabled();
  // Nothing filled: code, name, description and category are each 'required field', and nothing is saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.fui-Field__validationMessage').filter({ hasText: 'required field' })).toHaveCount(4);
  await expectPath(page, '/areacliente/produto');

  await page.getByRole('textbox', { name: /^Code/ }).fill(code);
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Rosé seco da Serra Gaúcha, servido gelado.');
  await category.selectOption({ label: 'Vinhos brancos e rosés › Rosés' });
  await page.getByRole('textbox', { name: /^Measure/ }).fill('750 ml');
  const manualLink = page.getByRole('group', { name: 'Manual' }).getByRole('textbox', { name: /^Link/ });
  await manualLink.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Enter a full web address starting with https:\/\//).first()).toBeVisible();
  await expectPath(page, '/areacliente/produto');
  await manualLink.fill('https://vinicola.example/manuais/rose.pdf');
  await expect(page.locator('.fui-Toast')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product saved.')).toBeVisible();
  await expectPath(page, /\/areacliente\/produto\/\d+$/);
  const productPath = new URL(page.url()).pathname;
  await expect(page.getByRole('textbox', { name: /^Code/ })).toHaveValue(code);
  await expect(page.getByRole('link', { name: 'Manage images' })).toHaveAttribute('href', `${productPath}/imagens`);

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('searchbox').fill(code);
  const row = table.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByText(name)).toBeVisible();
  await expect(row.getByText('Rosés')).toBeVisible();

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expectPath(page, productPath);
  await page.getByRole('textbox', { name: /^Name/ }).fill(`${name} (safra 2025)`);
  // The first save's toast may still show on a slow machine: this save's is the one asked for.
  await expect(toast(page, 'Product saved.')).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue(`${name} (safra 2025)`);
  await expect(page.getByRole('group', { name: 'Manual' }).getByRole('textbox', { name: /^Link/ })).toHaveValue(
    'https://vinicola.example/manuais/rose.pdf',
  );

  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmation(page)).toContainText(`Remove the product ${name} (safra 2025)?`);
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Product removed.')).toBeVisible();
  await expectPath(page, '/areacliente/produtos');
  await page.getByRole('searchbox').fill(code);
  await expect(page.getByText('No records found.')).toBeVisible();
});

test('a demo product that lots name cannot be deleted: the server says so, translated', async ({ page }) => {
  await signInAt(page, '/areacliente/produtos?rowsPerPage=100&searchText=Cabernet%20Sauvignon%20Reserva', 'customer');
  const row = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: /-CS750/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: /^Edit / }).click();
  await expectPath(page, /\/areacliente\/produto\/\d+$/);
  const productPath = new URL(page.url()).pathname;
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Cabernet Sauvignon Reserva');
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'This product is used by lots or promotions and cannot be removed.')).toBeVisible();
  await expectPath(page, productPath);
  await expect(page.getByRole('textbox', { name: /^Name/ })).toHaveValue('Cabernet Sauvignon Reserva');
});
