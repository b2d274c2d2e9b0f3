/**
 * An administrator changes its own password in the portal as the other roles do (issue 25 §1): the user menu's
 * entry leads to the form inside the admin area, checked with axe; a wrong current password is refused and changes
 * nothing. (The change itself, and the first administrator made by `tagtrail admin create`, are proven over HTTP in
 * apps/api/test/tagtrail-cli.test.ts: the shared demo administrator keeps its password for the other specs.)
 */
import { expect, test } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

// axe is injected as a script, which the portal's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

test('an administrator reaches the change-password form from the user menu, and a wrong password is refused', async ({
  page,
}) => {
  await signInAt(page, '/admin/lotes', 'admin');
  await page.getByRole('button', { name: /User menu: admin/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  await expectPath(page, '/admin/password');
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel(/^New password/).fill('Outra-senha-do-admin-2027');
  await page.getByLabel('Confirm the new password').fill('Outra-senha-do-admin-2027');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Invalid password.')).toBeVisible();
  await expectPath(page, '/admin/password');
});
