/**
 * One language everywhere (issue 8 §5): the language chosen on the sign-in page is the portal's after sign-in, and the
 * portal's is the sign-in page's after sign-out. The browser speaks Portuguese, so neither English nor Spanish is
 * anybody's default here; numbers follow the language (the partner's tag list counts more than a thousand tags).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

test.use({ locale: 'pt-BR' });

/** The `ui_locales` of every authorization request the portal sends the browser to. */
function watchAuthorizations(page: Page): (string | null)[] {
  const asked: (string | null)[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/idp/auth') asked.push(url.searchParams.get('ui_locales'));
  });
  return asked;
}

async function submitSignIn(page: Page, username: string): Promise<void> {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
}

const tagTotal = (page: Page) => page.getByText(/^Total: /);

test('English chosen on the sign-in page is the portal’s language after sign-in', async ({ page }) => {
  const asked = watchAuthorizations(page);
  await page.goto('/areaparceiro/tags/');
  await page.waitForURL(/\/idp\/interaction\//);
  // The portal started in the browser's Portuguese and asked the sign-in page for it.
  expect(asked).toEqual(['pt']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await submitSignIn(page, 'partner');

  await page.waitForURL(/\/areaparceiro\/tags/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^EN, Language: English/ })).toBeVisible();
  await expect(tagTotal(page)).toHaveText(/^Total: \d{1,3}(,\d{3})+$/);

  // Kept: the next visit opens in English too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
});

test('Spanish chosen in the portal is the sign-in page’s language after sign-out', async ({ page }) => {
  const asked = watchAuthorizations(page);
  await page.goto('/areaparceiro/tags/');
  await page.waitForURL(/\/idp\/interaction\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar');
  await submitSignIn(page, 'partner');

  // Nobody picked a language: the portal speaks what the sign-in page spoke.
  await page.waitForURL(/\/areaparceiro\/tags/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(tagTotal(page)).toHaveText(/^Total: \d{1,3}(\.\d{3})+$/);

  await page.getByRole('button', { name: /^PT, Idioma/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Etiquetas', level: 1 })).toBeVisible();
  await expect(tagTotal(page)).toHaveText(/^Total: \d{1,3}(\.\d{3})+$/);

  await page.getByRole('button', { name: /partner/i }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();

  // Signed out, the portal sends the visitor to sign in again: in Spanish.
  await page.waitForURL(/\/idp\/interaction\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  await expect(page.getByLabel('Usuario')).toBeVisible();
  expect(asked.at(-1)).toBe('es');

  // The sign-in page remembers it even when a request does not say (a bookmark, another tab).
  await page.goto('/idp/interaction/expired');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
