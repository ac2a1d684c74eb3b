/**
 * Deployments over the API: deploy a published version (never the draft), call it over REST with an API key,
 * roll back without changing the URL, pause, keys refused when revoked or out of scope, rate limit and quota,
 * a slow run turning into 202 and a poll (and a callback), and a paid run moving AIZ exactly once.
 */
import {
  API_KEY_INVALID,
  API_KEY_OUT_OF_SCOPE,
  API_KEY_QUOTA_USED,
  DEPLOYMENT_PAUSED,
} from '@common/schemas/deployments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, deploymentRuns } from '../../db/schema/deployments';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { aiz, getBalance, getUserBalance, SYSTEM_ACCOUNTS } from '../../ledger';
import { type LocalServer, startLocalServer } from '../../lib/safe-http/testing';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { edge, node } from '../../test/workflow-documents';

const greeter = (greeting: string) => ({
  nodes: [
    node('start', 'manual-trigger'),
    node('greet', 'code', {
      jsCode: `return [{ text: '${greeting} ' + $input.first().json.name }];`,
    }),
  ],
  edges: [edge('start', 'greet')],
  settings: {},
});

describe('deployments', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let slow: LocalServer;
  const callbacks: unknown[] = [];
  beforeAll(async () => {
    slow = await startLocalServer(async (req, res, body) => {
      if (req.url === '/callback') {
        callbacks.push(JSON.parse(body.toString()));
        res.writeHead(204).end();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ done: true }));
    });
    t = await createTestApp({ rateLimits: 'unlimited', env: { HTTP_ALLOWLIST: `127.0.0.1:${slow.port}` } });
    ada = await createSignedInUser(t, { username: 'deployer' });
    bob = await createSignedInUser(t, { username: 'caller' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
    await slow.close();
  });

  async function workflow(user: SignedInUser, name: string, documents: unknown[]) {
    const created = await (await user.request('POST', '/api/workflows', { name })).json();
    let revision = 1;
    for (const [i, document] of documents.entries()) {
      const saved = await user.request('PUT', `/api/workflows/${created.id}/draft`, { document, revision });
      expect(saved.status).toBe(200);
      revision = (await saved.json()).revision;
      const published = await user.request('POST', `/api/workflows/${created.id}/versions`, {
        note: `v${i + 1}`,
      });
      expect(published.status).toBe(201);
    }
    return created.id as string;
  }

  async function key(user: SignedInUser, body: Record<string, unknown> = {}) {
    const res = await user.request('POST', '/api/api-keys', { name: 'ci', ...body });
    expect(res.status).toBe(201);
    return (await res.json()) as { key: { id: string; prefix: string }; secret: string };
  }

  const call = (slug: string, secret: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`/api/run/${slug}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('refuses to deploy a workflow with nothing published', async () => {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Draft only' })).json();
    const res = await ada.request('POST', '/api/deployments', { workflowId: created.id });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('Publish a version of this workflow before you deploy it.');
  });

  it('deploys, runs over REST with a key, rolls back without changing the URL, and records every change', async () => {
    const id = await workflow(ada, 'Greeter Bot', [greeter('Hello'), greeter('Howdy')]);
    const res = await ada.request('POST', '/api/deployments', { workflowId: id });
    expect(res.status).toBe(201);
    const deployment = await res.json();
    expect(deployment).toMatchObject({
      slug: 'greeter-bot',
      versionNumber: 2,
      latestVersion: 2,
      status: 'active',
    });
    expect(deployment.urls.rest).toMatch(/\/api\/run\/greeter-bot$/);
    expect(deployment.urls.openai).toMatch(/\/v1$/);

    const { secret, key: created } = await key(ada, { deploymentIds: [deployment.id] });
    expect(secret.startsWith(created.prefix)).toBe(true);
    // Only a hash is stored; the list never shows the secret.
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(JSON.stringify(await (await ada.request('GET', '/api/api-keys')).json())).not.toContain(secret);

    const first = await call('greeter-bot', secret, { input: { name: 'Ada' } });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      status: 'succeeded',
      version: 2,
      output: { text: 'Howdy Ada' },
      charged: '0',
    });

    const rolled = await ada.request('PATCH', `/api/deployments/${deployment.id}`, { versionNumber: 1 });
    expect(rolled.status).toBe(200);
    expect((await rolled.json()).urls).toEqual(deployment.urls);
    const after = await call('greeter-bot', secret, { input: { name: 'Ada' } });
    expect(await after.json()).toMatchObject({ version: 1, output: { text: 'Hello Ada' } });

    // A caller may pin a version.
    const pinned = await call('greeter-bot', secret, { input: { name: 'Ada' }, version: 2 });
    expect(await pinned.json()).toMatchObject({ version: 2, output: { text: 'Howdy Ada' } });

    const changes = (await (await ada.request('GET', `/api/deployments/${deployment.id}/changes`)).json())
      .changes;
    expect(changes.map((c: { action: string }) => c.action)).toEqual(['version', 'created']);
    expect(changes[0]).toMatchObject({ fromVersion: 2, toVersion: 1, actor: { username: 'deployer' } });
  });

  it('answers a clear paused status while paused, and runs again once resumed', async () => {
    const id = await workflow(ada, 'Pausable', [greeter('Hi')]);
    const deployment = await (await ada.request('POST', '/api/deployments', { workflowId: id })).json();
    const { secret } = await key(ada);
    await ada.request('PATCH', `/api/deployments/${deployment.id}`, { status: 'paused' });
    const paused = await call(deployment.slug, secret, { input: { name: 'x' } });
    expect(paused.status).toBe(503);
    expect(await paused.json()).toMatchObject({ error: 'deployment_paused', message: DEPLOYMENT_PAUSED });
    await ada.request('PATCH', `/api/deployments/${deployment.id}`, { status: 'active' });
    expect((await call(deployment.slug, secret, { input: { name: 'x' } })).status).toBe(200);
    const changes = (await (await ada.request('GET', `/api/deployments/${deployment.id}/changes`)).json())
      .changes;
    expect(changes.map((c: { action: string }) => c.action)).toEqual(['resumed', 'paused', 'created']);
  });

  it('refuses no key, a revoked key and keys out of scope', async () => {
    const id = await workflow(ada, 'Scoped', [greeter('Hi')]);
    const deployment = await (await ada.request('POST', '/api/deployments', { workflowId: id })).json();
    const other = await workflow(ada, 'Other', [greeter('Yo')]);
    const otherDeployment = await (
      await ada.request('POST', '/api/deployments', { workflowId: other })
    ).json();

    const none = await t.app.request(`/api/run/${deployment.slug}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(401);

    const wrongDeployment = await key(ada, { deploymentIds: [otherDeployment.id] });
    const res = await call(deployment.slug, wrongDeployment.secret, {});
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(API_KEY_OUT_OF_SCOPE);

    const openaiOnly = await key(ada, { surfaces: ['openai'] });
    expect((await call(deployment.slug, openaiOnly.secret, {})).status).toBe(403);

    const revoked = await key(ada);
    expect((await call(deployment.slug, revoked.secret, {})).status).toBe(200);
    expect((await ada.request('DELETE', `/api/api-keys/${revoked.key.id}`)).status).toBe(200);
    const refused = await call(deployment.slug, revoked.secret, {});
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe(API_KEY_INVALID);
    expect((await call(deployment.slug, `${revoked.secret.slice(0, -1)}x`, {})).status).toBe(401);
  });

  it('keeps a key to its rate and its monthly quota', async () => {
    const id = await workflow(ada, 'Limited', [greeter('Hi')]);
    const deployment = await (await ada.request('POST', '/api/deployments', { workflowId: id })).json();
    t.enforceRateLimits();
    const fast = await key(ada, { rateLimitPerMinute: 2 });
    expect((await call(deployment.slug, fast.secret, {})).status).toBe(200);
    expect((await call(deployment.slug, fast.secret, {})).status).toBe(200);
    const limited = await call(deployment.slug, fast.secret, {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();

    const small = await key(ada, { monthlyQuota: 1 });
    expect((await call(deployment.slug, small.secret, {})).status).toBe(200);
    const over = await call(deployment.slug, small.secret, {});
    expect(over.status).toBe(429);
    expect((await over.json()).message).toBe(API_KEY_QUOTA_USED);
    const listed = (await (await ada.request('GET', '/api/api-keys')).json()).keys.find(
      (k: { id: string }) => k.id === small.key.id,
    );
    expect(listed.runsThisMonth).toBe(1);
  });

  it('answers 202 with a poll URL when the run outlasts the timeout, then the result, and calls back', async () => {
    const id = await workflow(ada, 'Slow one', [
      {
        nodes: [
          node('start', 'manual-trigger'),
          node('wait', 'http-request', { method: 'GET', url: `${slow.origin}/slow` }),
        ],
        edges: [edge('start', 'wait')],
        settings: {},
      },
    ]);
    const deployment = await (
      await ada.request('POST', '/api/deployments', { workflowId: id, timeoutMs: 1000 })
    ).json();
    const { secret } = await key(ada);
    const res = await call(deployment.slug, secret, { callbackUrl: `${slow.origin}/callback` });
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body.status).toBe('running');
    expect(res.headers.get('location')).toBe(body.pollUrl);
    const pollPath = new URL(body.pollUrl).pathname;
    let polled: { status: string; output: unknown } = { status: 'running', output: null };
    for (let i = 0; i < 50 && polled.status === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      polled = await (
        await t.app.request(pollPath, { headers: { authorization: `Bearer ${secret}` } })
      ).json();
    }
    expect(polled).toMatchObject({ status: 'succeeded', output: { done: true } });
    for (let i = 0; i < 50 && callbacks.length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callbacks[0]).toMatchObject({ runId: body.runId, status: 'succeeded', output: { done: true } });
    // Someone else's key does not see the run.
    const stranger = await key(bob);
    expect(
      (await t.app.request(pollPath, { headers: { authorization: `Bearer ${stranger.secret}` } })).status,
    ).toBe(404);
  });

  it('charges a paid run once under retries, pays the owner minus the platform fee, and refuses who cannot pay', async () => {
    const id = await workflow(ada, 'Paid answers', [greeter('Paid')]);
    const deployment = await (
      await ada.request('POST', '/api/deployments', { workflowId: id, price: '2' })
    ).json();
    const { secret } = await key(bob);
    const db = t.database.db;
    const bobBefore = await getUserBalance(db, bob.user.id);
    const adaBefore = await getUserBalance(db, ada.user.id);
    const feesBefore = await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id).catch(() => 0n);

    const attempts = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(deployment.slug, secret, { input: { name: 'Bob' } }, { 'idempotency-key': 'order-17' }),
      ),
    );
    const bodies = await Promise.all(attempts.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.runId)).size).toBe(1);
    expect(bodies.every((b) => b.charged === '2')).toBe(true);
    // Once more, later: the same run again.
    const again = await call(
      deployment.slug,
      secret,
      { input: { name: 'Bob' } },
      { 'idempotency-key': 'order-17' },
    );
    expect((await again.json()).runId).toBe(bodies[0].runId);

    expect(bobBefore - (await getUserBalance(db, bob.user.id))).toBe(aiz(2));
    expect((await getUserBalance(db, ada.user.id)) - adaBefore).toBe((aiz(2) * 95n) / 100n);
    expect((await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id)) - feesBefore).toBe((aiz(2) * 5n) / 100n);

    // The owner runs their own deployment for free.
    const own = await key(ada);
    expect((await (await call(deployment.slug, own.secret, { input: { name: 'Ada' } })).json()).charged).toBe(
      '0',
    );

    await ada.request('PATCH', `/api/deployments/${deployment.id}`, { price: '5000' });
    const runsBefore = (
      await db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, deployment.id))
    ).length;
    const refused = await call(deployment.slug, secret, { input: { name: 'Bob' } });
    expect(refused.status).toBe(402);
    const error = await refused.json();
    expect(error.error).toBe('payment_required');
    expect(error.message).toMatch(/^This deployment costs 5000 AIZ per run and your balance is [\d.]+ AIZ\./);
    const runsAfter = (
      await db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, deployment.id))
    ).length;
    expect(runsAfter).toBe(runsBefore);
  });

  it('validates input and never answers 500 for bad input', async () => {
    expect((await ada.request('POST', '/api/deployments', { workflowId: 'nope' })).status).toBe(400);
    expect((await ada.request('POST', '/api/api-keys', { name: '' })).status).toBe(400);
    expect(
      (
        await t.app.request('/api/run/NOT_A_SLUG', {
          method: 'POST',
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(404);
  });
});
