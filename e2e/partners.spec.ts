import { expect, test } from '@playwright/test';
import { confirmation, expectPath, signInAt, toast } from './support';

test.describe('partners in the admin area', () => {
  test.beforeEach(async ({ page }) => {
    await signInAt(page, '/admin/parceiros', 'admin');
    await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
  });

  test('pages through the list with the URL', async ({ page }) => {
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(11); // header + 10 rows, the default page size
    const firstPageFirst = await rows.nth(1).innerText();

    await page.goto('/admin/parceiros?page=1&rowsPerPage=10');
    await expect(rows).toHaveCount(11);
    await expect(rows.nth(1)).not.toHaveText(firstPageFirst);

    await page.goto('/admin/parceiros?page=0&rowsPerPage=25');
    await expect(rows).toHaveCount(26);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expectPath(page, /page=1/);
  });

  test('searches through the URL and the search box', async ({ page }) => {
    const firstName = (await page.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim();
    await page.goto(`/admin/parceiros?searchText=${encodeURIComponent(firstName)}`);
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText(firstName);

    await page.goto('/admin/parceiros');
    await page.getByRole('searchbox', { name: 'Search' }).fill('no partner has this name');
    await expectPath(page, /searchText=no(\+|%20)partner/);
    await expect(page.getByText('No records found')).toBeVisible();
  });

  test('creates, edits and deletes a partner', async ({ page }) => {
    const name = `E2E Partner ${Date.now()}`;
    await page.getByRole('button', { name: 'New Partner' }).click();
    await expectPath(page, /\/admin\/parceiro\/?$/);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'required field')).toBeVisible();

    await page.getByLabel('Name').fill(name);
    // A CNPJ whose check digits are wrong is refused in words under the field (issue 8 §7).
    await page.getByLabel('Tax id').fill('12.345.678/0001-90');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Tax id')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^Enter a valid CNPJ/).first()).toBeVisible();
    await page.getByLabel('Tax id').fill('12345678000195');
    await page.getByLabel('Name').click();
    await expect(page.getByLabel('Tax id')).toHaveValue('12.345.678/0001-95');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Partner data saved.')).toBeVisible();
    await expectPath(page, /\/admin\/parceiro\/\d+$/);

    await page.getByLabel('Name').fill(`${name} edited`);
    // The first save's toast may still show on a slow machine: this save's is the one asked for.
    await expect(toast(page, 'Partner data saved.')).toBeHidden({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Partner data saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue(`${name} edited`);

    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Partner removed.')).toBeVisible();
    await expectPath(page, /\/admin\/parceiros/);
    await page.goto(`/admin/parceiros?searchText=${encodeURIComponent(name)}`);
    await expect(page.getByText('No records found')).toBeVisible();
  });

  test('refuses to delete a partner that still has users', async ({ page }) => {
    // 'Etiquetas Paulistas Ltda' is the demo partner the `partner` user belongs to (apps/api/src/demo/demo-data.ts).
    await page.goto('/admin/parceiros?searchText=Etiquetas%20Paulistas');
    await page.getByRole('row').nth(1).getByRole('link', { name: /edit/i }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, /cannot be removed/i)).toBeVisible();
    await expectPath(page, /\/admin\/parceiro\/\d+$/);
  });

  test('warns before leaving a form with unsaved changes', async ({ page }) => {
    await page.getByRole('button', { name: 'New Partner' }).click();
    await page.getByLabel('Name').fill('Not saved yet');

    await page.getByRole('navigation').getByRole('link', { name: 'Partners' }).click();
    await expect(confirmation(page)).toContainText('You have unsaved changes.');
    await confirmation(page).getByRole('button', { name: 'Stay' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Not saved yet');

    await page.getByRole('navigation').getByRole('link', { name: 'Partners' }).click();
    await confirmation(page).getByRole('button', { name: 'Leave' }).click();
    await expectPath(page, '/admin/parceiros');
  });

  test('asks on the browser’s back and forward too, with Stay as the answer Enter gives (issue 8 §4)', async ({
    page,
  }) => {
    const back = () => page.evaluate(() => history.back());
    const forward = () => page.evaluate(() => history.forward());
    const newPartnerForm = /\/admin\/parceiro\/?$/;
    await page.getByRole('button', { name: 'New Partner' }).click();
    await expectPath(page, newPartnerForm);
    await page.getByLabel('Name').fill('Not saved yet');

    // Back: the question; Stay (focused, so Enter stays) keeps the page, its address and what was typed.
    await back();
    await expect(confirmation(page)).toContainText('You have unsaved changes.');
    await expect(confirmation(page).getByRole('button', { name: 'Stay' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirmation(page)).toBeHidden();
    await expectPath(page, newPartnerForm);
    await expect(page.getByLabel('Name')).toHaveValue('Not saved yet');

    // Back again, and leave: the list.
    await back();
    await confirmation(page).getByRole('button', { name: 'Leave' }).click();
    await expectPath(page, '/admin/parceiros');

    // Forward to the form goes without a question while nothing is typed; typed into, forward asks too.
    await forward();
    await expectPath(page, newPartnerForm);
    await page.getByRole('navigation').getByRole('link', { name: 'Partners' }).click();
    await expectPath(page, '/admin/parceiros');
    await back();
    await expectPath(page, newPartnerForm);
    await page.getByLabel('Name').fill('Typed again');
    await forward();
    await expect(confirmation(page)).toContainText('You have unsaved changes.');
    await confirmation(page).getByRole('button', { name: 'Stay' }).click();
    await expectPath(page, newPartnerForm);
    await expect(page.getByLabel('Name')).toHaveValue('Typed again');
    await forward();
    await confirmation(page).getByRole('button', { name: 'Leave' }).click();
    await expectPath(page, '/admin/parceiros');
  });

  test('switches the language and keeps the choice', async ({ page }) => {
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitemradio', { name: 'Português' }).click();
    await expect(page.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Parceiros' })).toBeVisible();
  });
});
