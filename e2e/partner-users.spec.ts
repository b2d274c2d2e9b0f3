import { expect, test, type Page } from '@playwright/test';
import { expectPath, signInAt } from './support';

// 'Rastreio Brasil Tecnologia S.A.' is the second demo partner (apps/api/src/demo/demo-data.ts).
const PARTNER = 'Rastreio Brasil Tecnologia S.A.';

async function openPartnerUsers(page: Page): Promise<void> {
  await signInAt(page, `/admin/parceiros?searchText=${encodeURIComponent(PARTNER)}`, 'admin');
  await page.getByRole('link', { name: `Users of ${PARTNER}` }).click();
  await expectPath(page, /\/admin\/parceiro\/\d+\/usuarios/);
  await expect(page.getByRole('heading', { name: `Users of ${PARTNER}` })).toBeVisible();
}

/** A toast's text (screen readers get it too, from a live region: the first is the one on screen). */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function fillUser(page: Page, login: string, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'User', exact: true }).fill(login);
  await page.getByLabel('Name').fill('Pessoa de Teste');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
}

test.describe('partner users in the admin area', () => {
  test('a new partner user signs in with the one-time password, chooses a new one and lands in the partner area', async ({
    page,
    browser,
    context,
  }) => {
    const login = `e2e.user.${Date.now()}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openPartnerUsers(page);
    await page.getByRole('button', { name: 'New user' }).click();
    await expectPath(page, /\/admin\/parceiro\/\d+\/usuario$/);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'required field')).toBeVisible();
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, 'Enter a valid e-mail address, such as name@example.com.')).toBeVisible();

    await fillUser(page, login, `${login}@rastreio.example`);
    const dialog = page.getByRole('alertdialog', { name: 'Temporary password' });
    await expect(dialog).toBeVisible();
    const password = await dialog.getByRole('textbox', { name: 'Temporary password' }).inputValue();
    expect(password.length).toBeGreaterThanOrEqual(12);
    await expect(dialog).toContainText('It is shown only now and will not be shown again.');
    await expect(dialog).toContainText('At the first sign-in the user must choose a new password.');
    await expect(dialog).toContainText(/Valid until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(notice(page, 'Password copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expectPath(page, /\/admin\/parceiro\/\d+\/usuarios/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(login);
    await expect(page.getByRole('cell', { name: login, exact: true })).toBeVisible();

    // The new user, in a browser of their own.
    const theirs = await browser.newContext();
    const user = await theirs.newPage();
    await user.goto('/');
    await user.waitForURL(/\/idp\/interaction\//);
    await user.locator('input[name="username"]').fill(login);
    await user.locator('input[name="password"]').fill(password);
    await user.locator('button[type="submit"]').click();
    await expect(user.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    // The user name rides along for password managers only: hidden, not a stray unlabeled box (issue 8 §9).
    await expect(user.locator('input[name="username"]')).toBeHidden();
    await expect(user.locator('input:visible')).toHaveCount(2);
    const chosen = `Nova-senha-${Date.now()}`;
    await user.locator('input[name="newPassword"]').fill(chosen);
    await user.locator('input[name="confirmation"]').fill(`${chosen}-typo`);
    await user.locator('button[type="submit"]').click();
    await expect(user.getByText('Passwords do not match.')).toBeVisible();
    await user.locator('input[name="newPassword"]').fill(chosen);
    await user.locator('input[name="confirmation"]').fill(chosen);
    await user.locator('button[type="submit"]').click();
    await user.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/signin-oidc'));
    await expectPath(user, /\/areaparceiro/);
    await expect(user.getByRole('heading', { name: 'Customers' })).toBeVisible();
    await theirs.close();

    // The one-time password is spent: it signs in no more; the chosen one does.
    const later = await browser.newContext();
    const again = await later.newPage();
    await again.goto('/');
    await again.waitForURL(/\/idp\/interaction\//);
    await again.locator('input[name="username"]').fill(login);
    await again.locator('input[name="password"]').fill(password);
    await again.locator('button[type="submit"]').click();
    await expect(again.getByText('Login failed! Verify username and password.')).toBeVisible();
    await again.locator('input[name="password"]').fill(chosen);
    await again.locator('button[type="submit"]').click();
    await again.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/signin-oidc'));
    await expectPath(again, /\/areaparceiro/);
    await later.close();
  });

  test('an administrator issues a new one-time password: the user signs in with it and chooses a new one (issue 8 §8)', async ({
    page,
    browser,
  }) => {
    const login = `e2e.reissue.${Date.now()}`;
    await openPartnerUsers(page);
    await page.getByRole('button', { name: 'New user' }).click();
    await fillUser(page, login, `${login}@rastreio.example`);
    const first = page.getByRole('alertdialog', { name: 'Temporary password' });
    const firstPassword = await first.getByRole('textbox', { name: 'Temporary password' }).inputValue();
    await first.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(login);
    await page.getByRole('link', { name: `View ${login}` }).click();
    await expect(page.getByRole('textbox', { name: 'User', exact: true })).toHaveValue(login);

    await page.getByRole('button', { name: 'New one-time password' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Issue a new one-time password?' });
    await expect(asked).toContainText('every open session of this user ends');
    await asked.getByRole('button', { name: 'Issue' }).click();
    const shown = page.getByRole('alertdialog', { name: 'Temporary password' });
    await expect(shown).toContainText(`User ${login} has a new temporary password`);
    const fresh = await shown.getByRole('textbox', { name: 'Temporary password' }).inputValue();
    expect(fresh).not.toBe(firstPassword);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    // The first password signs in no more; the new one does, to choose a password of the user's own.
    const theirs = await browser.newContext();
    const user = await theirs.newPage();
    await user.goto('/');
    await user.waitForURL(/\/idp\/interaction\//);
    await user.locator('input[name="username"]').fill(login);
    await user.locator('input[name="password"]').fill(firstPassword);
    await user.locator('button[type="submit"]').click();
    await expect(user.getByText('Login failed! Verify username and password.')).toBeVisible();
    await user.locator('input[name="password"]').fill(fresh);
    await user.locator('button[type="submit"]').click();
    await expect(user.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const chosen = `Outra-senha-${Date.now()}`;
    await user.locator('input[name="newPassword"]').fill(chosen);
    await user.locator('input[name="confirmation"]').fill(chosen);
    await user.locator('button[type="submit"]').click();
    await user.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/signin-oidc'));
    await expectPath(user, /\/areaparceiro/);
    await theirs.close();
  });

  test('a username already in use is refused in words, and nothing typed is lost', async ({ page }) => {
    await openPartnerUsers(page);
    await page.getByRole('button', { name: 'New user' }).click();
    // 'partner' is the demo partner user (apps/api/src/demo/demo-data.ts).
    await fillUser(page, 'partner', 'someone@rastreio.example');
    await expect(notice(page, 'This username is already in use. Choose another one.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('someone@rastreio.example');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a stored user is view-only and is deleted after confirmation', async ({ page }) => {
    const login = `e2e.delete.${Date.now()}`;
    await openPartnerUsers(page);
    await page.getByRole('button', { name: 'New user' }).click();
    await fillUser(page, login, `${login}@rastreio.example`);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Done' }).click();

    await page.getByRole('searchbox', { name: 'Search' }).fill(login);
    await page.getByRole('link', { name: `View ${login}` }).click();
    await expectPath(page, /\/admin\/parceiro\/\d+\/usuario\/\d+$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(`${login}@rastreio.example`);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(notice(page, 'User removed.')).toBeVisible();
    await expectPath(page, /\/admin\/parceiro\/\d+\/usuarios/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(login);
    await expect(page.getByText('No records found.')).toBeVisible();
  });
});
