/**
 * The workspace on the real app and database: bootstrapped once (settings, the two default pipelines) even
 * when first requests race; the workspace list; settings; members by e-mail with the owner protected;
 * pipelines created and replaced, a stage holding deals kept with a 409.
 */
import {
  CRM_DEFAULT_PIPELINES,
  CRM_DEFAULT_SETTINGS,
  type CrmContact,
  type CrmDealCard,
  type CrmMember,
  type CrmPipeline,
} from '@common/schemas/solar-crm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmPipelines, crmSettings } from '../../../db/schema/solar-crm';
import { createSignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { ensureWorkspace } from '../index';
import { type CrmTeam, crmCtx, crmTeam, pipelinesOf } from './testing';

describe('CRM workspace', () => {
  let t: TestApp;
  let team: CrmTeam;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    team = await crmTeam(t);
  });
  afterAll(() => t.close());

  it('bootstraps a workspace exactly once when first requests race', async () => {
    const fresh = await createSignedInUser(t, { username: 'crm-racer' });
    const ctx = crmCtx(t);
    const results = await Promise.all([
      ensureWorkspace(ctx, fresh.user.id),
      ensureWorkspace(ctx, fresh.user.id),
      ensureWorkspace(ctx, fresh.user.id),
      fresh.request('GET', '/api/solar/crm/pipelines'),
      fresh.request('GET', '/api/solar/crm/settings'),
    ]);
    expect((results[3] as Response).status).toBe(200);
    const pipelines = await t.database.db
      .select()
      .from(crmPipelines)
      .where(eq(crmPipelines.ownerId, fresh.user.id));
    expect(pipelines).toHaveLength(2);
    const settings = await t.database.db
      .select()
      .from(crmSettings)
      .where(eq(crmSettings.ownerId, fresh.user.id));
    expect(settings).toHaveLength(1);
    const listed = (await (await fresh.request('GET', '/api/solar/crm/pipelines')).json()) as {
      pipelines: CrmPipeline[];
    };
    expect(listed.pipelines.map((p) => p.name)).toEqual(CRM_DEFAULT_PIPELINES.map((p) => p.name));
    expect(listed.pipelines[0]!.stages.map((s) => s.name)).toEqual(
      CRM_DEFAULT_PIPELINES[0]!.stages.map((s) => s.name),
    );
    expect(listed.pipelines[0]!.stages[2]).toMatchObject({
      name: 'Appointment set',
      probability: 35,
      rotDays: 5,
      kind: 'open',
      setterMay: true,
      position: 2,
    });
  });

  it('lists the workspaces: the caller’s own first, then those they were added to', async () => {
    const body = await team.call<{ workspaces: unknown[] }>(team.setter, 'GET', '/workspaces');
    expect(body.workspaces).toEqual([
      { ownerId: team.setter.user.id, name: team.setter.user.username, role: 'manager', own: true },
      { ownerId: team.owner.user.id, name: team.owner.user.username, role: 'setter', own: false },
    ]);
  });

  it('refuses a signed-out caller with 401 and a non-member with 403', async () => {
    expect((await t.request('GET', team.url('/pipelines'))).status).toBe(401);
    const res = await team.stranger.request('GET', team.url('/pipelines'));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe('You are not a member of this CRM.');
  });

  it('reads the default settings and lets a manager replace them, validated', async () => {
    expect(await team.call(team.setter, 'GET', '/settings')).toEqual(CRM_DEFAULT_SETTINGS);
    const changed = {
      ...CRM_DEFAULT_SETTINGS,
      pricing: { ...CRM_DEFAULT_SETTINGS.pricing, pricePerWatt: 3.4 },
    };
    expect(await team.call(team.manager, 'PUT', '/settings', changed)).toEqual(changed);
    expect(await team.call(team.closer, 'GET', '/settings')).toEqual(changed);
    const below = { ...changed, pricing: { ...changed.pricing, pricePerWatt: 2 } };
    const res = await team.manager.request('PUT', team.url('/settings'), below);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('below your floor price');
  });

  it('adds members by e-mail, changes roles, removes them, and protects the owner', async () => {
    const members = await team.call<{ members: CrmMember[] }>(team.closer, 'GET', '/members');
    expect(members.members.map((m) => [m.name, m.role, m.owner])).toEqual([
      [team.owner.user.username, 'manager', true],
      [team.setter.user.username, 'setter', false],
      [team.closer.user.username, 'closer', false],
      [team.manager.user.username, 'manager', false],
    ]);
    const nobody = await team.owner.request('POST', team.url('/members'), {
      email: 'nobody@example.test',
      role: 'setter',
    });
    expect(nobody.status).toBe(404);
    expect(((await nobody.json()) as { message: string }).message).toBe(
      'There is no account with the e-mail nobody@example.test. Ask them to sign up first, then add them here.',
    );
    const again = await team.owner.request('POST', team.url('/members'), {
      email: team.setter.user.email,
      role: 'closer',
    });
    expect(again.status).toBe(409);
    const owner = team.owner.user.id;
    for (const [method, body] of [
      ['PATCH', { role: 'setter' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await team.manager.request(method, team.url(`/members/${owner}`), body);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toContain('always this CRM’s manager');
    }
    const ownerAdded = await team.manager.request('POST', team.url('/members'), {
      email: team.owner.user.email.toUpperCase(),
      role: 'setter',
    });
    expect(ownerAdded.status).toBe(409);

    const extra = await createSignedInUser(t, { username: 'crm-extra' });
    await team.call(team.manager, 'POST', '/members', { email: extra.user.email, role: 'setter' }, 201);
    expect(
      await team.call(team.manager, 'PATCH', `/members/${extra.user.id}`, { role: 'closer' }),
    ).toMatchObject({ userId: extra.user.id, role: 'closer', owner: false });
    await team.call(team.manager, 'DELETE', `/members/${extra.user.id}`, undefined, 204);
    expect((await extra.request('GET', team.url('/pipelines'))).status).toBe(403);
    await team.call(team.manager, 'DELETE', `/members/${extra.user.id}`, undefined, 404);
  });

  it('creates a pipeline and replaces its stages in order; a stage holding deals is not dropped', async () => {
    const created = await team.call<CrmPipeline>(
      team.manager,
      'POST',
      '/pipelines',
      {
        name: 'Commercial',
        stages: [
          { name: 'Inquiry', probability: 10, rotDays: 5, kind: 'open', setterMay: true },
          { name: 'Won', probability: 100, rotDays: null, kind: 'won', setterMay: false },
        ],
      },
      201,
    );
    expect(created).toMatchObject({ name: 'Commercial', position: 2 });
    const [inquiry, won] = created.stages;
    const contact = await team.call<CrmContact>(
      team.setter,
      'POST',
      '/contacts',
      { name: 'Acme Roofs' },
      201,
    );
    await team.call<CrmDealCard>(
      team.setter,
      'POST',
      '/deals',
      { title: 'Acme warehouse', contactId: contact.id, pipelineId: created.id },
      201,
    );
    const replaced = await team.call<CrmPipeline>(team.manager, 'PUT', `/pipelines/${created.id}`, {
      name: 'Commercial solar',
      stages: [
        { id: inquiry!.id, name: 'Inquiry', probability: 15, rotDays: 4, kind: 'open', setterMay: true },
        { name: 'Site visit', probability: 40, rotDays: 7, kind: 'open', setterMay: false },
        { id: won!.id, name: 'Won', probability: 100, rotDays: null, kind: 'won', setterMay: false },
      ],
    });
    expect(replaced.name).toBe('Commercial solar');
    expect(replaced.stages.map((s) => [s.name, s.position, s.probability])).toEqual([
      ['Inquiry', 0, 15],
      ['Site visit', 1, 40],
      ['Won', 2, 100],
    ]);
    expect(replaced.stages[0]!.id).toBe(inquiry!.id);

    const dropped = await team.manager.request('PUT', team.url(`/pipelines/${created.id}`), {
      name: 'Commercial solar',
      stages: [
        { name: 'Fresh', probability: 10, rotDays: null, kind: 'open', setterMay: true },
        { id: won!.id, name: 'Won', probability: 100, rotDays: null, kind: 'won', setterMay: false },
      ],
    });
    expect(dropped.status).toBe(409);
    expect(((await dropped.json()) as { message: string }).message).toBe(
      'The stage “Inquiry” holds 1 deal: move it to another stage before removing the stage.',
    );
    expect((await pipelinesOf(team)).find((p) => p.id === created.id)!.stages).toHaveLength(3);

    const noWon = await team.manager.request('PUT', team.url(`/pipelines/${created.id}`), {
      name: 'X',
      stages: [
        { name: 'A', probability: 10, rotDays: null, kind: 'open', setterMay: true },
        { name: 'B', probability: 10, rotDays: null, kind: 'open', setterMay: true },
      ],
    });
    expect(noWon.status).toBe(400);
    const unknown = await team.manager.request(
      'PUT',
      team.url('/pipelines/00000000-0000-4000-8000-000000000000'),
      {
        name: 'X',
        stages: replaced.stages.map(({ id: _id, position: _p, ...s }) => s),
      },
    );
    expect(unknown.status).toBe(404);
  });
});
