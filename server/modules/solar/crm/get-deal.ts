/** One deal: as a card, or in full (contact with properties, property, stage history, timeline, tasks). */
import type { CrmActivity, CrmDeal, CrmDealCard, CrmTask } from '@common/schemas/solar-crm';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  crmActivities,
  crmDealStageChanges,
  crmDeals,
  crmProperties,
  crmTasks,
} from '../../../db/schema/solar-crm';
import { NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import { usernamesOf } from '../../auth';
import type { CrmAccess } from './access';
import { readContact, toProperty } from './contacts';
import { selectCards, toCard } from './deal-cards';
import { CRM_MESSAGES } from './errors';

export async function readDealCard(
  db: DbOrTx,
  ownerId: string,
  dealId: string,
  now: Date,
): Promise<CrmDealCard> {
  const [row] = await selectCards(db)
    .where(and(eq(crmDeals.id, dealId), eq(crmDeals.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound(CRM_MESSAGES.dealNotFound);
  return toCard(row, now);
}

export async function getDealCard(
  ctx: ServiceContext,
  access: CrmAccess,
  dealId: string,
): Promise<CrmDealCard> {
  access.require('records.read');
  return readDealCard(ctx.db, access.ownerId, dealId, ctx.now());
}

type ActivityRow = typeof crmActivities.$inferSelect;
type TaskRow = typeof crmTasks.$inferSelect;

/** Activities with their authors' names (one lookup for all of them). */
export async function toActivities(db: DbOrTx, rows: ActivityRow[]): Promise<CrmActivity[]> {
  const names = await usernamesOf(
    db,
    rows.flatMap((r) => (r.byUserId ? [r.byUserId] : [])),
  );
  return rows.map((r) => ({
    id: r.id,
    dealId: r.dealId,
    contactId: r.contactId,
    kind: r.kind,
    body: r.body,
    data: r.data,
    byUserId: r.byUserId,
    byName: r.byUserId ? (names.get(r.byUserId) ?? null) : null,
    at: r.at.toISOString(),
  }));
}

export function toTask(t: TaskRow, now: Date): CrmTask {
  return {
    id: t.id,
    dealId: t.dealId,
    contactId: t.contactId,
    title: t.title,
    dueAt: t.dueAt?.toISOString() ?? null,
    assigneeId: t.assigneeId,
    doneAt: t.doneAt?.toISOString() ?? null,
    overdue: t.doneAt === null && t.dueAt !== null && t.dueAt < now,
    createdAt: t.createdAt.toISOString(),
  };
}

export async function dealTimeline(db: DbOrTx, dealId: string): Promise<CrmActivity[]> {
  const rows = await db
    .select()
    .from(crmActivities)
    .where(eq(crmActivities.dealId, dealId))
    .orderBy(desc(crmActivities.at), desc(crmActivities.id));
  return toActivities(db, rows);
}

export async function getDeal(ctx: ServiceContext, access: CrmAccess, dealId: string): Promise<CrmDeal> {
  access.require('records.read');
  const now = ctx.now();
  const card = await readDealCard(ctx.db, access.ownerId, dealId, now);
  const [deal] = await ctx.db
    .select({ propertyId: crmDeals.propertyId })
    .from(crmDeals)
    .where(eq(crmDeals.id, dealId));
  const [contact, property, history, activities, tasks] = await Promise.all([
    readContact(ctx.db, access.ownerId, card.contact.id),
    deal?.propertyId
      ? ctx.db.select().from(crmProperties).where(eq(crmProperties.id, deal.propertyId))
      : Promise.resolve([]),
    ctx.db
      .select()
      .from(crmDealStageChanges)
      .where(eq(crmDealStageChanges.dealId, dealId))
      .orderBy(asc(crmDealStageChanges.at), asc(crmDealStageChanges.id)),
    dealTimeline(ctx.db, dealId),
    ctx.db
      .select()
      .from(crmTasks)
      .where(eq(crmTasks.dealId, dealId))
      .orderBy(asc(crmTasks.dueAt), asc(crmTasks.createdAt)),
  ]);
  return {
    ...card,
    contact,
    property: property[0] ? toProperty(property[0]) : null,
    stageHistory: history.map((h) => ({
      fromStageId: h.fromStageId,
      toStageId: h.toStageId,
      at: h.at.toISOString(),
      byUserId: h.byUserId,
    })),
    activities,
    tasks: tasks.map((t) => toTask(t, now)),
  };
}
