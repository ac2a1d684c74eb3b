/**
 * One account cannot hold the sandbox for the others (issue 18, F2 and F3): its endless expressions and Code
 * nodes run in the worker pool, where it gets its share, while health answers and another account's run ends.
 * Functional checks (who finished before whom), no timings: bench/fairness.ts measures those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeSharedSandboxPool,
  configureSharedSandboxPool,
  sharedSandboxPool,
  sharedSandboxPoolStats,
} from '../../engine/sandbox';
import { deadlineFor, measure } from '../../engine/sandbox/testing/test-deadline';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

// Two workers, as on a two-core machine: one account may hold one of them while another has work. Both are
// started first (two accounts at once), so what the test sees is the sharing, not a worker's start.
configureSharedSandboxPool({ size: 2 });
const warmBoth = () =>
  Promise.all(
    ['warm-a', 'warm-b'].map((tenant) =>
      sharedSandboxPool().run({ kind: 'expression', source: '1', input: null }, { tenant }),
    ),
  );
const bootMs = await measure(warmBoth);
/** A's runs end on their own deadline, long enough for B's run to be done several times over meanwhile. */
const HOG_TIMEOUT_S = Math.max(3, Math.ceil((6 * bootMs) / 1000));

const codeFlow = (jsCode: string, timeoutS?: number) => ({
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
    { id: 'code', type: 'code', typeVersion: 1, name: 'Code', position: [200, 0], parameters: { jsCode } },
  ],
  edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'code', targetInput: 0 }],
  settings: timeoutS ? { timeoutS } : {},
});

async function until(check: () => boolean, limitMs: number): Promise<void> {
  const end = performance.now() + limitMs;
  while (!check()) {
    if (performance.now() > end) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('fair execution between accounts', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'fairada' });
    bob = await createSignedInUser(t, { username: 'fairbob' });
  });
  afterAll(async () => {
    await closeSharedSandboxPool();
    configureSharedSandboxPool({});
    await t.close();
  });

  it(
    'answers health while an endless expression is previewed, then answers its timeout',
    async () => {
      let previewDone = false;
      const preview = ada
        .request('POST', '/api/workflows/expressions/preview', {
          expression: '{{ (()=>{while(true){}})() }}',
          items: [{ json: {} }],
        })
        .then(async (res) => {
          previewDone = true;
          return { status: res.status, body: await res.json() };
        });
      const health = await t.request('GET', '/api/health');
      expect(health.status).toBe(200);
      // The preview holds a worker, not this thread: health was answered first.
      expect(previewDone).toBe(false);
      expect(await preview).toMatchObject({ status: 200, body: { kind: 'timeout' } });
    },
    deadlineFor(500 + bootMs),
  );

  it(
    "finishes another account's Code node while one account's three endless Code nodes run",
    async () => {
      const trivial = await (
        await bob.request('POST', '/api/workflows', {
          name: 'Hello',
          document: codeFlow('return [{ json: { hello: 1 } }];'),
        })
      ).json();
      // Both workers up, so B waits for the sharing, not for a worker's start.
      await warmBoth();
      const created = await (
        await ada.request('POST', '/api/workflows', {
          name: 'Hog',
          document: codeFlow('while (true) {}', HOG_TIMEOUT_S),
        })
      ).json();
      let hogsDone = 0;
      const hogs = [1, 2, 3].map(() =>
        ada.request('POST', `/api/workflows/${created.id}/runs`, {}).then(async (res) => {
          hogsDone += 1;
          return res.json();
        }),
      );
      await until(() => (sharedSandboxPoolStats()?.busy ?? 0) >= 1, deadlineFor(bootMs));

      const run = await (await bob.request('POST', `/api/workflows/${trivial.id}/runs`, {})).json();
      expect(run.status).toBe('succeeded');
      expect(run.result[0]).toEqual([{ json: { hello: 1 } }]);
      expect(hogsDone).toBe(0);

      // A's runs end on their own limits, inside the Code node: the run's deadline, or the Code node's own
      // 10 s when the machine is so slow that the derived deadline is longer.
      for (const hog of await Promise.all(hogs)) {
        expect(hog.status).toBe('failed');
        expect(['deadline', 'node_failed']).toContain(hog.error.code);
      }
    },
    deadlineFor(HOG_TIMEOUT_S * 1000 + 3 * bootMs),
  );
});
