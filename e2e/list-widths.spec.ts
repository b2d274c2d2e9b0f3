/**
 * Every list stays readable from a phone to a wide screen (issue 8): at 360, 900 and 1280 px, in English and
 * Portuguese, no visible column is narrower than its header's text — a column either gets the room it needs or hides
 * (its values move under the row's first cell) — and headers never print over each other.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAt } from './support';

const WIDTHS = [360, 900, 1280];
const LANGUAGES = [
  { code: 'en', lotsHeading: 'Lots' },
  { code: 'pt', lotsHeading: 'Lotes' },
];

interface ColumnProblem {
  header: string;
  problem: string;
}

/** What is wrong with the first table's columns as laid out now; empty when every column has room. */
async function columnProblems(page: Page): Promise<ColumnProblem[]> {
  return page
    .locator('table')
    .first()
    .evaluate((table) => {
      const problems: { header: string; problem: string }[] = [];
      const textWidth = (cell: Element) => {
        // The text's own width: an ellipsis is drawn over the box, so a cut text still measures whole.
        let width = 0;
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          width += range.getBoundingClientRect().width;
        }
        return width;
      };
      const contentWidth = (cell: HTMLElement) => {
        const style = getComputedStyle(cell);
        return cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      };
      const headers = Array.from(table.querySelectorAll<HTMLTableCellElement>('thead th')).filter(
        (th) => th.offsetWidth > 0,
      );
      if (headers.length === 0) problems.push({ header: '', problem: 'no visible header' });
      headers.forEach((th, index) => {
        const header = th.textContent?.trim() ?? '';
        const needed = textWidth(th);
        if (contentWidth(th) + 1 < needed) {
          problems.push({ header, problem: `header ${contentWidth(th)} px for text of ${Math.ceil(needed)} px` });
        }
        const next = headers[index + 1];
        if (next && th.getBoundingClientRect().right > next.getBoundingClientRect().left + 1) {
          problems.push({ header, problem: 'overlaps the next header' });
        }
        for (const row of Array.from(table.querySelectorAll<HTMLTableRowElement>('tbody tr'))) {
          const cell = row.cells[th.cellIndex];
          if (cell && cell.colSpan === 1 && cell.offsetWidth + 1 < needed) {
            problems.push({
              header,
              problem: `a cell of ${cell.offsetWidth} px for a header of ${Math.ceil(needed)} px`,
            });
          }
        }
      });
      return problems;
    });
}

test.describe('lists on any width', () => {
  test('the admin lists give every visible column the room its header needs', async ({ page }) => {
    await signInAt(page, '/admin/lotes', 'admin');
    for (const language of LANGUAGES) {
      // The stored choice: the cookie shared with the sign-in page, which the portal reads first, and localStorage.
      await page.evaluate((code) => {
        document.cookie = `tagtrail_lang=${code}; Path=/`;
        localStorage.setItem('language', code);
      }, language.code);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ['/admin/lotes', '/admin/parceiros']) {
          await page.goto(path);
          await expect(page.locator('tbody tr').first()).toBeVisible();
          await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
          if (path === '/admin/lotes') {
            await expect(page.getByRole('heading', { name: language.lotsHeading })).toBeVisible();
          }
          expect(await columnProblems(page), `${path} at ${width} px in ${language.code}`).toEqual([]);
          if (width >= 900) {
            // Where the columns that never hide fit, the table fits its frame: no sideways scrolling.
            const frame = page.locator('table').first().locator('xpath=..');
            const overflow = await frame.evaluate((element) => element.scrollWidth - element.clientWidth);
            expect(overflow, `${path} scrolls sideways at ${width} px in ${language.code}`).toBeLessThanOrEqual(0);
          }
        }
        // The partner users' list of the first partner, reached as a user would.
        await page.locator('a[href*="/usuarios"]').first().click();
        await expect(page.locator('tbody tr').first()).toBeVisible();
        await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
        expect(await columnProblems(page), `partner users at ${width} px in ${language.code}`).toEqual([]);
      }
    }
  });

  test('a narrow list shows the hidden columns under the first cell, and sorts by a header click', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signInAt(page, '/admin/lotes', 'admin');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    const details = page.locator('tbody tr').first().locator('dl');
    await expect(details).toBeVisible();
    await expect(details.locator('dt').first()).not.toBeEmpty();

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/parceiros');
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name&direction=asc/);
    const ascending = await page.locator('tbody tr td:first-child').allTextContents();
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'en')));
    await page.getByRole('button', { name: 'Name' }).click();
    await expect(page).toHaveURL(/sort=name&direction=desc/);
    await expect(page.locator('tbody tr td:first-child').first()).not.toHaveText(ascending[0] ?? '');
    const descending = await page.locator('tbody tr td:first-child').allTextContents();
    expect(descending).toEqual([...descending].sort((a, b) => b.localeCompare(a, 'en')));
    await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });
});
