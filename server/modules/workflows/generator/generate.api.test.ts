/**
 * POST /api/workflows/generate against the real app and database: offline, the pattern library's draft
 * (saved afterwards with a normal create); with the local fake OpenAI server, the model's draft checked,
 * repaired once with the problems fed back, or refused; input checks, sign-in and the rate limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeProvider, httpError, reply, startFakeOpenAI } from '../../../ai/testing';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { GENERATE_LIMIT } from './routes';

const node = (id: string, type: string, x: number, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [x, 0],
  parameters,
});

const validAnswer = {
  name: 'Orders to e-mail',
  explanation: 'A webhook receives orders and e-mails each one.',
  kind: 'workflow',
  nodes: [
    node('hook', 'webhook-trigger', 0, { httpMethod: 'POST', path: 'orders' }),
    node('mail', 'send-email', 260, { to: 'ops@acme.com', subject: 'Order', text: '{{ $json.body.id }}' }),
  ],
  edges: [{ id: 'e1', source: 'hook', sourceOutput: 0, target: 'mail', targetInput: 0 }],
};
/** Unknown node type, and an edge out of an output the webhook does not have. */
const invalidAnswer = {
  ...validAnswer,
  nodes: [validAnswer.nodes[0], { ...validAnswer.nodes[1], type: 'send-slack' }],
  edges: [{ id: 'e1', source: 'hook', sourceOutput: 3, target: 'mail', targetInput: 0 }],
};

describe('generate offline (the pattern library)', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'describer' });
  });
  afterAll(() => t.close());

  it('matches a pattern, fills it from the words, and the draft saves with a normal create', async () => {
    const res = await ada.request('POST', '/api/workflows/generate', {
      prompt: 'Every Monday at 10am fetch https://api.acme.com/sales, summarise it and e-mail boss@acme.com',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      source: 'pattern',
      pattern: { id: 'schedule-http-summary' },
      kind: 'workflow',
    });
    const types = body.document.nodes.map((n: { type: string }) => n.type);
    expect(types).toEqual(['schedule-trigger', 'http-request', 'summariser', 'send-email']);
    const byType = (type: string) => body.document.nodes.find((n: { type: string }) => n.type === type);
    expect(byType('schedule-trigger').parameters.rule.interval[0]).toMatchObject({
      field: 'weeks',
      triggerAtDay: [1],
      triggerAtHour: 10,
    });
    expect(byType('http-request').parameters.url).toBe('https://api.acme.com/sales');
    expect(byType('send-email').parameters.to).toBe('boss@acme.com');
    expect(body.warnings).toEqual([]);
    expect(body.explanation).toContain('Every Monday at 10:00');

    const saved = await ada.request('POST', '/api/workflows', { name: body.name, document: body.document });
    expect(saved.status).toBe(201);
    expect((await saved.json()).draft.nodes).toHaveLength(4);
  });

  it('says what is missing, and refuses a request no pattern fits', async () => {
    const partial = await (
      await ada.request('POST', '/api/workflows/generate', { prompt: 'e-mail me when a webhook is called' })
    ).json();
    expect(partial.warnings).toEqual([
      'No e-mail address for the recipient in your request: replace you@example.com.',
    ]);
    const res = await ada.request('POST', '/api/workflows/generate', {
      prompt: 'purple elephants dancing quietly',
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: 'generation_failed',
      message: expect.stringContaining('No workflow in the pattern library'),
    });
  });

  it('names each part of the request the draft leaves out, with the closest nodes', async () => {
    const body = await (
      await ada.request('POST', '/api/workflows/generate', {
        prompt:
          'When a customer fills in my contact form, translate the message to French and post it to our Slack channel #support',
      })
    ).json();
    expect(body.source).toBe('pattern');
    const warnings: string[] = body.warnings;
    expect(warnings.some((w) => /Translating into French .*LLM Prompt node.*AI provider/.test(w))).toBe(true);
    expect(warnings.some((w) => /Slack \(the channel #support\).*HTTP Request node/.test(w))).toBe(true);
    expect(warnings.some((w) => /did not ask for/.test(w))).toBe(true);
  });

  it('validates the prompt and needs a signed-in caller', async () => {
    const short = await ada.request('POST', '/api/workflows/generate', { prompt: 'hi' });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toBe('validation_failed');
    const signedOut = await t.request('POST', '/api/workflows/generate', {
      prompt: 'e-mail me when a webhook is called',
    });
    expect(signedOut.status).toBe(401);
  });
});

describe('generate with a provider (the local fake OpenAI server)', () => {
  let fake: FakeProvider;
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl } });
    ada = await createSignedInUser(t, { username: 'modeldescriber' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => fake.reset());

  it('repairs an invalid draft once, feeding the problems back, and answers the valid one', async () => {
    fake.script(reply(JSON.stringify(invalidAnswer)), reply(JSON.stringify(validAnswer)));
    const res = await ada.request('POST', '/api/workflows/generate', {
      prompt: 'E-mail each new order to ops',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      source: 'model',
      name: 'Orders to e-mail',
      explanation: validAnswer.explanation,
    });
    expect(body.pattern).toBeUndefined();
    expect(body.document.edges).toEqual(validAnswer.edges);
    expect(body.warnings[0]).toContain('repaired');
    expect(fake.requests).toHaveLength(2);
    const repairCall = JSON.stringify(fake.requests[1]?.body);
    expect(repairCall).toContain('there is no node type \\"send-slack\\"');
    expect(repairCall).toContain('has no output 3');
    expect(JSON.stringify(fake.requests[0]?.body)).toContain('E-mail each new order to ops');
  });

  it('refuses a draft still invalid after the repair, and saves nothing', async () => {
    fake.script(
      reply(JSON.stringify(invalidAnswer)),
      reply('Sorry, here is a workflow: webhook then Slack.'),
    );
    const before = (await (await ada.request('GET', '/api/workflows')).json()).workflows.length;
    const res = await ada.request('POST', '/api/workflows/generate', {
      prompt: 'E-mail each new order to ops',
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('generation_failed');
    expect(body.message).toContain('invalid even after one repair');
    expect((await (await ada.request('GET', '/api/workflows')).json()).workflows).toHaveLength(before);
  });

  it('falls back to the pattern library when the provider fails', async () => {
    fake.script(httpError(500));
    const res = await ada.request('POST', '/api/workflows/generate', {
      prompt: 'When a webhook receives a POST, e-mail it to ops@acme.com',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ source: 'pattern', pattern: { id: 'webhook-to-email' } });
    expect(body.warnings[0]).toMatch(/pattern library/);
  });

  it('is rate-limited per person', async () => {
    t.enforceRateLimits();
    fake.script(reply(JSON.stringify(validAnswer)));
    const bob = await createSignedInUser(t, { username: 'ratelimited' });
    let last = 0;
    for (let i = 0; i <= GENERATE_LIMIT.limit; i++) {
      last = (
        await bob.request('POST', '/api/workflows/generate', { prompt: 'E-mail each new order to ops' })
      ).status;
    }
    expect(last).toBe(429);
  });
});
