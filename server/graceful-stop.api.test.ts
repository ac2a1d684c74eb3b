/**
 * A graceful stop loses no run (issue 18, defect 10): the real server process (`server/main.ts`) on its own
 * DATA_DIR takes a burst of webhook calls answered by a Respond node (the run goes on after the answer, its
 * checkpoints written behind) whose next node waits on a slow AI provider; SIGTERM arrives while they are
 * in flight. Every call that got a 2xx is then stored as a run that ended, read from the same database after
 * the process exited. (An AI call, unlike the HTTP node's, is not drained by closing the HTTP client: before
 * the fix the pool closed under these runs, and the younger ones left no row at all.) Hostile bodies on its
 * real socket are refused first, and it goes on serving.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeOpenAI } from './ai/testing';
import { openDatabase } from './db/client';
import { workflowRunSteps, workflowRuns } from './db/schema/workflows';
import { closeSharedCodePool } from './engine/nodes/code/shared-pool';
import { createSignedInUser } from './test/fixtures';
import { createTestApp } from './test/harness';
import { edge, node } from './test/workflow-documents';

const root = fileURLToPath(new URL('../', import.meta.url));
const CALLS = 24;
/** How long the AI provider takes to answer: runs are still going when the stop comes. */
const SLOW_MS = 3000;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

// Opening PGlite in a new process, migrating and seeding it takes tens of seconds on a loaded machine.
describe('SIGTERM during write-behind runs', { timeout: 240_000 }, () => {
  let dataDir: string;
  let slow: FakeProvider;
  let workflowId: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-graceful-stop-'));
    slow = await startFakeOpenAI();
    slow.respond({ type: 'text', text: 'Noted.', chunks: 2, delayMs: SLOW_MS / 2 });

    // The account, the workflow and its deployment, on the database the server will open.
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const t = await createTestApp({ database, rateLimits: 'unlimited' });
    try {
      // The harness keeps its own test database as `t.database`: the account goes where the app reads.
      const ada = await createSignedInUser({ ...t, database }, { username: 'stopper' });
      const created = await ada.request('POST', '/api/workflows', { name: 'Answered early' });
      expect(created.status, await created.clone().text()).toBe(201);
      const wf = await created.json();
      workflowId = wf.id;
      const document = {
        nodes: [
          node('hook', 'webhook-trigger', {
            httpMethod: 'POST',
            path: 'early',
            responseMode: 'responseNode',
          }),
          node('respond', 'respond-to-webhook', { respondWith: 'first-item' }),
          node('ask', 'llm-prompt', { prompt: 'Say noted.', model: 'openai' }),
        ],
        edges: [edge('hook', 'respond'), edge('respond', 'ask')],
        settings: {},
      };
      const saved = await ada.request('PUT', `/api/workflows/${wf.id}/draft`, { document, revision: 1 });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect((await ada.request('POST', `/api/workflows/${wf.id}/versions`, { note: 'v1' })).status).toBe(
        201,
      );
      const deployed = await ada.request('POST', '/api/deployments', { workflowId: wf.id, slug: 'early' });
      expect(deployed.status).toBe(201);
    } finally {
      await t.close();
      await database.close();
    }
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await slow.close();
    await closeSharedCodePool();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores every run whose call got a 2xx, ended, before the process exits', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      OPENAI_API_KEY: 'sk-test-graceful-stop',
      OPENAI_BASE_URL: slow.baseUrl,
      LOG_LEVEL: 'info',
    };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let output = '';
    server.stdout!.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const listening = async () => {
      while (!output.includes('"msg":"listening"')) {
        if (server.exitCode !== null) throw new Error(`the server exited: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await listening();

    // On a real socket too, hostile bodies (F1, F5) are refused before a run starts and the process goes on.
    for (const body of [`${'['.repeat(4500)}${']'.repeat(4500)}`, '{"a":"x\\u0000y"}', '{"\\ud800":1}']) {
      const refused = await fetch(`http://127.0.0.1:${port}/webhook/early`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body,
      });
      expect(refused.status, await refused.text()).toBe(400);
    }

    // A burst of calls; the stop comes once half of them have been answered (their runs wait on the slow server).
    let answered = 0;
    let stopped = false;
    const calls = Array.from({ length: CALLS }, (_, n) =>
      fetch(`http://127.0.0.1:${port}/webhook/early`, {
        method: 'POST',
        // No keep-alive: the server's close() does not wait on idle connections, only on requests.
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ n }),
      })
        .then(async (res) => {
          await res.arrayBuffer();
          answered += 1;
          if (answered >= CALLS / 2 && !stopped) {
            stopped = true;
            server.kill('SIGTERM');
          }
          return { n, status: res.status };
        })
        .catch(() => ({ n, status: 0 })),
    );
    const results = await Promise.all(calls);
    if (!stopped) server.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(output).not.toMatch(/Cannot use a pool|could not be stored|unhandled|uncaught/);

    const accepted = results.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.n);
    expect(accepted.length).toBeGreaterThanOrEqual(CALLS / 2);

    // The same database, opened again: each accepted call is a stored run that ended.
    const database = await openDatabase({ dataDir });
    try {
      const runs = await database.db
        .select({ id: workflowRuns.id, status: workflowRuns.status })
        .from(workflowRuns)
        .where(eq(workflowRuns.workflowId, workflowId));
      const hooks = await database.db
        .select({ runId: workflowRunSteps.runId, output: workflowRunSteps.output })
        .from(workflowRunSteps)
        .where(eq(workflowRunSteps.nodeId, 'hook'));
      const statusOf = new Map(runs.map((r) => [r.id, r.status]));
      const stored = new Map(
        hooks.map((h) => [
          (h.output as Array<Array<{ json: { body: { n: number } } }>>)[0]![0]!.json.body.n,
          statusOf.get(h.runId),
        ]),
      );
      for (const n of accepted) expect(stored.get(n), `call ${n}`).toBe('succeeded');
    } finally {
      await database.close();
    }
  });
});
