import { expect, test, type Page } from '@playwright/test';
import { signInAt } from './support';

/** The session's tokens as oidc-client-ts keeps them for the tab. */
async function storedAccessToken(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : undefined;
  });
}

test('the session renews silently before the token expires and calls keep working', async ({ page }) => {
  // The page's clock is the test's: time is moved on rather than waited for. playwright.config.ts gives tokens 320 s
  // and the portal renews 300 s before expiry, so moving 30 s past sign-in brings the renewal due.
  await page.clock.install();
  await signInAt(page, '/admin/parceiros', 'admin');
  await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
  const first = await storedAccessToken(page);
  expect(first).toBeTruthy();

  await page.clock.fastForward(30_000);
  // The renewal goes to the server and back in a hidden frame: wait for its new token, the signal it is done.
  await expect.poll(() => storedAccessToken(page)).not.toBe(first);
  await expect(page).toHaveURL(/\/admin\/parceiros/);

  await page.getByRole('link', { name: 'Partners' }).click();
  await page.goto('/admin/parceiros?page=1');
  await expect(page.getByRole('row')).toHaveCount(11);
});
