/**
 * The customer's dashboard end to end (issue 14 §4): `customer` lands on it with the demo figures — the three cards,
 * the charts with their text alternatives, the top countries and the map of the latest readings — axe-clean; then
 * a shopper's phone scans one of the customer's tags through the public page, and after a refresh the dashboard
 * counts it: the 15-minute card, the operating system's bar, the country and the product pie.
 */
import { expect, test, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations, signInAt } from './support';

// axe is injected as an inline script, which the portal's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

const ANDROID_PHONE: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  locale: 'en-US',
  permissions: ['geolocation'],
  // São Paulo: the offline geocoder puts the scan in Brazil.
  geolocation: { latitude: -23.5505, longitude: -46.6333 },
  bypassCSP: true,
};

/** A number as the English interface writes it ('1,234'). */
const numberIn = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

/** The figure of the card labelled `label`. */
async function cardFigure(page: Page, label: string): Promise<number> {
  const card = page.getByRole('region', { name: 'Summary' }).locator('.fui-Card').filter({ hasText: label });
  await expect(card.getByText(/^\d[\d,]*$/)).toBeVisible();
  return numberIn(await card.getByText(/^\d[\d,]*$/).textContent());
}

/** A chart's text alternative as [name, value] rows (the table a screen reader reads). */
async function tableRows(table: Locator): Promise<[string, string][]> {
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const out: [string, string][] = [];
  for (let index = 0; index < count; index++) {
    const row = rows.nth(index);
    out.push([(await row.locator('th').textContent()) ?? '', (await row.locator('td').textContent()) ?? '']);
  }
  return out;
}

/** Readings of a country in the top-countries list (the count a screen reader hears before the share). */
async function countryReadings(page: Page, country: string): Promise<number> {
  const row = page.getByRole('region', { name: 'Top countries' }).getByRole('listitem').filter({ hasText: country });
  const match = /([\d,]+) readings?/.exec((await row.textContent()) ?? '');
  return match ? numberIn(match[1] ?? '') : 0;
}

test.describe('the customer dashboard (issue 14)', () => {
  test('shows the demo figures, charts, countries and map; a scan of a tag moves them after a refresh', async ({
    page,
    browser,
  }) => {
    // One of the customer's tags, from its own tag list: the link a shopper's phone opens is /t/{tag id}.
    await signInAt(page, '/areacliente/tags', 'customer');
    const firstTag = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .nth(2);
    await expect(firstTag).toBeVisible();
    const tagId = ((await firstTag.getByRole('cell').first().textContent()) ?? '').trim();
    expect(tagId).not.toBe('');

    // The area's home is the dashboard, highlighted in the side menu (spec B §2 '').
    await page.goto('/areacliente');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    const recentBefore = await cardFigure(page, 'Tags read in the last 15 minutes');
    await cardFigure(page, 'Locked devices');
    await cardFigure(page, 'Promotions not processed');

    // The charts, drawn, each with its table: the pie's shares make 100 with 'other products' (spec B §9).
    const products = page.getByRole('table', { name: 'Table: Readings by product' });
    const productRows = await tableRows(products);
    expect(productRows.length).toBeGreaterThan(0);
    expect(productRows.reduce((sum, [, share]) => sum + numberIn(share), 0)).toBe(100);
    const systems = page.getByRole('table', { name: 'Table: Readings by operating system' });
    const systemsBefore = await tableRows(systems);
    expect(systemsBefore.map(([name]) => name)).toContain('Android');
    const byProduct = page.getByRole('region', { name: 'Readings by product' });
    await expect(byProduct.locator('svg path').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Readings by operating system' }).locator('svg rect').first(),
    ).toBeVisible();

    // The countries by name, most readings first, and the map of the latest readings.
    const countries = page.getByRole('region', { name: 'Top countries' }).getByRole('listitem');
    await expect(countries.first()).toBeVisible();
    expect(await countries.count()).toBeGreaterThan(1);
    const brazilBefore = await countryReadings(page, 'Brazil');
    const map = page.getByRole('img', { name: /^World map with the latest [\d,]+ readings marked/ });
    await expect(map).toBeVisible();
    await expect(map.locator('canvas').first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const androidBefore = numberIn(systemsBefore.find(([name]) => name === 'Android')?.[1] ?? '0');

    // A shopper's Android phone in São Paulo opens the tag's link: the public page records the scan.
    const phone = await browser.newContext(ANDROID_PHONE);
    const scan = await phone.newPage();
    const response = await scan.goto(`/t/${tagId}`);
    expect(response?.status()).toBe(200);
    const productName = ((await scan.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    await expect(scan.locator('body')).toHaveAttribute('data-scan-recorded', 'true');
    await phone.close();

    // After a refresh (the button, rather than the 30 s wait) the dashboard counts the scan.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => cardFigure(page, 'Tags read in the last 15 minutes')).toBe(recentBefore + 1);
    await expect
      .poll(async () => numberIn((await tableRows(systems)).find(([name]) => name === 'Android')?.[1] ?? '0'))
      .toBe(androidBefore + 1);
    expect(await countryReadings(page, 'Brazil')).toBe(brazilBefore + 1);
    // The pie names the scanned tag's product; its shares are whole percents of every reading, so one scan among the
    // demo's thousands keeps them (spec B §9), and they still make 100.
    const productsAfter = await tableRows(products);
    expect(productsAfter.map(([name]) => name)).toContain(productName);
    expect(productsAfter.reduce((sum, [, share]) => sum + numberIn(share), 0)).toBe(100);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('is the area home in Portuguese too, with the countries named in Portuguese', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR', bypassCSP: true });
    const page = await context.newPage();
    await signInAt(page, '/areacliente/dashboard', 'customer');
    await page
      .getByRole('button', { name: /language|idioma/i })
      .first()
      .click();
    await page.getByRole('menuitemradio', { name: /Português/ }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Principais países' }).getByText('Brasil')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Tabela: Leituras por produto' })).toBeAttached();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
