/**
 * Every story of the static Storybook renders in Chromium without a page error or Storybook's error display, and
 * without a serious or critical accessibility violation (axe): a view whose story breaks, or that a screen-reader
 * or keyboard user cannot use, fails here. `pnpm build-storybook` makes the index read below.
 *
 * Each story is a test of its own, but all share one page per worker: the preview loads once and each story is
 * switched in through Storybook's channel, as its manager does. Loading the preview afresh for every story cost
 * 2 to 6 s a story; switching costs a fraction of that. A failed test gets a fresh page (Playwright restarts the
 * worker), so one broken story cannot leave the next one a broken page.
 */
import { readFileSync } from 'node:fs';
import axe from 'axe-core';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { animationsSettled } from './support';

interface StoryIndex {
  entries: Record<string, { id: string; title: string; name: string; type: string }>;
}

const index = JSON.parse(
  readFileSync(new URL('../storybook-static/index.json', import.meta.url), 'utf8'),
) as StoryIndex;
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * The serious and critical accessibility violations in the story, found by axe-core run inside the page (injected
 * once per page: @axe-core/playwright opened a second page for every report, a second a story).
 */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const found = await axeViolations(page);
  if (found.length === 0) return found;
  // Something fading in (a message, a dialog) has, for a moment, the contrast of its fade: what stays on screen is
  // measured again once it has settled. Waiting before every story instead cost a quarter of the stories' time.
  await animationsSettled(page);
  return axeViolations(page);
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  // An open modal hides the page behind it with aria-hidden while tabster keeps focus inside the dialog, so the
  // hidden controls cannot be reached by keyboard; axe cannot see the trap and reports them anyway.
  const modalOpen = (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0;
  const violations = await page.evaluate(async (withoutHiddenFocus) => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const results = await run(
      // Fluent's focus management (tabster) adds invisible, aria-hidden sentinels that take focus only to send it on.
      { include: [['#storybook-root']], exclude: [['[data-tabster-dummy]']] },
      {
        rules: withoutHiddenFocus ? { 'aria-hidden-focus': { enabled: false } } : {},
        // Only the violations are read: axe then keeps no detail of the rules that passed or did not apply.
        resultTypes: ['violations'],
      },
    );
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, modalOpen);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}

/** The requests each preview page has in flight: a story's lazily loaded parts (a dialog's chunk) among them. */
const inFlight = new WeakMap<Page, Set<Request>>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Waits until the story has nothing left to load, then for two frames so React has shown what came. A play
 * function that opens a lazily loaded dialog ends before the dialog shows; checked earlier, the story is judged
 * without it, and the dialog then opens under the next story, whose page its focus trap leaves aria-hidden.
 */
async function storySettled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  await expect.poll(() => pending?.size ?? 0, { timeout: 10_000, intervals: [20, 50, 100] }).toBe(0);
  await page.evaluate(
    () => new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(() => shown(undefined)))),
  );
}

/** The one preview page of this worker, opened on the first story. */
const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      // axe runs its report in a second page of the same context, which a context of browser.newPage cannot open.
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      trackRequests(page);
      await openPreview(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Opens the preview with no story: every story is then shown through the channel, which answers once it has
 * rendered and played. (A story switched while its play function still runs makes Storybook reload the page.)
 */
async function openPreview(page: Page): Promise<void> {
  await page.goto('/iframe.html');
  // The preview listens for stories once its store is ready; a story asked for earlier would never show.
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
  await page.evaluate(() =>
    (window as unknown as { __STORYBOOK_PREVIEW__: { ready(): Promise<void> } }).__STORYBOOK_PREVIEW__.ready(),
  );
}

/** Shows a story in the preview and waits until it has rendered (play function included); its error, if any. */
async function showStory(page: Page, storyId: string): Promise<string | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<string | undefined>((resolve) => {
        interface Channel {
          on(event: string, listener: (...args: unknown[]) => void): void;
          off(event: string, listener: (...args: unknown[]) => void): void;
          emit(event: string, ...args: unknown[]): void;
        }
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const outcomes: Record<string, (...args: unknown[]) => string | undefined> = {
          storyRendered: () => undefined,
          storyErrored: (error) => `errored: ${JSON.stringify(error)}`,
          storyThrewException: (error) => `threw: ${JSON.stringify(error)}`,
          playFunctionThrewException: (error) => `play threw: ${JSON.stringify(error)}`,
          storyMissing: () => 'missing',
        };
        const listeners = Object.entries(outcomes).map(([event, outcome]) => {
          const listener = (...args: unknown[]) => {
            for (const [name, registered] of listeners) channel.off(name, registered);
            resolve(outcome(...args));
          };
          channel.on(event, listener);
          return [event, listener] as const;
        });
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/**
 * Whether the story shown left an open dialog: Fluent's focus trap hides the rest of the page from screen readers
 * while a dialog is open, and a story switched away under it never gets the page back. Such a story is followed by
 * a fresh page rather than a switch.
 */
async function leftAModalBehind(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.querySelector('[role="dialog"], [role="alertdialog"], [aria-hidden="true"]#storybook-root') !== null,
  );
}

test('the Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(10);
});

for (const story of stories) {
  test(`${story.title} › ${story.name} renders and is accessible`, async ({ preview: page }) => {
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    page.on('pageerror', onError);
    try {
      // The first story is on the page already, unless an earlier test failed and this worker's page is new.
      if (await leftAModalBehind(page)) await openPreview(page);
      expect(await showStory(page, story.id)).toBeUndefined();
      await storySettled(page);
      const root = page.locator('#storybook-root');
      await expect(root.locator(':scope > *').first()).toBeAttached();
      await expect(page.locator('.sb-errordisplay')).toBeHidden();
      expect(errors).toEqual([]);
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      page.off('pageerror', onError);
    }
  });
}
