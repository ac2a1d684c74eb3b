/**
 * The chat widget's surface over HTTP against the real database: any site while the allowed sites are empty,
 * else the allowlist enforced on `Origin` (403 with a refusal only that page can read; preflights closed), the config with the agent's starters, a
 * streamed answer from the offline model, one rating per answer, the hosted form (the form trigger's fields,
 * or one message box), paused deployments (503), rate limits (429), `/embed.js` and the hosted pages' CSP.
 */
import { DEPLOYMENT_PAUSED } from '@common/schemas/deployments';
import { WIDGET_ORIGIN_REFUSED, WIDGET_RATED_ALREADY, widgetSiteRefused } from '@common/schemas/widget';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentRuns } from '../../db/schema/deployments';
import { closeSharedCodePool } from '../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { parseSse } from '../../test/workflow-documents';

const SITE = 'https://shop.example.com';
const OTHER = 'https://evil.example.net';
/** The app's own origin in the harness (requests go to http://localhost). */
const OWN = 'http://localhost';

interface Deployed {
  id: string;
  slug: string;
  publishableKey: string;
}

describe('chat widget', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let agent: Deployed;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'widgetowner' });
    agent = await deployAgent('Shop Helper', { allowedOrigins: [SITE], greeting: 'Hello there!' });
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  async function deployAgent(name: string, widget: Record<string, unknown>): Promise<Deployed> {
    const created = await ada.request('POST', '/api/agents', {
      name,
      starters: ['What do you sell?', 'Where are you?'],
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await ada.request('POST', `/api/workflows/${id}/versions`, {})).status).toBe(201);
    const res = await ada.request('POST', '/api/deployments', { workflowId: id, widget });
    expect(res.status).toBe(201);
    return res.json();
  }

  const get = (path: string, key: string, headers: Record<string, string> = {}) =>
    t.app.request(`${path}?key=${key}`, { headers });
  const post = (path: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.request(`${path}?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function chat(key: string, origin: string, message = 'Hi, what can you do?') {
    const res = await post('/embed/chat', key, { message, sessionId: 'visitor-session-1' }, { origin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    return parseSse(await res.text());
  }

  it('gives an allowed site the config, with CORS for that site only and the agent’s starters', async () => {
    const res = await get('/embed/config', agent.publishableKey, { origin: SITE });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('vary')).toContain('Origin');
    expect(await res.json()).toMatchObject({
      slug: agent.slug,
      title: 'Shop Helper',
      greeting: 'Hello there!',
      theme: 'auto',
      position: 'right',
      starters: ['What do you sell?', 'Where are you?'],
      chatUrl: `${OWN}/d/${agent.slug}/chat`,
    });
  });

  it('refuses a site not on the allowlist with a refusal it can read (and nothing else), and a request that names no site', async () => {
    const refused = await get('/embed/config', agent.publishableKey, { origin: OTHER });
    expect(refused.status).toBe(403);
    // The refusal itself is readable by that page, so the widget can say it in the page.
    expect(refused.headers.get('access-control-allow-origin')).toBe(OTHER);
    expect(await refused.json()).toEqual({ error: 'forbidden', message: widgetSiteRefused(OTHER) });
    expect(widgetSiteRefused(OTHER)).toBe(
      'This chat is not available on https://evil.example.net: its owner limited it to other sites. The owner can add https://evil.example.net to the allowed sites (Fleet, Settings).',
    );
    // Same host, another port: another origin.
    const port = await get('/embed/config', agent.publishableKey, { origin: `${SITE}:8443` });
    expect(port.status).toBe(403);
    expect((await port.json()).message).toBe(widgetSiteRefused(`${SITE}:8443`));
    const nameless = await get('/embed/config', agent.publishableKey);
    expect(nameless.status).toBe(403);
    expect(nameless.headers.get('access-control-allow-origin')).toBeNull();
    expect((await nameless.json()).message).toBe(WIDGET_ORIGIN_REFUSED);
    const sandboxed = await get('/embed/config', agent.publishableKey, { origin: 'null' });
    expect(sandboxed.status).toBe(403);
    expect(sandboxed.headers.get('access-control-allow-origin')).toBeNull();
    const chat = await post('/embed/chat', agent.publishableKey, { message: 'hi' }, { origin: OTHER });
    expect(chat.status).toBe(403);
    expect(
      await t.database.db.select().from(deploymentRuns).where(eq(deploymentRuns.deploymentId, agent.id)),
    ).toEqual([]);
    // The preflight stays closed: a refused site never gets to send a message.
    const preflight = await t.app.request(`/embed/chat?key=${agent.publishableKey}`, {
      method: 'OPTIONS',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('loads on any site while the allowed sites are empty (the default), and only on the listed ones after', async () => {
    const open = await deployAgent('Open Helper', {});
    const stranger = 'http://127.0.0.1:4321';
    for (const origin of [SITE, OTHER, stranger]) {
      const config = await get('/embed/config', open.publishableKey, { origin });
      expect(config.status).toBe(200);
      expect(config.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const preflight = await t.app.request(`/embed/chat?key=${open.publishableKey}`, {
      method: 'OPTIONS',
      headers: { origin: stranger, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    const events = await chat(open.publishableKey, stranger);
    expect(events.at(-1)!.event).toBe('final');
    // Still not for a page that names no web site.
    expect((await get('/embed/config', open.publishableKey, { origin: 'null' })).status).toBe(403);
    const framed = await t.app.request(`/d/${open.slug}/chat?embed=1`);
    expect(framed.headers.get('content-security-policy')).toContain('frame-ancestors *');

    const restricted = await ada.request('PATCH', `/api/deployments/${open.id}`, {
      widget: { allowedOrigins: [SITE] },
    });
    expect(restricted.status).toBe(200);
    expect((await get('/embed/config', open.publishableKey, { origin: SITE })).status).toBe(200);
    const now = await get('/embed/config', open.publishableKey, { origin: stranger });
    expect(now.status).toBe(403);
    expect((await now.json()).message).toBe(widgetSiteRefused(stranger));
  });

  it('answers an allowed site’s preflight, and knows bad and unknown keys', async () => {
    const preflight = await t.app.request(`/embed/chat?key=${agent.publishableKey}`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
    expect((await get('/embed/config', 'nope', { origin: SITE })).status).toBe(400);
    expect((await get('/embed/config', 'aiz_pk_unknownunknownunknown', { origin: SITE })).status).toBe(404);
  });

  it('streams the offline model’s answer to an allowed site, recorded as a widget run', async () => {
    const events = await chat(agent.publishableKey, SITE);
    expect(events[0]).toMatchObject({ event: 'start', data: { sessionId: 'visitor-session-1' } });
    const tokens = events.filter((e) => e.event === 'token').map((e) => e.data.text as string);
    expect(tokens.length).toBeGreaterThan(0);
    const final = events.at(-1)!;
    expect(final.event).toBe('final');
    expect(final.data.output).toBe(tokens.join(''));
    const [row] = await t.database.db
      .select()
      .from(deploymentRuns)
      .where(eq(deploymentRuns.runId, final.data.runId as string));
    expect(row).toMatchObject({ surface: 'widget', deploymentId: agent.id, status: 'succeeded' });
    expect(row!.apiKeyId).toBeNull();
  });

  it('counts the hosted chat page (our own origin) as the chat surface', async () => {
    const events = await chat(agent.publishableKey, OWN);
    const runId = events.at(-1)!.data.runId as string;
    const [row] = await t.database.db.select().from(deploymentRuns).where(eq(deploymentRuns.runId, runId));
    expect(row?.surface).toBe('chat');
    // A same-origin GET carries no Origin; the browser's Sec-Fetch-Site says it is ours.
    const config = await get('/embed/config', agent.publishableKey, { 'sec-fetch-site': 'same-origin' });
    expect(config.status).toBe(200);
  });

  it('stores one rating per answer, for widget and chat runs of that deployment only', async () => {
    const events = await chat(agent.publishableKey, SITE);
    const runId = events.at(-1)!.data.runId as string;
    const rate = (body: unknown, origin = SITE) =>
      post('/embed/rate', agent.publishableKey, body, { origin });
    expect((await rate({ runId, rating: 2 })).status).toBe(400);
    expect((await rate({ runId, rating: -1 }, OTHER)).status).toBe(403);
    expect((await rate({ runId, rating: -1 })).status).toBe(200);
    const again = await rate({ runId, rating: 1 });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(WIDGET_RATED_ALREADY);
    const [row] = await t.database.db.select().from(deploymentRuns).where(eq(deploymentRuns.runId, runId));
    expect(row?.rating).toBe(-1);
    // Another deployment's key cannot rate this run.
    const other = await deployAgent('Other Helper', { allowedOrigins: [SITE] });
    const foreign = await post('/embed/rate', other.publishableKey, { runId, rating: 1 }, { origin: SITE });
    expect(foreign.status).toBe(404);
  });

  it('describes and runs the hosted form: one message box for an agent', async () => {
    const form = await get('/embed/form', agent.publishableKey, { origin: OWN });
    expect(form.status).toBe(200);
    expect(await form.json()).toMatchObject({
      fields: [{ label: 'message', type: 'textarea', required: true }],
    });
    const missing = await post('/embed/form', agent.publishableKey, {}, { origin: OWN });
    expect(missing.status).toBe(400);
    const sent = await post('/embed/form', agent.publishableKey, { message: 'Hello form' }, { origin: OWN });
    expect(sent.status).toBe(200);
    const result = await sent.json();
    expect(result.status).toBe('succeeded');
    expect(typeof result.text).toBe('string');
    expect(result.text.length).toBeGreaterThan(0);
  });

  it('shows a form trigger’s own fields and hands the submission to it', async () => {
    const created = await (await ada.request('POST', '/api/workflows', { name: 'Contact form' })).json();
    const document = {
      nodes: [
        {
          id: 'form',
          type: 'form-trigger',
          typeVersion: 1,
          name: 'Form',
          position: [0, 0],
          parameters: {
            formTitle: 'Contact us',
            formDescription: 'We answer within a day.',
            formFields: [
              { label: 'name', type: 'text', required: true },
              { label: 'age', type: 'number' },
            ],
          },
        },
        {
          id: 'reply',
          type: 'code',
          typeVersion: 1,
          name: 'Reply',
          position: [300, 0],
          parameters: { jsCode: "return [{ reply: 'Thanks ' + $input.first().json.name }];" },
        },
      ],
      edges: [{ id: 'e', source: 'form', sourceOutput: 0, target: 'reply', targetInput: 0 }],
      settings: {},
    };
    const saved = await ada.request('PUT', `/api/workflows/${created.id}/draft`, { document, revision: 1 });
    expect(saved.status).toBe(200);
    expect((await ada.request('POST', `/api/workflows/${created.id}/versions`, {})).status).toBe(201);
    const deployed = await (
      await ada.request('POST', '/api/deployments', { workflowId: created.id, surfaces: ['form'] })
    ).json();
    const form = await (await get('/embed/form', deployed.publishableKey, { origin: OWN })).json();
    expect(form).toMatchObject({ title: 'Contact us', description: 'We answer within a day.' });
    expect(form.fields.map((f: { label: string }) => f.label)).toEqual(['name', 'age']);
    const wrong = await post(
      '/embed/form',
      deployed.publishableKey,
      { name: 'Ada', age: 'old' },
      { origin: OWN },
    );
    expect(wrong.status).toBe(400);
    const sent = await post('/embed/form', deployed.publishableKey, { name: 'Ada' }, { origin: OWN });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ status: 'succeeded', output: { reply: 'Thanks Ada' } });
    // No chat surface on this deployment: the widget's config says so.
    expect((await get('/embed/config', deployed.publishableKey, { origin: OWN })).status).toBe(403);
  });

  it('answers 503 with the paused message on every widget call of a paused deployment', async () => {
    const paused = await deployAgent('Paused Helper', { allowedOrigins: [SITE] });
    expect((await ada.request('PATCH', `/api/deployments/${paused.id}`, { status: 'paused' })).status).toBe(
      200,
    );
    const config = await get('/embed/config', paused.publishableKey, { origin: SITE });
    expect(config.status).toBe(503);
    // Readable by the allowed site, so the widget can say why.
    expect(config.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await config.json()).message).toBe(DEPLOYMENT_PAUSED);
    const chat = await post('/embed/chat', paused.publishableKey, { message: 'hi' }, { origin: SITE });
    expect(chat.status).toBe(503);
    expect(
      (await post('/embed/form', paused.publishableKey, { message: 'hi' }, { origin: OWN })).status,
    ).toBe(503);
  });

  it('serves /embed.js to other sites, and the hosted pages with their own frame-ancestors', async () => {
    const script = await t.app.request('/embed.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect((await script.text()).length).toBeGreaterThan(1000);

    const page = await t.app.request(`/d/${agent.slug}/chat`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Shop Helper</title>');
    expect(html).toContain(`data-key="${agent.publishableKey}"`);
    expect(html).toContain('data-mode="page"');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const framed = await t.app.request(`/d/${agent.slug}/chat?embed=1`);
    expect(framed.headers.get('content-security-policy')).toContain(`frame-ancestors ${SITE}`);
    const form = await t.app.request(`/d/${agent.slug}/form`);
    expect(await form.text()).toContain('data-mode="form"');
    const missing = await t.app.request('/d/no-such-deployment/chat');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('text/html');
    // The app's own pages keep the strict policy.
    expect((await t.app.request('/api/health')).headers.get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
  });
});

describe('chat widget rate limits', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'widgetlimits' });
  });
  afterAll(() => t.close());

  it('refuses a visitor sending more than 20 messages a minute with 429', async () => {
    const { id } = await (await ada.request('POST', '/api/agents', { name: 'Busy Helper' })).json();
    expect((await ada.request('POST', `/api/workflows/${id}/versions`, {})).status).toBe(201);
    const deployed = await (
      await ada.request('POST', '/api/deployments', { workflowId: id, widget: { allowedOrigins: [SITE] } })
    ).json();
    t.enforceRateLimits();
    const send = () =>
      t.app.request(`/embed/chat?key=${deployed.publishableKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body: JSON.stringify({ message: 'hi' }),
      });
    for (let i = 0; i < 20; i++) {
      const res = await send();
      expect(res.status).toBe(200);
      await res.text();
    }
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    // Readable by the site: the widget shows the message.
    expect(limited.headers.get('access-control-allow-origin')).toBe(SITE);
    t.clock.advance(61_000);
    const later = await send();
    expect(later.status).toBe(200);
    await later.text();
  });
});
