import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { testTimeScale } from './scripts/test-time.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@': here('./client/src'), '@common': here('./common') };

/**
 * Deadlines are base figures times the machine's scale (scripts/test-time.mjs), measured once here (or
 * given by `npm test`) and handed to every test process, so a loaded machine waits longer instead of
 * failing a test that has nothing wrong.
 */
process.env.TEST_TIME_SCALE ??= String(testTimeScale());
const scale = Number(process.env.TEST_TIME_SCALE);
const scaled = (ms: number) => Math.round(ms * scale);
// The sandbox's wall-clock limits stretch the same way (sandbox-types.ts), in test processes and in the
// browser tests' server, which inherits this process's environment.
process.env.AIZ_SANDBOX_TIME_SCALE ??= String(scale);
const env = { TEST_TIME_SCALE: String(scale), AIZ_SANDBOX_TIME_SCALE: process.env.AIZ_SANDBOX_TIME_SCALE };
/** expect.poll's wait (Vitest's default is 1 s) for things that appear or leave asynchronously. */
const poll = (ms: number) => ({ poll: { timeout: scaled(ms) } });

/**
 * Browser tests that assert the signup bonus itself (1000 AIZ): they share a server of their own, whose
 * pool only their few sign-ups draw from (see e2e/README.md).
 */
// marketplace-selling.e2e.ts: its buyer pays for a listing and gets it refunded, so it needs the bonus's AIZ.
const E2E_BONUS_FILES = ['e2e/auth.e2e.ts', 'e2e/dashboard.e2e.ts', 'e2e/marketplace-selling.e2e.ts'];

/**
 * Client tests without a `.tsx` that still need a DOM (storage, events, matchMedia): they run in jsdom
 * with the `.tsx` tests; every other `.test.ts` is plain logic and runs in Node, without jsdom's
 * seconds of set-up per file.
 */
const CLIENT_DOM_FILES = [
  'client/src/features/assistant/chat/use-conversation.test.ts',
  'client/src/features/assistant/use-hide-while-scrolling.test.ts',
  'client/src/features/auth/use-countdown.test.ts',
  'client/src/features/onboarding/tour-target.test.ts',
  'client/src/features/onboarding/welcome-record.test.ts',
  'client/src/lib/analytics.test.ts',
  'client/src/lib/api.test.ts',
  'client/src/lib/service-worker.test.ts',
  'client/src/lib/theme-init.test.ts',
  'client/src/lib/theme.test.ts',
];

/**
 * Test files in Node reuse their worker's modules (`isolate: false`): importing them again per file (the
 * engine, 500 modules of the app) was most of each file's cost, 5-6x the CPU of the tests themselves.
 * Safe because no test stubs a global or the environment, every API file opens its own database and app
 * through the harness, module caches are keyed by ids that database made, and the Code node's shared pool
 * is closed by the files that use it (the next use starts a new one). jsdom files stay isolated: each
 * renders into a document of its own.
 */
const SHARED_MODULES = { isolate: false };

/**
 * In CI a failed test gets one more try, so one timing accident on a loaded two-core machine does not turn
 * a run red on its own. A test that fails twice still fails; one that passed only on its second try keeps
 * its first error in the report, and `npm test` lists it by name at the end ("passed on a second try"),
 * so flaky tests stay visible and get fixed. Locally a failure is reported at once.
 */
const RETRY = { retry: process.env.CI ? 1 : 0 };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'common/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          ...SHARED_MODULES,
          env,
          ...RETRY,
          expect: poll(1_000),
          testTimeout: scaled(5_000),
          hookTimeout: scaled(10_000),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.tsx', ...CLIENT_DOM_FILES],
          setupFiles: ['client/src/test/setup.ts'],
          env,
          ...RETRY,
          expect: poll(1_000),
          // Lazy screens and dialogs load their chunk on first use; tests wait for it (setup.ts's
          // asyncUtilTimeout), which a 5 s test timeout cut short on a loaded machine.
          testTimeout: scaled(15_000),
          hookTimeout: scaled(15_000),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client-node',
          environment: 'node',
          include: ['client/**/*.test.ts'],
          exclude: [...CLIENT_DOM_FILES, '**/node_modules/**'],
          ...SHARED_MODULES,
          env,
          ...RETRY,
          expect: poll(1_000),
          testTimeout: scaled(5_000),
          hookTimeout: scaled(10_000),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          ...SHARED_MODULES,
          env,
          ...RETRY,
          expect: poll(1_000),
          testTimeout: scaled(30_000),
          hookTimeout: scaled(60_000),
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          exclude: [...E2E_BONUS_FILES, '**/node_modules/**'],
          globalSetup: ['e2e/support/global-setup.ts'],
          env,
          ...RETRY,
          expect: poll(5_000),
          testTimeout: scaled(30_000),
          hookTimeout: scaled(90_000),
        },
      },
      {
        resolve: { alias },
        test: {
          // The same setup, so a server of its own: a fresh signup-bonus pool that no other file's
          // sign-ups can empty first, whatever the order files run in.
          name: 'e2e-bonus',
          environment: 'node',
          include: E2E_BONUS_FILES,
          globalSetup: ['e2e/support/global-setup.ts'],
          env,
          ...RETRY,
          expect: poll(5_000),
          testTimeout: scaled(30_000),
          hookTimeout: scaled(90_000),
        },
      },
    ],
  },
});
