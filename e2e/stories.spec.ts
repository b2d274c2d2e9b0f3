/**
 * Every story of the static Storybook renders in Chromium without a page error or Storybook's error display, and
 * without a serious or critical accessibility violation (axe): a view whose story breaks, or that a screen-reader
 * or keyboard user cannot use, fails here. `pnpm build-storybook` makes the index read below.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

interface StoryIndex {
  entries: Record<string, { id: string; title: string; name: string; type: string }>;
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

async function accessibilityViolations(page: Page): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    .include('#storybook-root')
    // Fluent's focus management (tabster) adds invisible, aria-hidden sentinels that take focus only to send it on.
    .exclude('[data-tabster-dummy]');
  // An open modal hides the page behind it with aria-hidden while tabster keeps focus inside the dialog, so the
  // hidden controls cannot be reached by keyboard; axe cannot see the trap and reports them anyway.
  const modalOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  if (modalOpen) axe.disableRules(['aria-hidden-focus']);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(10);
});

for (const story of stories) {
  test(`${story.title} › ${story.name} renders and is accessible`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await expect(root.locator(':scope > *').first()).toBeAttached();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    expect(errors).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
