/**
 * A promotion's public page (issue 24 §4), as anyone who follows its link sees it: from the customer's processing
 * page of a drawn demo promotion to /p/{reference}, on a phone and on a desktop, in Portuguese and in English — the
 * rules, the commitment, the frozen entry list's digest, the revealed seed and the winners, all checked with axe —
 * and the record it offers is one `pnpm verify-draw` confirms.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, signInAt } from './support';

const DRAWN_DEMO_PROMOTION = 'Sorteio Safra de Inverno';

test('the public page of a drawn promotion shows its rules and a draw anyone can check, in pt and en, phone and desktop', async ({
  page,
  browser,
}) => {
  await signInAt(page, '/areacliente/promocoes', 'customer');
  await page.getByRole('searchbox', { name: 'Search' }).fill(DRAWN_DEMO_PROMOTION);
  const row = page.getByRole('row').filter({ hasText: DRAWN_DEMO_PROMOTION });
  await row.getByRole('link', { name: `Details of ${DRAWN_DEMO_PROMOTION}` }).click();
  await page.getByRole('link', { name: 'Draw and winners' }).click();
  const audit = page.getByRole('region', { name: 'Draw anyone can audit' });
  const link = audit.getByRole('link', { name: "Open the promotion's public page" });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/p\/[A-Za-z0-9_-]{22}$/);
  await audit.screenshot({ path: test.info().outputPath('audit-panel.png') });
  const hashes = await audit.getByText(/^[0-9a-f]{64}$/).allInnerTexts();
  // The commitment, the list's digest and the seed come first, then the winners.
  const [commitment, digest, seed] = hashes;

  for (const [locale, width, height] of [
    ['pt-BR', 360, 740],
    ['en-US', 360, 740],
    ['pt-BR', 1280, 900],
    ['en-US', 1280, 900],
  ] as const) {
    // axe is injected as a script: the page's policy allows only its own files, so the check's context bypasses it.
    const context = await browser.newContext({ locale, viewport: { width, height }, bypassCSP: true });
    const visitor = await context.newPage();
    const response = await visitor.goto(href);
    expect(response?.status()).toBe(200);
    await expect(visitor.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(DRAWN_DEMO_PROMOTION);
    const text = await visitor.locator('body').innerText();
    for (const hash of [commitment, digest, seed]) expect(text).toContain(hash);
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    // Nothing is wider than the screen.
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await visitor.screenshot({ path: test.info().outputPath(`promotion-page-${locale}-${width}.png`), fullPage: true });

    if (locale === 'en-US' && width === 1280) {
      const [download] = await Promise.all([
        visitor.waitForEvent('download'),
        visitor.getByRole('link', { name: /draw record/i }).click(),
      ]);
      const saved = test.info().outputPath('public-draw.json');
      await download.saveAs(saved);
      const verdict = execFileSync('npx', ['tsx', 'apps/api/src/promotions/verify-draw.cli.ts', saved], {
        encoding: 'utf8',
      });
      expect(verdict).toContain(`promotion ${href.slice(3)}: the draw checks`);
    }
    await context.close();
  }
});
