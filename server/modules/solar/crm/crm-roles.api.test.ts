/**
 * Roles on every write, table-driven: each write is tried by a setter, a closer, a manager and a non-member
 * on fresh records; the allowed roles succeed, every other answers 403 with the permission's message (a
 * non-member: "You are not a member of this CRM.").
 */
import {
  CRM_DEFAULT_SETTINGS,
  type CrmContact,
  type CrmDealCard,
  type CrmTask,
} from '@common/schemas/solar-crm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type CrmTeam, crmTeam, pipelinesOf, stageNamed } from './testing';

type Who = 'setter' | 'closer' | 'manager' | 'stranger';
interface Write {
  name: string;
  allowed: readonly Who[];
  make: () => Promise<{ method: string; path: string; body?: unknown }>;
}

describe('CRM roles on every write', () => {
  let t: TestApp;
  let team: CrmTeam;
  let pipelineId: string;
  let stage: (name: string) => string;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    team = await crmTeam(t);
    const [residential] = await pipelinesOf(team);
    pipelineId = residential!.id;
    stage = (name) => stageNamed(residential!, name);
  });
  afterAll(() => t.close());

  const contact = () => team.call<CrmContact>(team.owner, 'POST', '/contacts', { name: 'Role Test' }, 201);
  const deal = async (stageName = 'New lead') => {
    const c = await contact();
    return team.call<CrmDealCard>(
      team.owner,
      'POST',
      '/deals',
      { title: 'Role deal', contactId: c.id, pipelineId, stageId: stage(stageName) },
      201,
    );
  };
  let people = 0;
  const person = async (): Promise<SignedInUser> => {
    people += 1;
    return createSignedInUser(t, { username: `crm-role-person-${people}` });
  };
  const stageList = () => pipelinesOf(team).then((p) => p[0]!.stages.map(({ position: _p, ...s }) => s));

  const writes: Write[] = [
    {
      name: 'PUT /settings',
      allowed: ['manager'],
      make: async () => ({ method: 'PUT', path: '/settings', body: CRM_DEFAULT_SETTINGS }),
    },
    {
      name: 'POST /members',
      allowed: ['manager'],
      make: async () => ({
        method: 'POST',
        path: '/members',
        body: { email: (await person()).user.email, role: 'setter' },
      }),
    },
    {
      name: 'PATCH /members/{userId}',
      allowed: ['manager'],
      make: async () => ({
        method: 'PATCH',
        path: `/members/${team.setter.user.id}`,
        body: { role: 'setter' },
      }),
    },
    {
      name: 'DELETE /members/{userId}',
      allowed: ['manager'],
      make: async () => {
        const p = await person();
        await team.call(team.owner, 'POST', '/members', { email: p.user.email, role: 'closer' }, 201);
        return { method: 'DELETE', path: `/members/${p.user.id}` };
      },
    },
    {
      name: 'POST /pipelines',
      allowed: ['manager'],
      make: async () => ({
        method: 'POST',
        path: '/pipelines',
        body: { name: 'Extra', stages: await stageList() },
      }),
    },
    {
      name: 'PUT /pipelines/{id}',
      allowed: ['manager'],
      make: async () => ({
        method: 'PUT',
        path: `/pipelines/${pipelineId}`,
        body: { name: 'Residential solar', stages: await stageList() },
      }),
    },
    {
      name: 'POST /contacts',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => ({ method: 'POST', path: '/contacts', body: { name: 'New person' } }),
    },
    {
      name: 'PATCH /contacts/{id}',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => ({
        method: 'PATCH',
        path: `/contacts/${(await contact()).id}`,
        body: { phone: '555-010-0200' },
      }),
    },
    {
      name: 'DELETE /contacts/{id}',
      allowed: ['manager'],
      make: async () => ({ method: 'DELETE', path: `/contacts/${(await contact()).id}` }),
    },
    {
      name: 'POST /deals',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => ({
        method: 'POST',
        path: '/deals',
        body: { title: 'A deal', contactId: (await contact()).id, pipelineId },
      }),
    },
    {
      name: 'POST /deals into a closer stage',
      allowed: ['closer', 'manager'],
      make: async () => ({
        method: 'POST',
        path: '/deals',
        body: { title: 'A deal', contactId: (await contact()).id, pipelineId, stageId: stage('Negotiation') },
      }),
    },
    {
      name: 'PATCH /deals/{id}',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => ({
        method: 'PATCH',
        path: `/deals/${(await deal()).id}`,
        body: { valueCents: 2_500_000 },
      }),
    },
    {
      name: 'DELETE /deals/{id}',
      allowed: ['manager'],
      make: async () => ({ method: 'DELETE', path: `/deals/${(await deal()).id}` }),
    },
    {
      name: 'PUT /deals/{id}/stage between setter stages',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => ({
        method: 'PUT',
        path: `/deals/${(await deal('New lead')).id}/stage`,
        body: { stageId: stage('Appointment set') },
      }),
    },
    {
      name: 'PUT /deals/{id}/stage into a closer stage',
      allowed: ['closer', 'manager'],
      make: async () => ({
        method: 'PUT',
        path: `/deals/${(await deal('Appointment set')).id}/stage`,
        body: { stageId: stage('Proposal sent') },
      }),
    },
    {
      name: 'PUT /deals/{id}/stage out of a closer stage',
      allowed: ['closer', 'manager'],
      make: async () => ({
        method: 'PUT',
        path: `/deals/${(await deal('Proposal sent')).id}/stage`,
        body: { stageId: stage('Contacted') },
      }),
    },
    {
      name: 'POST /deals/{id}/activities',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => ({
        method: 'POST',
        path: `/deals/${(await deal()).id}/activities`,
        body: { kind: 'call', body: 'Left a voicemail.' },
      }),
    },
    {
      name: 'POST /tasks',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => ({
        method: 'POST',
        path: '/tasks',
        body: { title: 'Call back', dealId: (await deal()).id },
      }),
    },
    {
      name: 'PATCH /tasks/{id}',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => {
        const task = await team.call<CrmTask>(team.owner, 'POST', '/tasks', { title: 'Check roof' }, 201);
        return { method: 'PATCH', path: `/tasks/${task.id}`, body: { done: true } };
      },
    },
    {
      name: "DELETE /tasks/{id} (someone else's)",
      allowed: ['manager'],
      make: async () => {
        const task = await team.call<CrmTask>(team.owner, 'POST', '/tasks', { title: 'Check roof' }, 201);
        return { method: 'DELETE', path: `/tasks/${task.id}` };
      },
    },
    {
      name: 'POST /filters',
      allowed: ['setter', 'closer', 'manager'],
      make: async () => {
        people += 1;
        return {
          method: 'POST',
          path: '/filters',
          body: { name: `Mine ${people}`, filter: { status: 'open' } },
        };
      },
    },
  ];

  const roles: readonly Who[] = ['setter', 'closer', 'manager', 'stranger'];
  it.each(writes.map((w) => [w.name, w] as const))('%s', async (_name, write) => {
    for (const who of roles) {
      const { method, path, body } = await write.make();
      const res = await team[who].request(method, team.url(path), body);
      const text = await res.text();
      if (write.allowed.includes(who)) {
        expect(res.status, `${who}: ${text}`).toBeLessThan(300);
      } else {
        expect(res.status, `${who}: ${text}`).toBe(403);
        const { message } = JSON.parse(text) as { message: string };
        expect(message).toEqual(
          who === 'stranger'
            ? 'You are not a member of this CRM.'
            : expect.stringMatching(/^Your role in this CRM cannot do this \(it needs: |^Only a manager/),
        );
      }
    }
  });

  it('lets the creator of a task remove it, whatever their role', async () => {
    const task = await team.call<CrmTask>(team.setter, 'POST', '/tasks', { title: 'Mine to drop' }, 201);
    await team.call(team.setter, 'DELETE', `/tasks/${task.id}`, undefined, 204);
  });

  it('refuses a setter moving a deal past the setter stages with the contract’s message', async () => {
    const d = await deal('Appointment set');
    const res = await team.setter.request('PUT', team.url(`/deals/${d.id}/stage`), {
      stageId: stage('Proposal sent'),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Your role in this CRM cannot do this (it needs: closer or manager).',
    );
  });
});
