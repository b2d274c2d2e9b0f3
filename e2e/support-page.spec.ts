import axe from 'axe-core';
import { expect, test } from '@playwright/test';
import { signInAt } from './support';

test.describe('help and support (issue 8 §9)', () => {
  // axe-core is injected as an inline script, which the pages' Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });

  test("the user menu's support link opens the page we ship, in the portal's language", async ({ page, context }) => {
    await signInAt(page, '/admin/parceiros', 'admin');
    await page.getByRole('button', { name: /^User menu/ }).click();
    const link = page.getByRole('menuitem', { name: 'Help and support' });
    await expect(link).toHaveAttribute('href', '/support/en');
    const [help] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await help.waitForLoadState();
    expect(new URL(help.url()).pathname).toBe('/support/en');
    await expect(help.getByRole('heading', { level: 1, name: 'Help and support' })).toBeVisible();

    await help.getByRole('link', { name: 'Português' }).click();
    await expect(help.getByRole('heading', { level: 1, name: 'Ajuda e suporte' })).toBeVisible();
    await expect(help.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await help.getByRole('link', { name: 'Español' }).click();
    await expect(help.getByRole('heading', { level: 1, name: 'Ayuda y soporte' })).toBeVisible();
    await help.addScriptTag({ content: axe.source });
    const serious = await help.evaluate(async () => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document);
      return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
    });
    expect(serious).toEqual([]);
  });
});
