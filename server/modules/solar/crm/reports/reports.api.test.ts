/**
 * GET /api/solar/crm/reports against the real app and database, on a history written straight into the
 * tables; every expected figure is worked out by hand in the comments.
 */
import type { CrmReports } from '@common/schemas/solar-crm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import {
  type CrmTeam,
  crmTeam,
  seedActivity,
  seedContact,
  seedDeal,
  seedLead,
  seedPipeline,
} from './testing';

describe('CRM reports', () => {
  let t: TestApp;
  let team: CrmTeam;
  let pipelineId: string;
  let otherPipelineId: string;
  const march = 'from=2026-03-01&to=2026-03-31';

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    team = await crmTeam(t);
    const ownerId = team.owner.user.id;
    const pipeline = await seedPipeline(t, ownerId, 'Residential', [
      ['New', 'open'],
      ['Contacted', 'open'],
      ['Appointment', 'open'],
      ['Proposal', 'open'],
      ['Won', 'won'],
      ['Lost', 'lost'],
    ]);
    pipelineId = pipeline.id;
    const other = await seedPipeline(
      t,
      ownerId,
      'Battery',
      [
        ['New', 'open'],
        ['Won', 'won'],
      ],
      1,
    );
    otherPipelineId = other.id;
    const [neu, contacted, appointment, proposal, won, lost] = pipeline.stages.map(
      (s) => s.id,
    ) as string[] as [string, string, string, string, string, string];
    const solaraA = await seedContact(t, ownerId, { name: 'Solara A', source: 'solara' });
    const solaraB = await seedContact(t, ownerId, { name: 'Solara B', source: 'solara' });
    const manual = await seedContact(t, ownerId, { name: 'Manual' });
    const leadContact = await seedContact(t, ownerId, { name: 'Lead', source: 'solara' });

    // d1 (Solara contact): New 1 day, Contacted 2.5 days, then straight to Proposal (skipping Appointment).
    const d1 = await seedDeal(t, {
      ownerId,
      pipeline,
      contactId: solaraA,
      createdAt: '2026-03-01T00:00:00Z',
      moves: [
        [contacted, '2026-03-02T00:00:00Z'],
        [proposal, '2026-03-04T12:00:00Z'],
      ],
    });
    // First touch 5 minutes after it arrived; a later call does not count.
    await seedActivity(t, {
      ownerId,
      dealId: d1,
      kind: 'call',
      at: '2026-03-01T00:05:00Z',
      byUserId: ownerId,
    });
    await seedActivity(t, {
      ownerId,
      dealId: d1,
      kind: 'email',
      at: '2026-03-01T02:00:00Z',
      byUserId: ownerId,
    });
    // d2 (Solara contact, never touched): New 1, Contacted 1, Appointment 6, then won.
    await seedDeal(t, {
      ownerId,
      pipeline,
      contactId: solaraB,
      createdAt: '2026-03-02T00:00:00Z',
      moves: [
        [contacted, '2026-03-03T00:00:00Z'],
        [appointment, '2026-03-04T00:00:00Z'],
        [won, '2026-03-10T00:00:00Z'],
      ],
    });
    // d3 (manual): New 1 day, then lost.
    await seedDeal(t, {
      ownerId,
      pipeline,
      contactId: manual,
      createdAt: '2026-03-05T00:00:00Z',
      moves: [[lost, '2026-03-06T00:00:00Z']],
    });
    // d4: February, outside the period; won after 1 day in New.
    await seedDeal(t, {
      ownerId,
      pipeline,
      contactId: solaraA,
      createdAt: '2026-02-01T00:00:00Z',
      moves: [[won, '2026-02-02T00:00:00Z']],
    });
    // d5: from a Solara lead that arrived at 10:00; the deal was made at 10:01. A system entry at 10:02 and
    // an unattributed note do not count; a call logged on the contact at 10:20 does; a note at 10:30 is later.
    const leadId = await seedLead(t, ownerId, '2026-03-03T10:00:00Z');
    const d5 = await seedDeal(t, {
      ownerId,
      pipeline,
      contactId: leadContact,
      leadId,
      createdAt: '2026-03-03T10:01:00Z',
    });
    await seedActivity(t, {
      ownerId,
      dealId: d5,
      kind: 'stage_changed',
      at: '2026-03-03T10:02:00Z',
      byUserId: ownerId,
    });
    await seedActivity(t, { ownerId, dealId: d5, kind: 'note', at: '2026-03-03T10:03:00Z', byUserId: null });
    await seedActivity(t, {
      ownerId,
      contactId: leadContact,
      kind: 'call',
      at: '2026-03-03T10:20:00Z',
      byUserId: ownerId,
    });
    await seedActivity(t, {
      ownerId,
      dealId: d5,
      kind: 'note',
      at: '2026-03-03T10:30:00Z',
      byUserId: ownerId,
    });
    // In the other pipeline: a Solara deal in March answered after 60 minutes.
    const d6 = await seedDeal(t, {
      ownerId,
      pipeline: other,
      contactId: solaraB,
      createdAt: '2026-03-20T00:00:00Z',
    });
    await seedActivity(t, {
      ownerId,
      dealId: d6,
      kind: 'meeting',
      at: '2026-03-20T01:00:00Z',
      byUserId: ownerId,
    });
    void neu;
  });
  afterAll(() => t.close());

  it('computes the funnel, cycle time and speed to lead of the deals created in the period', async () => {
    const res = await team.owner.request('GET', `/api/solar/crm/reports?${march}`);
    expect(res.status).toBe(200);
    const reports = (await res.json()) as CrmReports;
    // Cohort d1, d2, d3, d5. Furthest steps: d1 Proposal, d2 Won, d3 New (Lost is no step), d5 New.
    expect(reports.funnel.map((s) => [s.name, s.reached, s.conversion])).toEqual([
      ['New', 4, null],
      ['Contacted', 2, 0.5],
      ['Appointment', 2, 1], // d1 skipped it and counts
      ['Proposal', 2, 1],
      ['Won', 1, 0.5],
    ]);
    // New: d1 1, d2 1, d3 1. Contacted: d1 2.5, d2 1. Appointment: d2 6. Nothing has left the rest.
    expect(reports.cycleTime.map((s) => [s.name, s.stays, s.medianDays, s.meanDays])).toEqual([
      ['New', 3, 1, 1],
      ['Contacted', 2, 1.75, 1.75],
      ['Appointment', 1, 6, 6],
      ['Proposal', 0, null, null],
      ['Won', 0, null, null],
      ['Lost', 0, null, null],
    ]);
    // Every pipeline: d1 5 min, d2 never, d5 20 min (from the lead's arrival), d6 60 min.
    // Median of [5, 20, 60] is 20; nearest-rank p90 is the ceil(2.7) = 3rd: 60.
    expect(reports.speedToLead).toEqual({ leads: 4, answered: 3, medianMinutes: 20, p90Minutes: 60 });
  });

  it('takes the whole history without a period, and one pipeline when asked', async () => {
    const all = (await (
      await team.closer.request('GET', `/api/solar/crm/reports?${team.ws}`)
    ).json()) as CrmReports;
    // d4 joins: it reached Won (every step before it too).
    expect(all.funnel.map((s) => s.reached)).toEqual([5, 3, 3, 3, 2]);
    expect(all.cycleTime[0]).toMatchObject({ name: 'New', stays: 4, medianDays: 1, meanDays: 1 });
    // d4 is a Solara contact's deal never touched: 5 leads, 3 answered.
    expect(all.speedToLead).toMatchObject({ leads: 5, answered: 3 });

    const battery = (await (
      await team.manager.request(
        'GET',
        `/api/solar/crm/reports?${team.ws}&pipelineId=${otherPipelineId}&${march}`,
      )
    ).json()) as CrmReports;
    expect(battery.funnel.map((s) => [s.name, s.reached])).toEqual([
      ['New', 1],
      ['Won', 0],
    ]);
    expect(battery.speedToLead).toEqual({ leads: 1, answered: 1, medianMinutes: 60, p90Minutes: 60 });
    expect(pipelineId).not.toBe(otherPipelineId);
  });

  it('lets closers and managers read them; refuses setters, strangers and the signed out', async () => {
    expect((await team.closer.request('GET', `/api/solar/crm/reports?${team.ws}`)).status).toBe(200);
    expect((await team.manager.request('GET', `/api/solar/crm/reports?${team.ws}`)).status).toBe(200);
    const setter = await team.setter.request('GET', `/api/solar/crm/reports?${team.ws}`);
    expect(setter.status).toBe(403);
    expect(await setter.json()).toMatchObject({ message: expect.stringContaining('closer or manager') });
    const stranger = await team.stranger.request('GET', `/api/solar/crm/reports?${team.ws}`);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ message: 'You are not a member of this CRM.' });
    expect((await t.request('GET', '/api/solar/crm/reports')).status).toBe(401);
  });

  it('answers an empty report in a CRM without pipelines, and 400 or 404 for bad questions', async () => {
    const empty = (await (await team.stranger.request('GET', '/api/solar/crm/reports')).json()) as CrmReports;
    expect(empty).toEqual({
      funnel: [],
      cycleTime: [],
      speedToLead: { leads: 0, answered: 0, medianMinutes: null, p90Minutes: null },
    });
    const backwards = await team.owner.request('GET', '/api/solar/crm/reports?from=2026-03-31&to=2026-03-01');
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      message: expect.stringContaining('starts after it ends'),
    });
    expect((await team.owner.request('GET', '/api/solar/crm/reports?from=March')).status).toBe(400);
    const unknown = await team.owner.request(
      'GET',
      '/api/solar/crm/reports?pipelineId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    // Another workspace's pipeline is no pipeline of this one.
    expect(
      (await team.stranger.request('GET', `/api/solar/crm/reports?pipelineId=${pipelineId}`)).status,
    ).toBe(404);
  });
});
