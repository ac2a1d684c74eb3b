/**
 * /api/mission-impact on the real app and database: public figures that move when a project reaches PTO
 * (after the cache's minute), readings over the model, the model for a project without kWh, the demo rows
 * (administrators add and remove exactly theirs; the figures include or exclude them), no personal data, and
 * the rate limit.
 */
import type { MissionImpact } from '@common/schemas/mission-impact';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  crmContacts,
  crmDeals,
  crmPipelines,
  crmProjectReadings,
  crmProjects,
  crmStages,
} from '../../../db/schema/solar-crm';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { emitCrmEvent } from '../crm/events';
import { serviceCtx } from '../leads/testing';
import { DEMO_SITES } from './demo-projects';
import { MISSION_IMPACT_CACHE_SECONDS, MISSION_IMPACT_LIMIT } from './routes';

const DAY_MS = 24 * 3600 * 1000;

describe('mission impact', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let installer: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: { ADMIN_EMAILS: 'impact-admin@aiz.test', TRUST_PROXY: 'true' },
    });
    admin = await createSignedInUser(t, {
      username: 'impact-admin',
      email: 'impact-admin@aiz.test',
      role: 'admin',
    });
    installer = await createSignedInUser(t, { username: 'impact-installer' });
  });
  afterAll(() => t.close());

  const read = async (query = '', ip = '203.0.113.1'): Promise<MissionImpact> => {
    const res = await t.request('GET', `/api/mission-impact${query}`, undefined, { 'x-forwarded-for': ip });
    expect(res.status).toBe(200);
    return (await res.json()) as MissionImpact;
  };
  const afterCache = () => t.clock.advance(MISSION_IMPACT_CACHE_SECONDS * 1000 + 1);

  /** A won deal with its project, written as the CRM would (its services are another module's). */
  async function aProject(
    ownerId: string,
    project: {
      state?: string | null;
      zip?: string | null;
      watts: number;
      annualKwh?: number | null;
      demo?: boolean;
    },
  ) {
    const db = t.database.db;
    const now = t.deps.now();
    const [pipeline] = await db
      .insert(crmPipelines)
      .values({ ownerId, name: 'Sales', position: 0, createdAt: now })
      .returning();
    const [stage] = await db
      .insert(crmStages)
      .values({ ownerId, pipelineId: pipeline!.id, name: 'Won', position: 0, probability: 100, kind: 'won' })
      .returning();
    const [contact] = await db
      .insert(crmContacts)
      .values({
        ownerId,
        name: 'Grace Homeowner',
        email: 'grace@example.test',
        source: 'manual',
        demo: project.demo ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [deal] = await db
      .insert(crmDeals)
      .values({
        ownerId,
        pipelineId: pipeline!.id,
        stageId: stage!.id,
        contactId: contact!.id,
        title: 'Grace, 12 Elm Street',
        status: 'won',
        demo: project.demo ?? false,
        stageEnteredAt: now,
        lastActivityAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [row] = await db
      .insert(crmProjects)
      .values({
        ownerId,
        dealId: deal!.id,
        state: project.state === undefined ? 'AZ' : project.state,
        zip: project.zip === undefined ? '85004' : project.zip,
        systemWatts: project.watts,
        annualKwhModeled: project.annualKwh === undefined ? 12_000 : project.annualKwh,
        signedAt: new Date(now.getTime() - 200 * DAY_MS),
        demo: project.demo ?? false,
        createdAt: now,
      })
      .returning();
    return row!;
  }
  const reachPto = (id: string, daysAgo: number) =>
    t.database.db
      .update(crmProjects)
      .set({ ptoAt: new Date(t.deps.now().getTime() - daysAgo * DAY_MS) })
      .where(eq(crmProjects.id, id));

  it('is public, and says so truthfully when no project has reached PTO', async () => {
    const none = await read();
    expect(none).toMatchObject({
      projects: 0,
      kwh: 0,
      co2Tonnes: 0,
      kwInstalled: 0,
      demoProjects: 0,
      states: [],
    });
    expect(none.projection).toHaveLength(25);
    expect(none.factors.map((f) => f.id)).toEqual([
      'co2PerKwh',
      'co2PerCarYear',
      'co2PerHomeElectricityYear',
      'degradation',
    ]);
    expect(none.cachedForSeconds).toBe(MISSION_IMPACT_CACHE_SECONDS);
    const bad = await t.request('GET', '/api/mission-impact?demo=maybe');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toMatch(/include or exclude/);
  });

  it('moves when a project reaches PTO (after the cache’s minute), and prefers a meter reading', async () => {
    afterCache();
    const project = await aProject(installer.user.id, { state: 'AZ', watts: 8000, annualKwh: 12_000 });
    expect((await read()).projects).toBe(0);
    await reachPto(project.id, 365.25);
    // Cached: the same figures until the minute is over.
    expect((await read()).projects).toBe(0);
    afterCache();
    const moved = await read();
    expect(moved).toMatchObject({
      projects: 1,
      kwInstalled: 8,
      basis: { reading: 0, modelled: 1, excluded: 0 },
    });
    expect(moved.kwh).toBeCloseTo(12_000, 0);
    expect(moved.co2Tonnes).toBeCloseTo(12_000 * 6.99e-4, 2);
    expect(moved.states).toEqual([expect.objectContaining({ state: 'AZ', projects: 1, kwInstalled: 8 })]);
    expect(moved.projection[0]!.kwh).toBeCloseTo(12_000 * 0.995, -1);

    await t.database.db.insert(crmProjectReadings).values({
      projectId: project.id,
      readOn: new Date(t.deps.now().getTime() - 2 * DAY_MS).toISOString().slice(0, 10),
      kwhTotal: 11_500,
      createdAt: t.deps.now(),
    });
    afterCache();
    const measured = await read();
    expect(measured.basis).toEqual({ reading: 1, modelled: 0, excluded: 0 });
    expect(measured.kwh).toBe(11_500);

    // A project the CRM marks PTO clears the cache: the next read has it, within the minute.
    const next = await aProject(installer.user.id, { state: 'NM', watts: 5000, annualKwh: 8_000 });
    expect((await read()).projects).toBe(1);
    await reachPto(next.id, 1);
    await emitCrmEvent(serviceCtx(t), 'project.milestone', {
      ownerId: installer.user.id,
      dealId: next.dealId,
      projectId: next.id,
      milestone: 'pto',
      at: t.deps.now().toISOString(),
    });
    expect((await read()).projects).toBe(2);
    await t.database.db.delete(crmProjects).where(eq(crmProjects.id, next.id));
    afterCache();
  });

  it('models a project the CRM has no kWh for from its ZIP, and leaves one without a ZIP out, saying why', async () => {
    const modelled = await aProject(installer.user.id, {
      state: 'CO',
      zip: '80202',
      watts: 5000,
      annualKwh: null,
    });
    const unknown = await aProject(installer.user.id, {
      state: null,
      zip: null,
      watts: 4000,
      annualKwh: null,
    });
    await reachPto(modelled.id, 100);
    await reachPto(unknown.id, 100);
    afterCache();
    const figures = await read();
    expect(figures.projects).toBe(3);
    expect(figures.basis).toEqual({ reading: 1, modelled: 1, excluded: 1 });
    expect(figures.excluded).toEqual([{ reason: 'no ZIP code to model its production from', projects: 1 }]);
    const colorado = figures.states.find((s) => s.state === 'CO')!;
    // Denver, 5 kW: about 1,500 kWh per kW a year, for 100 days.
    expect(colorado.kwh).toBeGreaterThan(1_500);
    expect(colorado.kwh).toBeLessThan(2_600);
    expect(figures.states.find((s) => s.state === null)).toMatchObject({ projects: 1, kwh: 0 });
  });

  it('lets only administrators add and remove the demo projects, which the figures count and can exclude', async () => {
    expect((await t.request('POST', '/api/mission-impact/demo')).status).toBe(401);
    expect((await installer.request('POST', '/api/mission-impact/demo')).status).toBe(403);
    expect((await installer.request('DELETE', '/api/mission-impact/demo')).status).toBe(403);
    // Another seeder's demo row, which this one must not touch.
    const otherDemo = await aProject(installer.user.id, {
      state: 'WA',
      zip: '98101',
      watts: 3000,
      demo: true,
    });
    await reachPto(otherDemo.id, 30);

    const added = await admin.request('POST', '/api/mission-impact/demo');
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ projects: DEMO_SITES.length, changed: DEMO_SITES.length });
    expect(await (await admin.request('POST', '/api/mission-impact/demo')).json()).toEqual({
      projects: DEMO_SITES.length,
      changed: 0,
    });
    const atPto = DEMO_SITES.filter((s) => s.ptoDaysAgo !== null);
    const withDemo = await read();
    expect(withDemo.projects).toBe(4 + atPto.length);
    expect(withDemo.demoProjects).toBe(1 + atPto.length);
    for (const site of atPto) expect(withDemo.states.map((s) => s.state)).toContain(site.state);
    expect(withDemo.states.map((s) => s.state)).not.toContain('FL');
    const withoutDemo = await read('?demo=exclude');
    expect(withoutDemo).toMatchObject({
      projects: 3,
      demoProjects: 0,
      demoProjectsAvailable: 1 + atPto.length,
    });

    const removed = await admin.request('DELETE', '/api/mission-impact/demo');
    expect(await removed.json()).toEqual({ projects: 0, changed: DEMO_SITES.length });
    const after = await read();
    expect(after).toMatchObject({ projects: 4, demoProjects: 1 });
    const [left] = await t.database.db.select().from(crmProjects).where(eq(crmProjects.id, otherDemo.id));
    expect(left).toBeDefined();
    const pipelines = await t.database.db.select({ name: crmPipelines.name }).from(crmPipelines);
    expect(pipelines.map((p) => p.name)).not.toContain('Mission impact demo');
  });

  it('gives aggregates only: no names, e-mails, addresses, ZIP codes or ids', async () => {
    await admin.request('POST', '/api/mission-impact/demo');
    const body = JSON.stringify(await read());
    for (const personal of [
      'Grace',
      'grace@example.test',
      'Elm Street',
      'Demo homeowner',
      '85004',
      '80202',
      'Phoenix',
    ])
      expect(body).not.toContain(personal);
    expect(body).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    await admin.request('DELETE', '/api/mission-impact/demo');
  });

  it('limits one address and not another', async () => {
    t.enforceRateLimits();
    for (let i = 0; i < MISSION_IMPACT_LIMIT.limit; i++) await read('', '198.51.100.7');
    const refused = await t.request('GET', '/api/mission-impact', undefined, {
      'x-forwarded-for': '198.51.100.7',
    });
    expect(refused.status).toBe(429);
    await read('', '198.51.100.8');
  });
});
