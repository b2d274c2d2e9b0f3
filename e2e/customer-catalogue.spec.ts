/**
 * Customer › Product lines and categories (issue 10 §4, §5) in Chromium as the demo `customer`: the side menu opens
 * both lists with 100 rows; the customer creates a product line with a colour, then a category used in it, sees
 * each in its list, and is refused deleting the line while the category uses it (error 547, the server's message);
 * then a product in that category; the pages are axe-clean.
 */
import { expect, test } from '@playwright/test';
import { confirmation, expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

test('the customer creates a product line and a category that uses it, and cannot delete the line in use', async ({
  page,
}) => {
  // Unique per run, so a database kept between runs still starts the test clean.
  const run = Date.now().toString(36).toUpperCase();
  const code = `E2E${run}`;
  const lineName = `Linha de teste ${run}`;
  const categoryName = `Categoria de teste ${run}`;

  await signInAt(page, '/areacliente', 'customer');
  await page.getByRole('link', { name: 'Product lines' }).click();
  await expectPath(page, '/areacliente/linhasproduto');
  await expect(page).toHaveURL(/rowsPerPage=100/);
  await expect(page.getByRole('heading', { name: 'Product lines' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'New product line' }).click();
  await expectPath(page, '/areacliente/linhaproduto');
  await page.getByRole('textbox', { name: /^Code/ }).fill(code.toLowerCase());
  await page.getByRole('textbox', { name: /^Description/ }).fill(lineName);
  await page.getByRole('textbox', { name: /^Colour/ }).fill('#0055B8');
  await page.getByRole('textbox', { name: /^Colour/ }).blur();
  await expect(page.getByLabel('Pick the colour')).toHaveValue('#0055b8');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product line saved.')).toBeVisible();
  await expectPath(page, /\/areacliente\/linhaproduto\/\d+$/);
  const linePath = new URL(page.url()).pathname;
  await expect(page.getByRole('textbox', { name: /^Code/ })).toHaveValue(code);

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('searchbox').fill(code);
  const lineRow = page.getByRole('table', { name: 'Product lines' }).getByRole('row').filter({ hasText: code });
  await expect(lineRow).toHaveCount(1);
  await expect(lineRow.getByText(lineName)).toBeVisible();

  await page.getByRole('link', { name: 'Categories' }).click();
  await expectPath(page, '/areacliente/categorias');
  await expect(page).toHaveURL(/rowsPerPage=100/);
  await expect(page.locator('.fui-Toast')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'New category' }).click();
  await expectPath(page, '/areacliente/categoria');
  await page.getByRole('textbox', { name: /^Description/ }).fill(categoryName);
  const lines = page.getByRole('combobox', { name: /^Product lines/ });
  await expect(lines).toBeEnabled();
  await lines.click();
  await page.getByRole('menuitemcheckbox', { name: `${lineName} (${code})` }).click();
  await page.keyboard.press('Escape');
  await expect(lines).toHaveText(new RegExp(lineName));
  await page.getByRole('button', { name: 'Add segment' }).click();
  await page.getByRole('textbox', { name: 'Segment 1' }).fill('Reserva');
  // The line's 'saved' toast may still be fading out, and axe reads a fading text as too faint.
  await expect(page.locator('.fui-Toast')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Category saved.')).toBeVisible();
  await expectPath(page, /\/areacliente\/categoria\/\d+$/);
  await expect(page.getByRole('textbox', { name: 'Segment 1' })).toHaveValue('Reserva');

  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('searchbox').fill(categoryName);
  const categoryRow = page
    .getByRole('table', { name: 'Categories' })
    .getByRole('row')
    .filter({ hasText: categoryName });
  await expect(categoryRow).toHaveCount(1);
  await expect(categoryRow.getByText(code)).toBeVisible();

  // The category uses the line: its delete is refused with error 547 and the user stays on it.
  await page.goto(linePath);
  await expect(page.getByRole('textbox', { name: /^Code/ })).toHaveValue(code);
  await page.getByRole('button', { name: 'Delete' }).click();
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'This product line is used by categories and cannot be removed.')).toBeVisible();
  await expectPath(page, linePath);

  // A product in the new category (issue 10 §10): the product form offers it, and the list shows the product in it.
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expectPath(page, '/areacliente/produtos');
  await page.getByRole('button', { name: 'New product' }).click();
  await expectPath(page, '/areacliente/produto');
  await page.getByRole('textbox', { name: /^Code/ }).fill(`P-${code}`);
  await page.getByRole('textbox', { name: /^Name/ }).fill(`Produto de teste ${run}`);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Reserva da linha de teste.');
  await page.getByLabel(/^Category/).selectOption({ label: categoryName });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Product saved.')).toBeVisible();
  await expectPath(page, /\/areacliente\/produto\/\d+$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await page.getByRole('searchbox').fill(`P-${code}`);
  const productRow = page
    .getByRole('table', { name: 'Products' })
    .getByRole('row')
    .filter({ hasText: `P-${code}` });
  await expect(productRow).toHaveCount(1);
  await expect(productRow.getByText(categoryName)).toBeVisible();
});
