/**
 * Shared by the sales API tests: a workspace with a manager (its owner), a closer and a setter, the default
 * pipeline, and deals inserted directly (the deals service is the CRM's; these tests need only rows).
 */
import { CRM_DEFAULT_PIPELINES } from '@common/schemas/solar-crm';
import { eq } from 'drizzle-orm';
import {
  crmContacts,
  crmDeals,
  crmMembers,
  crmPipelines,
  crmProperties,
  crmStages,
} from '../../../db/schema/solar-crm';
import { latestOutboxMail } from '../../../mail';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';

/** A 1×1 PNG, as a signature pad's data URL. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export interface SalesWorkspace {
  manager: SignedInUser;
  closer: SignedInUser;
  setter: SignedInUser;
  stranger: SignedInUser;
  pipelineId: string;
  stages: { id: string; name: string; kind: string }[];
  /** `?workspace=` for the members. */
  ws: string;
}

let workspaces = 0;

export async function salesWorkspace(t: TestApp): Promise<SalesWorkspace> {
  workspaces += 1;
  const n = workspaces;
  const manager = await createSignedInUser(t, { username: `sales-manager-${n}` });
  const closer = await createSignedInUser(t, { username: `sales-closer-${n}` });
  const setter = await createSignedInUser(t, { username: `sales-setter-${n}` });
  const stranger = await createSignedInUser(t, { username: `sales-stranger-${n}` });
  const db = t.database.db;
  const now = t.deps.now();
  const ownerId = manager.user.id;
  await db.insert(crmMembers).values([
    { ownerId, userId: closer.user.id, role: 'closer', createdAt: now },
    { ownerId, userId: setter.user.id, role: 'setter', createdAt: now },
  ]);
  const template = CRM_DEFAULT_PIPELINES[0]!;
  const [pipeline] = await db
    .insert(crmPipelines)
    .values({ ownerId, name: template.name, position: 0, createdAt: now })
    .returning();
  const stages = await db
    .insert(crmStages)
    .values(template.stages.map((s, position) => ({ ...s, ownerId, pipelineId: pipeline!.id, position })))
    .returning({ id: crmStages.id, name: crmStages.name, kind: crmStages.kind });
  return { manager, closer, setter, stranger, pipelineId: pipeline!.id, stages, ws: `workspace=${ownerId}` };
}

/** A deal in the pipeline's "Negotiation" stage for a household using 12,000 kWh a year in ZIP 10001. */
export async function insertDeal(
  t: TestApp,
  w: SalesWorkspace,
  property: { zip?: string; annualKwh?: number | null; monthlyBillCents?: number | null } = {},
): Promise<string> {
  const db = t.database.db;
  const now = t.deps.now();
  const ownerId = w.manager.user.id;
  const [contact] = await db
    .insert(crmContacts)
    .values({ ownerId, name: 'Grace Homeowner', source: 'manual', createdAt: now, updatedAt: now })
    .returning();
  const [prop] = await db
    .insert(crmProperties)
    .values({
      ownerId,
      contactId: contact!.id,
      address: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: property.zip ?? '10001',
      annualKwh: property.annualKwh === undefined ? 12_000 : property.annualKwh,
      monthlyBillCents: property.monthlyBillCents ?? null,
      createdAt: now,
    })
    .returning();
  const stage = w.stages.find((s) => s.name === 'Negotiation')!;
  const [deal] = await db
    .insert(crmDeals)
    .values({
      ownerId,
      pipelineId: w.pipelineId,
      stageId: stage.id,
      contactId: contact!.id,
      propertyId: prop!.id,
      title: 'Grace Homeowner, 1 Main St',
      setterId: w.setter.user.id,
      closerId: w.closer.user.id,
      stageEnteredAt: now,
      lastActivityAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return deal!.id;
}

export async function dealRow(t: TestApp, dealId: string) {
  const [row] = await t.database.db.select().from(crmDeals).where(eq(crmDeals.id, dealId));
  return row!;
}

/** The token in the newest signing e-mail to `email`. */
export async function signingTokenMailedTo(t: TestApp, email: string): Promise<string> {
  const [mail] = await latestOutboxMail(t.database.db, email);
  const token = /\/sign\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no signing link mailed to ${email}`);
  return token;
}
