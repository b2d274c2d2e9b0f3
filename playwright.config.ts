// End-to-end tests in Debian's Chromium: the real server (in-memory PGlite, demo data) serving the built apps,
// and the static Storybook, each story rendered once.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://localhost:${port}`;
const storybookPort = port + 100;
const storybookURL = `http://localhost:${storybookPort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker per project, the two projects side by side: the system specs share one server and its data, so they
  // run one at a time; the stories need only the static Storybook, and run beside them.
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    trace: 'retain-on-failure',
    // Under the test's own timeout a stuck step would be reported only as 'Test timeout exceeded', naming no step (CI
    // failed so once, in partner-customers); these make the stuck action or navigation say which it was.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'system', testIgnore: /stories\.spec\.ts/, workers: 1, use: { baseURL } },
    // The stories share one page per worker (a worker's context), which Playwright's per-test traces cannot record.
    { name: 'stories', testMatch: /stories\.spec\.ts/, workers: 1, use: { baseURL: storybookURL, trace: 'off' } },
  ],
  webServer: [
    {
      command: 'pnpm --filter @tagtrail/api start',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Short-lived tokens so the silent renewal (300 s before expiry) happens during the run.
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        DATA_DIR: 'memory://',
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        ACCESS_TOKEN_TTL: '320',
      },
    },
    {
      command: `pnpm exec vite preview --outDir storybook-static --port ${storybookPort} --strictPort`,
      url: `${storybookURL}/index.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
