/**
 * The point-of-sale area and prize withdrawal end to end (issue 13 §6, §7, §9): as `pos`, the demo customer's winners,
 * an unknown code, a withdrawn code's dialog, and a winner's code withdrawn (an invalid CPF refused first) that then
 * shows as withdrawn; as `customer`, the same from the promotion list's code box on another code. The codes are read
 * off the winners list, as a till sees them: the demo draws' codes are random.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPath, seriousAxeViolations, signInAt, toast } from './support';

// axe is injected as an inline script, which the portal's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

const NOT_WITHDRAWN = 'Not withdrawn';

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

test.describe('prize withdrawal at the point of sale and in the customer area (issue 13 §6, §7)', () => {
  test('pos withdraws a winner’s code; the customer withdraws another from the promotion list', async ({
    page,
    browser,
  }) => {
    await signInAt(page, '/areapontovenda', 'pos');
    await expect(page.getByRole('heading', { name: 'Prize withdrawal', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Promotions' })).toBeVisible();
    // spec B §6: only these screens; the rest of the portal is not the point of sale's.
    await expect(page.getByRole('link', { name: 'Sales points' })).toHaveCount(0);

    // The demo customer's winners: some withdrawn, some still to be.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
    await expect(winnerRows(page).first()).toBeVisible();
    const open = winnerRows(page).filter({ hasText: NOT_WITHDRAWN });
    const taken = winnerRows(page).filter({ hasNotText: NOT_WITHDRAWN });
    expect(await open.count()).toBeGreaterThanOrEqual(2);
    expect(await taken.count()).toBeGreaterThanOrEqual(1);
    const posCode = await codeOf(open.nth(0));
    const customerCode = await codeOf(open.nth(1));
    const takenCode = await codeOf(taken.first());
    // A withdrawn row's CPF is hidden but for its last digits.
    await expect(taken.first().getByRole('cell').nth(1)).toHaveText(/^\*\*\*\.\*\*\*\.\*\d\d-\d\d$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // An unknown code.
    await lookUp(page, 'zzzz-zzzz-zzzz');
    await expect(page.getByText('Code not found.').first()).toBeVisible();

    // A withdrawn code: the dialog with the withdrawer's data.
    await lookUp(page, takenCode.toLowerCase());
    const dialog = page.getByRole('alertdialog', { name: 'Prize already withdrawn' });
    await expect(dialog).toContainText('This prize has already been withdrawn.');
    await expect(dialog).toContainText(takenCode);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // A winner's code: typed in lower case, shown upper-cased, and the withdrawal form.
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

    // It now shows as withdrawn: in the list, and to the code box.
    await page.getByRole('searchbox', { name: 'Search' }).fill(posCode);
    await expect(winnerRows(page).filter({ hasText: posCode })).toContainText('Mariana Albuquerque');
    await lookUp(page, posCode);
    await expect(page.getByRole('alertdialog', { name: 'Prize already withdrawn' })).toContainText(
      'Mariana Albuquerque',
    );
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();

    // The customer, from the promotion list's box, withdraws another code.
    const customerContext = await browser.newContext({ bypassCSP: true });
    const customer = await customerContext.newPage();
    await signInAt(customer, '/areacliente/promocoes', 'customer');
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

    // The point of sale sees the customer's withdrawal too.
    await page.getByRole('searchbox', { name: 'Search' }).fill(customerCode);
    await expect(winnerRows(page).filter({ hasText: customerCode })).toContainText('João Pedro Nascimento');
  });

  test('any other path of the point-of-sale area is not found', async ({ page }) => {
    await signInAt(page, '/areapontovenda/pontovendas', 'pos');
    await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  });
});
