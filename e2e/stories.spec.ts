/**
 * Every story of the static Storybook renders in Chromium without a page error or Storybook's error display:
 * a view whose story breaks fails here, not in front of a designer. `pnpm build-storybook` makes the index read
 * below.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

interface StoryIndex {
  entries: Record<string, { id: string; title: string; name: string; type: string }>;
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(10);
});

for (const story of stories) {
  test(`${story.title} › ${story.name} renders`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    await expect(root.locator(':scope > *').first()).toBeAttached();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    expect(errors).toEqual([]);
  });
}
