/**
 * Live run events over SSE (issue 9 item 4): a listener on a workflow or on one run gets node started and
 * finished events of a run started over the API; a run that has ended answers its summary; with Redis,
 * a listener on one app instance hears runs served by another.
 */
import type { RunEvent } from '@common/schemas/run-events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../lib/logger';
import { createRedisRunEventBus } from '../../../lib/run-event-bus';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readSseEvents } from '../../../test/workflow-documents';
import { line, node, workflowWith } from '../testing/documents';

const readEvents = (res: Response, until?: (event: RunEvent) => boolean) =>
  readSseEvents<RunEvent>(res, until);

const finished = (event: RunEvent) => event.type === 'run-finished';
const twoNodes = () =>
  line([node('start', 'manual-trigger'), node('greet', 'code', { jsCode: 'return [{ a: 1 }, { a: 2 }];' })]);

describe('live run events over SSE', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'eventsada' });
    bob = await createSignedInUser(t, { username: 'eventsbob' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('streams a run of the workflow: started, each node started and finished with its item counts, finished', async () => {
    const id = await workflowWith(ada, twoNodes());
    const stream = await ada.request('GET', `/api/workflows/${id}/events`);
    const reading = readEvents(stream, finished);
    const run = await (await ada.request('POST', `/api/workflows/${id}/runs`, {})).json();
    const events = await reading;
    expect(
      events.map((e) => (e.type.startsWith('node') ? `${e.type} ${'nodeId' in e && e.nodeId}` : e.type)),
    ).toEqual([
      'run-started',
      'node-started start',
      'node-finished start',
      'node-started greet',
      'node-finished greet',
      'run-finished',
    ]);
    expect(events.every((e) => 'runId' in e && e.runId === run.id)).toBe(true);
    expect(events[4]).toMatchObject({ status: 'succeeded', items: [2], tries: 1, usage: null, error: null });
    expect(events[5]).toMatchObject({
      run: { id: run.id, status: 'succeeded', trigger: 'manual', usage: null },
    });
  });

  it("answers an ended run's summary at once and closes", async () => {
    const id = await workflowWith(ada, twoNodes());
    const run = await (await ada.request('POST', `/api/workflows/${id}/runs`, {})).json();
    const events = await readEvents(await ada.request('GET', `/api/workflows/${id}/runs/${run.id}/events`));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'run-finished',
        runId: run.id,
        run: expect.objectContaining({ status: 'succeeded' }),
      }),
    ]);
  });

  it('follows a waiting run through its decision to its end', async () => {
    const id = await workflowWith(ada, line([node('start', 'manual-trigger'), node('ok', 'approval')]));
    const run = await (await ada.request('POST', `/api/workflows/${id}/runs`, {})).json();
    expect(run.status).toBe('waiting');
    const stream = await ada.request('GET', `/api/workflows/${id}/runs/${run.id}/events`);
    const reading = readEvents(stream);
    const decided = await ada.request('POST', `/api/workflows/${id}/runs/${run.id}/decision`, {
      decision: 'approved',
    });
    expect(decided.status).toBe(200);
    const events = await reading;
    expect(events.map((e) => e.type)).toEqual([
      'run-started',
      'node-started',
      'node-finished',
      'run-finished',
    ]);
    expect(events.at(-1)).toMatchObject({ run: { status: 'succeeded' } });
  });

  it("is the owner's alone, and asks for real ids", async () => {
    const id = await workflowWith(ada, twoNodes());
    expect((await bob.request('GET', `/api/workflows/${id}/events`)).status).toBe(404);
    const run = await (await ada.request('POST', `/api/workflows/${id}/runs`, {})).json();
    expect((await bob.request('GET', `/api/workflows/${id}/runs/${run.id}/events`)).status).toBe(404);
    expect((await ada.request('GET', `/api/workflows/${id}/runs/${crypto.randomUUID()}/events`)).status).toBe(
      404,
    );
    expect((await ada.request('GET', `/api/workflows/${id}/runs/nope/events`)).status).toBe(400);
    expect((await t.request('GET', `/api/workflows/${id}/events`)).status).toBe(401);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await (await t.request('GET', '/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/workflows/{id}/events', '/api/workflows/{id}/runs/{runId}/events']),
    );
  });
});

const url = process.env.TEST_REDIS_URL;

describe.runIf(url)('live run events through Redis (TEST_REDIS_URL)', () => {
  const logger = createLogger('silent');
  const prefix = `test:api-run-events:${process.pid}:`;
  const connections: Redis[] = [];
  const redisBus = () => {
    const redis = new Redis(url as string);
    connections.push(redis);
    return createRedisRunEventBus(redis, { logger, prefix });
  };
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ rateLimits: 'unlimited', runEvents: redisBus() });
    // A second instance serving the same database, as a second process would.
    b = await createTestApp({ rateLimits: 'unlimited', database: a.database, runEvents: redisBus() });
  });
  afterAll(async () => {
    await a.deps.runEvents.close();
    await b.deps.runEvents.close();
    for (const redis of connections) redis.disconnect();
    await b.close();
    await a.close();
  });

  it('a listener on one instance hears a run served by the other', async () => {
    const ada = await createSignedInUser(a, { username: 'redisada' });
    const id = await workflowWith(ada, twoNodes());
    const stream = await b.request('GET', `/api/workflows/${id}/events`, undefined, { cookie: ada.cookie });
    const reading = readEvents(stream, finished);
    // Redis subscribes in the background: run until the listener has heard a whole run.
    let events: RunEvent[] | undefined;
    const heard = reading.then((e) => {
      events = e;
    });
    while (!events) {
      await ada.request('POST', `/api/workflows/${id}/runs`, {});
      await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
    expect(events.map((e) => e.type)).toContain('node-finished');
    expect(events.at(-1)).toMatchObject({ type: 'run-finished', run: { status: 'succeeded' } });
  });
});
