/**
 * bookSlot: one of the owner's open slots for one of their leads. The unique (owner, start) index decides a
 * race: both insert, one row lands, the other gets nothing back and answers SlotTaken (409). The same lead
 * booking the same slot again (a retried call) gets its appointment back and no second e-mail.
 *
 * After the booking commits, the homeowner (when the lead has an e-mail) and the owner are mailed; what
 * became of each e-mail is stored on the appointment and a failure is logged as an error, so none is lost
 * silently. A mail failure never undoes the booking.
 */
import {
  type SolarBooking,
  type SolarBookingInput,
  type SolarBookingMail,
  type SolarMailDelivery,
  solarBookingInputSchema,
} from '@common/schemas/solar-leads';
import { and, eq } from 'drizzle-orm';
import { solarAppointments, solarLeads } from '../../../db/schema/solar';
import { NotFound } from '../../../lib/errors';
import { emailRef } from '../../../lib/log-ref';
import type { MailMessage, MailTransport } from '../../../mail';
import type { ServiceContext } from '../../../service-context';
import { readPublicUser } from '../../auth';
import { leadBookedInCrm } from '../crm/lead-sync';
import { type BookedConsultation, homeownerBookingMail, ownerBookingMail } from './booking-mail';
import { LEAD_NOT_FOUND, SlotNotOpen, SlotTaken } from './errors';
import { bookedBetween, windowSlotsOf } from './open-slots';
import { parseInput } from './parse-input';

/** A booking e-mails both sides: the service context plus the platform's mail transport (deps.mail). */
export interface SolarBookingContext extends ServiceContext {
  mail: MailTransport;
}

type LeadRow = typeof solarLeads.$inferSelect;
type AppointmentRow = typeof solarAppointments.$inferSelect;

export async function bookSlot(
  ctx: SolarBookingContext,
  input: { ownerId: string; leadId: string; startsAt: string; consentText: string },
): Promise<{ appointmentId: string; startsAt: string; endsAt: string }> {
  const booking: SolarBookingInput = parseInput(solarBookingInputSchema, input);
  const startsAt = new Date(booking.startsAt);
  const [lead] = await ctx.db
    .select()
    .from(solarLeads)
    .where(and(eq(solarLeads.id, booking.leadId), eq(solarLeads.ownerId, booking.ownerId)))
    .limit(1);
  if (!lead) throw new NotFound(LEAD_NOT_FOUND);

  const [slot] = await windowSlotsOf(ctx.db, booking.ownerId, {
    from: startsAt,
    to: new Date(startsAt.getTime() + 1),
  });
  if (!slot || slot.start <= ctx.now()) throw new SlotNotOpen(startsAt.toISOString());

  const now = ctx.now();
  const { appointment, fresh } = await ctx.db.transaction(async (tx) => {
    // A booking that overlaps without the same start (windows of other lengths or zones) takes it too.
    const overlapping = await bookedBetween(tx, booking.ownerId, slot.start, slot.end);
    if (overlapping.some((b) => b.start.getTime() !== slot.start.getTime()))
      throw new SlotTaken(slot.start.toISOString());
    const [inserted] = await tx
      .insert(solarAppointments)
      .values({
        ownerId: booking.ownerId,
        leadId: lead.id,
        startsAt: slot.start,
        endsAt: slot.end,
        timezone: slot.timezone,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [solarAppointments.ownerId, solarAppointments.startsAt] })
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(solarAppointments)
        .where(
          and(eq(solarAppointments.ownerId, booking.ownerId), eq(solarAppointments.startsAt, slot.start)),
        )
        .limit(1);
      if (existing?.leadId === lead.id) return { appointment: existing, fresh: false };
      throw new SlotTaken(slot.start.toISOString());
    }
    await tx
      .update(solarLeads)
      .set({ consentText: booking.consentText, consentAt: now, status: 'booked', updatedAt: now })
      .where(eq(solarLeads.id, lead.id));
    return { appointment: inserted, fresh: true };
  });

  if (fresh) await mailBothSides(ctx, { ...lead, consentText: booking.consentText }, appointment);
  // The deal moves to "Appointment set" in the owner's CRM; logs its own failure, never fails the booking.
  await leadBookedInCrm(ctx, lead.id);
  return result(appointment);
}

const result = (a: AppointmentRow): SolarBooking => ({
  appointmentId: a.id,
  startsAt: a.startsAt.toISOString(),
  endsAt: a.endsAt.toISOString(),
});

async function deliver(
  ctx: SolarBookingContext,
  who: 'homeowner' | 'owner',
  appointmentId: string,
  message: () => Promise<MailMessage | string>,
): Promise<SolarMailDelivery> {
  const at = () => ctx.now().toISOString();
  let recipient: string | undefined;
  try {
    const built = await message();
    if (typeof built === 'string') return { status: 'skipped', at: at(), note: built };
    recipient = built.to;
    await ctx.mail.send(built);
    return { status: 'sent', at: at() };
  } catch (err) {
    const note = err instanceof Error ? err.message : String(err);
    ctx.log.error('solar booking mail failed', {
      appointmentId,
      to: who,
      ...(recipient ? { recipient: emailRef(recipient) } : {}),
      // A refusal can quote the address; the log names people by reference only.
      error: note.replace(/[^\s<>"',;:]+@[^\s<>"',;:]+/g, (address) => emailRef(address)),
    });
    return { status: 'failed', at: at(), note };
  }
}

async function mailBothSides(
  ctx: SolarBookingContext,
  lead: LeadRow & { consentText: string },
  a: AppointmentRow,
) {
  const booked: BookedConsultation = {
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    timezone: a.timezone,
    contact: lead.contact,
    property: lead.property,
    score: lead.score,
    consentText: lead.consentText,
    systemKw: lead.estimate?.systemKw ?? null,
  };
  const homeowner = await deliver(ctx, 'homeowner', a.id, async () =>
    lead.contact.email ? homeownerBookingMail(lead.contact.email, booked) : 'The lead has no e-mail address.',
  );
  const owner = await deliver(ctx, 'owner', a.id, async () =>
    ownerBookingMail((await readPublicUser(ctx, a.ownerId)).email, booked),
  );
  const mail: SolarBookingMail = { homeowner, owner };
  try {
    await ctx.db.update(solarAppointments).set({ mail }).where(eq(solarAppointments.id, a.id));
  } catch (err) {
    ctx.log.error('solar booking mail outcome not stored', {
      appointmentId: a.id,
      mail,
      error: err instanceof Error ? err.message : String(err),
    });
  }
}
