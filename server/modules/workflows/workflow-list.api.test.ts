/** The saved-workflows list: filters, sort, paging and summaries; soft delete with restore; duplicate; runs paged. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflows } from '../../db/schema/workflows';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { purgeDeletedWorkflows } from './workflow-trash';

const start = { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] };
const step = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [200, 0],
  parameters,
});
const edge = (source: string, target: string) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput: 0,
  target,
  targetInput: 0,
});
const passes = { nodes: [start, step('pass', 'no-op')], edges: [edge('start', 'pass')], settings: {} };
const fails = {
  nodes: [start, step('stop', 'stop-and-error', { message: 'Stopped on purpose' })],
  edges: [edge('start', 'stop')],
  settings: {},
};
const DAY = 24 * 60 * 60 * 1000;

import type { WorkflowListPage } from '@common/schemas/workflow-list';

type Item = WorkflowListPage['workflows'][number];

describe('saved workflows list', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'listada' });
    bob = await createSignedInUser(t, { username: 'listbob' });
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown>, who = ada) => {
    const res = await who.request('POST', '/api/workflows', body);
    expect(res.status).toBe(201);
    return (await res.json()).id as string;
  };
  const list = async (query = '', who = ada) => {
    const res = await who.request('GET', `/api/workflows${query}`);
    expect(res.status).toBe(200);
    return res.json() as Promise<WorkflowListPage>;
  };
  const names = (page: { workflows: Item[] }) => page.workflows.map((w) => w.name);
  const run = async (id: string) => {
    const res = await ada.request('POST', `/api/workflows/${id}/runs`, {});
    expect(res.status).toBe(201);
    return res.json();
  };

  it('filters by words, status, tag and kind, sorts, pages, and summarises versions and runs', async () => {
    const draft = await create({
      name: 'Alpha 100% draft',
      tags: ['sales'],
      kind: 'agent',
      document: passes,
    });
    const published = await create({ name: 'Beta published', tags: ['sales', 'ops'], document: passes });
    const active = await create({
      name: 'Gamma active',
      description: 'serves a webhook',
      document: { ...passes },
    });
    await create({ name: 'Bob private' }, bob);
    expect((await ada.request('POST', `/api/workflows/${published}/versions`, {})).status).toBe(201);
    expect((await ada.request('POST', `/api/workflows/${published}/versions`, {})).status).toBe(201);
    expect((await ada.request('POST', `/api/workflows/${active}/versions`, {})).status).toBe(201);
    expect((await ada.request('POST', `/api/workflows/${active}/activate`, {})).status).toBe(200);

    // Two runs yesterday-and-a-bit ago do not count in the last 24 hours; the two now do.
    await run(published);
    t.clock.advance(DAY + 1000);
    await run(published);
    expect((await run(draft)).status).toBe('succeeded');
    t.clock.advance(1000);
    await ada.request('PUT', `/api/workflows/${draft}/draft`, { document: fails, revision: 1 });
    const lastFailed = await run(draft);
    expect(lastFailed.status).toBe('failed');

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.tags).toEqual(['ops', 'sales']);
    const byId = Object.fromEntries(all.workflows.map((w) => [w.id, w]));
    expect(byId[draft]).toMatchObject({ status: 'draft', versionsCount: 0, runs24h: 2, kind: 'agent' });
    expect(byId[draft]!.lastRun).toMatchObject({ id: lastFailed.id, status: 'failed' });
    expect(byId[published]).toMatchObject({
      status: 'published',
      versionsCount: 2,
      latestVersion: 2,
      runs24h: 1,
    });
    expect(byId[active]).toMatchObject({ status: 'active', versionsCount: 1, lastRun: null, runs24h: 0 });
    expect(byId[active]!.costUsd24h).toBe(0);

    expect(names(await list('?status=draft'))).toEqual(['Alpha 100% draft']);
    expect(names(await list('?status=published'))).toEqual(['Beta published']);
    expect(names(await list('?status=active'))).toEqual(['Gamma active']);
    expect(names(await list('?tag=sales&sort=name'))).toEqual(['Alpha 100% draft', 'Beta published']);
    expect(names(await list('?kind=agent'))).toEqual(['Alpha 100% draft']);
    expect(names(await list('?q=WEBHOOK'))).toEqual(['Gamma active']);
    // A % in the words is a percent sign, not a wildcard.
    expect(names(await list('?q=100%25'))).toEqual(['Alpha 100% draft']);
    expect(names(await list('?q=0%25d'))).toEqual([]);
    expect(names(await list('?q=&status=&tag='))).toHaveLength(3);

    expect(names(await list('?sort=name&order=desc'))).toEqual([
      'Gamma active',
      'Beta published',
      'Alpha 100% draft',
    ]);
    expect(names(await list('?sort=runs24h'))[0]).toBe('Alpha 100% draft');
    expect(names(await list('?sort=lastRun')).at(-1)).toBe('Gamma active');
    const page = await list('?sort=name&limit=2&offset=2');
    expect(names(page)).toEqual(['Gamma active']);
    expect(page.total).toBe(3);
    expect((await list('?offset=50')).total).toBe(3);
  });

  it('refuses bad list and runs queries with a 400, not a 500', async () => {
    for (const q of [
      '?status=deleted',
      '?sort=colour',
      '?limit=0',
      '?limit=201',
      '?kind=robot',
      '?offset=-1',
    ]) {
      const res = await ada.request('GET', `/api/workflows${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).error, q).toBe('validation_failed');
    }
    const id = await create({ name: 'Runs query' });
    expect((await ada.request('GET', `/api/workflows/${id}/runs?status=lost`)).status).toBe(400);
    expect((await ada.request('GET', `/api/workflows/${id}/runs?limit=500`)).status).toBe(400);
  });

  it('pages and filters runs by status', async () => {
    const id = await create({ name: 'Runs pages', document: passes });
    await run(id);
    t.clock.advance(1000);
    await run(id);
    t.clock.advance(1000);
    await ada.request('PUT', `/api/workflows/${id}/draft`, { document: fails, revision: 1 });
    await run(id);
    const first = await (await ada.request('GET', `/api/workflows/${id}/runs?limit=2`)).json();
    expect(first.total).toBe(3);
    expect(first.runs.map((r: { status: string }) => r.status)).toEqual(['failed', 'succeeded']);
    const second = await (await ada.request('GET', `/api/workflows/${id}/runs?limit=2&offset=2`)).json();
    expect(second.runs).toHaveLength(1);
    const failedOnly = await (await ada.request('GET', `/api/workflows/${id}/runs?status=failed`)).json();
    expect(failedOnly).toMatchObject({ total: 1, runs: [{ status: 'failed', trigger: 'manual' }] });
  });

  it('deletes softly: hidden and deactivated, restorable (active again) by its owner within the window, then purged', async () => {
    const id = await create({ name: 'Soft delete', document: passes });
    await ada.request('POST', `/api/workflows/${id}/versions`, {});
    await ada.request('POST', `/api/workflows/${id}/activate`, {});
    expect((await bob.request('DELETE', `/api/workflows/${id}`)).status).toBe(404);
    const deleted = await ada.request('DELETE', `/api/workflows/${id}`);
    expect(deleted.status).toBe(200);
    const { restorableUntil } = await deleted.json();
    expect(new Date(restorableUntil).getTime()).toBe(t.clock.now + 30 * DAY);
    expect((await ada.request('GET', `/api/workflows/${id}`)).status).toBe(404);
    expect((await ada.request('POST', `/api/workflows/${id}/runs`, {})).status).toBe(404);
    expect(names(await list('?q=Soft'))).toEqual([]);
    expect((await ada.request('DELETE', `/api/workflows/${id}`)).status).toBe(404);

    expect((await bob.request('POST', `/api/workflows/${id}/restore`)).status).toBe(404);
    const restored = await ada.request('POST', `/api/workflows/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({
      id,
      name: 'Soft delete',
      activeVersion: 1,
      latestVersion: 1,
    });
    expect((await list('?q=Soft')).workflows[0]).toMatchObject({ status: 'active', versionsCount: 1 });
    expect((await ada.request('POST', `/api/workflows/${id}/restore`)).status).toBe(404);

    // Past the window (deleted 30 days and a second ago): too late to restore, and retention removes it.
    await ada.request('DELETE', `/api/workflows/${id}`);
    await t.database.db
      .update(workflows)
      .set({ deletedAt: new Date(t.clock.now - 30 * DAY - 1000) })
      .where(eq(workflows.id, id));
    const late = await ada.request('POST', `/api/workflows/${id}/restore`);
    expect(late.status).toBe(410);
    expect((await late.json()).message).toContain('more than 30 days ago');
    const kept = await create({ name: 'Kept' });
    const keptLater = await create({ name: 'Deleted lately' });
    await ada.request('DELETE', `/api/workflows/${keptLater}`);
    expect(await purgeDeletedWorkflows(t.database.db, new Date(t.clock.now))).toBeGreaterThanOrEqual(1);
    const ids = (await t.database.db.select({ id: workflows.id }).from(workflows)).map((r) => r.id);
    expect(ids).not.toContain(id);
    expect(ids).toContain(kept);
    expect(ids).toContain(keptLater);
  });

  it('duplicates the draft with its tags and kind under a new name, without versions or runs', async () => {
    const id = await create({ name: 'Original', tags: ['x'], kind: 'agent', document: passes });
    await ada.request('POST', `/api/workflows/${id}/versions`, {});
    await run(id);
    expect((await bob.request('POST', `/api/workflows/${id}/duplicate`)).status).toBe(404);
    const res = await ada.request('POST', `/api/workflows/${id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await res.json();
    expect(copy).toMatchObject({ name: 'Original (copy)', tags: ['x'], kind: 'agent', latestVersion: null });
    expect(copy.id).not.toBe(id);
    expect(copy.draft.nodes.map((n: { id: string }) => n.id)).toEqual(['start', 'pass']);
    expect((await list('?q=Original (copy)')).workflows[0]).toMatchObject({ status: 'draft', runs24h: 0 });
  });
});
