/**
 * A secure NFC tag tapped on a phone (issue 27 §4): a simulated NTAG 424 DNA chip of the demo's secure lot writes a
 * fresh URL at each tap; the shopper's page says the tag is genuine, and the same URL opened again — a copied link —
 * warns of a possible copy and says what to do. Each page records its scan, as a real tap's does. Checked with axe.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { parseHex, simulatedTag } from '../packages/secure-tags/src/index';
import { DEMO_SECURE_LOT } from '../apps/api/src/demo/demo-secure-lot';
import { seriousAxeViolations } from './support';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/** The demo lot's last chip: no other spec taps it. */
const chip = (baseURL: string) =>
  simulatedTag({
    lotUrl: `${baseURL}/s/${DEMO_SECURE_LOT.reference}`,
    mode: DEMO_SECURE_LOT.mode,
    metaReadKey: parseHex(DEMO_SECURE_LOT.metaReadKey)!,
    masterKey: parseHex(DEMO_SECURE_LOT.masterKey)!,
    uid: parseHex(DEMO_SECURE_LOT.uids[DEMO_SECURE_LOT.uids.length - 1]!)!,
  });

async function openOnPhone(browser: Browser, url: string, locale: string): Promise<Page> {
  // axe is injected as a script: the page's policy allows only its own files, so the check's context bypasses it.
  const context = await browser.newContext({ ...PHONE, locale, bypassCSP: true });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  // The page has sent its scan and had the answer: the tap is recorded.
  await expect(page.locator('body')).toHaveAttribute('data-scan-recorded', 'true');
  return page;
}

test('a tap of a secure tag shows it genuine; the same link opened again warns of a possible copy', async ({
  browser,
  baseURL,
}) => {
  const tag = chip(baseURL!);
  const tapped = tag.tap();

  const first = await openOnPhone(browser, tapped, 'en-US');
  await expect(first.locator('main')).toHaveAttribute('data-authenticity', 'genuine');
  await expect(first.getByRole('status').filter({ hasText: 'Genuine tag' })).toBeVisible();
  await expect(first.locator('#authenticity-copy')).toBeHidden();
  expect(await seriousAxeViolations(first)).toEqual([]);
  await first.context().close();

  const copy = await openOnPhone(browser, tapped, 'en-US');
  await expect(copy.locator('main')).toHaveAttribute('data-authenticity', 'replayed');
  const warning = copy.getByRole('alert').filter({ hasText: 'Possible copy' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Hold your phone to the tag again');
  await expect(copy.locator('#authenticity-genuine')).toBeHidden();
  expect(await seriousAxeViolations(copy)).toEqual([]);
  await copy.context().close();

  // The next tap of the real chip is genuine again, in the shopper's language.
  const next = await openOnPhone(browser, tag.tap(), 'pt-BR');
  await expect(next.locator('main')).toHaveAttribute('data-authenticity', 'genuine');
  await expect(next.getByRole('status').filter({ hasText: 'Etiqueta autêntica' })).toBeVisible();
  await next.context().close();
});

test('a link whose signature was tampered with is “resource not found”, however it was changed', async ({
  browser,
  baseURL,
}) => {
  const tapped = chip(baseURL!).tapAt(500);
  const forged = tapped.replace(/c=([0-9A-F])/, (_, digit: string) => `c=${digit === '0' ? '1' : '0'}`);
  const context = await browser.newContext({ ...PHONE, locale: 'en-US' });
  const page = await context.newPage();
  const response = await page.goto(forged);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Resource not found')).toBeVisible();
  await expect(page.locator('main')).toHaveAttribute('data-authenticity', 'invalid');
  await context.close();
});
