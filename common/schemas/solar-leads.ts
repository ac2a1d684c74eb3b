/**
 * Solar leads and bookings (issue 22, item 6): what Solara collects about a homeowner, the owner's weekly
 * open slots, and a booked consultation. Solara saves and books through the services; the owner reads
 * leads and sets availability at /api/solar/leads and /api/solar/availability.
 */
import { z } from 'zod';
import { countOf } from '../plural';
import { solarEstimateSchema } from './solar';

export const SOLAR_LEAD_STATUSES = ['new', 'booked', 'contacted', 'closed'] as const;
export const solarLeadStatusSchema = z.enum(SOLAR_LEAD_STATUSES);
export type SolarLeadStatus = z.infer<typeof solarLeadStatusSchema>;

export const SOLAR_OWNERSHIP = ['own', 'rent'] as const;
export const SOLAR_SHADE = ['none', 'some', 'heavy'] as const;
export const SOLAR_FINANCING = ['cash', 'loan', 'lease', 'ppa', 'unsure'] as const;
export const SOLAR_TIMELINES = ['asap', '3months', '6months', 'later'] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(max, `${label} is at most ${max} characters.`);

const number = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .refine(Number.isFinite, `${label} must be a number.`)
    .refine((v) => v >= min && v <= max, `${label} must be between ${min} and ${max}.`);

/** The guided conversation's answers; every one optional (a lead is saved as it fills in). */
export const solarLeadAnswersSchema = z
  .object({
    ownership: z.enum(SOLAR_OWNERSHIP, { error: 'Ownership is own or rent.' }).optional(),
    /** Free text (single-family, townhouse, condo, mobile…): it does not change the score. */
    homeType: text('Home type', 60).optional(),
    roofAgeYears: number('Roof age', 0, 200).optional(),
    shade: z.enum(SOLAR_SHADE, { error: 'Shade is none, some or heavy.' }).optional(),
    /** Dollars a month. */
    monthlyBill: number('Monthly bill', 0, 100_000).optional(),
    goals: z.array(text('A goal', 200)).max(20, 'At most 20 goals.').optional(),
    financing: z
      .enum(SOLAR_FINANCING, { error: 'Financing is cash, loan, lease, ppa or unsure.' })
      .optional(),
    timeline: z.enum(SOLAR_TIMELINES, { error: 'Timeline is asap, 3months, 6months or later.' }).optional(),
    /** The FAQ questions the homeowner raised in the chat (common/solar/solara/faq.ts ids), for the advisor. */
    concerns: z.array(text('A concern', 40)).max(20, 'At most 20 concerns.').optional(),
  })
  .strict();
export type SolarLeadAnswers = z.infer<typeof solarLeadAnswersSchema>;

export const solarLeadContactSchema = z
  .object({
    name: text('Name', 200).optional(),
    email: z.email('That is not an e-mail address.').max(254).toLowerCase().optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ().-]{7,30}$/, 'That is not a phone number.')
      .optional(),
  })
  .strict();
export type SolarLeadContact = z.infer<typeof solarLeadContactSchema>;

export const solarLeadPropertySchema = z
  .object({
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'A ZIP code has five digits.')
      .optional(),
    address: text('Address', 300).optional(),
    lat: number('Latitude', -90, 90).optional(),
    lon: number('Longitude', -180, 180).optional(),
    homeType: text('Home type', 60).optional(),
    ownership: z.enum(SOLAR_OWNERSHIP, { error: 'Ownership is own or rent.' }).optional(),
    roofAgeYears: number('Roof age', 0, 200).optional(),
    shade: z.enum(SOLAR_SHADE, { error: 'Shade is none, some or heavy.' }).optional(),
  })
  .strict();
export type SolarLeadProperty = z.infer<typeof solarLeadPropertySchema>;

export const solarTranscriptEntrySchema = z
  .object({
    role: z.enum(['user', 'assistant'], { error: 'A turn is from the user or the assistant.' }),
    text: z.string().max(8_000, 'A turn is at most 8,000 characters.'),
    /** ISO 8601. */
    at: z.iso.datetime({ offset: true, error: 'A turn time is an ISO 8601 date and time.' }),
  })
  .strict();
export type SolarTranscriptEntry = z.infer<typeof solarTranscriptEntrySchema>;

/**
 * What saveLead takes. Upserted by (ownerId, conversationId): contact, property and answers merge key by
 * key over what was saved (a key given replaces, a key left out stays); estimate, transcript and
 * consentText replace when given. The score is computed, never taken.
 */
export const solarLeadInputSchema = z
  .object({
    /** The user whose Solara it is. */
    ownerId: z.uuid('That is not a user id.'),
    /** The deployment the conversation came through; null or absent for the owner's own preview. */
    deploymentId: z.uuid('That is not a deployment id.').nullable().optional(),
    conversationId: text('Conversation id', 200),
    contact: solarLeadContactSchema.optional(),
    property: solarLeadPropertySchema.optional(),
    answers: solarLeadAnswersSchema.optional(),
    estimate: solarEstimateSchema.nullable().optional(),
    transcript: z.array(solarTranscriptEntrySchema).max(500, 'At most 500 turns.').optional(),
    consentText: text('Consent text', 2_000).optional(),
  })
  .strict();
export type SolarLeadInput = z.infer<typeof solarLeadInputSchema>;

export const solarAppointmentTimesSchema = z.object({ startsAt: z.string(), endsAt: z.string() });

export const solarLeadSummarySchema = z.object({
  id: z.uuid(),
  deploymentId: z.uuid().nullable(),
  status: solarLeadStatusSchema,
  score: z.number().int().min(0).max(100),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  zip: z.string().nullable(),
  address: z.string().nullable(),
  monthlyBill: z.number().nullable(),
  systemKw: z.number().nullable(),
  /** The estimate's first-year AC production. */
  annualKwh: z.number().nullable(),
  /** The lead's latest booked consultation. */
  appointment: solarAppointmentTimesSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SolarLeadSummary = z.infer<typeof solarLeadSummarySchema>;

export const solarLeadListSchema = z.object({ leads: z.array(solarLeadSummarySchema) });
export type SolarLeadList = z.infer<typeof solarLeadListSchema>;

/**
 * Whose leads and hours: the caller's own (`me`), or the platform's own Solara (`platform`, the one on
 * /solar-ai-agent, whose installer is the official account): administrators only.
 */
export const SOLAR_OWNER_SCOPES = ['me', 'platform'] as const;
export type SolarOwnerScope = (typeof SOLAR_OWNER_SCOPES)[number];
const ownerScope = z.enum(SOLAR_OWNER_SCOPES, { error: 'owner is me or platform.' }).default('me');

export const solarOwnerQuerySchema = z.object({ owner: ownerScope }).strict();

export const solarLeadListQuerySchema = z
  .object({
    since: z.iso.datetime({ offset: true, error: 'since is an ISO 8601 date and time.' }).optional(),
    owner: ownerScope,
  })
  .strict();

export const SOLAR_MAIL_OUTCOMES = ['sent', 'failed', 'skipped'] as const;
export const solarMailDeliverySchema = z.object({
  status: z.enum(SOLAR_MAIL_OUTCOMES),
  at: z.string(),
  /** Why it failed, or why it was skipped (no e-mail address). */
  note: z.string().optional(),
});
export type SolarMailDelivery = z.infer<typeof solarMailDeliverySchema>;
export const solarBookingMailSchema = z.object({
  homeowner: solarMailDeliverySchema,
  owner: solarMailDeliverySchema,
});
export type SolarBookingMail = z.infer<typeof solarBookingMailSchema>;

export const solarAppointmentSchema = solarAppointmentTimesSchema.extend({
  id: z.uuid(),
  createdAt: z.string(),
  /** What became of the two confirmation e-mails; null while they are being sent. */
  mail: solarBookingMailSchema.nullable(),
});

export const solarLeadSchema = z.object({
  id: z.uuid(),
  deploymentId: z.uuid().nullable(),
  conversationId: z.string(),
  status: solarLeadStatusSchema,
  score: z.number().int().min(0).max(100),
  contact: solarLeadContactSchema,
  property: solarLeadPropertySchema,
  answers: solarLeadAnswersSchema,
  estimate: solarEstimateSchema.nullable(),
  transcript: z.array(solarTranscriptEntrySchema),
  consentText: z.string().nullable(),
  consentAt: z.string().nullable(),
  appointments: z.array(solarAppointmentSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SolarLead = z.infer<typeof solarLeadSchema>;

/** True for an IANA time zone name this runtime knows ("America/New_York", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const MINUTES_PER_DAY = 24 * 60;

/**
 * One weekly window of open consultation slots: on `weekday` (ISO 8601: 1 Monday … 7 Sunday) from
 * `startMinute` to `endMinute` (minutes after local midnight) in `timezone`, cut into `slotMinutes` slots.
 */
export const solarAvailabilityRowSchema = z
  .object({
    weekday: z
      .number({ error: 'Weekday must be a number.' })
      .int('Weekday is 1 (Monday) to 7 (Sunday).')
      .min(1, 'Weekday is 1 (Monday) to 7 (Sunday).')
      .max(7, 'Weekday is 1 (Monday) to 7 (Sunday).'),
    startMinute: z
      .number({ error: 'Start must be a number.' })
      .int('Start is whole minutes after midnight.')
      .min(0, 'Start is 0 to 1,439 minutes after midnight.')
      .max(MINUTES_PER_DAY - 1, 'Start is 0 to 1,439 minutes after midnight.'),
    endMinute: z
      .number({ error: 'End must be a number.' })
      .int('End is whole minutes after midnight.')
      .min(1, 'End is 1 to 1,440 minutes after midnight.')
      .max(MINUTES_PER_DAY, 'End is 1 to 1,440 minutes after midnight.'),
    slotMinutes: z
      .number({ error: 'Slot length must be a number.' })
      .int('Slot length is whole minutes.')
      .min(10, 'A slot is 10 to 480 minutes long.')
      .max(480, 'A slot is 10 to 480 minutes long.'),
    timezone: z
      .string({ error: 'Time zone must be text.' })
      .max(64)
      .refine(isTimeZone, 'That is not a time zone (use an IANA name such as America/New_York).'),
  })
  .strict()
  .refine((r) => r.endMinute - r.startMinute >= r.slotMinutes, {
    message: 'The window must hold at least one slot: end after start by the slot length or more.',
    path: ['endMinute'],
  });
export type SolarAvailabilityRow = z.infer<typeof solarAvailabilityRowSchema>;

export const MAX_AVAILABILITY_ROWS = 50;

/** PUT /api/solar/availability replaces the owner's whole week with these rows. */
export const solarAvailabilitySchema = z
  .object({
    rows: z
      .array(solarAvailabilityRowSchema)
      .max(MAX_AVAILABILITY_ROWS, `At most ${countOf(MAX_AVAILABILITY_ROWS, 'window')}.`),
  })
  .strict()
  .superRefine((v, ctx) => {
    v.rows.forEach((row, i) => {
      const clash = v.rows.findIndex(
        (other, j) =>
          j < i &&
          other.weekday === row.weekday &&
          other.timezone === row.timezone &&
          other.startMinute < row.endMinute &&
          row.startMinute < other.endMinute,
      );
      if (clash >= 0)
        ctx.addIssue({
          code: 'custom',
          message: `This window overlaps window ${clash + 1} on the same day.`,
          path: ['rows', i],
        });
    });
  });
export type SolarAvailability = z.infer<typeof solarAvailabilitySchema>;

export const solarOpenSlotSchema = solarAppointmentTimesSchema;
export type SolarOpenSlot = z.infer<typeof solarOpenSlotSchema>;

/** What bookSlot takes: one of the owner's open slots for one of their leads, with the consent shown. */
export const solarBookingInputSchema = z
  .object({
    ownerId: z.uuid('That is not a user id.'),
    leadId: z.uuid('That is not a lead id.'),
    startsAt: z.iso.datetime({ offset: true, error: 'startsAt is an ISO 8601 date and time.' }),
    consentText: text('Consent text', 2_000),
  })
  .strict();
export type SolarBookingInput = z.infer<typeof solarBookingInputSchema>;

export const solarBookingSchema = z.object({
  appointmentId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type SolarBooking = z.infer<typeof solarBookingSchema>;

/** The 409 of a slot someone else took first. */
export const SOLAR_SLOT_TAKEN =
  'That time was just booked by someone else. Please choose another of the open times.';
export const SOLAR_SLOT_NOT_OPEN = 'That time is not one of the open consultation times.';
