/**
 * The point-of-sale area and prize withdrawal end to end (issue 13 §6, §7, §9; issue 24 §2): two shoppers' phones
 * scan a tag of the demo customer, the customer draws a promotion that every reader wins, and each phone is shown its
 * own code on the tag page. As `pos`: the prizes withdrawn at this till (never a code still to be taken), an unknown
 * code, a withdrawn code's dialog, and the first phone's code withdrawn (an invalid CPF refused first); as `customer`,
 * the second phone's code from the promotion list's code box — which the till then neither lists nor sees who took.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

// axe is injected as an inline script, which the portal's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

/** The prize code's letters: no 0/O, 1/I/L or U (migration 0020). */
const PRIZE_CODE = /^[2-9A-HJKMNP-TV-Z]{13}$/;

/** The winners table's rows (the header row left out). */
const winnerRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Winners' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** The code of a winners row: its fourth column. */
async function codeOf(row: Locator): Promise<string> {
  return (await row.getByRole('cell').nth(3).innerText()).trim();
}

async function lookUp(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Prize code' }).fill(code);
  await page.getByRole('button', { name: 'Look up' }).click();
}

/** Fills the withdrawal form; the CPF typed as digits only, the mask comes as it is typed. */
async function fillWithdrawal(page: Page, name: string, cpfDigits: string) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'CPF' }).pressSequentially(cpfDigits);
  await page.getByRole('textbox', { name: 'Address' }).fill('Rua das Videiras, 120, Bento Gonçalves - RS');
  await page.getByLabel('Birth date').fill('1988-07-14');
}

/** A shopper's phone that has scanned the tag: its browser keeps the device cookie the scan gave it. */
async function phoneThatScanned(browser: Browser, tagPath: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, bypassCSP: true });
  const phone = await context.newPage();
  await phone.goto(tagPath);
  await expect(phone.locator('body')).toHaveAttribute('data-scan-recorded', 'true');
  return phone;
}

/** The code the tag page shows the phone for the prize: only its own winner sees it. */
async function codeShownTo(phone: Page, prize: string): Promise<string> {
  await phone.reload();
  const won = phone.getByRole('region', { name: 'You won!' }).filter({ hasText: prize });
  await expect(won.getByText(PRIZE_CODE)).toBeVisible();
  return (await won.getByText(PRIZE_CODE).innerText()).trim();
}

/**
 * As the customer: a promotion every reader of the demo tags wins, processed to its winners. One entry per device:
 * the phones read a tag the demo's devices had read first, which one entry per tag would leave them no ticket for.
 */
async function drawForEveryReader(page: Page, prize: string): Promise<void> {
  await page.goto('/areacliente/promocao');
  await page.getByRole('textbox', { name: 'Description' }).fill(`Prêmio no balcão ${Date.now()}`);
  await page.getByRole('radio', { name: 'One per device' }).check();
  await page.getByRole('textbox', { name: 'Prize' }).fill(prize);
  await page.getByRole('spinbutton', { name: 'Winners' }).fill('5000');
  await page.getByLabel('Start date').fill('2000-01-01');
  await page.getByLabel('End date').fill('2099-12-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Data saved.')).toBeVisible();
  await expectPath(page, /\/areacliente\/promocao\/\d+$/);
  const id = Number(/\/promocao\/(\d+)/.exec(page.url())?.[1]);
  await page.goto(`/areacliente/promocao/${id}/processar`);
  await page.getByRole('button', { name: 'Process', exact: true }).click();
  await expect(page.getByText('Done (current step)')).toBeVisible({ timeout: 60_000 });
}

test.describe('prize withdrawal at the point of sale and in the customer area (issue 13 §6, §7)', () => {
  test('pos withdraws a winner’s code; the customer withdraws another from the promotion list', async ({
    page,
    browser,
  }) => {
    // Two shoppers scan a tag of the customer; the customer's draw makes every reader a winner.
    const customerContext = await browser.newContext({ bypassCSP: true });
    const customer = await customerContext.newPage();
    await signInAt(customer, '/areacliente/tags', 'customer');
    const firstTag = customer.getByRole('table', { name: 'Tags' }).getByRole('row').nth(1).getByRole('cell').first();
    const tagPath = `/t/${(await firstTag.innerText()).trim()}`;
    const posPhone = await phoneThatScanned(browser, tagPath);
    const customerPhone = await phoneThatScanned(browser, tagPath);
    const prize = `Avental bordado ${Date.now()}`;
    await drawForEveryReader(customer, prize);
    const posCode = await codeShownTo(posPhone, prize);
    const customerCode = await codeShownTo(customerPhone, prize);
    expect(customerCode).not.toBe(posCode);

    await signInAt(page, '/areapontovenda', 'pos');
    await expect(page.getByRole('heading', { name: 'Prize withdrawal', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Promotions' })).toBeVisible();
    // spec B §6: only these screens; the rest of the portal is not the point of sale's.
    await expect(page.getByRole('link', { name: 'Sales points' })).toHaveCount(0);

    // issue 24 §2: the prizes withdrawn at this till, never a code still to be taken.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
    await expect(winnerRows(page).first()).toBeVisible();
    await expect(winnerRows(page).filter({ hasText: 'Not withdrawn' })).toHaveCount(0);
    await expect(winnerRows(page).filter({ hasText: posCode })).toHaveCount(0);
    const taken = winnerRows(page).first();
    const takenCode = await codeOf(taken);
    // A withdrawn row's CPF is hidden but for its last digits.
    await expect(taken.getByRole('cell').nth(1)).toHaveText(/^\*\*\*\.\*\*\*\.\*\d\d-\d\d$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // An unknown code.
    await lookUp(page, 'zzzz-zzzz-zzzz');
    await expect(page.getByText('Code not found.').first()).toBeVisible();

    // A code withdrawn here: the dialog with the withdrawer's data.
    await lookUp(page, takenCode.toLowerCase());
    const dialog = page.getByRole('alertdialog', { name: 'Prize already withdrawn' });
    await expect(dialog).toContainText('This prize has already been withdrawn.');
    await expect(dialog).toContainText(takenCode);
    await expect(dialog.getByText('Name', { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The code the winner's phone shows: typed in lower case, shown upper-cased, and the withdrawal form.
    await page.getByRole('textbox', { name: 'Prize code' }).fill(posCode.toLowerCase());
    await expect(page.getByRole('textbox', { name: 'Prize code' })).toHaveValue(posCode);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expectPath(page, new RegExp(`/areapontovenda/promocao/\\d+/premio/${encodeURIComponent(posCode)}$`));
    await expect(page.getByText(posCode, { exact: true })).toBeVisible();

    // An invalid CPF is refused first, and nothing typed is lost.
    await fillWithdrawal(page, 'Mariana Albuquerque', '12345678900');
    await expect(page.getByRole('textbox', { name: 'CPF' })).toHaveValue('123.456.789-00');
    await page.getByRole('button', { name: 'Withdraw prize' }).click();
    await expect(page.getByText(/Enter a valid CPF/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Mariana Albuquerque');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('textbox', { name: 'CPF' }).fill('');
    await page.getByRole('textbox', { name: 'CPF' }).pressSequentially('52998224725');
    await page.getByRole('button', { name: 'Withdraw prize' }).click();
    await expect(toast(page, 'Prize withdrawn successfully.')).toBeVisible();
    await expectPath(page, '/areapontovenda/promocoes');

    // It now shows as withdrawn here: in the list, and to the code box.
    await page.getByRole('searchbox', { name: 'Search' }).fill(posCode);
    await expect(winnerRows(page).filter({ hasText: posCode })).toContainText('Mariana Albuquerque');
    await lookUp(page, posCode);
    await expect(page.getByRole('alertdialog', { name: 'Prize already withdrawn' })).toContainText(
      'Mariana Albuquerque',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();

    // The customer, from the promotion list's box, withdraws the other phone's code.
    await customer.goto('/areacliente/promocoes');
    await expect(customer.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await lookUp(customer, customerCode.toLowerCase());
    await expectPath(customer, new RegExp(`/areacliente/promocao/\\d+/premio/${encodeURIComponent(customerCode)}$`));
    await fillWithdrawal(customer, 'João Pedro Nascimento', '11144477735');
    expect(await seriousAxeViolations(customer)).toEqual([]);
    await customer.getByRole('button', { name: 'Withdraw prize' }).click();
    await expect(toast(customer, 'Prize withdrawn successfully.')).toBeVisible();
    await expectPath(customer, '/areacliente/promocoes');
    await lookUp(customer, customerCode);
    await expect(customer.getByRole('alertdialog', { name: 'Prize already withdrawn' })).toContainText(
      'João Pedro Nascimento',
    );
    await customerContext.close();

    // The till neither lists the customer's withdrawal nor sees who took it: only that it was taken.
    await page.getByRole('searchbox', { name: 'Search' }).fill(customerCode);
    await expect(page.getByText('No records found')).toBeVisible();
    await lookUp(page, customerCode);
    const elsewhere = page.getByRole('alertdialog', { name: 'Prize already withdrawn' });
    await expect(elsewhere).toContainText('Withdrawn at another counter');
    await expect(elsewhere).not.toContainText('João Pedro Nascimento');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await posPhone.context().close();
    await customerPhone.context().close();
  });

  test('any other path of the point-of-sale area is not found', async ({ page }) => {
    await signInAt(page, '/areapontovenda/pontovendas', 'pos');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});
