import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
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
import { users } from './auth';
import { solarLeads } from './solar';

/**
 * The solar CRM, the sales console and the designer (issue 24). Everything belongs to a workspace: the
 * installer account whose Solara brings the leads (`owner_id`, a user). The owner is that workspace's
 * manager; others join it with a role (setter, closer, manager) in `crm_members`, and the server checks the
 * role on every request (server/modules/solar/crm/access.ts). `demo` rows were created by the demo seeder
 * through the same services and are removed by it.
 */

const owner = () =>
  uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull();
const demo = () => boolean('demo').notNull().default(false);

/** Who else works in an owner's CRM, and as what. The owner has no row: they are always its manager. */
export const crmMembers = pgTable(
  'crm_members',
  {
    ownerId: owner(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<'setter' | 'closer' | 'manager'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_members_owner_user_idx').on(t.ownerId, t.userId),
    index('crm_members_user_idx').on(t.userId),
    check('crm_members_role', sql`${t.role} in ('setter', 'closer', 'manager')`),
  ],
);

/** A workspace's settings: commission plan, pricing for the console. One row per owner, created on first use. */
export const crmSettings = pgTable('crm_settings', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const crmContacts = pgTable(
  'crm_contacts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** Where the contact came from: solara (a lead), manual, import. */
    source: text('source').$type<'solara' | 'manual' | 'import'>().notNull(),
    /** The Solara lead this contact came from; one contact per lead. */
    leadId: uuid('lead_id').references(() => solarLeads.id, { onDelete: 'set null' }),
    notes: text('notes'),
    demo: demo(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('crm_contacts_owner_idx').on(t.ownerId, t.createdAt),
    index('crm_contacts_owner_email_idx').on(t.ownerId, sql`lower(${t.email})`),
    index('crm_contacts_owner_phone_idx').on(t.ownerId, t.phone),
    uniqueIndex('crm_contacts_lead_idx').on(t.leadId),
    check('crm_contacts_source', sql`${t.source} in ('solara', 'manual', 'import')`),
  ],
);

export const crmProperties = pgTable(
  'crm_properties',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    address: text('address'),
    city: text('city'),
    /** Two-letter US state. */
    state: text('state'),
    zip: text('zip'),
    annualKwh: integer('annual_kwh'),
    monthlyBillCents: integer('monthly_bill_cents'),
    utility: text('utility'),
    roof: jsonb('roof').$type<Record<string, unknown>>().notNull().default({}),
    demo: demo(),
    createdAt: createdAt(),
  },
  (t) => [
    index('crm_properties_contact_idx').on(t.contactId),
    index('crm_properties_owner_idx').on(t.ownerId),
  ],
);

export const crmPipelines = pgTable(
  'crm_pipelines',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('crm_pipelines_owner_idx').on(t.ownerId)],
);

/** A pipeline's stages in order. `kind` says whether a deal in it is open, won or lost. */
export const crmStages = pgTable(
  'crm_stages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => crmPipelines.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** Chance (0-100) a deal in this stage closes: the weighted forecast's factor. */
    probability: smallint('probability').notNull(),
    /** A deal with no activity for this many days in this stage is rotting; null: never. */
    rotDays: smallint('rot_days'),
    kind: text('kind').$type<'open' | 'won' | 'lost'>().notNull().default('open'),
    /** A setter may move deals into and out of this stage (the stages before a closer takes over). */
    setterMay: boolean('setter_may').notNull().default(false),
  },
  (t) => [
    index('crm_stages_pipeline_idx').on(t.pipelineId, t.position),
    check('crm_stages_probability', sql`${t.probability} between 0 and 100`),
    check('crm_stages_rot_days', sql`${t.rotDays} is null or ${t.rotDays} > 0`),
    check('crm_stages_kind', sql`${t.kind} in ('open', 'won', 'lost')`),
  ],
);

export const crmDeals = pgTable(
  'crm_deals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    pipelineId: uuid('pipeline_id')
      .notNull()
      .references(() => crmPipelines.id, { onDelete: 'restrict' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => crmStages.id, { onDelete: 'restrict' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => crmContacts.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => crmProperties.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => solarLeads.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The contract value in US cents. */
    valueCents: bigint('value_cents', { mode: 'number' }).notNull().default(0),
    /** System size in watts DC, once known. */
    systemWatts: integer('system_watts'),
    setterId: uuid('setter_id').references(() => users.id, { onDelete: 'set null' }),
    closerId: uuid('closer_id').references(() => users.id, { onDelete: 'set null' }),
    /** open, won or lost: the stage's kind, kept here for indexes. */
    status: text('status').$type<'open' | 'won' | 'lost'>().notNull().default('open'),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    expectedCloseOn: date('expected_close_on'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    demo: demo(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('crm_deals_owner_stage_idx').on(t.ownerId, t.stageId),
    index('crm_deals_owner_status_idx').on(t.ownerId, t.status),
    index('crm_deals_contact_idx').on(t.contactId),
    uniqueIndex('crm_deals_lead_idx').on(t.leadId),
    check('crm_deals_status', sql`${t.status} in ('open', 'won', 'lost')`),
    check('crm_deals_value', sql`${t.valueCents} >= 0`),
  ],
);

/** Every stage move, for cycle time per stage and the funnel. */
export const crmDealStageChanges = pgTable(
  'crm_deal_stage_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    fromStageId: uuid('from_stage_id').references(() => crmStages.id, { onDelete: 'set null' }),
    toStageId: uuid('to_stage_id')
      .notNull()
      .references(() => crmStages.id, { onDelete: 'cascade' }),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('crm_deal_stage_changes_deal_idx').on(t.dealId, t.at)],
);

/** The timeline: notes, calls, e-mails, meetings, and what the system did (stage moves, proposals, signatures). */
export const crmActivities = pgTable(
  'crm_activities',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    dealId: uuid('deal_id').references(() => crmDeals.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => crmContacts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('crm_activities_deal_idx').on(t.dealId, t.at),
    index('crm_activities_contact_idx').on(t.contactId, t.at),
  ],
);

export const crmTasks = pgTable(
  'crm_tasks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    dealId: uuid('deal_id').references(() => crmDeals.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => crmContacts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('crm_tasks_owner_due_idx').on(t.ownerId, t.dueAt), index('crm_tasks_deal_idx').on(t.dealId)],
);

/** A user's named filter over the deals table or board. */
export const crmSavedFilters = pgTable(
  'crm_saved_filters',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('crm_saved_filters_user_name_idx').on(t.ownerId, t.userId, t.name)],
);

/** Files on a deal. The bytes live in DATA_DIR/crm/<id>; type is detected from the content. */
export const crmDocuments = pgTable(
  'crm_documents',
  {
    id: uuid('id').primaryKey(),
    ownerId: owner(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** upload, design (an exported design), contract (a signed contract PDF). */
    kind: text('kind').$type<'upload' | 'design' | 'contract'>().notNull().default('upload'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('crm_documents_deal_idx').on(t.dealId, t.createdAt)],
);

/** A roof design (the designer): planes, obstructions, panels, and its computed summary. */
export const solarDesigns = pgTable(
  'solar_designs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    dealId: uuid('deal_id').references(() => crmDeals.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The document the designer edits (versioned by its own `version` field). */
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull(),
    /** Computed on save: panel count, kWdc, annual kWh per plane and in total. */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    demo: demo(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('solar_designs_owner_idx').on(t.ownerId, t.updatedAt),
    index('solar_designs_deal_idx').on(t.dealId),
  ],
);

/** Proposals on a deal, versioned (1, 2, …). `options` holds the three priced options and their finance. */
export const crmProposals = pgTable(
  'crm_proposals',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: text('status')
      .$type<'draft' | 'sent' | 'signed' | 'declined' | 'void'>()
      .notNull()
      .default('draft'),
    options: jsonb('options').$type<Record<string, unknown>[]>().notNull(),
    /** The option the homeowner picked (its id), once signed. */
    selectedOptionId: text('selected_option_id'),
    designId: uuid('design_id').references(() => solarDesigns.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('crm_proposals_deal_version_idx').on(t.dealId, t.version),
    check('crm_proposals_status', sql`${t.status} in ('draft', 'sent', 'signed', 'declined', 'void')`),
  ],
);

/**
 * A request to sign a proposal, e-mailed to the signer as a link with a random token (only its SHA-256 is
 * stored). Signing records the drawn signature, typed name, time, IP and user agent, renders the contract
 * PDF with them and stores its SHA-256.
 */
export const crmSignatureRequests = pgTable(
  'crm_signature_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => crmProposals.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    signerName: text('signer_name').notNull(),
    signerEmail: text('signer_email').notNull(),
    status: text('status').$type<'pending' | 'signed' | 'void'>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    typedName: text('typed_name'),
    optionId: text('option_id'),
    /** The signed contract PDF (a crm_documents row) and its SHA-256 (hex). */
    documentId: uuid('document_id').references(() => crmDocuments.id, { onDelete: 'set null' }),
    pdfSha256: text('pdf_sha256'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_signature_requests_token_idx').on(t.tokenHash),
    index('crm_signature_requests_proposal_idx').on(t.proposalId),
    check('crm_signature_requests_status', sql`${t.status} in ('pending', 'signed', 'void')`),
  ],
);

/** A won deal's installation, tracked to permission to operate. One project per deal. */
export const crmProjects = pgTable(
  'crm_projects',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    state: text('state'),
    zip: text('zip'),
    systemWatts: integer('system_watts').notNull(),
    /** The model's first-year AC kWh for this system at this place (common/solar). */
    annualKwhModeled: integer('annual_kwh_modeled'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    permitAt: timestamp('permit_at', { withTimezone: true }),
    installAt: timestamp('install_at', { withTimezone: true }),
    inspectionAt: timestamp('inspection_at', { withTimezone: true }),
    ptoAt: timestamp('pto_at', { withTimezone: true }),
    demo: demo(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_projects_deal_idx').on(t.dealId),
    index('crm_projects_owner_pto_idx').on(t.ownerId, t.ptoAt),
    check('crm_projects_watts', sql`${t.systemWatts} > 0`),
  ],
);

/** Meter readings entered for an installed project: cumulative kWh on a day. */
export const crmProjectReadings = pgTable(
  'crm_project_readings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => crmProjects.id, { onDelete: 'cascade' }),
    readOn: date('read_on').notNull(),
    kwhTotal: integer('kwh_total').notNull(),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_project_readings_day_idx').on(t.projectId, t.readOn),
    check('crm_project_readings_kwh', sql`${t.kwhTotal} >= 0`),
  ],
);

/**
 * Commissions: M1 (signed), M2 (installed), M3 (permission to operate) per rep per deal, and a clawback when a
 * deal is cancelled after a payment. The unique index records each exactly once, whoever retries.
 */
export const crmCommissions = pgTable(
  'crm_commissions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => crmDeals.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'M1' | 'M2' | 'M3' | 'clawback'>().notNull(),
    /** US cents; negative for a clawback. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: text('reason'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crm_commissions_once_idx').on(t.dealId, t.userId, t.kind),
    index('crm_commissions_owner_idx').on(t.ownerId, t.createdAt),
    check('crm_commissions_kind', sql`${t.kind} in ('M1', 'M2', 'M3', 'clawback')`),
    check(
      'crm_commissions_sign',
      sql`(${t.kind} = 'clawback' and ${t.amountCents} <= 0) or (${t.kind} <> 'clawback' and ${t.amountCents} >= 0)`,
    ),
  ],
);

/** Outbound webhooks on CRM events (deal.stage_changed, …), signed with a per-hook secret (encrypted). */
export const crmWebhooks = pgTable(
  'crm_webhooks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: owner(),
    url: text('url').notNull(),
    /** The signing secret, sealed with server/lib/secret-box. */
    secretSealed: text('secret_sealed').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('crm_webhooks_owner_idx').on(t.ownerId)],
);

export const crmWebhookDeliveries = pgTable(
  'crm_webhook_deliveries',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => crmWebhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    responseStatus: smallint('response_status'),
    error: text('error'),
    createdAt: createdAt(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('crm_webhook_deliveries_hook_idx').on(t.webhookId, t.createdAt)],
);
