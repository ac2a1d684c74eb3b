/**
 * Contacts, the timeline, tasks and saved filters on the real app and database: search and cursor pages,
 * patching a contact's property, validation; manual activities only; tasks mine/all, open, done, overdue on
 * the test clock; saved filters per person, unique by name.
 */
import type { CrmContact, CrmDealCard, CrmPipeline, CrmTask } from '@common/schemas/solar-crm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type CrmTeam, crmTeam, pipelinesOf } from './testing';

describe('CRM contacts, timeline, tasks and saved filters', () => {
  let t: TestApp;
  let team: CrmTeam;
  let pipeline: CrmPipeline;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    team = await crmTeam(t);
    [pipeline] = (await pipelinesOf(team)) as [CrmPipeline];
  });
  afterAll(() => t.close());

  it('creates, searches, pages, patches and removes contacts', async () => {
    const made: CrmContact[] = [];
    for (const [i, name] of ['Lin Park', 'Lina Ortiz', 'Marco Sun', 'Linus 100%'].entries()) {
      t.clock.advance(1_000);
      made.push(
        await team.call<CrmContact>(
          team.setter,
          'POST',
          '/contacts',
          {
            name,
            email: `Person${i}@Example.test`,
            phone: `+1 555 010 ${1000 + i}`,
            ...(i === 0 ? { property: { zip: '10001', state: 'ny', monthlyBillCents: 15_000 } } : {}),
          },
          201,
        ),
      );
    }
    expect(made[0]).toMatchObject({
      source: 'manual',
      email: 'person0@example.test',
      properties: [{ zip: '10001', state: 'NY', monthlyBillCents: 15_000 }],
    });
    const first = await team.call<{ contacts: CrmContact[]; nextCursor: string | null }>(
      team.closer,
      'GET',
      '/contacts?q=lin&limit=2',
    );
    expect(first.contacts.map((c) => c.name)).toEqual(['Linus 100%', 'Lina Ortiz']);
    const second = await team.call<{ contacts: CrmContact[]; nextCursor: string | null }>(
      team.closer,
      'GET',
      `/contacts?q=lin&limit=2&cursor=${first.nextCursor}`,
    );
    expect(second).toMatchObject({ contacts: [{ name: 'Lin Park' }], nextCursor: null });
    const literal = await team.call<{ contacts: CrmContact[] }>(team.closer, 'GET', '/contacts?q=100%25');
    expect(literal.contacts.map((c) => c.name)).toEqual(['Linus 100%']);
    const byPhone = await team.call<{ contacts: CrmContact[] }>(team.closer, 'GET', '/contacts?q=010%201002');
    expect(byPhone.contacts.map((c) => c.name)).toEqual(['Marco Sun']);
    const badCursor = await team.closer.request('GET', team.url('/contacts?cursor=nonsense'));
    expect(badCursor.status).toBe(400);

    const patched = await team.call<CrmContact>(team.setter, 'PATCH', `/contacts/${made[1]!.id}`, {
      notes: 'Prefers evenings.',
      property: { zip: '94103' },
    });
    expect(patched).toMatchObject({ notes: 'Prefers evenings.', properties: [{ zip: '94103' }] });
    const again = await team.call<CrmContact>(team.setter, 'PATCH', `/contacts/${made[1]!.id}`, {
      property: { monthlyBillCents: 20_000 },
    });
    expect(again.properties).toEqual([
      { id: patched.properties[0]!.id, contactId: made[1]!.id, zip: '94103', monthlyBillCents: 20_000 },
    ]);
    for (const body of [{ email: 'not-an-email' }, { name: '  ' }, { phone: 'call me' }, { colour: 'red' }]) {
      const res = await team.setter.request('PATCH', team.url(`/contacts/${made[1]!.id}`), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    await team.call(team.manager, 'DELETE', `/contacts/${made[3]!.id}`, undefined, 204);
    expect((await team.setter.request('GET', team.url(`/contacts/${made[3]!.id}`))).status).toBe(404);
  });

  it('logs only notes, calls, e-mails and meetings by hand', async () => {
    const c = await team.call<CrmContact>(team.setter, 'POST', '/contacts', { name: 'Timeline' }, 201);
    const deal = await team.call<CrmDealCard>(
      team.setter,
      'POST',
      '/deals',
      { title: 'Timeline deal', contactId: c.id, pipelineId: pipeline.id },
      201,
    );
    expect(deal.setterId).toBe(team.setter.user.id);
    const system = await team.setter.request('POST', team.url(`/deals/${deal.id}/activities`), {
      kind: 'stage_changed',
      body: 'Forged',
    });
    expect(system.status).toBe(400);
    expect(((await system.json()) as { message: string }).message).toContain(
      'An activity is a note, call, email or meeting.',
    );
    const note = await team.call<{ kind: string; contactId: string }>(
      team.closer,
      'POST',
      `/deals/${deal.id}/activities`,
      { kind: 'note', body: 'Roof is 8 years old.' },
      201,
    );
    expect(note).toMatchObject({ kind: 'note', contactId: c.id });
  });

  it('keeps tasks: mine or all, open or done, overdue on the clock, assignees from the CRM', async () => {
    const c = await team.call<CrmContact>(team.setter, 'POST', '/contacts', { name: 'Task person' }, 201);
    const deal = await team.call<CrmDealCard>(
      team.closer,
      'POST',
      '/deals',
      { title: 'Task deal', contactId: c.id, pipelineId: pipeline.id },
      201,
    );
    const due = new Date(t.deps.now().getTime() + 3_600_000).toISOString();
    const forSetter = await team.call<CrmTask>(
      team.closer,
      'POST',
      '/tasks',
      { title: 'Call Task person', dealId: deal.id, dueAt: due, assigneeId: team.setter.user.id },
      201,
    );
    expect(forSetter).toMatchObject({ dealId: deal.id, contactId: c.id, overdue: false, doneAt: null });
    const closerOwn = await team.call<CrmTask>(team.closer, 'POST', '/tasks', { title: 'Own to-do' }, 201);
    const outsider = await team.closer.request('POST', team.url('/tasks'), {
      title: 'X',
      assigneeId: team.stranger.user.id,
    });
    expect(outsider.status).toBe(400);

    const titles = (r: { tasks: CrmTask[] }) => r.tasks.map((x) => x.title);
    expect(titles(await team.call(team.setter, 'GET', '/tasks'))).toEqual(['Call Task person']);
    expect(titles(await team.call(team.closer, 'GET', '/tasks'))).toEqual(['Own to-do']);
    expect(titles(await team.call(team.closer, 'GET', `/tasks?scope=all&dealId=${deal.id}`))).toEqual([
      'Call Task person',
    ]);
    t.clock.advance(2 * 3_600_000);
    expect((await team.call<{ tasks: CrmTask[] }>(team.setter, 'GET', '/tasks')).tasks[0]!.overdue).toBe(
      true,
    );
    const done = await team.call<CrmTask>(team.setter, 'PATCH', `/tasks/${forSetter.id}`, { done: true });
    expect(done).toMatchObject({ doneAt: t.deps.now().toISOString(), overdue: false });
    expect(titles(await team.call(team.setter, 'GET', '/tasks'))).toEqual([]);
    expect(titles(await team.call(team.setter, 'GET', '/tasks?open=false'))).toEqual(['Call Task person']);
    const reopened = await team.call<CrmTask>(team.setter, 'PATCH', `/tasks/${forSetter.id}`, {
      done: false,
    });
    expect(reopened.doneAt).toBeNull();
    await team.call(team.closer, 'DELETE', `/tasks/${closerOwn.id}`, undefined, 204);
    await team.call(team.closer, 'DELETE', `/tasks/${closerOwn.id}`, undefined, 404);
  });

  it("keeps each person's saved filters, unique by name", async () => {
    const filter = { status: 'open', rotting: true, stageIds: [pipeline.stages[0]!.id] };
    const saved = await team.call<{ id: string }>(
      team.setter,
      'POST',
      '/filters',
      { name: 'My rotting', filter },
      201,
    );
    await team.call(team.closer, 'POST', '/filters', { name: 'My rotting', filter: {} }, 201);
    const dup = await team.setter.request('POST', team.url('/filters'), { name: 'My rotting', filter: {} });
    expect(dup.status).toBe(409);
    expect(await team.call(team.setter, 'GET', '/filters')).toEqual({
      filters: [{ id: saved.id, name: 'My rotting', filter }],
    });
    const bad = await team.setter.request('POST', team.url('/filters'), {
      name: 'Bad',
      filter: { status: 'sideways' },
    });
    expect(bad.status).toBe(400);
    await team.call(team.closer, 'DELETE', `/filters/${saved.id}`, undefined, 404);
    await team.call(team.setter, 'DELETE', `/filters/${saved.id}`, undefined, 204);
    expect(await team.call(team.setter, 'GET', '/filters')).toEqual({ filters: [] });
  });
});
