/**
 * The Partner area's customer screens end to end, as the demo `partner` (spec A §2, §5, §8; issue 9 points 1-3, 9):
 * the shell, a customer with a single-reading message created, edited and deleted, a customer user created with its
 * one-time password, and a new customer user changing their password.
 */
import { expect, test, type Page } from '@playwright/test';
import { confirmation, expectPath, signInAt, toast } from './support';

/** A code no earlier run used: codes are unique within the partner. */
const uniqueCode = () => `E2E${Date.now().toString(36).toUpperCase()}`;

async function createCustomer(page: Page, code: string, name: string): Promise<void> {
  await page.goto('/areaparceiro/clientes');
  await page.getByRole('button', { name: 'New customer' }).click();
  await expectPath(page, '/areaparceiro/cliente/');
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /\/areaparceiro\/cliente\/\d+$/);
}

test.describe('partner area: shell and customers', () => {
  test('the shell: customer list at the base, the side menu, the partner title, not-found inside', async ({ page }) => {
    await signInAt(page, '/areaparceiro', 'partner');
    await expectPath(page, '/areaparceiro/clientes');
    await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Partner');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const entry of ['Customers', 'Lots', 'Tags'])
      await expect(menu.getByText(entry, { exact: true })).toBeVisible();
    // The demo partner's customers (apps/api/src/demo/demo-customers.ts).
    await expect(page.getByRole('cell', { name: 'Vinícola Aurora do Vale', exact: true })).toBeVisible();

    await page.goto('/areaparceiro/clientes?page=0&rowsPerPage=10&searchText=caf');
    await expect(page.getByRole('cell', { name: 'Café Serra da Mantiqueira', exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Vinícola Aurora do Vale', exact: true })).toHaveCount(0);

    await menu.getByText('Customers', { exact: true }).click();
    await expectPath(page, '/areaparceiro/clientes');

    // An unknown screen: not found inside the shell, at the address typed (issue 8 §6).
    await page.goto('/areaparceiro/no-such-screen');
    await expect(page.getByText('System resource does not exist.')).toBeVisible();
    await expectPath(page, '/areaparceiro/no-such-screen');
    await expect(menu.getByText('Customers', { exact: true })).toBeVisible();
  });

  test('a customer with a single-reading message: created, kept, edited with its code locked, deleted', async ({
    page,
  }) => {
    const code = uniqueCode();
    await signInAt(page, '/areaparceiro/clientes', 'partner');
    await page.getByRole('button', { name: 'New customer' }).click();
    await expectPath(page, '/areaparceiro/cliente/');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'required field')).toBeVisible();

    await page.getByLabel('Code').fill(code);
    await page.getByLabel('Name').fill('Destilaria Teste Ponta a Ponta');
    // The default twelve zeros mean "not given": the field starts blank.
    await expect(page.getByLabel(/^Tax id/)).toHaveValue('');
    await page.getByRole('switch', { name: 'Exclusive customer' }).check();
    await page.getByRole('switch', { name: 'Single reading' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    const noMessage = 'With single reading on, write the message in at least one language.';
    await expect(toast(page, noMessage)).toBeVisible();

    await page.getByLabel('Message in Portuguese').fill('Esta garrafa já foi lida.');
    await page.getByLabel('Message in Spanish').fill('Esta botella ya fue leída.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Customer data saved.')).toBeVisible();
    await expectPath(page, /\/areaparceiro\/cliente\/\d+$/);

    // Reloaded from the server: the messages came back from the JSON map, the code is locked.
    await page.reload();
    await expect(page.getByLabel('Message in Portuguese')).toHaveValue('Esta garrafa já foi lida.');
    await expect(page.getByLabel('Message in English')).toHaveValue('');
    await expect(page.getByLabel('Message in Spanish')).toHaveValue('Esta botella ya fue leída.');
    await expect(page.getByRole('switch', { name: 'Exclusive customer' })).toBeChecked();
    await expect(page.getByLabel('Code')).toHaveAttribute('readonly', '');
    await expect(page.getByText('The code cannot be changed.')).toBeVisible();

    await page.getByLabel('Name').fill('Destilaria Teste (editada)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Customer data saved.').last()).toBeVisible();

    // A second customer with the same code, letter case aside: refused in words.
    const firstUrl = page.url();
    await page.goto('/areaparceiro/cliente/');
    await page.getByLabel('Code').fill(code.toLowerCase());
    await page.getByLabel('Name').fill('Outro');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Another customer already has this code.')).toBeVisible();
    await expectPath(page, '/areaparceiro/cliente/');

    await page.goto(firstUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmation(page)).toContainText('Destilaria Teste (editada)');
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Customer removed.')).toBeVisible();
    await expectPath(page, '/areaparceiro/clientes');
    await page.getByRole('searchbox', { name: 'Search' }).fill(code);
    await expect(page.getByText('No records found.')).toBeVisible();
  });

  test('a customer user: created with its one-time password shown once, keeps its customer in use, deleted', async ({
    page,
  }) => {
    const code = uniqueCode();
    const login = `e2e.cliente.${Date.now()}`;
    await signInAt(page, '/areaparceiro/clientes', 'partner');
    await createCustomer(page, code, 'Cliente com Usuário');
    const customerUrl = page.url();

    await page.goto('/areaparceiro/clientes');
    await page.getByRole('searchbox', { name: 'Search' }).fill(code);
    await page.getByRole('link', { name: 'Users of Cliente com Usuário' }).click();
    await expectPath(page, /\/areaparceiro\/cliente\/\d+\/usuarios/);
    await expect(page.getByRole('heading', { name: 'Users of Cliente com Usuário' })).toBeVisible();
    await expect(page.getByText('No records found.')).toBeVisible();

    await page.getByRole('button', { name: 'New user' }).click();
    await page.getByRole('textbox', { name: 'User', exact: true }).fill(login);
    await page.getByLabel('Name').fill('Pessoa Cliente');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Enter a valid e-mail address, such as name@example.com.')).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`${login}@cliente.example`);
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Temporary password' });
    await expect(dialog).toBeVisible();
    const password = await dialog.getByRole('textbox', { name: 'Temporary password' }).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(dialog).toContainText('It is shown only now and will not be shown again.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectPath(page, /\/areaparceiro\/cliente\/\d+\/usuarios/);
    await expect(page.getByRole('cell', { name: login, exact: true })).toBeVisible();

    // A customer with users is in use: the server's message, and the user stays on the customer.
    await page.goto(customerUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'This customer still has users, products or lots and cannot be removed.')).toBeVisible();
    await expect(confirmation(page)).toHaveCount(0);
    await expectPath(page, customerUrl.replace(/^https?:\/\/[^/]+/, ''));

    // The stored user is read-only and can only be deleted; then the customer can go.
    await page.goto(`${customerUrl}/usuarios`);
    await page.getByRole('link', { name: `View ${login}` }).click();
    await expect(page.getByText('A stored user cannot be changed, only deleted.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'User removed.')).toBeVisible();
    await expectPath(page, /\/usuarios$/);

    await page.goto(customerUrl);
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmation(page).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Customer removed.')).toBeVisible();
  });

  test('a new customer user signs in with the one-time password, then changes the password and signs in with it', async ({
    page,
    browser,
  }) => {
    const login = `e2e.senha.${Date.now()}`;
    await signInAt(page, '/areaparceiro/clientes', 'partner');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Aurora');
    await page.getByRole('link', { name: 'Users of Vinícola Aurora do Vale' }).click();
    await page.getByRole('button', { name: 'New user' }).click();
    await page.getByRole('textbox', { name: 'User', exact: true }).fill(login);
    await page.getByLabel('Name').fill('Pessoa Senha');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(`${login}@cliente.example`);
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Temporary password' });
    const temporary = await dialog.getByRole('textbox', { name: 'Temporary password' }).inputValue();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const theirs = await browser.newContext();
    const user = await theirs.newPage();
    await user.goto('/');
    await user.waitForURL(/\/idp\/interaction\//);
    await user.locator('input[name="username"]').fill(login);
    await user.locator('input[name="password"]').fill(temporary);
    await user.locator('button[type="submit"]').click();
    const first = `Primeira-${Date.now()}`;
    await user.locator('input[name="newPassword"]').fill(first);
    await user.locator('input[name="confirmation"]').fill(first);
    await user.locator('button[type="submit"]').click();
    await user.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/signin-oidc'));
    await expectPath(user, /\/areacliente/);

    await user.getByRole('button', { name: new RegExp(`User menu: ${login}`) }).click();
    await user.getByRole('menuitem', { name: 'Change password' }).click();
    await expectPath(user, '/areacliente/password');
    await expect(user.getByRole('heading', { name: 'Change password' })).toBeVisible();

    const chosen = `Segunda-${Date.now()}`;
    await user.getByLabel('Current password').fill('not-my-password');
    await user.getByLabel(/^New password/).fill(chosen);
    await user.getByLabel('Confirm the new password').fill(`${chosen}-typo`);
    await user.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(user, 'Passwords do not match.')).toBeVisible();
    await user.getByLabel('Confirm the new password').fill(chosen);
    await user.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(user, 'Invalid password.')).toBeVisible();

    await user.getByLabel('Current password').fill(first);
    await user.getByRole('button', { name: 'Change password' }).click();
    // Success signs out: the identity provider asks for sign-in again.
    await user.waitForURL(/\/idp\/interaction\//);
    await user.locator('input[name="username"]').fill(login);
    await user.locator('input[name="password"]').fill(chosen);
    await user.locator('button[type="submit"]').click();
    await user.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/signin-oidc'));
    await expectPath(user, /\/areacliente/);
    await theirs.close();
  });
});
