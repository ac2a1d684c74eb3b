/**
 * The solar CRM's API (issue 24), mounted at /api/solar/crm. Every route takes `?workspace=<owner id>`
 * (absent: the caller's own CRM) and checks the caller's role there (solar-crm-roles.ts). Times are ISO
 * strings; money is US cents (integers); sizes are watts.
 */
import { z } from 'zod';
import { crmRoleSchema } from './solar-crm-roles';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(max, `${label} is at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} is at most ${max} characters.`)
    .optional();
const id = (what: string) => z.uuid(`That is not a ${what} id.`);
const cents = (label: string) =>
  z
    .number({ error: `${label} must be a number of cents.` })
    .int(`${label} must be whole cents.`)
    .min(0, `${label} cannot be negative.`)
    .max(1_000_000_000_00, `${label} is too large.`);
const isoDate = z.iso.date('Dates are YYYY-MM-DD.');

export const CRM_SOURCES = ['solara', 'manual', 'import'] as const;
export const CRM_DEAL_STATUSES = ['open', 'won', 'lost'] as const;
export type CrmDealStatus = (typeof CRM_DEAL_STATUSES)[number];

// ───────────────────────────── settings ─────────────────────────────

/**
 * A workspace's pricing and commission plan. Commission is redline pay: the total for a deal is
 * (price per watt − redline per watt) × watts, never below zero; the setter takes `setterShare` of it and
 * the closer the rest; each is paid in three milestones M1 (signed), M2 (installed), M3 (permission to
 * operate) whose shares sum to 1. A clawback (a cancelled deal) takes back what was paid.
 */
export const crmSettingsSchema = z
  .object({
    pricing: z
      .object({
        /** US dollars per watt DC the rep quotes by default. */
        pricePerWatt: z.number().min(0.5).max(20),
        /** The lowest price per watt a rep may sell at: hidden in present mode. */
        floorPerWatt: z.number().min(0.5).max(20),
        /** One battery's installed price in cents, and its usable kWh. */
        batteryCents: cents('The battery price'),
        batteryKwh: z.number().min(1).max(100),
      })
      .refine((p) => p.pricePerWatt >= p.floorPerWatt, {
        message: 'The price per watt is below your floor price: raise the price or lower the floor.',
      }),
    commission: z
      .object({
        redlinePerWatt: z.number().min(0).max(20),
        setterShare: z.number().min(0).max(1),
        milestones: z.object({
          M1: z.number().min(0).max(1),
          M2: z.number().min(0).max(1),
          M3: z.number().min(0).max(1),
        }),
      })
      .refine((c) => Math.abs(c.milestones.M1 + c.milestones.M2 + c.milestones.M3 - 1) < 1e-9, {
        message: 'The milestone shares M1, M2 and M3 must add up to 100%.',
      }),
  })
  .strict();
export type CrmSettings = z.infer<typeof crmSettingsSchema>;

/** What a new workspace starts with; every figure is the manager's to change. */
export const CRM_DEFAULT_SETTINGS: CrmSettings = {
  pricing: { pricePerWatt: 3.1, floorPerWatt: 2.6, batteryCents: 14_500_00, batteryKwh: 13.5 },
  commission: { redlinePerWatt: 2.6, setterShare: 0.3, milestones: { M1: 0.25, M2: 0.5, M3: 0.25 } },
};

// ───────────────────────────── members ─────────────────────────────

export const crmMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  role: crmRoleSchema,
  /** The workspace's owner: always a manager, cannot be removed. */
  owner: z.boolean(),
});
export type CrmMember = z.infer<typeof crmMemberSchema>;
export const crmMemberInputSchema = z
  .object({ email: z.email('That is not an e-mail address.').max(254).toLowerCase(), role: crmRoleSchema })
  .strict();
export const crmMemberRoleInputSchema = z.object({ role: crmRoleSchema }).strict();

/** The workspaces the caller can open: their own first, then those they were added to. */
export const crmWorkspaceSchema = z.object({
  ownerId: z.string(),
  name: z.string(),
  role: crmRoleSchema,
  own: z.boolean(),
});
export const crmWorkspacesSchema = z.object({ workspaces: z.array(crmWorkspaceSchema) });

// ───────────────────────────── pipelines ─────────────────────────────

export const crmStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  probability: z.number().int().min(0).max(100),
  rotDays: z.number().int().positive().nullable(),
  kind: z.enum(CRM_DEAL_STATUSES),
  setterMay: z.boolean(),
});
export type CrmStage = z.infer<typeof crmStageSchema>;
export const crmPipelineSchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.number().int(),
  stages: z.array(crmStageSchema),
});
export type CrmPipeline = z.infer<typeof crmPipelineSchema>;
export const crmPipelinesSchema = z.object({ pipelines: z.array(crmPipelineSchema) });

export const crmStageInputSchema = z
  .object({
    id: id('stage').optional(),
    name: text('A stage name', 60),
    probability: z.number().int().min(0, 'Probability is 0 to 100.').max(100, 'Probability is 0 to 100.'),
    rotDays: z.number().int().min(1, 'Rot days is at least 1.').max(365).nullable(),
    kind: z.enum(CRM_DEAL_STATUSES),
    setterMay: z.boolean(),
  })
  .strict();
/** Create or replace a pipeline's name and stages (in order); a stage that holds deals cannot be dropped. */
export const crmPipelineInputSchema = z
  .object({
    name: text('The pipeline name', 80),
    stages: z.array(crmStageInputSchema).min(2, 'A pipeline has at least two stages.').max(20),
  })
  .strict()
  .refine((p) => p.stages.some((s) => s.kind === 'won'), { message: 'A pipeline needs a won stage.' });

/** The pipelines every new workspace gets (rot days: a deal idle that long in the stage is rotting). */
export const CRM_DEFAULT_PIPELINES: readonly {
  name: string;
  stages: readonly Omit<z.infer<typeof crmStageInputSchema>, 'id'>[];
}[] = [
  {
    name: 'Residential solar',
    stages: [
      { name: 'New lead', probability: 10, rotDays: 2, kind: 'open', setterMay: true },
      { name: 'Contacted', probability: 20, rotDays: 3, kind: 'open', setterMay: true },
      { name: 'Appointment set', probability: 35, rotDays: 5, kind: 'open', setterMay: true },
      { name: 'Proposal sent', probability: 55, rotDays: 7, kind: 'open', setterMay: false },
      { name: 'Negotiation', probability: 75, rotDays: 7, kind: 'open', setterMay: false },
      { name: 'Contract signed', probability: 100, rotDays: null, kind: 'won', setterMay: false },
      { name: 'Lost', probability: 0, rotDays: null, kind: 'lost', setterMay: false },
    ],
  },
  {
    name: 'Battery retrofit',
    stages: [
      { name: 'New lead', probability: 10, rotDays: 3, kind: 'open', setterMay: true },
      { name: 'Site survey', probability: 40, rotDays: 7, kind: 'open', setterMay: true },
      { name: 'Proposal sent', probability: 60, rotDays: 10, kind: 'open', setterMay: false },
      { name: 'Contract signed', probability: 100, rotDays: null, kind: 'won', setterMay: false },
      { name: 'Lost', probability: 0, rotDays: null, kind: 'lost', setterMay: false },
    ],
  },
];

// ───────────────────────────── contacts and properties ─────────────────────────────

const email = z.email('That is not an e-mail address.').max(254).toLowerCase();
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ().-]{7,30}$/, 'That is not a phone number.');

export const crmPropertyInputSchema = z
  .object({
    address: optionalText('The address', 200),
    city: optionalText('The city', 100),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'The state is its two-letter code.')
      .optional(),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'A ZIP code is five digits.')
      .optional(),
    annualKwh: z.number().int().min(0).max(10_000_000).optional(),
    monthlyBillCents: cents('The monthly bill').optional(),
    utility: optionalText('The utility', 100),
  })
  .strict();
export const crmPropertySchema = crmPropertyInputSchema.extend({ id: z.string(), contactId: z.string() });
export type CrmProperty = z.infer<typeof crmPropertySchema>;

export const crmContactInputSchema = z
  .object({
    name: text('The name', 200),
    email: email.optional(),
    phone: phone.optional(),
    notes: optionalText('Notes', 5000),
    property: crmPropertyInputSchema.optional(),
  })
  .strict();
export const crmContactPatchSchema = crmContactInputSchema.partial().strict();
export const crmContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  source: z.enum(CRM_SOURCES),
  leadId: z.string().nullable(),
  notes: z.string().nullable(),
  demo: z.boolean(),
  properties: z.array(crmPropertySchema),
  createdAt: z.string(),
});
export type CrmContact = z.infer<typeof crmContactSchema>;
export const crmContactListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const crmContactListSchema = z.object({
  contacts: z.array(crmContactSchema),
  nextCursor: z.string().nullable(),
});

// ───────────────────────────── deals ─────────────────────────────

/** A deal as the board and the table show it: enough for a card, no transcript. */
export const crmDealCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  pipelineId: z.string(),
  stageId: z.string(),
  status: z.enum(CRM_DEAL_STATUSES),
  valueCents: z.number().int(),
  systemWatts: z.number().int().nullable(),
  contact: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  setterId: z.string().nullable(),
  closerId: z.string().nullable(),
  source: z.enum(CRM_SOURCES),
  leadId: z.string().nullable(),
  /** The Solara lead's score (0-100), when the deal came from one. */
  leadScore: z.number().int().nullable(),
  stageEnteredAt: z.string(),
  lastActivityAt: z.string(),
  /** Whole days idle beyond the stage's rot days; 0 when not rotting. */
  rottingDays: z.number().int().min(0),
  expectedCloseOn: z.string().nullable(),
  demo: z.boolean(),
  createdAt: z.string(),
});
export type CrmDealCard = z.infer<typeof crmDealCardSchema>;

/** The deal table's and board's filter; also what a saved filter stores. */
export const crmDealFilterSchema = z
  .object({
    pipelineId: id('pipeline').optional(),
    stageIds: z.array(id('stage')).max(50).optional(),
    status: z.enum(CRM_DEAL_STATUSES).optional(),
    /** Deals whose setter or closer is this user. */
    repId: id('user').optional(),
    source: z.enum(CRM_SOURCES).optional(),
    rotting: z.boolean().optional(),
    minValueCents: cents('The minimum value').optional(),
    maxValueCents: cents('The maximum value').optional(),
    createdFrom: isoDate.optional(),
    createdTo: isoDate.optional(),
    q: z.string().trim().max(200).optional(),
  })
  .strict();
export type CrmDealFilter = z.infer<typeof crmDealFilterSchema>;

export const CRM_DEAL_SORTS = ['created', 'value', 'stage', 'idle', 'title'] as const;
/** GET /deals: the filter as query parameters (arrays comma-separated), a sort and a page. */
export const crmDealListQuerySchema = z.object({
  filter: z.string().max(4000).optional(), // JSON of crmDealFilterSchema (a saved filter's shape)
  sort: z.enum(CRM_DEAL_SORTS).default('created'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(10_000).default(100),
});
export const crmDealListSchema = z.object({ deals: z.array(crmDealCardSchema), total: z.number().int() });

/** The board: one pipeline's stages with their cards, counts, sums and weighted sums. */
export const crmBoardSchema = z.object({
  pipeline: crmPipelineSchema,
  columns: z.array(
    z.object({
      stageId: z.string(),
      count: z.number().int(),
      valueCents: z.number().int(),
      weightedCents: z.number().int(),
      deals: z.array(crmDealCardSchema),
    }),
  ),
});
export type CrmBoard = z.infer<typeof crmBoardSchema>;

export const crmDealInputSchema = z
  .object({
    title: text('The title', 200),
    contactId: id('contact'),
    propertyId: id('property').optional(),
    pipelineId: id('pipeline'),
    stageId: id('stage').optional(),
    valueCents: cents('The value').optional(),
    systemWatts: z.number().int().min(1).max(10_000_000).optional(),
    setterId: id('user').nullable().optional(),
    closerId: id('user').nullable().optional(),
    expectedCloseOn: isoDate.nullable().optional(),
  })
  .strict();
export const crmDealPatchSchema = crmDealInputSchema
  .omit({ contactId: true, pipelineId: true, stageId: true })
  .partial()
  .strict();
/** PUT /deals/{id}/stage: a move; setters only between stages marked setterMay. */
export const crmDealMoveSchema = z.object({ stageId: id('stage') }).strict();

export const crmActivitySchema = z.object({
  id: z.string(),
  dealId: z.string().nullable(),
  contactId: z.string().nullable(),
  /** note, call, email, meeting (people); stage_changed, created, proposal_*, signature_*, milestone_*, import (system). */
  kind: z.string(),
  body: z.string(),
  data: z.record(z.string(), z.unknown()),
  byUserId: z.string().nullable(),
  byName: z.string().nullable(),
  at: z.string(),
});
export type CrmActivity = z.infer<typeof crmActivitySchema>;
export const CRM_MANUAL_ACTIVITY_KINDS = ['note', 'call', 'email', 'meeting'] as const;
export const crmActivityInputSchema = z
  .object({
    kind: z.enum(CRM_MANUAL_ACTIVITY_KINDS, { error: 'An activity is a note, call, email or meeting.' }),
    body: text('The text', 10_000),
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

export const crmTaskSchema = z.object({
  id: z.string(),
  dealId: z.string().nullable(),
  contactId: z.string().nullable(),
  title: z.string(),
  dueAt: z.string().nullable(),
  assigneeId: z.string().nullable(),
  doneAt: z.string().nullable(),
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type CrmTask = z.infer<typeof crmTaskSchema>;
export const crmTaskInputSchema = z
  .object({
    title: text('The task', 300),
    dealId: id('deal').optional(),
    contactId: id('contact').optional(),
    dueAt: z.iso.datetime({ offset: true }).nullable().optional(),
    assigneeId: id('user').nullable().optional(),
  })
  .strict();
export const crmTaskPatchSchema = crmTaskInputSchema
  .omit({ dealId: true, contactId: true })
  .partial()
  .extend({ done: z.boolean().optional() })
  .strict();
export const crmTaskListQuerySchema = z.object({
  scope: z.enum(['mine', 'all']).default('mine'),
  open: z.enum(['true', 'false']).default('true'),
  dealId: id('deal').optional(),
});
export const crmTaskListSchema = z.object({ tasks: z.array(crmTaskSchema) });

/** One deal in full, for the drawer and the console. */
export const crmDealSchema = crmDealCardSchema.extend({
  contact: crmContactSchema,
  property: crmPropertySchema.nullable(),
  stageHistory: z.array(
    z.object({
      fromStageId: z.string().nullable(),
      toStageId: z.string(),
      at: z.string(),
      byUserId: z.string().nullable(),
    }),
  ),
  activities: z.array(crmActivitySchema),
  tasks: z.array(crmTaskSchema),
});
export type CrmDeal = z.infer<typeof crmDealSchema>;

// ───────────────────────────── saved filters ─────────────────────────────

export const crmSavedFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  filter: crmDealFilterSchema,
});
export const crmSavedFilterInputSchema = z
  .object({ name: text('The name', 80), filter: crmDealFilterSchema })
  .strict();
export const crmSavedFiltersSchema = z.object({ filters: z.array(crmSavedFilterSchema) });

// ───────────────────────────── forecast and reports ─────────────────────────────

/** Open deals' value × their stage's probability, by expected close month (none: no date set). */
export const crmForecastSchema = z.object({
  months: z.array(
    z.object({
      month: z.string().nullable(),
      count: z.number().int(),
      valueCents: z.number().int(),
      weightedCents: z.number().int(),
    }),
  ),
  totalValueCents: z.number().int(),
  totalWeightedCents: z.number().int(),
});

export const crmReportsQuerySchema = z.object({
  pipelineId: id('pipeline').optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const crmReportsSchema = z.object({
  /** Of the deals created in the period, how many reached each stage (in order) and the step's conversion. */
  funnel: z.array(
    z.object({
      stageId: z.string(),
      name: z.string(),
      reached: z.number().int(),
      conversion: z.number().nullable(),
    }),
  ),
  /** Days deals spent in each stage (finished stays only). */
  cycleTime: z.array(
    z.object({
      stageId: z.string(),
      name: z.string(),
      stays: z.number().int(),
      medianDays: z.number().nullable(),
      meanDays: z.number().nullable(),
    }),
  ),
  /** Minutes from a Solara lead's arrival to the first call, e-mail, meeting or note by a person. */
  speedToLead: z.object({
    leads: z.number().int(),
    answered: z.number().int(),
    medianMinutes: z.number().nullable(),
    p90Minutes: z.number().nullable(),
  }),
});
export type CrmReports = z.infer<typeof crmReportsSchema>;

// ───────────────────────────── CSV import ─────────────────────────────

export const CRM_IMPORT_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'state',
  'zip',
  'annualKwh',
  'monthlyBill',
  'dealTitle',
  'dealValue',
  'notes',
] as const;
export type CrmImportField = (typeof CRM_IMPORT_FIELDS)[number];
export const CRM_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const CRM_IMPORT_MAX_ROWS = 5000;
/** POST /import/preview and /import: the CSV's text, which column is which field, and duplicate handling. */
export const crmImportInputSchema = z
  .object({
    csv: z.string().min(1, 'The file is empty.').max(CRM_IMPORT_MAX_BYTES, 'The file is larger than 2 MB.'),
    /** CSV header → field; unmapped headers are ignored. */
    mapping: z.record(z.string(), z.enum(CRM_IMPORT_FIELDS)),
    /** What to do with a row that matches an existing contact (same e-mail, same phone digits, or same name and ZIP). */
    duplicates: z.enum(['skip', 'update', 'create']).default('skip'),
    /** Create a deal per row in this pipeline's first stage. */
    pipelineId: id('pipeline').optional(),
  })
  .strict();
export const crmImportPreviewSchema = z.object({
  headers: z.array(z.string()),
  rows: z.number().int(),
  /** Rows (1-based, after the header) with what is wrong, e.g. a bad e-mail; such rows are not imported. */
  invalid: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** Rows matching an existing contact or an earlier row of the same file, and why. */
  duplicates: z.array(
    z.object({
      row: z.number().int(),
      contactId: z.string().nullable(),
      matchedRow: z.number().int().nullable(),
      reason: z.string(),
    }),
  ),
  sample: z.array(z.record(z.string(), z.string())),
});
export const crmImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  deals: z.number().int(),
});

// ───────────────────────────── webhooks ─────────────────────────────

export const CRM_WEBHOOK_EVENTS = [
  'deal.stage_changed',
  'deal.created',
  'proposal.signed',
  'project.milestone',
] as const;
export const crmWebhookInputSchema = z
  .object({
    url: z.url('That is not a URL.').max(2000),
    events: z.array(z.enum(CRM_WEBHOOK_EVENTS)).min(1, 'Choose at least one event.'),
  })
  .strict();
export const crmWebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(CRM_WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.string(),
  /** Shown once, when created: the key of the X-AIZ-Signature HMAC-SHA256 header. */
  secret: z.string().optional(),
  recent: z.array(
    z.object({
      event: z.string(),
      status: z.enum(['pending', 'delivered', 'failed']),
      responseStatus: z.number().nullable(),
      error: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export const crmWebhooksSchema = z.object({ webhooks: z.array(crmWebhookSchema) });

// ───────────────────────────── added by the server core (backward compatible) ─────────────────────────────

/** GET /members. */
export const crmMembersSchema = z.object({ members: z.array(crmMemberSchema) });
/** GET /deals/{id}/activities: the deal's timeline, newest first. */
export const crmActivityListSchema = z.object({ activities: z.array(crmActivitySchema) });
/** GET /board: a pipeline (absent: the workspace's first) and optionally the same filter JSON as GET /deals. */
export const crmBoardQuerySchema = z.object({
  pipelineId: id('pipeline').optional(),
  filter: z.string().max(4000).optional(),
});
/** GET /forecast: one pipeline's open deals, or every pipeline's. */
export const crmForecastQuerySchema = z.object({ pipelineId: id('pipeline').optional() });
