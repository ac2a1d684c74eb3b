/**
 * One Solara lead into the CRM, inside the caller's transaction: its contact (source 'solara', one per lead
 * by the unique lead_id index), a property from what the lead knows (address, ZIP and its state, the monthly
 * bill) and a deal in the workspace's first pipeline's first stage (one per lead, the same way). Run again
 * as the conversation fills in, it only fills blanks (a name the visitor gave later, an e-mail): what a rep
 * typed is never overwritten.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { solarLeads } from '../../../db/schema/solar';
import {
  crmActivities,
  crmContacts,
  crmDealStageChanges,
  crmDeals,
  crmProperties,
} from '../../../db/schema/solar-crm';
import { stateOfZip } from './zip-state';

type LeadRow = typeof solarLeads.$inferSelect;

/** A contact's and deal's name while the visitor has not given theirs. */
export const SOLARA_UNNAMED = 'Solara visitor';

export interface FirstStage {
  pipelineId: string;
  stageId: string;
}

function propertyOf(lead: LeadRow) {
  const bill = lead.answers.monthlyBill;
  const use = lead.estimate?.sizing.annualUseKwh;
  return {
    address: lead.property.address ?? null,
    zip: lead.property.zip ?? null,
    state: stateOfZip(lead.property.zip),
    monthlyBillCents: bill === undefined ? null : Math.round(bill * 100),
    annualKwh: use === undefined || use === null ? null : Math.round(use),
  };
}

/** Returns the deal's id and whether this call created it (then the caller emits 'deal.created'). */
export async function leadIntoCrm(
  tx: DbOrTx,
  lead: LeadRow,
  first: FirstStage,
  now: Date,
): Promise<{ dealId: string; created: boolean }> {
  const name = lead.contact.name ?? SOLARA_UNNAMED;
  const [contact] = await tx
    .insert(crmContacts)
    .values({
      ownerId: lead.ownerId,
      name,
      email: lead.contact.email ?? null,
      phone: lead.contact.phone ?? null,
      source: 'solara',
      leadId: lead.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: crmContacts.leadId,
      set: {
        name: sql`case when ${crmContacts.name} = ${SOLARA_UNNAMED} then excluded.name else ${crmContacts.name} end`,
        email: sql`coalesce(${crmContacts.email}, excluded.email)`,
        phone: sql`coalesce(${crmContacts.phone}, excluded.phone)`,
        updatedAt: now,
      },
    })
    .returning({ id: crmContacts.id, name: crmContacts.name });
  const property = propertyOf(lead);

  const [existing] = await tx
    .select({ id: crmDeals.id, propertyId: crmDeals.propertyId })
    .from(crmDeals)
    .where(eq(crmDeals.leadId, lead.id))
    .limit(1);
  if (existing) {
    await tx
      .update(crmDeals)
      .set({
        title: sql`case when ${crmDeals.title} = ${SOLARA_UNNAMED} then ${contact!.name} else ${crmDeals.title} end`,
      })
      .where(eq(crmDeals.id, existing.id));
    if (existing.propertyId) {
      await tx
        .update(crmProperties)
        .set({
          address: sql`coalesce(${crmProperties.address}, ${property.address})`,
          zip: sql`coalesce(${crmProperties.zip}, ${property.zip})`,
          state: sql`coalesce(${crmProperties.state}, ${property.state})`,
          monthlyBillCents: sql`coalesce(${crmProperties.monthlyBillCents}, ${property.monthlyBillCents}::integer)`,
          annualKwh: sql`coalesce(${crmProperties.annualKwh}, ${property.annualKwh}::integer)`,
        })
        .where(eq(crmProperties.id, existing.propertyId));
    }
    return { dealId: existing.id, created: false };
  }

  const [prop] = await tx
    .insert(crmProperties)
    .values({ ownerId: lead.ownerId, contactId: contact!.id, ...property, createdAt: now })
    .returning({ id: crmProperties.id });
  const systemKw = lead.estimate?.systemKw;
  const [deal] = await tx
    .insert(crmDeals)
    .values({
      ownerId: lead.ownerId,
      pipelineId: first.pipelineId,
      stageId: first.stageId,
      contactId: contact!.id,
      propertyId: prop!.id,
      leadId: lead.id,
      title: contact!.name,
      systemWatts: systemKw ? Math.round(systemKw * 1000) : null,
      status: 'open',
      stageEnteredAt: now,
      lastActivityAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: crmDeals.leadId })
    .returning({ id: crmDeals.id });
  if (!deal) {
    // Another save of the same conversation created the deal first; this property is not needed.
    await tx.delete(crmProperties).where(eq(crmProperties.id, prop!.id));
    const [winner] = await tx
      .select({ id: crmDeals.id })
      .from(crmDeals)
      .where(eq(crmDeals.leadId, lead.id))
      .limit(1);
    return { dealId: winner!.id, created: false };
  }
  await tx
    .insert(crmDealStageChanges)
    .values({ dealId: deal.id, fromStageId: null, toStageId: first.stageId, byUserId: null, at: now });
  await tx.insert(crmActivities).values({
    ownerId: lead.ownerId,
    dealId: deal.id,
    contactId: contact!.id,
    kind: 'created',
    body: 'Created from a Solara conversation.',
    data: { source: 'solara', leadId: lead.id, leadScore: lead.score },
    byUserId: null,
    at: now,
  });
  return { dealId: deal.id, created: true };
}
