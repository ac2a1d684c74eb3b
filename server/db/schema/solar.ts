import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SolarEstimateResponse } from '../../../common/schemas/solar';
import type {
  SolarBookingMail,
  SolarLeadAnswers,
  SolarLeadContact,
  SolarLeadProperty,
  SolarLeadStatus,
  SolarTranscriptEntry,
} from '../../../common/schemas/solar-leads';
import { users } from './auth';
import { deployments } from './deployments';

/**
 * Solar leads (the solar module, issue 22): what Solara collected in one conversation with a homeowner,
 * owned by the user whose Solara it is and tagged with the deployment it came through. One conversation
 * is one lead (unique per owner); the CRM issue builds on these tables.
 */
export const solarLeads = pgTable(
  'solar_leads',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for the owner's own preview; kept (null) when the deployment is deleted. */
    deploymentId: uuid('deployment_id').references(() => deployments.id, { onDelete: 'set null' }),
    conversationId: text('conversation_id').notNull(),
    contact: jsonb('contact').$type<SolarLeadContact>().notNull().default({}),
    property: jsonb('property').$type<SolarLeadProperty>().notNull().default({}),
    answers: jsonb('answers').$type<SolarLeadAnswers>().notNull().default({}),
    estimate: jsonb('estimate').$type<SolarEstimateResponse>(),
    transcript: jsonb('transcript').$type<SolarTranscriptEntry[]>().notNull().default([]),
    /** 0-100, computed by the module from the answers (leads/lead-score.ts). */
    score: smallint('score').notNull().default(0),
    consentText: text('consent_text'),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    status: text('status').$type<SolarLeadStatus>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('solar_leads_conversation_idx').on(t.ownerId, t.conversationId),
    index('solar_leads_owner_created_idx').on(t.ownerId, t.createdAt),
    index('solar_leads_deployment_idx').on(t.deploymentId),
    check('solar_leads_score_range', sql`${t.score} between 0 and 100`),
    check('solar_leads_status', sql`${t.status} in ('new', 'booked', 'contacted', 'closed')`),
  ],
);

/**
 * The owner's weekly open consultation windows: on an ISO weekday (1 Monday … 7 Sunday), from start to end
 * minute after local midnight in an IANA time zone, cut into slots of a length. Replaced as a whole.
 */
export const solarAvailability = pgTable(
  'solar_availability',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    slotMinutes: smallint('slot_minutes').notNull(),
    timezone: text('timezone').notNull(),
    /** The rows' order as the owner gave them. */
    position: integer('position').notNull(),
  },
  (t) => [
    index('solar_availability_owner_idx').on(t.ownerId),
    check('solar_availability_weekday', sql`${t.weekday} between 1 and 7`),
    check(
      'solar_availability_window',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.slotMinutes} > 0 and ${t.endMinute} - ${t.startMinute} >= ${t.slotMinutes}`,
    ),
  ],
);

/**
 * Booked consultations. The unique (owner, start) index is what makes a slot bookable once: two bookings
 * racing on PostgreSQL both insert, one wins, the other gets nothing back and answers 409.
 */
export const solarAppointments = pgTable(
  'solar_appointments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => solarLeads.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The IANA zone of the window the slot came from: the e-mails state the time in it. */
    timezone: text('timezone').notNull(),
    /** What became of the confirmation e-mails to both sides; null until they were tried. */
    mail: jsonb('mail').$type<SolarBookingMail>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('solar_appointments_owner_start_idx').on(t.ownerId, t.startsAt),
    index('solar_appointments_lead_idx').on(t.leadId),
    check('solar_appointments_span', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Solara's conversations in progress (server/modules/solar/solara/conversation-store.ts): the machine's state
 * between messages, for the platform's own Solara and every installer's, so any web process can answer the
 * next message and a restart loses no chat. The key carries who Solara works for (`<deployment id>:<id>`, or
 * `platform[/variant]:<id>`). A conversation is over two hours after its last message; rows older than that
 * are deleted as new conversations begin.
 */
export const solaraConversations = pgTable(
  'solara_conversations',
  {
    key: text('key').primaryKey(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    turns: integer('turns').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('solara_conversations_updated_idx').on(t.updatedAt)],
);
