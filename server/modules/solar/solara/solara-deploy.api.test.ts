/**
 * An installer's own Solara (issue 22, item 5) over HTTP against the real database: deployed with its
 * configuration from /deploy/solar-ai-agent, chatted with from the installer's site (allowed) and refused to
 * another site, the brand, greeting, finance products and floor price of its configuration, a slot in the
 * installer's own hours, the lead saved for the installer with the deployment, the hub's list with the leads
 * count, a second deploy rolling the same deployment forward, and the copied workflow's tools working in an
 * ordinary run (the widget's chat, through the workflows module's ports).
 */
import {
  type SolaraChatResponse,
  type SolaraDeployment,
  type SolaraEstimateCard,
  solaraConfigSchema,
} from '@common/schemas/solara';
import { solaraVariant } from '@common/solar/solara';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedCodePool } from '../../../engine/nodes/code/shared-pool';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { parseSse } from '../../../test/workflow-documents';
import { getLead, listLeads, setAvailability } from '../index';
import { MONDAY_MORNINGS, serviceCtx } from '../leads/testing';
import { officialOwnerId } from './official-owner';

const SITE = 'https://sunnyroofs.example.com';
const OTHER = 'https://elsewhere.example.net';

const CONFIG = {
  brandName: 'Sunny Roofs',
  brandColor: '#0ea5e9',
  logoUrl: 'https://sunnyroofs.example.com/logo.png',
  greeting: 'Hello from Sunny Roofs! Let’s see what solar would do for your home.',
  pricePerWatt: 2.8,
  floorPricePerWatt: 2.7,
  serviceArea: { zipPrefixes: ['100'], states: [] },
  consentText: 'Sunny Roofs may call, text or e-mail you about this consultation. Consent is optional.',
  timeZone: 'America/New_York',
  financeProducts: ['cash', 'loan'],
};

describe('an installer’s Solara', () => {
  let t: TestApp;
  let installer: SignedInUser;
  let deployed: SolaraDeployment;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    // Sunday 1 March 2026 (before summer time): the installer takes Monday afternoons, the platform mornings.
    t.clock.now = Date.parse('2026-03-01T15:00:00Z');
    installer = await createSignedInUser(t, { username: 'sunnyroofs' });
    await setAvailability(serviceCtx(t), installer.user.id, [
      { ...MONDAY_MORNINGS, startMinute: 13 * 60, endMinute: 16 * 60 },
    ]);
    await setAvailability(serviceCtx(t), await officialOwnerId(t.database.db, t.deps.now), [MONDAY_MORNINGS]);
  });
  afterAll(async () => {
    await closeSharedCodePool();
    await t.close();
  });

  const post = (key: string, body: unknown, origin: string) =>
    t.app.request(`/embed/solara/chat?key=${key}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });

  it('deploys a copy of Solara with the configuration, its sites and an embed snippet', async () => {
    const refused = await installer.request('PUT', '/api/solar/solara/deployment', {
      config: CONFIG,
      allowedOrigins: [],
    });
    expect(refused.status).toBe(400);
    // A price under the installer's own floor is refused where it is set, not quoted at the floor later.
    const underFloor = await installer.request('PUT', '/api/solar/solara/deployment', {
      config: { ...CONFIG, pricePerWatt: 2.5, floorPricePerWatt: 2.7 },
      allowedOrigins: [SITE],
    });
    expect(underFloor.status).toBe(400);
    expect(JSON.stringify(await underFloor.json())).toContain('The price per watt is below your floor price');
    expect(
      (await t.request('PUT', '/api/solar/solara/deployment', { config: CONFIG, allowedOrigins: [SITE] }))
        .status,
    ).toBe(401);

    const res = await installer.request('PUT', '/api/solar/solara/deployment', {
      config: CONFIG,
      allowedOrigins: [SITE],
    });
    expect(res.status).toBe(200);
    deployed = await res.json();
    expect(deployed).toMatchObject({ status: 'active', versionNumber: 1, allowedOrigins: [SITE], leads: 0 });
    expect(deployed.config).toMatchObject({ brandName: 'Sunny Roofs', floorPricePerWatt: 2.7 });
    expect(deployed.embedSnippet).toContain(`/embed/solara.js" data-key="${deployed.publishableKey}"`);
    const script = await t.app.request('/embed/solara.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });

  it('answers the listed site only, with CORS for it, and /api stays same-origin', async () => {
    const preflight = (origin: string) =>
      t.app.request(`/embed/solara/chat?key=${deployed.publishableKey}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    const closed = await preflight(OTHER);
    expect(closed.status).toBe(403);
    expect(closed.headers.get('access-control-allow-origin')).toBeNull();

    const config = (origin: string) =>
      t.app.request(`/embed/solara/config?key=${deployed.publishableKey}`, { headers: { origin } });
    const brand = await config(SITE);
    expect(brand.status).toBe(200);
    expect(brand.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(await brand.json()).toMatchObject({ name: 'Sunny Roofs', color: '#0ea5e9' });
    const refusedConfig = await config(OTHER);
    expect(refusedConfig.status).toBe(403);
    // The refused page may read why (and nothing else), so the chat can say it.
    expect(refusedConfig.headers.get('access-control-allow-origin')).toBe(OTHER);

    const other = await post(deployed.publishableKey, { message: '' }, OTHER);
    expect(other.status).toBe(403);
    expect((await other.json()).message).toContain(OTHER);
    const noSite = await t.app.request(`/embed/solara/chat?key=${deployed.publishableKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: '' }),
    });
    expect(noSite.status).toBe(403);
    const viaApi = await t.request(
      'POST',
      '/api/solar/solara/chat',
      { message: '', deployment: deployed.slug },
      { origin: SITE },
    );
    expect(viaApi.status).toBe(403);
    const unknownKey = await post('aiz_pk_nothingnothingnothingnothing', { message: '' }, SITE);
    expect([403, 404, 400]).toContain(unknownKey.status);
  });

  it('chats from the listed site with its configuration, books the owner’s hours and saves the lead', async () => {
    let id: string | undefined;
    const say = async (message: string) => {
      const res = await post(
        deployed.publishableKey,
        { ...(id ? { conversationId: id } : {}), message },
        SITE,
      );
      expect(res.status, message).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
      const body = (await res.json()) as SolaraChatResponse;
      id = body.conversationId;
      return body;
    };
    const hello = await say('');
    expect(hello.messages[0]?.text).toContain('Hello from Sunny Roofs!');
    expect(hello.brand).toEqual({
      name: 'Sunny Roofs',
      color: '#0ea5e9',
      logoUrl: 'https://sunnyroofs.example.com/logo.png',
    });
    let reply = await say('10001');
    for (const line of ['we own it', 'townhouse', '12 years', 'some shade']) reply = await say(line);
    reply = await say('$220 a month');
    const card = reply.messages.find((m) => m.card?.kind === 'estimate')?.card as SolaraEstimateCard;
    expect(card.priceRange.pricePerWattLow).toBe(2.7);
    reply = await say('lower my bill');
    expect(reply.messages.at(-1)?.quickReplies).toEqual(['Cash', 'Loan', 'Not sure']);
    for (const line of ['a loan', 'as soon as possible', 'Grace Hopper', 'grace@example.test'])
      reply = await say(line);
    reply = await say('212 555 0100');
    if (reply.step !== 'pickSlot') reply = await say('Monday');
    expect(reply.step).toBe('pickSlot');
    const slots = reply.messages.find((m) => m.card?.kind === 'slots')?.card;
    const first = slots?.kind === 'slots' ? slots.slots[0] : undefined;
    // 1 pm in New York (UTC−5 in March before summer time): the installer's hours, not the platform's.
    expect(first?.startsAt, JSON.stringify(reply.messages)).toBe('2026-03-02T18:00:00.000Z');
    const consent = await say(first!.label);
    expect(consent.step).toBe('consent');
    expect(consent.messages.map((m) => m.text).join(' ')).toContain('Sunny Roofs may call');
    expect((await say('I agree')).step).toBe('done');

    const [lead] = await listLeads(serviceCtx(t), installer.user.id);
    expect(lead).toMatchObject({
      status: 'booked',
      name: 'Grace Hopper',
      deploymentId: deployed.deploymentId,
    });
    const full = await getLead(serviceCtx(t), installer.user.id, lead!.id);
    expect(full.consentText).toContain('Sunny Roofs may call');
    expect(full.appointments[0]?.startsAt).toBe('2026-03-02T18:00:00.000Z');
    const official = await listLeads(serviceCtx(t), await officialOwnerId(t.database.db, t.deps.now));
    expect(official).toEqual([]);
  });

  it('lists the installer’s Solara with its leads, and a second deploy rolls it forward', async () => {
    const list = await installer.request('GET', '/api/solar/solara/deployments');
    expect(list.status).toBe(200);
    const { deployments } = (await list.json()) as { deployments: SolaraDeployment[] };
    expect(deployments).toHaveLength(1);
    expect(deployments[0]).toMatchObject({ slug: deployed.slug, leads: 1, allowedOrigins: [SITE] });

    const again = await installer.request('PUT', '/api/solar/solara/deployment', {
      config: { ...CONFIG, brandName: 'Sunny Roofs Co' },
      allowedOrigins: [SITE, OTHER],
    });
    expect(again.status).toBe(200);
    const rolled = (await again.json()) as SolaraDeployment;
    expect(rolled).toMatchObject({
      deploymentId: deployed.deploymentId,
      publishableKey: deployed.publishableKey,
      versionNumber: 2,
      allowedOrigins: [SITE, OTHER],
    });
    const hello = (await (
      await post(rolled.publishableKey, { message: '' }, OTHER)
    ).json()) as SolaraChatResponse;
    expect(hello.brand?.name).toBe('Sunny Roofs Co');
  });

  it('runs the copied workflow’s solar tools in an ordinary run (the widget’s chat)', async () => {
    const chat = async (message: string) => {
      const res = await t.app.request(`/embed/chat?key=${deployed.publishableKey}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body: JSON.stringify({ message, sessionId: 'widget-visitor-1' }),
      });
      expect(res.status).toBe(200);
      return JSON.stringify(parseSse(await res.text()));
    };
    await chat('hello');
    // The ZIP code is checked with the estimate tool (the solar port): without it Solara would say so.
    const answer = await chat('10001');
    expect(answer).toMatch(/own|rent/i);
    expect(answer).not.toMatch(/not wired|no solar/i);
  });

  it('deploys a Spanish Solara: its config and answers say "es", and the script carries the Spanish labels', async () => {
    const sol = await createSignedInUser(t, { username: 'techosdelsol' });
    const site = 'https://techosdelsol.example.com';
    const spanish = solaraConfigSchema.parse(solaraVariant('spanish').config);
    const res = await sol.request('PUT', '/api/solar/solara/deployment', {
      config: { ...spanish, brandName: 'Techos del Sol', timeZone: 'America/Phoenix' },
      allowedOrigins: [site],
    });
    expect(res.status).toBe(200);
    const mine = (await res.json()) as SolaraDeployment;
    expect(mine.config).toMatchObject({ variant: 'spanish', locale: 'es' });
    const brand = await t.app.request(`/embed/solara/config?key=${mine.publishableKey}`, {
      headers: { origin: site },
    });
    expect(await brand.json()).toMatchObject({ name: 'Techos del Sol', locale: 'es' });
    const hello = (await (
      await post(mine.publishableKey, { message: '' }, site)
    ).json()) as SolaraChatResponse;
    expect(hello.locale).toBe('es');
    expect(hello.messages[0]!.text).toMatch(/^Hola, soy Solara/);
    const next = (await (
      await post(mine.publishableKey, { conversationId: hello.conversationId, message: '85004' }, site)
    ).json()) as SolaraChatResponse;
    expect(next.messages.at(-1)!.text).toBe('¿Es usted dueño de su casa, o la alquila?');
    const script = await (await t.app.request('/embed/solara.js')).text();
    expect(script).toContain('Escriba su respuesta');
    expect(script).toContain('Converse con {brand}');
    // Non-ASCII letters are escaped ("Estimación"), so the installer's page charset does not matter.
    expect(script).toContain('Estimaci\\u00f3n solar');
  });
});
