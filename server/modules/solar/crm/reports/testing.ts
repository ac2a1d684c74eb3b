/**
 * For the API tests of the CRM's import, reports and webhooks: a team in a workspace (its owner, a member of
 * each role, a stranger) and rows written straight into the crm_* tables, so a test sets up exactly the
 * history it computes its expectations from.
 */
import type { CrmRole } from '@common/schemas/solar-crm-roles';
import { solarLeads } from '../../../../db/schema/solar';
import {
  crmActivities,
  crmContacts,
  crmDealStageChanges,
  crmDeals,
  crmMembers,
  crmPipelines,
  crmProperties,
  crmStages,
} from '../../../../db/schema/solar-crm';
import { createSignedInUser, type SignedInUser } from '../../../../test/fixtures';
import type { TestApp } from '../../../../test/harness';

export interface CrmTeam {
  owner: SignedInUser;
  setter: SignedInUser;
  closer: SignedInUser;
  /** A manager added to the owner's workspace. */
  manager: SignedInUser;
  stranger: SignedInUser;
  /** `?workspace=<owner>`, for members' requests. */
  ws: string;
}

let teams = 0;

export async function crmTeam(t: TestApp): Promise<CrmTeam> {
  teams += 1;
  const make = (role: string) => createSignedInUser(t, { username: `crm${teams}-${role}` });
  const [owner, setter, closer, manager, stranger] = await Promise.all(
    ['owner', 'setter', 'closer', 'manager', 'stranger'].map(make),
  );
  const members: [SignedInUser, CrmRole][] = [
    [setter!, 'setter'],
    [closer!, 'closer'],
    [manager!, 'manager'],
  ];
  await t.database.db.insert(crmMembers).values(
    members.map(([u, role]) => ({
      ownerId: owner!.user.id,
      userId: u.user.id,
      role,
      createdAt: t.deps.now(),
    })),
  );
  return {
    owner: owner!,
    setter: setter!,
    closer: closer!,
    manager: manager!,
    stranger: stranger!,
    ws: `workspace=${owner!.user.id}`,
  };
}

export interface SeededStage {
  id: string;
  name: string;
  kind: 'open' | 'won' | 'lost';
}

export async function seedPipeline(
  t: TestApp,
  ownerId: string,
  name: string,
  stages: [string, 'open' | 'won' | 'lost'][],
  position = 0,
): Promise<{ id: string; stages: SeededStage[] }> {
  const [pipeline] = await t.database.db
    .insert(crmPipelines)
    .values({ ownerId, name, position, createdAt: t.deps.now() })
    .returning({ id: crmPipelines.id });
  const rows = await t.database.db
    .insert(crmStages)
    .values(
      stages.map(([stageName, kind], i) => ({
        ownerId,
        pipelineId: pipeline!.id,
        name: stageName,
        position: i,
        probability: kind === 'won' ? 100 : kind === 'lost' ? 0 : 10 * (i + 1),
        kind,
        setterMay: i < 2,
      })),
    )
    .returning({
      id: crmStages.id,
      name: crmStages.name,
      kind: crmStages.kind,
      position: crmStages.position,
    });
  return { id: pipeline!.id, stages: rows.sort((a, b) => a.position - b.position) };
}

export async function seedContact(
  t: TestApp,
  ownerId: string,
  contact: {
    name: string;
    email?: string;
    phone?: string;
    zip?: string;
    source?: 'solara' | 'manual' | 'import';
  },
): Promise<string> {
  const now = t.deps.now();
  const [row] = await t.database.db
    .insert(crmContacts)
    .values({
      ownerId,
      name: contact.name,
      email: contact.email ?? null,
      phone: contact.phone ?? null,
      source: contact.source ?? 'manual',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: crmContacts.id });
  if (contact.zip)
    await t.database.db
      .insert(crmProperties)
      .values({ ownerId, contactId: row!.id, zip: contact.zip, createdAt: now });
  return row!.id;
}

export async function seedLead(t: TestApp, ownerId: string, createdAt: string): Promise<string> {
  const [row] = await t.database.db
    .insert(solarLeads)
    .values({
      ownerId,
      conversationId: `crm-extras-${createdAt}-${Math.random()}`,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    })
    .returning({ id: solarLeads.id });
  return row!.id;
}

/** A deal created at `createdAt` in the pipeline's first stage, moved along `moves` ([stage id, time]). */
export async function seedDeal(
  t: TestApp,
  deal: {
    ownerId: string;
    pipeline: { id: string; stages: SeededStage[] };
    contactId: string;
    createdAt: string;
    moves?: [string, string][];
    leadId?: string;
  },
): Promise<string> {
  const first = deal.pipeline.stages[0]!;
  const moves = deal.moves ?? [];
  const last = moves.at(-1);
  const currentId = last ? last[0] : first.id;
  const current = deal.pipeline.stages.find((s) => s.id === currentId)!;
  const created = new Date(deal.createdAt);
  const [row] = await t.database.db
    .insert(crmDeals)
    .values({
      ownerId: deal.ownerId,
      pipelineId: deal.pipeline.id,
      stageId: currentId,
      contactId: deal.contactId,
      leadId: deal.leadId ?? null,
      title: 'A deal',
      status: current.kind,
      stageEnteredAt: last ? new Date(last[1]) : created,
      lastActivityAt: created,
      createdAt: created,
      updatedAt: created,
    })
    .returning({ id: crmDeals.id });
  let from = first.id;
  const changes: (typeof crmDealStageChanges.$inferInsert)[] = [
    { dealId: row!.id, fromStageId: null, toStageId: first.id, at: created },
  ];
  for (const [to, at] of moves) {
    changes.push({ dealId: row!.id, fromStageId: from, toStageId: to, at: new Date(at) });
    from = to;
  }
  await t.database.db.insert(crmDealStageChanges).values(changes);
  return row!.id;
}

export async function seedActivity(
  t: TestApp,
  activity: {
    ownerId: string;
    dealId?: string;
    contactId?: string;
    kind: string;
    at: string;
    byUserId: string | null;
  },
): Promise<void> {
  await t.database.db.insert(crmActivities).values({
    ownerId: activity.ownerId,
    dealId: activity.dealId ?? null,
    contactId: activity.contactId ?? null,
    kind: activity.kind,
    body: 'A note',
    byUserId: activity.byUserId,
    at: new Date(activity.at),
  });
}
