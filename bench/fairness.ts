/**
 * One tenant cannot break the platform (issue 18, F2 and F3), measured on the real server: account A runs two
 * parallel loops of the hostile expression preview `{{ (()=>{while(true){}})() }}` and three runs of a Code
 * node `while(true){}`; meanwhile `/api/health` is polled and account B runs a trivial Code node. Each is
 * measured quiet first, then under the attack, and the ratios printed. Then the probe's Set node (20 items, a
 * 450 ms expression each, `settings.timeoutS: 5`): how long until it fails. Every loop is bounded: it stops
 * by itself. Run alone: `node --import tsx bench/fairness.ts`.
 */
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { signUp } from './auth-user-latency';
import { startAizServer } from './lib/servers';
import { p50p95 } from './lib/stats';

/** How long the attack lasts (A's runs end on their own deadline then). */
const ATTACK_S = 15;
/** Health polled and B's runs measured for this long in each phase. */
const PHASE_MS = 8000;

interface Api {
  call(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown; ms: number }>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(base: string, method: string, path: string, token?: string, body?: unknown) {
  const t0 = performance.now();
  return new Promise<{ status: number; body: unknown; ms: number }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          origin: base,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, ms: performance.now() - t0 });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

const api = (base: string, token: string): Api => ({
  call: (method, path, body) => request(base, method, path, token, body),
});

const codeFlow = (jsCode: string, settings: Record<string, unknown> = {}) => ({
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
    { id: 'code', type: 'code', typeVersion: 1, name: 'Code', position: [200, 0], parameters: { jsCode } },
  ],
  edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'code', targetInput: 0 }],
  settings,
});

/** The probe's Set node: Code returning 20 items → Set with a 450 ms expression, `timeoutS: 5`. */
const slowSetFlow = {
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
    {
      id: 'code',
      type: 'code',
      typeVersion: 1,
      name: 'Items',
      position: [200, 0],
      parameters: { jsCode: 'return Array.from({ length: 20 }, (_, i) => ({ json: { i } }));' },
    },
    {
      id: 'set',
      type: 'set',
      typeVersion: 1,
      name: 'Slow',
      position: [400, 0],
      parameters: {
        assignments: {
          assignments: [
            {
              name: 'x',
              type: 'number',
              value: '={{ (()=>{const t=Date.now(); while(Date.now()-t<450){} return 1})() }}',
            },
          ],
        },
      },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceOutput: 0, target: 'code', targetInput: 0 },
    { id: 'e2', source: 'code', sourceOutput: 0, target: 'set', targetInput: 0 },
  ],
  settings: { timeoutS: 5 },
};

async function createWorkflow(who: Api, name: string, document: unknown): Promise<string> {
  const res = await who.call('POST', '/api/workflows', { name, document });
  if (res.status !== 201) throw new Error(`create ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { id: string }).id;
}

/** A's hostile preview, over and over until `untilMs` (a 429 waits a second). */
async function previewLoop(a: Api, untilMs: number, count: { answered: number; timeouts: number }) {
  while (performance.now() < untilMs) {
    const res = await a.call('POST', '/api/workflows/expressions/preview', {
      expression: '{{ (()=>{while(true){}})() }}',
      items: [{ json: {} }],
    });
    if (res.status === 429) await new Promise((resolve) => setTimeout(resolve, 1000));
    else count.answered += 1;
    if ((res.body as { kind?: string }).kind === 'timeout') count.timeouts += 1;
  }
}

/** Polls `/api/health` one request at a time until `untilMs`, answering the latencies. */
async function pollHealth(base: string, untilMs: number): Promise<number[]> {
  const latencies: number[] = [];
  while (performance.now() < untilMs) {
    latencies.push((await request(base, 'GET', '/api/health')).ms);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return latencies;
}

/** B's trivial Code node, run one after the other until `untilMs` (at least once). */
async function runTrivial(b: Api, id: string, untilMs: number): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  do {
    const res = await b.call('POST', `/api/workflows/${id}/runs`, {});
    if ((res.body as { status?: string }).status === 'succeeded') ms.push(res.ms);
    else failed += 1;
  } while (performance.now() < untilMs);
  return { ms, failed };
}

export interface FairnessFigures {
  health: {
    quiet: { p50: number; p95: number; n: number };
    previews: { p50: number; p95: number; n: number };
    attack: { p50: number; p95: number; n: number };
  };
  previewsOnly: { answered: number; timeouts: number };
  trivialRun: {
    quiet: { p50: number; n: number };
    attack: { p50: number; max: number; n: number; failed: number };
  };
  previews: { answered: number; timeouts: number };
  hogRuns: string[];
  slowSet: { status: string; code: string | undefined; seconds: number };
}

export async function benchFairness(): Promise<FairnessFigures> {
  // Development mode: the dev inbox gives the bench its codes without an SMTP server.
  const server = await startAizServer({ NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  try {
    const base = server.url;
    const a = api(base, await signUp(base, 'fair_a'));
    const b = api(base, await signUp(base, 'fair_b'));
    const hog = await createWorkflow(a, 'Hog', codeFlow('while (true) {}', { timeoutS: ATTACK_S }));
    const trivial = await createWorkflow(b, 'Hello', codeFlow('return [{ json: { hello: 1 } }];'));
    const slowSet = await createWorkflow(b, 'Slow set', slowSetFlow);

    // Warm-up: the sandbox workers start, the routes compile.
    await runTrivial(b, trivial, performance.now() + 1000);

    const quietEnd = performance.now() + PHASE_MS;
    const [quietHealth, quietRuns] = await Promise.all([
      pollHealth(base, quietEnd),
      runTrivial(b, trivial, quietEnd),
    ]);

    // First the probe's F2 alone: two loops of the endless preview from A, health polled meanwhile.
    const previewsOnly = { answered: 0, timeouts: 0 };
    const previewsEnd = performance.now() + PHASE_MS;
    const [previewHealth] = await Promise.all([
      pollHealth(base, previewsEnd),
      previewLoop(a, previewsEnd, previewsOnly),
      previewLoop(a, previewsEnd, previewsOnly),
    ]);

    // Then everything at once: two preview loops and three endless Code-node runs, all from A, bounded by
    // ATTACK_S; A's previews now queue behind A's own Code nodes (its share), B's runs do not.
    const attackEnd = performance.now() + ATTACK_S * 1000;
    const previews = { answered: 0, timeouts: 0 };
    const attack = Promise.all([
      previewLoop(a, attackEnd, previews),
      previewLoop(a, attackEnd, previews),
      ...[1, 2, 3].map(() =>
        a.call('POST', `/api/workflows/${hog}/runs`, {}).then((res) => {
          const run = res.body as { status?: string; error?: { code?: string } };
          return `${run.status}${run.error?.code ? ` (${run.error.code})` : ''} after ${(res.ms / 1000).toFixed(1)} s`;
        }),
      ),
    ]);
    // Let the attack take hold, then measure inside it.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const measureEnd = Math.min(attackEnd - 500, performance.now() + PHASE_MS);
    const [attackHealth, attackRuns] = await Promise.all([
      pollHealth(base, measureEnd),
      runTrivial(b, trivial, measureEnd),
    ]);
    const done = await attack;

    const t0 = performance.now();
    const set = await b.call('POST', `/api/workflows/${slowSet}/runs`, {});
    const setRun = set.body as { status?: string; error?: { code?: string } };

    const quietH = p50p95(quietHealth);
    const attackH = p50p95(attackHealth);
    return {
      previewsOnly,
      health: {
        quiet: { ...quietH, n: quietHealth.length },
        previews: { ...p50p95(previewHealth), n: previewHealth.length },
        attack: { ...attackH, n: attackHealth.length },
      },
      trivialRun: {
        quiet: { p50: p50p95(quietRuns.ms).p50, n: quietRuns.ms.length },
        attack: {
          p50: p50p95(attackRuns.ms).p50,
          max: Math.max(...attackRuns.ms),
          n: attackRuns.ms.length,
          failed: attackRuns.failed,
        },
      },
      previews,
      hogRuns: done.slice(2) as string[],
      slowSet: {
        status: setRun.status ?? String(set.status),
        code: setRun.error?.code,
        seconds: (performance.now() - t0) / 1000,
      },
    };
  } finally {
    await server.stop();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export function printFairness(f: FairnessFigures): void {
  const { health, trivialRun } = f;
  console.log(
    `health quiet   p50 ${ms(health.quiet.p50)}   p95 ${ms(health.quiet.p95)}   (${health.quiet.n} requests)`,
  );
  console.log(
    `health, A's 2 endless preview loops   p50 ${ms(health.previews.p50)}   p95 ${ms(health.previews.p95)}   (${health.previews.n} requests; ${f.previewsOnly.answered} previews answered, ${f.previewsOnly.timeouts} timeouts)   goal: p50 < 50 ms, p95 < 250 ms`,
  );
  console.log(
    `health, A's previews + 3 endless Code nodes   p50 ${ms(health.attack.p50)}   p95 ${ms(health.attack.p95)}   (${health.attack.n} requests)   goal: p50 < 50 ms, p95 < 250 ms`,
  );
  console.log(
    `B's Code node    quiet p50 ${ms(trivialRun.quiet.p50)} (${trivialRun.quiet.n} runs)   attacked p50 ${ms(trivialRun.attack.p50)}, max ${ms(trivialRun.attack.max)} (${trivialRun.attack.n} runs, ${trivialRun.attack.failed} failed)`,
  );
  console.log(
    `ratio attacked/quiet: health p50 ${(health.attack.p50 / health.quiet.p50).toFixed(2)}   p95 ${(health.attack.p95 / health.quiet.p95).toFixed(2)}   B's run p50 ${(trivialRun.attack.p50 / trivialRun.quiet.p50).toFixed(2)}`,
  );
  console.log(
    `A's previews answered ${f.previews.answered} (${f.previews.timeouts} timeouts)   A's endless runs: ${f.hogRuns.join('; ')}`,
  );
  console.log(
    `Set node, 20 items × 450 ms, timeoutS 5: ${f.slowSet.status}${f.slowSet.code ? ` (${f.slowSet.code})` : ''} after ${f.slowSet.seconds.toFixed(2)} s   goal: failed (deadline) near 5 s`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchFairness()
    .then(printFairness)
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
