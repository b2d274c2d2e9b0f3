/**
 * The public tag page on a phone (issue 12): a shopper opens a demo tag's link and sees its product, lot and dates at
 * once, in their language; the page records the scan with the position when it is given, and with 0,0 when it is
 * refused; an unknown tag says 'resource not found'. Checked with axe.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { seriousAxeViolations, signInAt } from './support';

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } as const;

/**
 * The link of a demo tag in a customer lot: the first code of a QrCode lot that went to a product (the demo puts the
 * first 40% of such a lot's tags in a customer lot), from the partner's QR download.
 */
async function demoTagPath(
  browser: Browser,
  format: 'Tagtrail links (/t/…)' | 'GS1 Digital Link' = 'Tagtrail links (/t/…)',
): Promise<string> {
  const page = await browser.newPage();
  await signInAt(page, '/areaparceiro/lotes', 'partner');
  const rows = page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const lot = rows.filter({ hasText: 'QrCode' }).filter({ hasNotText: '—' }).first();
  await lot.getByRole('button', { name: /^Download the QR codes of lot / }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  const firstLine = (await readFile((await download.path())!, 'utf8')).split('\n')[0]!;
  await page.close();
  return new URL(firstLine).pathname;
}

async function phonePage(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  // axe is injected as a script: the page's policy allows only its own files, so the check's context bypasses it.
  const context = await browser.newContext({ ...PHONE, bypassCSP: true, ...options });
  return context.newPage();
}

test.describe('the public tag page', () => {
  let tagPath = '';
  let tagId = '';
  test.beforeAll(async ({ browser }) => {
    tagPath = await demoTagPath(browser);
    tagId = tagPath.replace('/t/', '');
  });

  test('in Portuguese, with the position given: the product at once, the scan recorded where the phone is', async ({
    browser,
  }) => {
    const page = await phonePage(browser, {
      locale: 'pt-BR',
      permissions: ['geolocation'],
      geolocation: { latitude: -23.5505, longitude: -46.6333 },
    });
    const recorded = page.waitForRequest((request) => request.url().endsWith('/api/appless/leituras'));
    const response = await page.goto(tagPath);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByText('Lote', { exact: true })).toBeVisible();
    await expect(page.getByText('Fabricação', { exact: true })).toBeVisible();
    await expect(page.getByText(tagId, { exact: true })).toBeVisible();
    const body = JSON.parse((await recorded).postData() ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ latitude: -23.5505, logintude: -46.6333 });
    expect(String(body.code)).toMatch(new RegExp(`/t/${tagId}$`));
    await expect(page.locator('body')).toHaveAttribute('data-scan-recorded', 'true');
    await page.screenshot({ path: test.info().outputPath('tag-page-pt.png'), fullPage: true });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('a GS1 Digital Link QR code of the same lot opens that tag page and records the scan (issue 29)', async ({
    browser,
  }) => {
    const linkPath = await demoTagPath(browser, 'GS1 Digital Link');
    // The demo's products carry GTINs: the first code is a Digital Link, its serial the QR id's short form.
    expect(linkPath).toMatch(/^\/01\/\d{14}\/(10\/[^/]+\/)?21\/[A-Za-z0-9_-]{20}$/);
    const page = await phonePage(browser, {
      locale: 'en-US',
      permissions: ['geolocation'],
      geolocation: { latitude: 38.7223, longitude: -9.1393 },
    });
    const recorded = page.waitForRequest((request) => request.url().endsWith('/api/appless/leituras'));
    const response = await page.goto(linkPath);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(tagPath);
    await expect(page.getByText(tagId, { exact: true })).toBeVisible();
    expect(JSON.parse((await recorded).postData() ?? '{}')).toMatchObject({ latitude: 38.7223, logintude: -9.1393 });
    await expect(page.locator('body')).toHaveAttribute('data-scan-recorded', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('in English, with the position refused: the scan is recorded at 0,0', async ({ browser }) => {
    const page = await phonePage(browser, { locale: 'en-US', permissions: [] });
    const recorded = page.waitForRequest((request) => request.url().endsWith('/api/appless/leituras'));
    await page.goto(tagPath);
    await expect(page.getByText('Manufacturer', { exact: true })).toBeVisible();
    expect(JSON.parse((await recorded).postData() ?? '{}')).toMatchObject({ latitude: 0, logintude: 0 });
    await expect(page.locator('body')).toHaveAttribute('data-scan-recorded', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("an unknown tag says 'resource not found' with 404, and records nothing", async ({ browser }) => {
    const page = await phonePage(browser, { locale: 'pt-BR' });
    let scans = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/appless/leituras')) scans++;
    });
    const response = await page.goto('/t/0000000000000000000000000000dead');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('status')).toHaveText('Recurso não encontrado');
    await page.waitForLoadState('networkidle');
    expect(scans).toBe(0);
  });
});
