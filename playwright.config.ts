// End-to-end tests in Debian's Chromium: real servers (in-memory PGlite, demo data) serving the built apps, and the
// static Storybook, each story rendered once.
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://localhost:${port}`;
/** The customer area's and the public pages' specs run beside the others, on a server of their own. */
const customerPort = port + 1;
const customerURL = `http://localhost:${customerPort}`;
const storybookPort = port + 100;
const storybookURL = `http://localhost:${storybookPort}`;
const CUSTOMER_SPECS = /\/(customer-[^/]*|point-of-sale|reading-map|tag-page|secure-tag|silent-renew)\.spec\.ts$/;

/** A server with its own in-memory database and demo data, for one worker's specs. */
const systemServer = (serverPort: number) => ({
  command: 'pnpm --filter @tagtrail/api start',
  url: `http://localhost:${serverPort}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  // Short-lived tokens so the silent renewal (300 s before expiry) happens during the run.
  env: {
    PORT: String(serverPort),
    PUBLIC_URL: `http://localhost:${serverPort}`,
    DATA_DIR: 'memory://',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    ACCESS_TOKEN_TTL: '320',
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One worker per project, the three projects side by side. A server's specs share its data, so they run one at a
  // time; the system specs are split in two, each half on a server of its own (the admin and partner areas and the
  // shell; the customer area and the public pages), since one after another they took twice as long as the stories,
  // which need only the static Storybook.
  workers: 3,
  retries: 0,
  // Caps for a step that hangs, not speeds to keep: under a CPU burner on both cores the longest spec took 42 s (its
  // quiet time: 27 s), against a cap of 60 s. A hung step still fails, only later.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    trace: 'retain-on-failure',
    // Under the test's own timeout a stuck step would be reported only as 'Test timeout exceeded', naming no step (CI
    // failed so once, in partner-customers); these make the stuck action or navigation say which it was.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
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
    { name: 'system', testIgnore: [/stories\.spec\.ts/, CUSTOMER_SPECS], workers: 1, use: { baseURL } },
    { name: 'customer', testMatch: CUSTOMER_SPECS, workers: 1, use: { baseURL: customerURL } },
    // The stories share one page per worker (a worker's context), which Playwright's per-test traces cannot record.
    { name: 'stories', testMatch: /stories\.spec\.ts/, workers: 1, use: { baseURL: storybookURL, trace: 'off' } },
  ],
  webServer: [
    systemServer(port),
    systemServer(customerPort),
    {
      command: `pnpm exec vite preview --outDir storybook-static --port ${storybookPort} --strictPort`,
      url: `${storybookURL}/index.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
