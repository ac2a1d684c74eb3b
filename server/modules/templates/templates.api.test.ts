/**
 * The templates against the real app and database: seeded idempotently, listed with what the gallery
 * shows, and used: a copy becomes the caller's own workflow through the workflows service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedTemplates } from './seed-templates';
import { TEMPLATES } from './template-list';

describe('templates', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'templater' });
  });
  afterAll(() => t.close());

  it('seeds every template once; a second seed writes nothing, a removed one goes', async () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(await seedTemplates(t.database.db, at)).toEqual({
      inserted: TEMPLATES.length,
      updated: 0,
      removed: 0,
    });
    expect(await seedTemplates(t.database.db, at)).toEqual({ inserted: 0, updated: 0, removed: 0 });
    const renamed = TEMPLATES.map((tpl, i) => (i === 0 ? { ...tpl, name: 'Renamed' } : tpl));
    expect(await seedTemplates(t.database.db, at, renamed.slice(0, -1))).toEqual({
      inserted: 0,
      updated: 1,
      removed: 1,
    });
    expect(await seedTemplates(t.database.db, at)).toEqual({ inserted: 1, updated: 1, removed: 0 });
  });

  it('lists at least 12 templates with name, description, category, kind and node count', async () => {
    const res = await t.request('GET', '/api/templates');
    expect(res.status).toBe(200);
    const { templates } = await res.json();
    expect(templates.length).toBeGreaterThanOrEqual(12);
    expect(templates.map((x: { id: string }) => x.id)).toEqual(TEMPLATES.map((x) => x.id));
    const triage = templates.find((x: { id: string }) => x.id === 'support-ticket-triage');
    expect(triage).toMatchObject({ name: 'Support ticket triage', category: 'Support', kind: 'workflow' });
    expect(triage.nodeCount).toBe(triage.nodeTypes.length);
    expect(triage.nodeTypes.slice(0, 2)).toEqual(['webhook-trigger', 'text-classifier']);
    const agent = templates.find((x: { id: string }) => x.id === 'document-qa-agent');
    expect(agent.kind).toBe('agent');
  });

  it("copies a template into the caller's workflows", async () => {
    const res = await ada.request('POST', '/api/templates/lead-qualification/use');
    expect(res.status).toBe(201);
    const { id, name } = await res.json();
    expect(name).toBe('Lead qualification');
    const detail = await (await ada.request('GET', `/api/workflows/${id}`)).json();
    expect(detail).toMatchObject({
      name: 'Lead qualification',
      kind: 'workflow',
      tags: ['template', 'sales'],
    });
    expect(detail.draft.nodes.map((n: { type: string }) => n.type)).toEqual([
      'webhook-trigger',
      'information-extractor',
      'if',
      'send-email',
      'set',
    ]);
    // A copy: using it twice gives two workflows.
    const again = await (await ada.request('POST', '/api/templates/lead-qualification/use')).json();
    expect(again.id).not.toBe(id);
    // Webhook paths are shared by everyone: each copy has its own.
    const second = await (await ada.request('GET', `/api/workflows/${again.id}`)).json();
    expect(second.draft.nodes[0].parameters.path).toMatch(/^lead-[0-9a-f]{8}$/);
    expect(second.draft.nodes[0].parameters.path).not.toBe(detail.draft.nodes[0].parameters.path);
  });

  it('answers 404 for an unknown template, 400 for a malformed id and 401 signed out', async () => {
    expect((await ada.request('POST', '/api/templates/no-such-template/use')).status).toBe(404);
    expect((await ada.request('POST', '/api/templates/Bad%20Id/use')).status).toBe(400);
    expect((await t.request('POST', '/api/templates/lead-qualification/use')).status).toBe(401);
  });
});
