/** The owner's leads: the list (newest first) and one lead in full. */
import type { SolarLead, SolarLeadSummary } from '@common/schemas/solar-leads';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { solarAppointments, solarLeads } from '../../../db/schema/solar';
import { Invalid, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import { LEAD_NOT_FOUND } from './errors';
import { isUuid, ownerIdOf } from './parse-input';

/** The most leads one list answers (the CRM issue brings paging). */
export const MAX_LEADS_LISTED = 500;

type LeadRow = typeof solarLeads.$inferSelect;

function summaryOf(
  row: LeadRow,
  appointment: { startsAt: Date; endsAt: Date } | undefined,
): SolarLeadSummary {
  return {
    id: row.id,
    deploymentId: row.deploymentId,
    status: row.status,
    score: row.score,
    name: row.contact.name ?? null,
    email: row.contact.email ?? null,
    phone: row.contact.phone ?? null,
    zip: row.property.zip ?? null,
    address: row.property.address ?? null,
    monthlyBill: row.answers.monthlyBill ?? null,
    systemKw: row.estimate?.systemKw ?? null,
    annualKwh: row.estimate?.annualKwh ?? null,
    appointment: appointment
      ? { startsAt: appointment.startsAt.toISOString(), endsAt: appointment.endsAt.toISOString() }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listLeads(
  ctx: ServiceContext,
  ownerId: string,
  { since }: { since?: Date } = {},
): Promise<SolarLeadSummary[]> {
  if (since && Number.isNaN(since.getTime())) throw new Invalid('since must be a valid time.');
  const rows = await ctx.db
    .select()
    .from(solarLeads)
    .where(
      and(eq(solarLeads.ownerId, ownerIdOf(ownerId)), since ? gte(solarLeads.createdAt, since) : undefined),
    )
    .orderBy(desc(solarLeads.createdAt), desc(solarLeads.id))
    .limit(MAX_LEADS_LISTED);
  if (rows.length === 0) return [];
  const appointments = await ctx.db
    .select({
      leadId: solarAppointments.leadId,
      startsAt: solarAppointments.startsAt,
      endsAt: solarAppointments.endsAt,
    })
    .from(solarAppointments)
    .where(
      inArray(
        solarAppointments.leadId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(solarAppointments.createdAt));
  // Ordered by creation, so the last one written per lead is its latest booking.
  const latest = new Map(appointments.map((a) => [a.leadId, a]));
  return rows.map((r) => summaryOf(r, latest.get(r.id)));
}

/** One of the owner's leads in full, with its appointments; 404 for anyone else's. */
export async function getLead(ctx: ServiceContext, ownerId: string, leadId: string): Promise<SolarLead> {
  ownerIdOf(ownerId);
  if (!isUuid(leadId)) throw new NotFound(LEAD_NOT_FOUND);
  const [row] = await ctx.db
    .select()
    .from(solarLeads)
    .where(and(eq(solarLeads.id, leadId), eq(solarLeads.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound(LEAD_NOT_FOUND);
  const appointments = await ctx.db
    .select()
    .from(solarAppointments)
    .where(eq(solarAppointments.leadId, row.id))
    .orderBy(asc(solarAppointments.startsAt));
  return {
    id: row.id,
    deploymentId: row.deploymentId,
    conversationId: row.conversationId,
    status: row.status,
    score: row.score,
    contact: row.contact,
    property: row.property,
    answers: row.answers,
    estimate: row.estimate,
    transcript: row.transcript,
    consentText: row.consentText,
    consentAt: row.consentAt?.toISOString() ?? null,
    appointments: appointments.map((a) => ({
      id: a.id,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      createdAt: a.createdAt.toISOString(),
      mail: a.mail,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
