/**
 * Deals on the real app and database: stage moves with their history, timeline, status and event; rot days
 * on the test clock (and a logged call resetting them); the table's filters, sorts and pages; the board's
 * sums; the forecast's sums by month.
 */
import type { CrmBoard, CrmContact, CrmDeal, CrmDealCard, CrmPipeline } from '@common/schemas/solar-crm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type CrmEventMap, onCrmEvent } from '../index';
import { DAY_MS } from './rotting';
import { type CrmTeam, crmTeam, pipelinesOf, stageNamed } from './testing';

describe('CRM deals', () => {
  let t: TestApp;
  let team: CrmTeam;
  let pipeline: CrmPipeline;
  let stage: (name: string) => string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    team = await crmTeam(t);
    // Another workspace's deals must never show in this one's.
    const other = await crmTeam(t);
    const [otherPipeline] = await pipelinesOf(other);
    const c = await other.call<CrmContact>(other.owner, 'POST', '/contacts', { name: 'Elsewhere' }, 201);
    await other.call(
      other.owner,
      'POST',
      '/deals',
      { title: 'Elsewhere', contactId: c.id, pipelineId: otherPipeline!.id, valueCents: 999 },
      201,
    );
    [pipeline] = (await pipelinesOf(team)) as [CrmPipeline];
    stage = (name) => stageNamed(pipeline, name);
  });
  afterAll(() => t.close());

  const newDeal = async (
    title: string,
    extra: Record<string, unknown> = {},
    contact: Record<string, unknown> = {},
  ) => {
    const c = await team.call<CrmContact>(
      team.owner,
      'POST',
      '/contacts',
      { name: `${title} Contact`, ...contact },
      201,
    );
    return team.call<CrmDealCard>(
      team.owner,
      'POST',
      '/deals',
      { title, contactId: c.id, pipelineId: pipeline.id, ...extra },
      201,
    );
  };

  it('moves a deal: history, timeline, status, closed time, and the event after the commit', async () => {
    const events: CrmEventMap['deal.stage_changed'][] = [];
    const off = onCrmEvent('deal.stage_changed', (_ctx, e) => {
      events.push(e);
    });
    try {
      const deal = await newDeal('Moving deal', { valueCents: 3_000_000 });
      expect(deal).toMatchObject({
        stageId: stage('New lead'),
        status: 'open',
        source: 'manual',
        leadScore: null,
      });
      t.clock.advance(60_000);
      await team.call(team.setter, 'PUT', `/deals/${deal.id}/stage`, { stageId: stage('Contacted') });
      t.clock.advance(60_000);
      const won = await team.call<CrmDealCard>(team.closer, 'PUT', `/deals/${deal.id}/stage`, {
        stageId: stage('Contract signed'),
      });
      expect(won).toMatchObject({ status: 'won', stageEnteredAt: t.deps.now().toISOString() });
      // The same stage again is no move: no history, no event.
      await team.call(team.closer, 'PUT', `/deals/${deal.id}/stage`, { stageId: stage('Contract signed') });

      const full = await team.call<CrmDeal>(team.setter, 'GET', `/deals/${deal.id}`);
      expect(full.stageHistory.map((h) => [h.fromStageId, h.toStageId, h.byUserId])).toEqual([
        [null, stage('New lead'), team.owner.user.id],
        [stage('New lead'), stage('Contacted'), team.setter.user.id],
        [stage('Contacted'), stage('Contract signed'), team.closer.user.id],
      ]);
      expect(full.activities.map((a) => [a.kind, a.body, a.byName])).toEqual([
        ['stage_changed', 'Moved from Contacted to Contract signed.', team.closer.user.username],
        ['stage_changed', 'Moved from New lead to Contacted.', team.setter.user.username],
        ['created', 'Deal created.', team.owner.user.username],
      ]);
      expect(full.contact.name).toBe('Moving deal Contact');
      expect(events.map((e) => [e.fromStageId, e.toStageId, e.status, e.byUserId])).toEqual([
        [stage('New lead'), stage('Contacted'), 'open', team.setter.user.id],
        [stage('Contacted'), stage('Contract signed'), 'won', team.closer.user.id],
      ]);

      const reopened = await team.call<CrmDealCard>(team.manager, 'PUT', `/deals/${deal.id}/stage`, {
        stageId: stage('Negotiation'),
      });
      expect(reopened.status).toBe('open');
      const battery = (await pipelinesOf(team))[1]!;
      const elsewhere = await team.manager.request('PUT', team.url(`/deals/${deal.id}/stage`), {
        stageId: battery.stages[0]!.id,
      });
      expect(elsewhere.status).toBe(400);
      expect(((await elsewhere.json()) as { message: string }).message).toBe(
        "That stage is not in this deal's pipeline.",
      );
    } finally {
      off();
    }
  });

  it('counts rot days on the injected clock, and a logged call resets them', async () => {
    const deal = await newDeal('Rotting deal');
    // New lead rots after 2 days: at 2 days 23 hours idle it is not rotting, at 3 days it is by 1.
    t.clock.advance(2 * DAY_MS + 23 * 3_600_000);
    expect((await team.call<CrmDealCard>(team.setter, 'GET', `/deals/${deal.id}`)).rottingDays).toBe(0);
    t.clock.advance(3_600_000);
    expect((await team.call<CrmDealCard>(team.setter, 'GET', `/deals/${deal.id}`)).rottingDays).toBe(1);
    t.clock.advance(2 * DAY_MS);
    expect((await team.call<CrmDealCard>(team.setter, 'GET', `/deals/${deal.id}`)).rottingDays).toBe(3);
    const rotting = await team.call<{ deals: CrmDealCard[] }>(
      team.setter,
      'GET',
      `/deals?filter=${encodeURIComponent(JSON.stringify({ rotting: true, q: 'Rotting deal' }))}`,
    );
    expect(rotting.deals.map((d) => d.id)).toEqual([deal.id]);

    // A back-dated call does not reset the clock past when it happened; a call now does.
    const call = await team.call<{ kind: string; byName: string }>(
      team.setter,
      'POST',
      `/deals/${deal.id}/activities`,
      { kind: 'call', body: 'Spoke with the homeowner; they want a quote.' },
      201,
    );
    expect(call).toMatchObject({ kind: 'call', byName: team.setter.user.username });
    const after = await team.call<CrmDealCard>(team.setter, 'GET', `/deals/${deal.id}`);
    expect(after).toMatchObject({ rottingDays: 0, lastActivityAt: t.deps.now().toISOString() });
    const notRotting = await team.call<{ deals: CrmDealCard[] }>(
      team.setter,
      'GET',
      `/deals?filter=${encodeURIComponent(JSON.stringify({ rotting: false, q: 'Rotting deal' }))}`,
    );
    expect(notRotting.deals.map((d) => d.id)).toEqual([deal.id]);
    // A stage move restarts the stage clock too; a won deal never rots.
    t.clock.advance(1_000);
    await team.call(team.closer, 'PUT', `/deals/${deal.id}/stage`, { stageId: stage('Contract signed') });
    t.clock.advance(10 * DAY_MS);
    expect((await team.call<CrmDealCard>(team.setter, 'GET', `/deals/${deal.id}`)).rottingDays).toBe(0);
    const timeline = await team.call<{ activities: { kind: string }[] }>(
      team.closer,
      'GET',
      `/deals/${deal.id}/activities`,
    );
    expect(timeline.activities.map((a) => a.kind)).toEqual(['stage_changed', 'call', 'created']);
  });

  it('filters, sorts and pages the table with a total', async () => {
    const tag = 'Table';
    const a = await newDeal(`${tag} Alpha`, { valueCents: 1_000_000, expectedCloseOn: '2026-03-15' });
    t.clock.advance(1_000);
    const b = await newDeal(`${tag} Bravo`, {
      valueCents: 3_000_000,
      stageId: stage('Negotiation'),
      closerId: team.closer.user.id,
    });
    t.clock.advance(1_000);
    const c = await newDeal(
      `${tag} Charlie`,
      { valueCents: 2_000_000, setterId: team.setter.user.id },
      { email: 'charlie@example.test' },
    );
    const list = (filter: object, rest = '') =>
      team.call<{ deals: CrmDealCard[]; total: number }>(
        team.closer,
        'GET',
        `/deals?filter=${encodeURIComponent(JSON.stringify({ q: tag, ...filter }))}${rest}`,
      );
    const ids = (r: { deals: CrmDealCard[] }) => r.deals.map((d) => d.id);
    expect(ids(await list({}))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list({}, '&sort=value&dir=asc'))).toEqual([a.id, c.id, b.id]);
    expect(ids(await list({}, '&sort=title&dir=asc'))).toEqual([a.id, b.id, c.id]);
    // Ties (two in New lead) fall back to the id, so only the order of stages is certain.
    expect(ids(await list({}, '&sort=stage&dir=desc'))[0]).toBe(b.id);
    expect(ids(await list({}, '&sort=stage&dir=asc'))[2]).toBe(b.id);
    expect(ids(await list({ minValueCents: 1_500_000 }, '&sort=value&dir=desc'))).toEqual([b.id, c.id]);
    expect(ids(await list({ maxValueCents: 1_500_000 }))).toEqual([a.id]);
    expect(ids(await list({ repId: team.closer.user.id }))).toEqual([b.id]);
    expect(ids(await list({ repId: team.setter.user.id }))).toEqual([c.id]);
    expect(ids(await list({ stageIds: [stage('Negotiation')] }))).toEqual([b.id]);
    expect(ids(await list({ q: 'charlie@example' }))).toEqual([c.id]);
    expect(ids(await list({ source: 'solara' }))).toEqual([]);
    const today = t.deps.now().toISOString().slice(0, 10);
    expect((await list({ createdFrom: today, createdTo: today })).total).toBe(3);
    expect((await list({ createdTo: '2020-01-01' })).total).toBe(0);
    const page = await list({}, '&sort=value&dir=desc&offset=1&limit=1');
    expect(page).toMatchObject({ total: 3 });
    expect(ids(page)).toEqual([c.id]);

    for (const [query, message] of [
      ['filter=not-json', 'The filter is not valid JSON.'],
      [`filter=${encodeURIComponent('{"status":"maybe"}')}`, 'filter.status:'],
      [`filter=${encodeURIComponent('{"surprise":1}')}`, 'filter'],
      ['sort=colour', 'sort'],
    ] as const) {
      const res = await team.closer.request('GET', team.url(`/deals?${query}`));
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
  });

  it('sums the board per stage and the forecast per close month', async () => {
    const [fresh] = await pipelinesOf(team).then(async () => {
      const created = await team.call<CrmPipeline>(
        team.manager,
        'POST',
        '/pipelines',
        {
          name: 'Forecast pipeline',
          stages: [
            { name: 'Open A', probability: 25, rotDays: null, kind: 'open', setterMay: true },
            { name: 'Open B', probability: 50, rotDays: null, kind: 'open', setterMay: false },
            { name: 'Won', probability: 100, rotDays: null, kind: 'won', setterMay: false },
          ],
        },
        201,
      );
      return [created];
    });
    const [openA, openB, won] = fresh!.stages.map((s) => s.id) as [string, string, string];
    const add = (title: string, stageId: string, valueCents: number, expectedCloseOn?: string) =>
      newDeal(title, {
        pipelineId: fresh!.id,
        stageId,
        valueCents,
        ...(expectedCloseOn ? { expectedCloseOn } : {}),
      });
    await add('F1', openA, 1_000_001, '2026-04-10');
    await add('F2', openA, 2_000_000, '2026-05-01');
    await add('F3', openB, 3_000_000, '2026-04-30');
    await add('F4', openB, 500_000);
    await add('F5', won, 9_000_000, '2026-04-01');

    const board = await team.call<CrmBoard>(team.setter, 'GET', `/board?pipelineId=${fresh!.id}`);
    expect(board.pipeline.id).toBe(fresh!.id);
    expect(board.columns.map((c) => [c.count, c.valueCents, c.weightedCents, c.deals.length])).toEqual([
      [2, 3_000_001, 750_000, 2],
      [2, 3_500_000, 1_750_000, 2],
      [1, 9_000_000, 9_000_000, 1],
    ]);
    const filtered = await team.call<CrmBoard>(
      team.setter,
      'GET',
      `/board?pipelineId=${fresh!.id}&filter=${encodeURIComponent(JSON.stringify({ minValueCents: 2_000_000 }))}`,
    );
    expect(filtered.columns.map((c) => c.count)).toEqual([1, 1, 1]);
    const first = await team.call<CrmBoard>(team.setter, 'GET', '/board');
    expect(first.pipeline.name).toBe('Residential solar');

    const forecast = await team.call<{
      months: { month: string | null; count: number; valueCents: number; weightedCents: number }[];
      totalValueCents: number;
      totalWeightedCents: number;
    }>(team.closer, 'GET', `/forecast?pipelineId=${fresh!.id}`);
    expect(forecast).toEqual({
      months: [
        // 1,000,001 × 25% + 3,000,000 × 50% = 250,000.25 + 1,500,000
        { month: '2026-04', count: 2, valueCents: 4_000_001, weightedCents: 1_750_000 },
        { month: '2026-05', count: 1, valueCents: 2_000_000, weightedCents: 500_000 },
        { month: null, count: 1, valueCents: 500_000, weightedCents: 250_000 },
      ],
      totalValueCents: 6_500_001,
      totalWeightedCents: 2_500_000,
    });
  });

  it('patches a deal, refuses people outside the CRM, and 404s another workspace’s deal', async () => {
    const deal = await newDeal('Patched deal');
    const patched = await team.call<CrmDealCard>(team.setter, 'PATCH', `/deals/${deal.id}`, {
      title: 'Patched deal (8 kW)',
      systemWatts: 8_000,
      closerId: team.closer.user.id,
      expectedCloseOn: '2026-06-30',
    });
    expect(patched).toMatchObject({
      title: 'Patched deal (8 kW)',
      systemWatts: 8_000,
      closerId: team.closer.user.id,
      expectedCloseOn: '2026-06-30',
    });
    const outsider = await team.setter.request('PATCH', team.url(`/deals/${deal.id}`), {
      setterId: team.stranger.user.id,
    });
    expect(outsider.status).toBe(400);
    expect(((await outsider.json()) as { message: string }).message).toBe(
      'The setter must be a member of this CRM.',
    );
    const bad = await team.setter.request('PATCH', team.url(`/deals/${deal.id}`), { valueCents: -5 });
    expect(bad.status).toBe(400);
    const missing = await team.setter.request('GET', team.url('/deals/00000000-0000-4000-8000-000000000000'));
    expect(missing.status).toBe(404);
    await team.call(team.manager, 'DELETE', `/deals/${deal.id}`, undefined, 204);
    expect((await team.setter.request('GET', team.url(`/deals/${deal.id}`))).status).toBe(404);
  });
});
