/**
 * Customer › Alerts (issue 28 §3) in Chromium as the demo `customer`: a demo tag scanned through the public scan in
 * São Paulo and, minutes later, in Lisbon raises an impossible-travel alert, which the Alerts list shows once the
 * server has judged the readings; the customer acknowledges it and finds it under Acknowledged; the rules' settings
 * are saved and read back. The pages are axe-clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

const SAO_PAULO = { latitude: -23.5505, logintude: -46.6333 };
const LISBON = { latitude: 38.7223, logintude: -9.1393 };

/** A plain demo tag of the customer's, from its Tags list (the fourth: other specs switch the first off and on). */
async function demoTagId(page: Page): Promise<string> {
  await page.goto('/areacliente/tags');
  const link = page
    .getByRole('table', { name: 'Tags' })
    .getByRole('link', { name: /^Readings of tag / })
    .nth(3);
  const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
  return name.replace(/^Readings of tag /, '').trim();
}

/** The scan a phone's tag page sends (POST /api/appless/leituras), from a position. */
async function scan(page: Page, tagId: string, position: { latitude: number; logintude: number }) {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post('/api/appless/leituras', {
    headers: { 'tenant-id': 'demo', 'app-version': '3.0.12' },
    data: { code: `${origin}/t/${tagId}`, ...position },
  });
  expect(answer.status()).toBe(200);
}

test('a journey no plane makes raises an alert, which the customer acknowledges', async ({ page }) => {
  await signInAt(page, '/areacliente', 'customer');
  const tagId = await demoTagId(page);
  expect(tagId).not.toBe('');
  await scan(page, tagId, SAO_PAULO);
  await scan(page, tagId, LISBON);

  await page.getByRole('link', { name: 'Alerts' }).click();
  await expectPath(page, '/areacliente/alertas');
  const row = page.getByRole('row').filter({ hasText: tagId }).filter({ hasText: 'Impossible travel' });
  // The readings are judged off the scan, every few seconds: the list shows the alert once they have been.
  await expect(async () => {
    await page.reload();
    await page.getByRole('searchbox').fill(tagId);
    await expect(row).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByText('Portugal')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: /^Acknowledge/ }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('radio', { name: 'Acknowledged' }).check();
  await page.getByRole('searchbox').fill(tagId);
  await expect(row).toHaveCount(1);
  await expect(row.getByText(/^Acknowledged/)).toBeVisible();
});

test('the rules’ settings are saved and read back', async ({ page }) => {
  await signInAt(page, '/areacliente/alertas/configuracao', 'customer');
  const speed = page.getByRole('spinbutton', { name: /^Maximum speed/ });
  await expect(speed).toHaveValue('1000');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await speed.fill('50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^A whole number from 100 to 20,?000\.$/)).toBeVisible();
  await speed.fill('1200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Alert settings saved.')).toBeVisible();
  await page.reload();
  await expect(speed).toHaveValue('1200');
});
