import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@': here('./client/src'), '@common': here('./common') };

/**
 * Browser tests that assert the signup bonus itself (1000 AIZ): they share a server of their own, whose
 * pool only their few sign-ups draw from (see e2e/README.md).
 */
const E2E_BONUS_FILES = ['e2e/auth.e2e.ts', 'e2e/dashboard.e2e.ts'];

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
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/src/test/setup.ts'],
          // Lazy screens and dialogs load their chunk on first use; tests wait for it with findBy…({ timeout:
          // 5000 }), which the default 5 s test timeout cut short on a loaded machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.api.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
          testTimeout: 30_000,
          hookTimeout: 90_000,
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
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
