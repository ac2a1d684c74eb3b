/**
 * The solar sales API (issue 24): three-option proposals with their finance comparison and commission preview,
 * e-signature of a proposal, documents on a deal, projects to permission to operate, and commissions. Mounted at
 * /api/solar/crm (signed in, `?workspace=`, roles from solar-crm-roles.ts) and /api/solar/sign (public: the
 * signer's link). Money is US cents (integers) unless a field says dollars per watt or per kWh; sizes are kW DC
 * or watts as named; times are ISO strings.
 *
 * Present mode: `?view=present` returns proposals without the floor price and commission, so nothing hidden
 * from a homeowner is even sent; the public signing page always gets that view.
 */
import { z } from 'zod';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} cannot be empty.`)
    .max(max, `${label} is at most ${max} characters.`);
const id = (what: string) => z.uuid(`That is not a ${what} id.`);
const cents = z.number().int();

// ───────────────────────────── proposals ─────────────────────────────

/** A: ~80% of the year's use, no battery; B: 100%, no battery; C: 100% with a battery. */
export const PROPOSAL_OPTION_IDS = ['A', 'B', 'C'] as const;
export type ProposalOptionId = (typeof PROPOSAL_OPTION_IDS)[number];
export const PROPOSAL_OPTION_TARGETS: Record<ProposalOptionId, { offset: number; battery: boolean }> = {
  A: { offset: 0.8, battery: false },
  B: { offset: 1, battery: false },
  C: { offset: 1, battery: true },
};

export const PROPOSAL_STATUSES = ['draft', 'sent', 'signed', 'declined', 'void'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/** The price below the workspace's floor is refused with this (the same words as the settings' check). */
export const PROPOSAL_BELOW_FLOOR_MESSAGE =
  'The price per watt is below your floor price: raise the price or lower the floor.';

/**
 * The financing terms the comparison uses. They are the rep's to enter from the lender's or provider's quote;
 * the defaults are stated example terms, and every proposal lists the terms it used.
 */
export const proposalFinanceTermsSchema = z
  .object({
    loan: z
      .object({
        aprPct: z.number().min(0, 'The APR cannot be negative.').max(40, 'The APR is at most 40%.'),
        termYears: z
          .number()
          .int()
          .min(1, 'A loan is at least 1 year.')
          .max(30, 'A loan is at most 30 years.'),
        /** % of the financed principal the lender keeps (added to the loan); shown as its own line. */
        dealerFeePct: z.number().min(0).max(50, 'The dealer fee is at most 50%.'),
        downPaymentCents: z.number().int().min(0).default(0),
      })
      .strict(),
    /** A lease: only with the leasing company's monthly payment. */
    lease: z
      .object({
        monthlyPaymentCents: z.number().int().min(1).max(10_000_00),
        escalatorPct: z.number().min(0).max(10),
        termYears: z.number().int().min(1).max(30),
      })
      .strict()
      .nullable()
      .default(null),
    /** A power purchase agreement: the provider's first-year price per kWh. */
    ppa: z
      .object({
        ratePerKwh: z.number().min(0.01, 'The PPA rate is at least $0.01/kWh.').max(2),
        escalatorPct: z.number().min(0).max(10),
        termYears: z.number().int().min(1).max(30),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();
export type ProposalFinanceTerms = z.infer<typeof proposalFinanceTermsSchema>;

/** Example terms used when the rep enters none (said so in the proposal's assumptions). */
export const PROPOSAL_DEFAULT_FINANCE: ProposalFinanceTerms = {
  loan: { aprPct: 7.99, termYears: 25, dealerFeePct: 20, downPaymentCents: 0 },
  lease: null,
  ppa: { ratePerKwh: 0.16, escalatorPct: 2.9, termYears: 25 },
};

export const PROPOSAL_DEFAULT_MODULE_WATTS = 400;

/** POST /deals/{id}/proposals: everything is optional; the deal's property and the workspace pricing fill in. */
export const proposalCreateInputSchema = z
  .object({
    /** A solar_designs row of this deal: option B then uses the design's kWdc and production. */
    designId: id('design').optional(),
    /** $/W DC; the workspace's price when absent; refused below the floor. */
    pricePerWatt: z.number().min(0.5).max(20).optional(),
    moduleWatts: z
      .number()
      .int()
      .min(100, 'A module is at least 100 W.')
      .max(1000, 'A module is at most 1,000 W.')
      .optional(),
    /** Overrides the property's figures. */
    annualUseKwh: z.number().int().min(500, 'Annual use is at least 500 kWh.').max(1_000_000).optional(),
    monthlyBillCents: z
      .number()
      .int()
      .min(10_00, 'The monthly bill is at least $10.')
      .max(100_000_00)
      .optional(),
    /** $/kWh; the state's average when absent. */
    rate: z.number().min(0.01).max(2).optional(),
    finance: proposalFinanceTermsSchema.optional(),
  })
  .strict();
export type ProposalCreateInput = z.infer<typeof proposalCreateInputSchema>;

export const proposalLoanSchema = z.object({
  downPaymentCents: cents,
  amountFinancedCents: cents,
  /** Added to the loan: the borrower repays it. */
  dealerFeeCents: cents,
  dealerFeePct: z.number(),
  principalCents: cents,
  aprPct: z.number(),
  /** The APR of the amount financed, counting the dealer fee as a finance charge. */
  aprWithFeePct: z.number(),
  termYears: z.number().int(),
  monthlyPaymentCents: cents,
  totalOfPaymentsCents: cents,
  totalPaidCents: cents,
  financeChargeCents: cents,
});
export const proposalFinanceSchema = z.object({
  cash: z.object({
    priceCents: cents,
    incentivesCents: cents,
    /** Only a credit the model can know (see common/solar/savings.ts federalCredit). */
    federalCreditCents: cents,
    netCostCents: cents,
  }),
  loan: proposalLoanSchema,
  lease: z
    .object({
      firstMonthlyPaymentCents: cents,
      escalatorPct: z.number(),
      termYears: z.number().int(),
      totalPaidCents: cents,
    })
    .nullable(),
  ppa: z
    .object({
      firstRatePerKwh: z.number(),
      escalatorPct: z.number(),
      termYears: z.number().int(),
      totalKwh: z.number().int(),
      totalPaidCents: cents,
    })
    .nullable(),
  /** The plain disclosure lines (cash price, principal with the dealer fee, both APRs, totals, the credit). */
  disclosure: z.array(z.string()),
  federalCreditNote: z.string(),
});
export type ProposalFinance = z.infer<typeof proposalFinanceSchema>;

/** Redline pay on one option: the total, the setter/closer split, and each milestone's amounts. */
export const commissionPreviewSchema = z.object({
  totalCents: cents,
  setterCents: cents,
  closerCents: cents,
  milestones: z.object({
    M1: z.object({ setterCents: cents, closerCents: cents }),
    M2: z.object({ setterCents: cents, closerCents: cents }),
    M3: z.object({ setterCents: cents, closerCents: cents }),
  }),
});
export type CommissionPreview = z.infer<typeof commissionPreviewSchema>;

export const proposalOptionSchema = z.object({
  id: z.enum(PROPOSAL_OPTION_IDS),
  label: z.string(),
  battery: z.boolean(),
  batteryCount: z.number().int(),
  batteryKwh: z.number(),
  /** kW DC. */
  systemKw: z.number(),
  systemWatts: z.number().int(),
  panels: z.number().int(),
  moduleWatts: z.number().int(),
  /** First-year production ÷ annual use, 0..n. */
  offset: z.number(),
  /** First-year AC kWh. */
  annualKwh: z.number().int(),
  pricePerWatt: z.number(),
  batteryCents: cents,
  priceCents: cents,
  firstYearSavingsCents: cents,
  lifetimeSavingsCents: cents,
  /** Cash, from the net cost; null when savings never repay it within 25 years. */
  paybackYears: z.number().nullable(),
  finance: proposalFinanceSchema,
  /** Whether the size and production came from a roof design. */
  fromDesign: z.boolean(),
  /** Full view only: the floor and the commission preview. Absent in present view. */
  floorPerWatt: z.number().optional(),
  floorCents: cents.optional(),
  commission: commissionPreviewSchema.optional(),
});
export type ProposalOption = z.infer<typeof proposalOptionSchema>;

/** The site the options were sized for. */
export const proposalSiteSchema = z.object({
  annualUseKwh: z.number().int(),
  usageBasis: z.enum(['annualUse', 'monthlyBill']),
  rate: z.number(),
  rateSource: z.string(),
  /** AC kWh per kW DC per year at this place (the estimate model). */
  specificYield: z.number(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  station: z.string(),
});

export const proposalSignatureSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'signed', 'void']),
  signerName: z.string(),
  signerEmail: z.string(),
  expiresAt: z.string(),
  signedAt: z.string().nullable(),
  optionId: z.string().nullable(),
  documentId: z.string().nullable(),
  pdfSha256: z.string().nullable(),
});

export const proposalSchema = z.object({
  id: z.string(),
  dealId: z.string(),
  version: z.number().int(),
  status: z.enum(PROPOSAL_STATUSES),
  view: z.enum(['full', 'present']),
  options: z.array(proposalOptionSchema),
  selectedOptionId: z.string().nullable(),
  designId: z.string().nullable(),
  site: proposalSiteSchema,
  financeTerms: proposalFinanceTermsSchema,
  /** Every assumption in words (rates, degradation, finance terms, what is not counted). */
  assumptions: z.array(z.string()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** The latest signature request; null in present view and before sending. */
  signature: proposalSignatureSchema.nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;
export const proposalListSchema = z.object({ proposals: z.array(proposalSchema) });
export const proposalViewQuerySchema = z.object({
  view: z.enum(['full', 'present']).default('full'),
});

// ───────────────────────────── e-signature ─────────────────────────────

export const SIGNATURE_LINK_DAYS = 14;
export const SIGNATURE_PNG_MAX_BYTES = 200 * 1024;

/** POST /proposals/{id}/send (closer or manager). */
export const proposalSendInputSchema = z
  .object({
    signerName: text('The signer name', 200),
    signerEmail: z.email('That is not an e-mail address.').max(254).toLowerCase(),
  })
  .strict();
export const proposalSendResultSchema = z.object({
  proposal: proposalSchema,
  signatureRequestId: z.string(),
  expiresAt: z.string(),
  /** Whether the e-mail with the link was handed to the mailer. */
  emailed: z.boolean(),
});

/** GET /api/solar/sign/{token}: what the signer sees (present view, no floor or commission). */
export const signingViewSchema = z.object({
  requestId: z.string(),
  status: z.enum(['pending', 'signed']),
  signerName: z.string(),
  /** Who the contract is with (the installer's name). */
  sellerName: z.string(),
  dealTitle: z.string(),
  propertyAddress: z.string().nullable(),
  expiresAt: z.string(),
  proposal: proposalSchema,
  /** Once signed: the chosen option, the time and the hash of the contract PDF. */
  signed: z.object({ optionId: z.string(), signedAt: z.string(), pdfSha256: z.string() }).nullable(),
});
export type SigningView = z.infer<typeof signingViewSchema>;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
/** POST /api/solar/sign/{token}. */
export const signInputSchema = z
  .object({
    optionId: z.enum(PROPOSAL_OPTION_IDS, { error: 'Choose option A, B or C.' }),
    typedName: text('Your typed name', 200),
    signaturePng: z
      .string({ error: 'The signature is missing.' })
      .max(Math.ceil((SIGNATURE_PNG_MAX_BYTES * 4) / 3) + 40, 'The signature image is larger than 200 KB.')
      .regex(PNG_DATA_URL, 'The signature must be a PNG image (a data:image/png;base64 URL).'),
    agree: z.literal(true, { error: 'Tick the box to agree to sign electronically.' }),
  })
  .strict();
export type SignInput = z.infer<typeof signInputSchema>;
export const signResultSchema = z.object({
  requestId: z.string(),
  optionId: z.enum(PROPOSAL_OPTION_IDS),
  signedAt: z.string(),
  /** SHA-256 (hex) of the exact bytes of the stored contract PDF. */
  pdfSha256: z.string(),
  documentId: z.string(),
  /** Where the signer downloads the signed contract (GET, public, same token). */
  contractUrl: z.string(),
});
export type SignResult = z.infer<typeof signResultSchema>;

// ───────────────────────────── documents ─────────────────────────────

export const CRM_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What one workspace may store in all (uploads, designs, contracts). */
export const CRM_WORKSPACE_STORAGE_BYTES = 1024 * 1024 * 1024;
/** Detected from the bytes, not the name or the declared type. */
export const CRM_DOCUMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export const CRM_DOCUMENT_KINDS = ['upload', 'design', 'contract'] as const;

export const crmDocumentSchema = z.object({
  id: z.string(),
  dealId: z.string(),
  name: z.string(),
  mediaType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  kind: z.enum(CRM_DOCUMENT_KINDS),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CrmDocument = z.infer<typeof crmDocumentSchema>;
export const crmDocumentListSchema = z.object({
  documents: z.array(crmDocumentSchema),
  /** Bytes stored by the workspace, and its cap. */
  usedBytes: z.number().int(),
  capBytes: z.number().int(),
});
/** GET /documents/{id}/verify: the stored hash beside one recomputed from the bytes on disk now. */
export const crmDocumentVerifySchema = z.object({
  documentId: z.string(),
  storedSha256: z.string(),
  computedSha256: z.string(),
  /** For a contract: the hash recorded with the signature. */
  signatureSha256: z.string().nullable(),
  matches: z.boolean(),
});

// ───────────────────────────── projects ─────────────────────────────

/** In order; each needs the one before (signed is recorded by the signature). */
export const PROJECT_MILESTONES = ['signed', 'permit', 'install', 'inspection', 'pto'] as const;
export type ProjectMilestone = (typeof PROJECT_MILESTONES)[number];
export const PROJECT_SETTABLE_MILESTONES = ['permit', 'install', 'inspection', 'pto'] as const;

export const crmProjectReadingSchema = z.object({ readOn: z.string(), kwhTotal: z.number().int() });
export const crmProjectSchema = z.object({
  id: z.string(),
  dealId: z.string(),
  dealTitle: z.string(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  systemWatts: z.number().int(),
  annualKwhModeled: z.number().int().nullable(),
  signedAt: z.string(),
  permitAt: z.string().nullable(),
  installAt: z.string().nullable(),
  inspectionAt: z.string().nullable(),
  ptoAt: z.string().nullable(),
  /** The next milestone to record, or null after PTO. */
  next: z.enum(PROJECT_SETTABLE_MILESTONES).nullable(),
  readings: z.array(crmProjectReadingSchema),
  demo: z.boolean(),
});
export type CrmProject = z.infer<typeof crmProjectSchema>;
export const crmProjectListSchema = z.object({ projects: z.array(crmProjectSchema) });
export const crmProjectMilestoneInputSchema = z
  .object({
    milestone: z.enum(PROJECT_SETTABLE_MILESTONES, {
      error: 'The milestone is permit, install, inspection or pto.',
    }),
    /** When it happened; now when absent. Not in the future, not before the previous milestone. */
    at: z.iso.datetime({ offset: true, error: 'The time is an ISO date-time.' }).optional(),
  })
  .strict();
export const crmProjectReadingInputSchema = z
  .object({
    readOn: z.iso.date('Dates are YYYY-MM-DD.'),
    /** The meter's cumulative kWh since installation; never lower than an earlier reading. */
    kwhTotal: z.number().int('Whole kWh.').min(0, 'A reading cannot be negative.').max(1_000_000_000),
  })
  .strict();

// ───────────────────────────── commissions ─────────────────────────────

export const COMMISSION_KINDS = ['M1', 'M2', 'M3', 'clawback'] as const;
export const crmCommissionSchema = z.object({
  id: z.string(),
  dealId: z.string(),
  dealTitle: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  kind: z.enum(COMMISSION_KINDS),
  /** Negative for a clawback. */
  amountCents: cents,
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type CrmCommission = z.infer<typeof crmCommissionSchema>;
export const crmCommissionListQuerySchema = z.object({
  dealId: id('deal').optional(),
  /** Managers only; a rep always sees their own. */
  userId: id('user').optional(),
});
export const crmCommissionListSchema = z.object({
  commissions: z.array(crmCommissionSchema),
  /** Over the listed rows. */
  totals: z.object({
    M1: cents,
    M2: cents,
    M3: cents,
    clawback: cents,
    paidCents: cents,
    netCents: cents,
  }),
  /** all: a manager's view; own: the caller's rows only. */
  scope: z.enum(['all', 'own']),
});
/** POST /deals/{id}/cancel (manager): the deal is lost and what was paid is clawed back, once. */
export const crmDealCancelInputSchema = z.object({ reason: text('The reason', 500) }).strict();
export const crmDealCancelResultSchema = z.object({
  dealId: z.string(),
  clawbacks: z.array(crmCommissionSchema),
});
