import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt } from './support';

/** A toast's text (screen readers get it too, from a live region: the first is the one on screen). */
const notice = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Signs in as `login` in a browser of its own; answers whether the sign-in page took the password. */
async function passwordSignsIn(browser: Browser, login: string, password: string): Promise<boolean> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator('input[name="username"]').fill(login);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  const failed = page.getByText('Login failed! Verify username and password.');
  const choose = page.getByRole('heading', { name: 'Choose a new password' });
  await expect(failed.or(choose)).toBeVisible();
  const signedIn = await choose.isVisible();
  await context.close();
  return signedIn;
}

// axe is injected as an inline script, which the portal's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

test.describe('sales points in the customer area (issue 10 §7)', () => {
  test('a customer creates a sales point, sees its one-time password, and resets it', async ({ page, browser }) => {
    const login = `e2e.loja.${Date.now()}`;
    await signInAt(page, '/areacliente/pontovendas', 'customer');
    await expect(page.getByRole('heading', { name: 'Sales points' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sales points' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'New sales point' }).click();
    await expectPath(page, '/areacliente/pontovenda');
    await page.getByRole('textbox', { name: 'User', exact: true }).fill(login);
    await page.getByLabel('Name').fill('Loja de Teste');
    await page.getByLabel('E-mail').fill(`${login}@loja.example`);
    await page.getByRole('button', { name: 'Save' }).click();
    const created = page.getByRole('alertdialog', { name: 'Temporary password' });
    await expect(created).toContainText('It is shown only now and will not be shown again.');
    const first = await created.getByRole('textbox', { name: 'Temporary password' }).inputValue();
    expect(first).toMatch(/^[A-Za-z2-9]{16}$/);
    await created.getByRole('button', { name: 'Done' }).click();
    await expectPath(page, '/areacliente/pontovendas');

    await page.getByRole('searchbox', { name: 'Search' }).fill(login);
    await expect(page.getByRole('cell', { name: login, exact: true })).toBeVisible();
    await page.getByRole('link', { name: `Edit ${login}` }).click();
    await expect(page.getByRole('textbox', { name: 'User', exact: true })).toHaveValue(login);
    // spec B §5: usuario and email read-only when editing.
    await expect(page.getByRole('textbox', { name: 'User', exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly', '');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Reset password' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Reset the password?' });
    await expect(asked).toContainText('every open session of this sales point ends');
    await asked.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(notice(page, 'The password was reset.')).toBeVisible();
    const shown = page.getByRole('alertdialog', { name: 'Temporary password' });
    await expect(shown).toContainText(`User ${login} has a new temporary password`);
    const fresh = await shown.getByRole('textbox', { name: 'Temporary password' }).inputValue();
    expect(fresh).not.toBe(first);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();

    // The old one-time password signs in no more; the new one does, to choose a password.
    expect(await passwordSignsIn(browser, login, first)).toBe(false);
    expect(await passwordSignsIn(browser, login, fresh)).toBe(true);
  });
});
