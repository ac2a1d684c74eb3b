/**
 * A deal as a card: one joined select (deal, contact, stage, the Solara lead's score) that the board, the
 * table and a single card share, so a board of thousands is one query, never one per card.
 */
import type { CrmDealCard } from '@common/schemas/solar-crm';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { solarLeads } from '../../../db/schema/solar';
import { crmContacts, crmDeals, crmStages } from '../../../db/schema/solar-crm';
import { rottingDays } from './rotting';

export const cardColumns = {
  id: crmDeals.id,
  title: crmDeals.title,
  pipelineId: crmDeals.pipelineId,
  stageId: crmDeals.stageId,
  status: crmDeals.status,
  valueCents: crmDeals.valueCents,
  systemWatts: crmDeals.systemWatts,
  setterId: crmDeals.setterId,
  closerId: crmDeals.closerId,
  leadId: crmDeals.leadId,
  propertyId: crmDeals.propertyId,
  stageEnteredAt: crmDeals.stageEnteredAt,
  lastActivityAt: crmDeals.lastActivityAt,
  expectedCloseOn: crmDeals.expectedCloseOn,
  demo: crmDeals.demo,
  createdAt: crmDeals.createdAt,
  contactId: crmContacts.id,
  contactName: crmContacts.name,
  contactEmail: crmContacts.email,
  contactPhone: crmContacts.phone,
  source: crmContacts.source,
  leadScore: solarLeads.score,
  rotDays: crmStages.rotDays,
  probability: crmStages.probability,
  stagePosition: crmStages.position,
};

/** The cards' select with its joins; callers add where, order and limits. */
export function selectCards(db: DbOrTx) {
  return db
    .select(cardColumns)
    .from(crmDeals)
    .innerJoin(crmContacts, eq(crmContacts.id, crmDeals.contactId))
    .innerJoin(crmStages, eq(crmStages.id, crmDeals.stageId))
    .leftJoin(solarLeads, eq(solarLeads.id, crmDeals.leadId));
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

export function toCard(row: CardRow, now: Date): CrmDealCard {
  return {
    id: row.id,
    title: row.title,
    pipelineId: row.pipelineId,
    stageId: row.stageId,
    status: row.status,
    valueCents: row.valueCents,
    systemWatts: row.systemWatts,
    contact: { id: row.contactId, name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    setterId: row.setterId,
    closerId: row.closerId,
    source: row.source,
    leadId: row.leadId,
    leadScore: row.leadId === null ? null : (row.leadScore ?? null),
    stageEnteredAt: row.stageEnteredAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
    rottingDays: rottingDays(now, row, row.rotDays),
    expectedCloseOn: row.expectedCloseOn,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
  };
}
