/** Builds the real app on a fresh test database, with a controllable clock and silent logs. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { offlineProviderEntry } from '../ai/offline';
import { currentOfflineContext } from '../ai/offline/context';
import { AiService } from '../ai/service';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { AppDeps } from '../deps';
import { ensureLedgerGenesis } from '../ledger';
import { createLogger } from '../lib/logger';
import type { RateLimitStore } from '../lib/rate-limit';
import { createMemoryRunEventBus } from '../lib/run-event-bus';
import { allowlistFrom, createSafeHttp } from '../lib/safe-http';
import { createOutboxTransport } from '../mail/transport';
import { openTestDatabase } from './database';
import { switchableRateLimits, type TestRateLimits } from './test-rate-limits';
import { scaled } from './time';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: DatabaseHandle;
  clock: { now: number; advance(ms: number): void };
  /** JSON request helper: sends a same-origin Origin header like a browser would. */
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Real rate limits, fresh, for the running test only (for an app created with `'unlimited'`). */
  enforceRateLimits(): void;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<Omit<AppDeps, 'rateLimits'>> & {
  env?: NodeJS.ProcessEnv;
  /**
   * 'enforced' (default): the product's limits, in memory on the test clock. 'unlimited': for tests
   * that are not about limits. Or a store of the test's own.
   */
  rateLimits?: TestRateLimits | RateLimitStore;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { rateLimits: limitsOption = 'enforced', ...overrides } = options;
  const database = await openTestDatabase();
  await ensureLedgerGenesis(database.db);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-api-'));
  const config: Config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...overrides.env });
  const clock = {
    now: Date.parse('2026-01-01T00:00:00Z'),
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const logger = overrides.logger ?? createLogger('silent');
  const ai =
    overrides.ai ??
    (await AiService.create({
      config: config.ai,
      db: database.db,
      logger,
      offline: offlineProviderEntry(currentOfflineContext),
      now: () => clock.now,
      // The fake provider answers on this process's own event loop, which an in-process PGlite query can
      // hold for seconds on a loaded machine: a short wait timed out there and, with this frozen clock,
      // cooled the provider down for the rest of the file (every later test then got the offline model).
      // Tests of the timeout itself build their own router with a short one.
      firstTokenTimeoutMs: scaled(15_000),
      generateTimeoutMs: scaled(90_000),
    }));
  const limits =
    typeof limitsOption === 'string'
      ? switchableRateLimits(limitsOption, () => clock.now)
      : {
          store: limitsOption,
          enforceForThisTest: () => {
            throw new Error('enforceRateLimits() cannot switch a rate-limit store the test passed in');
          },
        };
  const deps: AppDeps = {
    config,
    database,
    logger,
    rateLimits: limits.store,
    mail: createOutboxTransport(database.db, logger),
    http: createSafeHttp({ allowlist: allowlistFrom(config.httpAllowlist) }),
    ai,
    now: () => new Date(clock.now),
    version: 'test',
    clientDir: null,
    runEvents: createMemoryRunEventBus(),
    ...overrides,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    database,
    clock,
    request: (method, url, body, headers = {}) =>
      Promise.resolve(
        app.request(url, {
          method,
          headers: {
            origin: 'http://localhost',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    enforceRateLimits: () => limits.enforceForThisTest(),
    close: async () => {
      await deps.http.close();
      await database.close();
    },
  };
}
