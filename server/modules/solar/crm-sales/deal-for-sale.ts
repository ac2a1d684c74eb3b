/** A deal of the workspace with its contact and property, as the proposal, signing and cancel services need it. */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmContacts, crmDeals, crmProperties } from '../../../db/schema/solar-crm';
import { NotFound } from '../../../lib/errors';

export type DealForSale = Awaited<ReturnType<typeof selectDeal>>[number];

function selectDeal(db: DbOrTx, ownerId: string, dealId: string) {
  return db
    .select({ deal: crmDeals, contact: crmContacts, property: crmProperties })
    .from(crmDeals)
    .innerJoin(crmContacts, eq(crmContacts.id, crmDeals.contactId))
    .leftJoin(crmProperties, eq(crmProperties.id, crmDeals.propertyId))
    .where(and(eq(crmDeals.id, dealId), eq(crmDeals.ownerId, ownerId)))
    .limit(1);
}

export const DEAL_NOT_FOUND = 'There is no such deal in this CRM.';

/** The deal, or 404 when it is not this workspace's. */
export async function dealForSale(db: DbOrTx, ownerId: string, dealId: string): Promise<DealForSale> {
  const [row] = await selectDeal(db, ownerId, dealId);
  if (!row) throw new NotFound(DEAL_NOT_FOUND);
  return row;
}
