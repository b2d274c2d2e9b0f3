/**
 * Export of any list (issue 8): the Export button saves the whole filtered list — every page, not the one shown — as
 * CSV in the reader's language: a byte-order mark, the headers as the list shows them, one line per row.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signInAt } from './support';

async function exportedCsv(page: Page, buttonName: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path()) ?? '', 'utf8') };
}

/** The list's total once its rows have loaded (it reads 0 before). */
async function totalOf(page: Page): Promise<number> {
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel(/Loading|Carregando/)).toHaveCount(0);
  return Number((await page.getByText(/^Total: /).innerText()).replace(/\D/g, ''));
}

test.describe('a list exported as CSV', () => {
  test('saves every tag of the partner, in English, with the headers the list shows', async ({ page }) => {
    await signInAt(page, '/areaparceiro/tags', 'partner');
    await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
    const total = await totalOf(page);
    expect(total).toBeGreaterThan(10);
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());

    const { name, text } = await exportedCsv(page, 'Export');
    expect(name).toMatch(/^Tags \d{4}-\d{2}-\d{2}\.csv$/);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    // More rows than one page: the whole list, each tag once.
    expect(lines.length - 2).toBe(total);
    for (const header of headers.filter((h) => h !== '')) expect(lines[0]).toContain(header);
  });

  test.describe('in Portuguese', () => {
    test.use({ locale: 'pt-BR' });

    test('saves the filtered list only, with Portuguese headers', async ({ page }) => {
      await signInAt(page, '/areaparceiro/clientes', 'partner');
      await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Vinícola');
      await expect(page).toHaveURL(/searchText=Vin/);
      await expect(page.getByRole('table').getByRole('row').filter({ hasNotText: 'Vinícola' })).toHaveCount(1);
      const total = await totalOf(page);
      expect(total).toBeGreaterThan(0);

      const { text } = await exportedCsv(page, 'Exportar');
      const lines = text.slice(1).split('\r\n').slice(0, -1);
      expect(lines[0]).toBe('Código,Nome');
      expect(lines).toHaveLength(total + 1);
      for (const line of lines.slice(1)) expect(line).toContain('Vinícola');
    });
  });
});
