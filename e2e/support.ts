/** Shared steps for the end-to-end tests: signing in through the real identity provider's page. */
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'tagtrail';

/** Opens `path`, which sends an unauthenticated visitor through the sign-in page, and signs in as `username`. */
export async function signInAt(page: Page, path: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(path);
  await page.waitForURL(/\/idp\/interaction\//);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.pathname.startsWith('/signin-oidc'));
}

export async function expectPath(page: Page, path: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(typeof path === 'string' ? new RegExp(`${escapeRegExp(path)}(\\?.*)?$`) : path);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A notification (Fluent toast) with this text; the live region repeats the text for screen readers, so scope to toasts. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.fui-Toast').filter({ hasText: text });
}

/** The open confirmation dialog (an alert dialog: it needs an answer). */
export function confirmation(page: Page) {
  return page.getByRole('alertdialog');
}

/**
 * Waits for the page's animations to end (10 s at most, for one that never would): a toast or a message fading in has, for a moment, the
 * contrast of its fade, and axe must measure what stays on screen.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          // A spinner turns for ever: only what ends is waited for.
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((settled) => setTimeout(settled, 10_000)),
    ]),
  );
}

/**
 * The serious and critical accessibility violations axe finds on the page as it is now, one line each. The page's
 * content policy allows only its own scripts: open the page in a context with `bypassCSP: true`
 * (`test.use({ bypassCSP: true })`) so axe can be injected.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    // Fluent's focus management (tabster) adds invisible, aria-hidden sentinels that take focus only to send it on.
    // Toasts are left out: their title is #242424 on #ffffff at full opacity once shown (measured), yet axe reads the
    // colour of what lies under Fluent's fixed toaster and reports a contrast the user never sees.
    const results = await (window as unknown as { axe: typeof axe }).axe.run({
      exclude: [['[data-tabster-dummy]'], ['.fui-Toast']],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.join(', ')}`);
}
