import { expect, test } from '@playwright/test';
import { expectPath, signInAt } from './support';

test('a wrong password shows the spec message and keeps the visitor on the sign-in page', async ({ page }) => {
  await page.goto('/admin/parceiros');
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('wrong-password');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('Login failed! Verify username and password.')).toBeVisible();
  await expect(page.locator('input[name="username"]')).toHaveValue('admin');
});

test('the wanted location is kept through sign-in', async ({ page }) => {
  await signInAt(page, '/admin/parceiros?page=1&rowsPerPage=10', 'admin');
  await expectPath(page, /\/admin\/parceiros\?.*page=1/);
  await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
});

test('the root sends the administrator to the admin area', async ({ page }) => {
  await signInAt(page, '/', 'admin');
  await expectPath(page, /\/admin(\/|$|\?)/);
});

test('a partner user sees not-permission on the admin partner list, at that address, in the partner shell', async ({
  page,
}) => {
  await signInAt(page, '/admin/parceiros', 'partner');
  await expect(page.getByText('You are not allowed to access this system feature.')).toBeVisible();
  await expectPath(page, '/admin/parceiros');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Customers')).toBeVisible();
});

test('an unknown path shows not-found at the address typed, answered 404, and Back goes back (issue 8 §6)', async ({
  page,
}) => {
  await signInAt(page, '/admin/parceiros', 'admin');
  await expect(page.getByRole('heading', { name: 'Partners' })).toBeVisible();
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('System resource does not exist.')).toBeVisible();
  await expectPath(page, '/no/such/page');
  await page.getByRole('button', { name: 'Back' }).click();
  await expectPath(page, '/admin/parceiros');
});

test('exit signs the user out and a protected page asks for sign-in again', async ({ page }) => {
  await signInAt(page, '/admin/parceiros', 'admin');
  await page.getByRole('button', { name: /admin/i }).click();
  await page.getByRole('menuitem', { name: 'Exit' }).click();
  // Signed out of the identity provider too: the portal's root asks for sign-in again.
  await page.waitForURL(/\/idp\/interaction\//);
  await page.goto('/admin/parceiros');
  await page.waitForURL(/\/idp\/interaction\//);
});
