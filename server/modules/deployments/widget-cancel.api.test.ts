/**
 * A widget visitor who goes away (closes the page) cancels the answer's run: over a real HTTP server (so the
 * connection really closes) and the fake OpenAI server scripted to hang, the provider's request is aborted
 * and the deployment's run is recorded `cancelled`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, startFakeOpenAI } from '../../ai/testing';
import { deploymentRuns } from '../../db/schema/deployments';
import { keepConnectionsAlive } from '../../http/keep-alive';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const SITE = 'https://shop.example.com';

async function until(what: string, check: () => boolean | Promise<boolean>, tries = 400): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

describe('a widget visitor who goes away', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  let server: ReturnType<typeof serve>;
  let origin: string;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl },
    });
    ada = await createSignedInUser(t, { username: 'widgetleaver' });
    server = keepConnectionsAlive(serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }));
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    await fake.close();
  });

  it('cancels the run and aborts the model’s request', async () => {
    const agent = await (await ada.request('POST', '/api/agents', { name: 'Slow', model: 'openai' })).json();
    expect((await ada.request('POST', `/api/workflows/${agent.id}/versions`, {})).status).toBe(201);
    const deployed = await (
      await ada.request('POST', '/api/deployments', {
        workflowId: agent.id,
        widget: { allowedOrigins: [SITE] },
      })
    ).json();
    fake.script({ type: 'hang' });
    const abort = new AbortController();
    const res = await fetch(`${origin}/embed/chat?key=${deployed.publishableKey}`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Are you there?' }),
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    let text = '';
    while (!text.includes('event: start\n')) {
      const { value } = await reader.read();
      text += new TextDecoder().decode(value);
    }
    const runId = JSON.parse(/^data: (.*)$/m.exec(text)![1]!).runId as string;
    await until('the model is asked', () =>
      fake.requests.some((r) => JSON.stringify(r.body.messages).includes('Are you there?')),
    );
    abort.abort();
    const status = async () =>
      (await t.database.db.select().from(deploymentRuns).where(eq(deploymentRuns.runId, runId)))[0]?.status;
    await until('the run ends', async () => (await status()) !== 'running');
    expect(await status()).toBe('cancelled');
    await until('the provider request is closed', () => fake.abandoned.length === 1);
  });
});
