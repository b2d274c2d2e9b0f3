/**
 * Customer › Alerts (issue 28 §3, §4) in Chromium as the demo `customer`: a demo tag scanned through the public scan in
 * São Paulo and, minutes later, in Lisbon raises an impossible-travel alert, which the Alerts list shows once the
 * server has judged the readings; the customer acknowledges it and finds it under Acknowledged; the rules' settings
 * are saved and read back; a webhook registered on the settings screen receives the next alert signed with the
 * secret shown once, the delivery log shows it delivered, and the webhook is removed. The pages are axe-clean.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

test.use({ bypassCSP: true });

const SAO_PAULO = { latitude: -23.5505, logintude: -46.6333 };
const LISBON = { latitude: 38.7223, logintude: -9.1393 };
/**
 * How long a reloaded screen is given to show its rows. CI failed once with 2 s a reload and 30 s in all: the webhook
 * had received its delivery, yet the log never showed it delivered. Either each reload and its three calls took more
 * than 2 s under the three projects' load (8 busy loops beside this spec here did not reproduce it), or the sender
 * recorded that attempt as failed and delivered again after the first retry's 15–30 s. 15 s a reload within 120 s
 * covers both.
 */
const LOADED_WITHIN_MS = 15_000;

/**
 * A plain demo tag of the customer's, from its Tags list (the fourth by default: other specs switch the first off and
 * on).
 */
async function demoTagId(page: Page, index = 3): Promise<string> {
  await page.goto('/areacliente/tags');
  const link = page
    .getByRole('table', { name: 'Tags' })
    .getByRole('link', { name: /^Readings of tag / })
    .nth(index);
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
    await expect(row).toHaveCount(1, { timeout: LOADED_WITHIN_MS });
  }).toPass({ timeout: 120_000 });
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
  // The field says why, and so does a toast (after its entry animation): the field's own message is the one asked for.
  await expect(speed).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.locator('.fui-Field__validationMessage').filter({ hasText: /^A whole number from 100 to 20,?000\.$/ }),
  ).toBeVisible();
  await speed.fill('1200');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Alert settings saved.')).toBeVisible();
  await page.reload();
  await expect(speed).toHaveValue('1200');
});

test('a webhook registered on the settings screen receives the next alert, signed, and is removed', async ({
  page,
}) => {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((ready) => receiver.listen(0, '127.0.0.1', ready));
  const address = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/tagtrail`;
  try {
    await signInAt(page, '/areacliente', 'customer');
    const tagId = await demoTagId(page, 5);
    await page.goto('/areacliente/alertas/configuracao');
    await page.getByRole('textbox', { name: /^Webhook address/ }).fill(address);
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'The webhook’s secret' });
    await expect(dialog).toBeVisible();
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'I have saved it' }).click();
    await expect(page.getByRole('group', { name: 'Registered webhooks' }).getByText(address)).toBeVisible();

    await scan(page, tagId, SAO_PAULO);
    await scan(page, tagId, LISBON);
    // Judged off the scan, then sent by the outbox every few seconds.
    await expect
      .poll(() => received.find((delivery) => JSON.parse(delivery.body).tagId === tagId), { timeout: 60_000 })
      .toBeDefined();
    const delivery = received.find((candidate) => JSON.parse(candidate.body).tagId === tagId)!;
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'alert.raised', rule: 'impossible-travel', tagId });
    const [, sentAt, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['tagtrail-signature'])) ?? [];
    expect(mac).toBe(createHmac('sha256', secret).update(`${sentAt}.${delivery.body}`).digest('hex'));

    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(async () => {
      await page.reload();
      await expect(log.getByRole('row').filter({ hasText: tagId }).getByText('Delivered')).toBeVisible({
        timeout: LOADED_WITHIN_MS,
      });
    }).toPass({ timeout: 120_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: `Remove webhook ${address}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, 'Webhook removed.')).toBeVisible();
    await expect(page.getByText('No webhook yet: alerts are shown here in the portal only.')).toBeVisible();
  } finally {
    receiver.closeAllConnections();
    receiver.close();
  }
});
