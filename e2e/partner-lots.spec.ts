import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectPath, signInAt, toast } from './support';

// The demo partner's customers, in the order the demo data makes them (apps/api/src/demo/demo-customers.ts): the
// winery is the first customer of the database and has an app with a stored layout (demo-apps.ts).
const WINERY_ID = 1;
const WINERY = 'Vinícola Aurora do Vale';
const NOT_A_ZIP = 'The layout file is not a valid zip.';

/** The rows of the list's table, the header row aside. */
const rows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('the partner’s lots, tags and app layouts', () => {
  test('lists lots, gives a free lot to a customer and downloads a QR lot’s codes', async ({ page }) => {
    await signInAt(page, '/areaparceiro/lotes', 'partner');
    await expect(page.getByRole('heading', { name: 'Lots' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();

    // The newest demo lot has no customer yet: edit is offered, and the customer is chosen.
    const free = rows(page)
      .filter({ has: page.getByRole('link', { name: /Give lot .* to a customer/ }) })
      .filter({ hasText: '—' })
      .first();
    const number = (await free.getByRole('cell').first().innerText()).split('\n')[0]!.trim();
    await free.getByRole('link', { name: `Give lot ${number} to a customer` }).click();
    await expectPath(page, /\/areaparceiro\/lote\/\d+$/);
    await expect(page.getByRole('heading', { name: `Lot ${number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'required field')).toBeVisible();
    await page.getByRole('combobox', { name: 'Customer' }).click();
    await page.getByRole('option', { name: WINERY }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Lot given to ${WINERY}.`)).toBeVisible();
    await expectPath(page, /\/areaparceiro\/lotes/);
    await page.getByRole('searchbox', { name: 'Search' }).fill(number);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(WINERY);

    // A QrCode lot's codes: one public tag URL per line, saved as a .txt file.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    const firstQrButton = page.getByRole('button', { name: /^Download the QR codes of lot / }).first();
    await expect(firstQrButton).toBeEnabled();
    const qrLabel = (await firstQrButton.getAttribute('aria-label')) ?? '';
    const qrNumber = qrLabel.match(/lot (\S+) as/)?.[1] ?? '';
    // That lot's button, by its name: the list reloads after the search is cleared, and other specs add lots to it,
    // so "the first" may be another lot by the second download.
    const qrButton = page.getByRole('button', { name: qrLabel, exact: true });
    const started = Date.now();
    // issue 29 §4: the button is a menu of the file's two formats.
    await qrButton.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Tagtrail links (/t/…)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${qrNumber}.txt`);
    const lines = (await readFile((await download.path())!, 'utf8')).trimEnd().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => /^http:\/\/localhost:\d+\/t\/[^/\s]+$/.test(line))).toBe(true);
    test
      .info()
      .annotations.push({ type: 'QR download', description: `${lines.length} tags in ${Date.now() - started} ms` });
    await expect(toast(page, `QR codes of lot ${qrNumber} saved as ${qrNumber}.txt.`)).toBeVisible();

    // The same codes as GS1 Digital Links where the product has a GTIN, the others' /t/ links, saved apart.
    await qrButton.click();
    const [gs1] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'GS1 Digital Link' }).click(),
    ]);
    expect(gs1.suggestedFilename()).toBe(`${qrNumber}-gs1.txt`);
    const gs1Lines = (await readFile((await gs1.path())!, 'utf8')).trimEnd().split('\n');
    expect(gs1Lines).toHaveLength(lines.length);
    expect(
      gs1Lines.every((line) =>
        /^http:\/\/localhost:\d+\/(t\/[^/\s]+|01\/\d{14}(\/10\/[^/\s]+)?\/21\/[^/\s]+)$/.test(line),
      ),
    ).toBe(true);

    // An NFC lot has no codes to download.
    await expect(
      page.getByRole('button', { name: 'Only QrCode lots have QR codes to download.' }).first(),
    ).toBeDisabled();
  });

  test('follows a lot’s used/total count to the customer lots that took its tags', async ({ page }) => {
    await signInAt(page, '/areaparceiro/lotes', 'partner');
    await expect(rows(page).first()).toBeVisible();
    // The demo cuts every lot with a product into three customer lots (apps/api/src/demo/demo-customer-lots.ts).
    const used = page
      .getByRole('link', { name: /^\d+\/\d+: [1-9]\d* of \d+ tags used; see the customer lots of lot / })
      .first();
    const number = (await used.getAttribute('aria-label'))?.match(/of lot (\S+)$/)?.[1] ?? '';
    await used.click();
    await expectPath(page, /\/areaparceiro\/lotes\/\d+\/lotesClientes(\?.*)?$/);
    await expect(page.getByRole('heading', { name: `Customer lots of lot ${number}` })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    // Each row: lot, product, dates as DD/MM/YYYY (or 'undefined' validity) and a situation.
    const first = rows(page).first();
    await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByRole('table')).toContainText(/Available|Recall|Expired|Misplaced/);
    await page.getByRole('link', { name: 'Back to lots' }).click();
    await expectPath(page, /\/areaparceiro\/lotes(\?.*)?$/);
  });

  test('lists the tags and finds one by its id', async ({ page }) => {
    await signInAt(page, '/areaparceiro/tags/', 'partner');
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const tagId = (await rows(page).first().getByRole('cell').first().innerText()).split('\n')[0]!.trim();
    await page.getByRole('searchbox', { name: 'Search' }).fill(tagId);
    await expect(page).toHaveURL(new RegExp(`searchText=${encodeURIComponent(tagId)}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(tagId);
  });

  test('opens a customer’s app, designs its layout, and uploads a template zip', async ({ page }) => {
    await signInAt(page, `/areaparceiro/cliente/${WINERY_ID}/aplicativos/`, 'partner');
    await expect(page.getByRole('heading', { name: `Apps of ${WINERY}` })).toBeVisible();
    await page.getByRole('link', { name: /^Design layout: / }).click();
    await expectPath(page, new RegExp(`/areaparceiro/cliente/${WINERY_ID}/aplicativo/\\d+/layout$`));
    await expect(page.getByRole('tab', { name: 'Splash', selected: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of the Splash screen' })).toBeVisible();
    // The stored layout's colours: the winery's red.
    await expect(page.getByRole('button', { name: 'Primary colour: #7b1e3a' })).toBeVisible();

    // A preset for the primary colour; its light and dark variants follow (spec A §4).
    await page.getByRole('button', { name: 'Primary colour: #7b1e3a' }).click();
    await page.getByRole('gridcell', { name: '#4caf50' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Primary colour: #4caf50' })).toBeVisible();
    await page.getByRole('tab', { name: 'Main' }).click();
    await expect(page.getByRole('img', { name: 'Preview of the Main screen' })).toBeVisible();

    const saveStarted = Date.now();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Layout saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Primary colour: #4caf50' })).toBeVisible();
    test.info().annotations.push({ type: 'layout save and reload', description: `${Date.now() - saveStarted} ms` });

    // Download saves the design named after the customer's code.
    const [saved] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(saved.suggestedFilename()).toBe('aurora.zip');
    const zipPath = (await saved.path())!;
    const zip = await readFile(zipPath);
    expect([...zip.subarray(0, 2)]).toEqual([0x50, 0x4b]);
    for (const name of ['theme.json', 'splash.png', 'logo_main.png'])
      expect(zip.includes(Buffer.from(name))).toBe(true);

    // A file that is not a zip: the server's refusal in the user's language.
    const zipInput = page.locator('input[type="file"][accept^=".zip"]');
    await zipInput.setInputFiles({ name: 'layout.zip', mimeType: 'application/zip', buffer: Buffer.from('not a zip') });
    await expect(page.getByText(NOT_A_ZIP)).toBeVisible();

    // The zip Download saved goes back in: uploaded with progress, checked, and opened in the designer.
    await zipInput.setInputFiles(zipPath);
    await expect(toast(page, 'Layout zip uploaded.')).toBeVisible();
    await expect(page.getByText(NOT_A_ZIP)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Primary colour: #4caf50' })).toBeVisible();
  });
});
