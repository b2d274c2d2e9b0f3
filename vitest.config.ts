// One vitest run for every package's unit, property and API tests (end-to-end tests run with Playwright).
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** How the API suites run, on PGlite here and on a PostgreSQL server (vitest.postgres.config.ts). */
export const API_SUITES = {
  // One migrated PGlite the API suites' in-memory servers start from (apps/api/test/support/test-server.ts).
  globalSetup: ['./apps/api/test/support/pglite-template.global-setup.ts'],
  // The suites of a worker share its modules instead of importing the whole server afresh for each file: the API
  // suites 306 s -> 231 s (2 cores). A suite's state is its servers', made in its own hooks; what a test helper keeps
  // between calls is kept per server (the isolation fixtures key by tenant object, the same names in every world).
  isolate: false,
};

const UNIT_TESTS = ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'];

/**
 * The unit test files that change what every file shares: a module mocked (a module another file loaded first would
 * keep the real one), or a global patched in place. They run each in a module graph of its own; the others share
 * their worker's modules (React, Fluent and the domain imported once per worker, not once per file: the units 112 s ->
 * 69 s, 2 cores). Found by reading the files, so a new test that mocks a module is isolated without anyone listing
 * it. Globals stubbed with vi.stubGlobal are put back after each test (`unstubGlobals`), spies by the files' own
 * restoreAllMocks.
 */
const SHARED_STATE_CHANGE =
  /\bvi\.(mock|doMock)\(|Object\.(assign|defineProperty)\((URL|window|globalThis|navigator|document)\b/;
const unitTestsChangingSharedState = ['packages', 'apps'].flatMap((root) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => `${root}/${file}`)
    .filter((file) => /\/src\/.*\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .filter((file) => SHARED_STATE_CHANGE.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  test: {
    // Caps for a test that hangs, not a speed it must keep: under a CPU burner on both cores (issue 31's proof runs)
    // the slowest tests took 2-3 times their quiet time (demo data's 'fills an empty database' 7 s -> 20 s), so a
    // 30 s cap was a bet on the machine. A hung test still fails, two minutes later.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Every core: vitest's default leaves one for itself, which on a two-core CI machine runs the files one by one
    // while the main process mostly waits. Against a PostgreSQL server one more: its suites wait on the database's
    // own processes, and a third worker fills the wait (the API suites: 169 s with two, 157 s with three, 2 cores).
    maxWorkers: availableParallelism() + (process.env.TEST_DATABASE_URL ? 1 : 0),
    projects: [
      {
        extends: true,
        test: {
          name: 'units',
          include: UNIT_TESTS,
          exclude: unitTestsChangingSharedState,
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          // The view tests' Testing Library settings (a no-op for tests outside a DOM).
          setupFiles: ['./packages/ui/src/testing/vitest-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'units-isolated',
          include: unitTestsChangingSharedState,
          setupFiles: ['./packages/ui/src/testing/vitest-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/*/test/**/*.test.ts'],
          ...API_SUITES,
        },
      },
    ],
  },
});
