/** The workflows API: ownership, optimistic locking, immutable versions, diff and restore. */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowVersions } from '../../db/schema/workflows';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const node = (id: string, name: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type: 'core.set',
  typeVersion: 1,
  name,
  position: [0, 0],
  parameters,
});
const doc = (nodes: ReturnType<typeof node>[], edges: unknown[] = []) => ({ nodes, edges, settings: {} });

describe('workflows API', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'wfada' });
    bob = await createSignedInUser(t, { username: 'wfbob' });
  });
  afterAll(() => t.close());

  const create = async (who: SignedInUser, body: unknown = { name: 'Triage' }) => {
    const res = await who.request('POST', '/api/workflows', body);
    expect(res.status).toBe(201);
    return res.json();
  };

  it('creates a workflow with an empty draft at revision 1, lists it, and keeps it from others', async () => {
    const wf = await create(ada, { name: '  Inbox triage ', tags: ['mail'], kind: 'agent' });
    expect(wf).toMatchObject({
      name: 'Inbox triage',
      kind: 'agent',
      tags: ['mail'],
      revision: 1,
      latestVersion: null,
    });
    expect(wf.draft).toEqual({
      nodes: [],
      edges: [],
      settings: { timezone: 'UTC', timeoutS: 300, maxSteps: 10000 },
    });
    const list = await (await ada.request('GET', '/api/workflows')).json();
    expect(list.workflows.map((w: { id: string }) => w.id)).toContain(wf.id);
    expect((await (await bob.request('GET', '/api/workflows')).json()).workflows).toEqual([]);
    expect((await bob.request('GET', `/api/workflows/${wf.id}`)).status).toBe(404);
    expect(
      (await bob.request('PUT', `/api/workflows/${wf.id}/draft`, { document: doc([]), revision: 1 })).status,
    ).toBe(404);
    expect((await t.request('GET', '/api/workflows')).status).toBe(401);
  });

  it('refuses an invalid document with the field at fault, and a malformed id with a 400', async () => {
    const wf = await create(ada);
    const twins = doc([node('a', 'Same'), node('b', 'Same')]);
    const res = await ada.request('PUT', `/api/workflows/${wf.id}/draft`, { document: twins, revision: 1 });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('validation_failed');
    expect(JSON.stringify(body.details.issues)).toContain('document.nodes');
    expect((await ada.request('GET', '/api/workflows/not-a-uuid')).status).toBe(400);
  });

  it('saves drafts under optimistic locking: a stale revision gets 409 and the current revision', async () => {
    const wf = await create(ada);
    const first = await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
      document: doc([node('a', 'Fetch')]),
      revision: 1,
    });
    expect(first.status).toBe(200);
    expect((await first.json()).revision).toBe(2);
    // A second tab still on revision 1.
    const stale = await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
      document: doc([node('b', 'Other')]),
      revision: 1,
    });
    expect(stale.status).toBe(409);
    const conflict = await stale.json();
    expect(conflict).toMatchObject({ error: 'conflict', details: { currentRevision: 2 } });
    const now = await (await ada.request('GET', `/api/workflows/${wf.id}`)).json();
    expect(now.draft.nodes.map((n: { name: string }) => n.name)).toEqual(['Fetch']);
    expect(now.revision).toBe(2);
  });

  it('publishes immutable numbered versions, lists them, and diffs them and the draft', async () => {
    const wf = await create(ada);
    await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
      document: doc([node('a', 'Fetch', { url: 'https://a.example' })]),
      revision: 1,
    });
    const v1 = await ada.request('POST', `/api/workflows/${wf.id}/versions`, { note: 'first' });
    expect(v1.status).toBe(201);
    expect(await v1.json()).toMatchObject({ number: 1, note: 'first', publishedBy: ada.user.id });
    await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
      document: doc([node('a', 'Fetch', { url: 'https://b.example' }), node('c', 'Notify')]),
      revision: 2,
    });
    const v2 = await (await ada.request('POST', `/api/workflows/${wf.id}/versions`, {})).json();
    expect(v2.number).toBe(2);
    expect(v2.contentHash).toMatch(/^sha256:/);

    const versions = await (await ada.request('GET', `/api/workflows/${wf.id}/versions`)).json();
    expect(versions.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    const one = await (await ada.request('GET', `/api/workflows/${wf.id}/versions/1`)).json();
    expect(one.document.nodes[0].parameters).toEqual({ url: 'https://a.example' });
    expect((await ada.request('GET', `/api/workflows/${wf.id}/versions/9`)).status).toBe(404);

    const diff = await (await ada.request('GET', `/api/workflows/${wf.id}/diff?from=1&to=2`)).json();
    expect(diff.diff.nodes.added.map((n: { name: string }) => n.name)).toEqual(['Notify']);
    expect(diff.diff.nodes.changed[0].changes).toEqual([
      { path: ['parameters', 'url'], before: 'https://a.example', after: 'https://b.example' },
    ]);
    const toDraft = await (await ada.request('GET', `/api/workflows/${wf.id}/diff?from=2`)).json();
    expect(toDraft).toMatchObject({ from: 2, to: 'draft' });
    expect(toDraft.diff.nodes.added).toEqual([]);

    // Immutable: the database itself refuses to change a published version.
    await expect(
      t.database.db.update(workflowVersions).set({ note: 'edited' }).where(eq(workflowVersions.number, 1)),
    ).rejects.toThrow();
    const rows = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(workflowVersions);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('restores an old version as a new draft revision, leaving the versions as they were', async () => {
    const wf = await create(ada);
    await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
      document: doc([node('a', 'Old')]),
      revision: 1,
    });
    await ada.request('POST', `/api/workflows/${wf.id}/versions`, { note: 'old' });
    await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
      document: doc([node('a', 'New')]),
      revision: 2,
    });
    const restored = await ada.request('POST', `/api/workflows/${wf.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect((await restored.json()).revision).toBe(4);
    const now = await (await ada.request('GET', `/api/workflows/${wf.id}`)).json();
    expect(now.draft.nodes[0].name).toBe('Old');
    expect(now.latestVersion).toBe(1);
    const versions = await (await ada.request('GET', `/api/workflows/${wf.id}/versions`)).json();
    expect(versions.versions).toHaveLength(1);
  });

  it('renames and deletes; a deleted workflow is gone with its versions', async () => {
    const wf = await create(ada);
    const renamed = await ada.request('PATCH', `/api/workflows/${wf.id}`, { name: 'Renamed', tags: ['x'] });
    expect(await renamed.json()).toMatchObject({ name: 'Renamed', tags: ['x'] });
    expect((await ada.request('PATCH', `/api/workflows/${wf.id}`, {})).status).toBe(400);
    await ada.request('POST', `/api/workflows/${wf.id}/versions`, {});
    expect((await bob.request('DELETE', `/api/workflows/${wf.id}`)).status).toBe(404);
    expect((await ada.request('DELETE', `/api/workflows/${wf.id}`)).status).toBe(200);
    expect((await ada.request('GET', `/api/workflows/${wf.id}`)).status).toBe(404);
  });

  it('imports an n8n file as a new workflow with its report, and exports our JSON', async () => {
    const content = readFileSync('server/engine/importers/fixtures/n8n/orders-branch.json', 'utf8');
    const res = await ada.request('POST', '/api/workflows/import', { content });
    expect(res.status).toBe(201);
    const { workflow, report } = await res.json();
    expect(report.format).toBe('n8n');
    expect(report.mapped.length).toBeGreaterThan(0);
    expect(workflow.draft.nodes.map((n: { name: string }) => n.name)).toContain('Over 100?');
    const exported = await (await ada.request('GET', `/api/workflows/${workflow.id}/export`)).json();
    expect(exported.document.schemaVersion).toBe(1);
    expect(exported.document.nodes).toHaveLength(workflow.draft.nodes.length);
    expect((await bob.request('GET', `/api/workflows/${workflow.id}/export`)).status).toBe(404);
    // n8n's own name, not the first node's.
    expect(workflow.name).toBe('Orders: flag the big ones');
  });

  it('exports name, description, tags, kind and settings, and an import of that file keeps them', async () => {
    const wf = await create(ada, {
      name: 'Order alerts',
      description: 'Flags big orders.',
      tags: ['sales', 'alerts'],
      document: {
        nodes: [
          {
            id: 'start',
            type: 'manual-trigger',
            typeVersion: 1,
            name: 'Start',
            position: [0, 0],
            parameters: {},
          },
        ],
        edges: [],
      },
    });
    const current = await (await ada.request('GET', `/api/workflows/${wf.id}`)).json();
    const settings = { ...current.draft.settings, timezone: 'Europe/Paris', timeoutS: 42 };
    const saved = await ada.request('PUT', `/api/workflows/${wf.id}/draft`, {
      document: { ...current.draft, settings },
      revision: current.revision,
    });
    expect(saved.status).toBe(200);
    const file = (await (await ada.request('GET', `/api/workflows/${wf.id}/export`)).json()).document;
    expect(file).toMatchObject({
      name: 'Order alerts',
      description: 'Flags big orders.',
      tags: ['sales', 'alerts'],
      kind: 'workflow',
      settings: { timezone: 'Europe/Paris', timeoutS: 42 },
    });
    // The file as the browser downloads it, imported again: a copy under the same name, not its first node's.
    const res = await ada.request('POST', '/api/workflows/import', {
      content: JSON.stringify(file, null, 2),
    });
    expect(res.status).toBe(201);
    const { workflow: copy, report } = await res.json();
    expect(report.format).toBe('aiz');
    expect(copy).toMatchObject({
      name: 'Order alerts',
      description: 'Flags big orders.',
      tags: ['sales', 'alerts'],
      kind: 'workflow',
    });
    expect(copy.id).not.toBe(wf.id);
    expect(copy.draft.settings).toMatchObject({ timezone: 'Europe/Paris', timeoutS: 42 });
    expect(copy.draft.nodes.map((n: { name: string }) => n.name)).toEqual(
      current.draft.nodes.map((n: { name: string }) => n.name),
    );
  });

  it('refuses a file it cannot import with a 400 naming the content', async () => {
    const res = await ada.request('POST', '/api/workflows/import', { content: 'just some words' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.details.issues[0].path).toBe('content');
  });
});
