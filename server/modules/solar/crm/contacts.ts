/**
 * Contacts and their properties. The list searches name, e-mail and phone and pages by a cursor (the last
 * contact's creation time and id), newest first; a contact's properties come in one query per page.
 */
import type {
  CrmContact,
  CrmProperty,
  crmContactInputSchema,
  crmContactPatchSchema,
  crmPropertyInputSchema,
} from '@common/schemas/solar-crm';
import { and, asc, desc, eq, ilike, inArray, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { crmContacts, crmProperties } from '../../../db/schema/solar-crm';
import { Invalid, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';
import { likePattern } from './deal-filter';
import { CRM_MESSAGES } from './errors';

type ContactRow = typeof crmContacts.$inferSelect;
type PropertyRow = typeof crmProperties.$inferSelect;
type PropertyInput = z.infer<typeof crmPropertyInputSchema>;

export function toProperty(p: PropertyRow): CrmProperty {
  const out: CrmProperty = { id: p.id, contactId: p.contactId };
  if (p.address !== null) out.address = p.address;
  if (p.city !== null) out.city = p.city;
  if (p.state !== null) out.state = p.state;
  if (p.zip !== null) out.zip = p.zip;
  if (p.annualKwh !== null) out.annualKwh = p.annualKwh;
  if (p.monthlyBillCents !== null) out.monthlyBillCents = p.monthlyBillCents;
  if (p.utility !== null) out.utility = p.utility;
  return out;
}

function toContact(c: ContactRow, properties: PropertyRow[]): CrmContact {
  return {
    id: c.id,
    name: c.name,
    email: c.email,
    phone: c.phone,
    source: c.source,
    leadId: c.leadId,
    notes: c.notes,
    demo: c.demo,
    properties: properties.filter((p) => p.contactId === c.id).map(toProperty),
    createdAt: c.createdAt.toISOString(),
  };
}

async function withProperties(db: DbOrTx, rows: ContactRow[]): Promise<CrmContact[]> {
  if (rows.length === 0) return [];
  const properties = await db
    .select()
    .from(crmProperties)
    .where(
      inArray(
        crmProperties.contactId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(crmProperties.createdAt));
  return rows.map((r) => toContact(r, properties));
}

const encodeCursor = (c: ContactRow) =>
  Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString('base64url');

function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const when = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(when.getTime()))
    throw new Invalid('That page cursor is not one this list gave out.');
  return { at: when, id };
}

export async function listContacts(
  ctx: ServiceContext,
  access: CrmAccess,
  query: { q?: string; cursor?: string; limit: number },
): Promise<{ contacts: CrmContact[]; nextCursor: string | null }> {
  access.require('records.read');
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const q = query.q ? likePattern(query.q) : null;
  const rows = await ctx.db
    .select()
    .from(crmContacts)
    .where(
      and(
        eq(crmContacts.ownerId, access.ownerId),
        q
          ? or(ilike(crmContacts.name, q), ilike(crmContacts.email, q), ilike(crmContacts.phone, q))
          : undefined,
        after
          ? or(
              lt(crmContacts.createdAt, after.at),
              and(eq(crmContacts.createdAt, after.at), lt(crmContacts.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(crmContacts.createdAt), desc(crmContacts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    contacts: await withProperties(ctx.db, page),
    nextCursor: rows.length > query.limit ? encodeCursor(page[page.length - 1]!) : null,
  };
}

export async function contactRow(db: DbOrTx, ownerId: string, contactId: string): Promise<ContactRow> {
  const [row] = await db
    .select()
    .from(crmContacts)
    .where(and(eq(crmContacts.id, contactId), eq(crmContacts.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound(CRM_MESSAGES.contactNotFound);
  return row;
}

export async function readContact(db: DbOrTx, ownerId: string, contactId: string): Promise<CrmContact> {
  const [contact] = await withProperties(db, [await contactRow(db, ownerId, contactId)]);
  return contact!;
}

export async function getContact(ctx: ServiceContext, access: CrmAccess, contactId: string) {
  access.require('records.read');
  return readContact(ctx.db, access.ownerId, contactId);
}

const propertyValues = (p: PropertyInput) => ({
  address: p.address ?? null,
  city: p.city ?? null,
  state: p.state ?? null,
  zip: p.zip ?? null,
  annualKwh: p.annualKwh ?? null,
  monthlyBillCents: p.monthlyBillCents ?? null,
  utility: p.utility ?? null,
});

export async function createContact(
  ctx: ServiceContext,
  access: CrmAccess,
  input: z.infer<typeof crmContactInputSchema>,
): Promise<CrmContact> {
  access.require('records.write');
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(crmContacts)
      .values({
        ownerId: access.ownerId,
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        notes: input.notes ?? null,
        source: 'manual',
        createdBy: access.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: crmContacts.id });
    if (input.property)
      await tx.insert(crmProperties).values({
        ownerId: access.ownerId,
        contactId: row!.id,
        ...propertyValues(input.property),
        createdAt: now,
      });
    return row!.id;
  });
  return readContact(ctx.db, access.ownerId, id);
}

/** Changes the given fields; `property` changes the contact's first property (or adds one). */
export async function patchContact(
  ctx: ServiceContext,
  access: CrmAccess,
  contactId: string,
  patch: z.infer<typeof crmContactPatchSchema>,
): Promise<CrmContact> {
  access.require('records.write');
  await contactRow(ctx.db, access.ownerId, contactId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const { property, ...fields } = patch;
    await tx
      .update(crmContacts)
      .set({ ...fields, updatedAt: now })
      .where(eq(crmContacts.id, contactId));
    if (!property) return;
    const [first] = await tx
      .select({ id: crmProperties.id })
      .from(crmProperties)
      .where(eq(crmProperties.contactId, contactId))
      .orderBy(asc(crmProperties.createdAt))
      .limit(1);
    if (first) await tx.update(crmProperties).set(property).where(eq(crmProperties.id, first.id));
    else
      await tx
        .insert(crmProperties)
        .values({ ownerId: access.ownerId, contactId, ...propertyValues(property), createdAt: now });
  });
  return readContact(ctx.db, access.ownerId, contactId);
}

/** Removes a contact with its properties, deals, activities and tasks (managers). */
export async function deleteContact(
  ctx: ServiceContext,
  access: CrmAccess,
  contactId: string,
): Promise<void> {
  access.require('records.delete');
  const [row] = await ctx.db
    .delete(crmContacts)
    .where(and(eq(crmContacts.id, contactId), eq(crmContacts.ownerId, access.ownerId)))
    .returning({ id: crmContacts.id });
  if (!row) throw new NotFound(CRM_MESSAGES.contactNotFound);
}

/** A property of this contact in this workspace, or 400. */
export async function checkProperty(db: DbOrTx, contactId: string, propertyId: string): Promise<void> {
  const [row] = await db
    .select({ id: crmProperties.id })
    .from(crmProperties)
    .where(and(eq(crmProperties.id, propertyId), eq(crmProperties.contactId, contactId)))
    .limit(1);
  if (!row) throw new Invalid(CRM_MESSAGES.propertyNotFound);
}
