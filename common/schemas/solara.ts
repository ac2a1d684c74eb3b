/**
 * Solara, the solar agent (issue 22, item 3): its chat API (POST /api/solar/solara/chat), the cards it shows,
 * its configuration (a deployment's brand, prices, service area, consent text) and the lead it hands on.
 */
import { z } from 'zod';
import { isTimezone } from '../workflow/document';
import { widgetOptionsSchema } from './deployments';
import { solarEstimateSchema } from './solar';

// ---- configuration -------

/** The ways to pay Solara can offer (the financing question's answers, less "Not sure"). */
export const SOLARA_FINANCE_PRODUCTS = ['cash', 'loan', 'lease', 'ppa'] as const;
export type SolaraFinanceProduct = (typeof SOLARA_FINANCE_PRODUCTS)[number];

// ----------------------------------------------------------------------------------

/** Solara's variants (common/solar/solara/variants.ts): what it asks and assumes for a kind of customer. */
export const SOLARA_VARIANT_IDS = ['residential', 'battery', 'commercial', 'spanish'] as const;
export type SolaraVariantId = (typeof SOLARA_VARIANT_IDS)[number];
const variantIdSchema = z.enum(SOLARA_VARIANT_IDS, {
  error: 'The variant is residential, battery, commercial or spanish.',
});

/** The languages Solara speaks (common/solar/solara/messages): every string it says or shows, per locale. */
export const SOLARA_LOCALES = ['en', 'es'] as const;
export type SolaraLocale = (typeof SOLARA_LOCALES)[number];
export const solaraLocaleSchema = z.enum(SOLARA_LOCALES, {
  error: 'The language is en (English) or es (Spanish).',
});

export const solaraConfigSchema = z
  .object({
    /** The kind of customer it talks to: its question wording, defaults and notes (the greeting is its own). */
    variant: variantIdSchema.default('residential'),
    /** The language of the conversation: its questions, replies, readers, cards and the chat's own labels. */
    locale: solaraLocaleSchema.default('en'),
    brandName: z.string().trim().min(1, 'Give your company’s name.').max(80).default('Solara'),
    greeting: z
      .string()
      .trim()
      .min(1)
      .max(600)
      .default(
        'Hi, I’m Solara. In about two minutes I can estimate what solar would do for your home: its size, price, savings and payback, with every assumption shown.',
      ),
    /** The installed price the estimate quotes, $/W DC. */
    pricePerWatt: z.number().min(0.5).max(20).default(3),
    /** Never quoted below this, $/W DC (the installer's floor). */
    floorPricePerWatt: z.number().min(0.5).max(20).default(2.5),
    /** Where the installer works: ZIP code prefixes (1 to 5 digits) or state codes; both empty = the whole US. */
    serviceArea: z
      .object({
        zipPrefixes: z
          .array(z.string().regex(/^\d{1,5}$/))
          .max(2000)
          .default([]),
        states: z
          .array(z.string().regex(/^[A-Z]{2}$/))
          .max(60)
          .default([]),
      })
      .default({ zipPrefixes: [], states: [] }),
    consentText: z
      .string()
      .trim()
      .min(1)
      .max(2000)
      .default(
        'By booking, you agree that a solar advisor may contact you by phone, text or e-mail at the details you gave about this consultation and your estimate. Consent is not a condition of purchase. You can withdraw it at any time by replying STOP or asking us.',
      ),
    /** Slot times are read and written in this IANA time zone ("tomorrow at 10" is 10 there). */
    timeZone: z
      .string()
      .min(1)
      .max(64)
      .refine(isTimezone, 'The time zone is an IANA name such as "America/Denver".')
      .default('America/New_York'),
    /**
     * The platform's own Solara (/solar-ai-agent and the templates' previews): a demonstration that no installer
     * stands behind, so with no open hours it says so instead of offering later dates.
     */
    demonstration: z.boolean().default(false),
    /** Watts per panel, for the panel count. */
    panelWatts: z.number().int().min(100).max(800).default(400),
    /** The chat's colour on the installer's site (#rrggbb). */
    brandColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, 'The brand colour is a hex colour such as #f59e0b.')
      .default('#f59e0b'),
    /** The installer's logo, shown in the chat's header (https, or empty for none). */
    logoUrl: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .url()
          .max(500)
          .regex(/^https:\/\//, 'The logo is an https address.'),
      ])
      .default(''),
    /** The ways to pay the installer offers; the financing question offers these (and "Not sure"). */
    financeProducts: z
      .array(z.enum(SOLARA_FINANCE_PRODUCTS))
      .min(1, 'Offer at least one way to pay.')
      .max(SOLARA_FINANCE_PRODUCTS.length)
      .default([...SOLARA_FINANCE_PRODUCTS]),
  })
  // A price under the floor would be quoted at the floor; said at once instead, where the installer sets it.
  .refine((config) => config.pricePerWatt >= config.floorPricePerWatt, {
    message: 'The price per watt is below your floor price: raise the price or lower the floor.',
    path: ['pricePerWatt'],
  });
export type SolaraConfig = z.output<typeof solaraConfigSchema>;
export type SolaraConfigInput = z.input<typeof solaraConfigSchema>;

// ---- what a conversation collects ----------------------------------------------------------------------

export const SOLARA_HOME_TYPES = ['single-family', 'townhouse', 'condo', 'multi-family', 'mobile'] as const;
export type SolaraHomeType = (typeof SOLARA_HOME_TYPES)[number];
export type SolaraShade = 'none' | 'some' | 'heavy';
export type SolaraOwnership = 'own' | 'rent';
export type SolaraFinancing = 'cash' | 'loan' | 'lease' | 'ppa' | 'unsure';
export type SolaraTimeline = 'asap' | '3months' | '6months' | 'later';

export interface SolaraContact {
  name?: string;
  email?: string;
  phone?: string;
}

export interface SolaraProperty {
  zip?: string;
  address?: string;
  lat?: number;
  lon?: number;
  homeType?: string;
  ownership?: SolaraOwnership;
  roofAgeYears?: number;
  shade?: SolaraShade;
}

export interface SolaraAnswers {
  ownership?: SolaraOwnership;
  homeType?: string;
  roofAgeYears?: number;
  shade?: SolaraShade;
  monthlyBill?: number;
  goals?: string[];
  financing?: SolaraFinancing;
  timeline?: SolaraTimeline;
  /** The FAQ questions raised in the chat (common/solar/solara/faq.ts ids), in the order asked. */
  concerns?: string[];
}

export interface SolaraTranscriptEntry {
  role: 'user' | 'assistant';
  text: string;
  at: string;
}

/** A lead as the conversation hands it to the leads service (which adds the owner and the deployment). */
export interface SolaraLeadDraft {
  conversationId: string;
  contact: SolaraContact;
  property: SolaraProperty;
  answers: SolaraAnswers;
  estimate: z.infer<typeof solarEstimateSchema> | null;
  transcript: SolaraTranscriptEntry[];
  consent: { text: string; at: string } | null;
}

/** The leads service's input (server/modules/solar/leads: `saveLead`). */
export interface SolaraLeadInput extends SolaraLeadDraft {
  ownerId: string;
  deploymentId: string | null;
}

// ---- cards ---------------------------------------------------------------------------------------------

export const solaraSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** The slot in the installer's time zone, as a person reads it ("Tue, Dec 1, 2:00 PM"). */
  label: z.string(),
});
export type SolaraSlot = z.infer<typeof solaraSlotSchema>;

export const solaraAppointmentSchema = z.object({
  appointmentId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  label: z.string(),
});
export type SolaraAppointment = z.infer<typeof solaraAppointmentSchema>;

const money = z.number();
export const solaraEstimateCardSchema = z.object({
  kind: z.literal('estimate'),
  /** Always "Non-binding estimate" (in Spanish, "Estimación no vinculante"): the card is never a quote. */
  label: z.enum(['Non-binding estimate', 'Estimación no vinculante']),
  /** The conversation's language, for the chat's labels around the card; absent = English. */
  locale: solaraLocaleSchema.optional(),
  systemKw: z.number(),
  panelCount: z.number().int(),
  panelWatts: z.number().int(),
  annualKwh: z.number(),
  monthlyKwh: z.array(z.number()).length(12),
  /** Share of the household's yearly use the system makes, when the use is known. */
  offsetPct: z.number().nullable(),
  priceRange: z.object({
    low: money,
    high: money,
    pricePerWattLow: z.number(),
    pricePerWattHigh: z.number(),
  }),
  savings: z.object({
    firstYear: money,
    /** Years to pay back at the low and the high price; null when not within 25 years. */
    paybackYearsLow: z.number().nullable(),
    paybackYearsHigh: z.number().nullable(),
    twentyFiveYear: money,
  }),
  co2: z.object({ tonnesFirstYear: z.number(), tonnesLifetime: z.number(), source: z.string() }),
  station: z.object({ name: z.string(), distanceKm: z.number() }),
  federalCredit: z.string(),
  assumptions: z.array(z.object({ label: z.string(), value: z.string() })),
  estimate: solarEstimateSchema,
});
export type SolaraEstimateCard = z.infer<typeof solaraEstimateCardSchema>;

export const solaraCardSchema = z.discriminatedUnion('kind', [
  solaraEstimateCardSchema,
  z.object({ kind: z.literal('slots'), slots: z.array(solaraSlotSchema) }),
  z.object({ kind: z.literal('booked'), appointment: solaraAppointmentSchema }),
]);
export type SolaraCard = z.infer<typeof solaraCardSchema>;

export const solaraMessageSchema = z.object({
  role: z.literal('assistant'),
  text: z.string(),
  card: solaraCardSchema.optional(),
  quickReplies: z.array(z.string()).optional(),
});
export type SolaraMessage = z.infer<typeof solaraMessageSchema>;

export const SOLARA_STEPS = [
  'zip',
  'infoChoice',
  'ownership',
  'homeType',
  'roofAge',
  'shade',
  'bill',
  'goals',
  'financing',
  'timeline',
  'name',
  'email',
  'phone',
  'booking',
  'pickSlot',
  'consent',
  'done',
] as const;
export type SolaraStep = (typeof SOLARA_STEPS)[number];

// ---- the API -------------------------------------------------------------------------------------------

export const SOLARA_MESSAGE_MAX = 2000;

/** One message of a conversation, as a deployed Solara on an installer's site takes it. */
export const solaraChatMessageSchema = z
  .object({
    /** Absent for a new conversation; its answer gives one to send with every later message. */
    conversationId: z.string().uuid('The conversation id is not one Solara gave.').optional(),
    /** Empty starts a conversation with the greeting. */
    message: z.string().max(SOLARA_MESSAGE_MAX, `A message is at most ${SOLARA_MESSAGE_MAX} characters.`),
  })
  .strict();

export const solaraChatRequestSchema = solaraChatMessageSchema
  .extend({
    /** A deployed Solara's slug; absent for the platform's own. */
    deployment: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/, 'A deployment is named by its slug: lower-case letters, digits and dashes.')
      .optional(),
    /** A variant of the platform's own Solara (a template's preview); a deployment has its own. */
    variant: variantIdSchema.optional(),
  })
  .strict()
  .refine((v) => v.deployment === undefined || v.variant === undefined, {
    message: 'A deployed Solara has its own variant: give either deployment or variant, not both.',
    path: ['variant'],
  });
export type SolaraChatRequest = z.infer<typeof solaraChatRequestSchema>;

/** What the chat on an installer's site shows of the brand (the chat's answers carry it). */
export const solaraBrandSchema = z.object({
  name: z.string(),
  color: z.string(),
  logoUrl: z.string(),
  /** The conversation's language (the chat on the installer's site labels itself in it); absent = English. */
  locale: solaraLocaleSchema.optional(),
});
export type SolaraBrand = z.infer<typeof solaraBrandSchema>;

export const solaraChatResponseSchema = z.object({
  conversationId: z.string(),
  messages: z.array(solaraMessageSchema),
  step: z.enum(SOLARA_STEPS),
  /** The installer's brand (a deployed Solara's; the platform's own for its Solara). */
  brand: solaraBrandSchema.optional(),
  /** The conversation's language: the chat's own labels (placeholder, send, card labels) follow it. */
  locale: solaraLocaleSchema.optional(),
});
export type SolaraChatResponse = z.infer<typeof solaraChatResponseSchema>;

// ---- an installer's own Solara (/deploy/solar-ai-agent) ------------------------------------------------

export const solaraDeployRequestSchema = z
  .object({
    config: solaraConfigSchema,
    /** The sites whose pages may chat with this Solara (at least one; `*` is not offered). */
    allowedOrigins: widgetOptionsSchema.shape.allowedOrigins
      .min(1, 'List the site (or sites) where the chat goes, such as https://www.example.com.')
      .refine((list) => !list.includes('*'), 'List the sites one by one: Solara takes no “any site”.'),
  })
  .strict();
export type SolaraDeployRequest = z.infer<typeof solaraDeployRequestSchema>;

/** An installer's deployed Solara: where it lives, its configuration and the snippet for their site. */
export const solaraDeploymentSchema = z.object({
  deploymentId: z.string(),
  workflowId: z.string(),
  slug: z.string(),
  status: z.enum(['active', 'paused']),
  versionNumber: z.number().int(),
  publishableKey: z.string(),
  allowedOrigins: z.array(z.string()),
  config: solaraConfigSchema,
  /** The HTML to paste into the installer's page. */
  embedSnippet: z.string(),
  /** Leads this deployment brought in. */
  leads: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type SolaraDeployment = z.infer<typeof solaraDeploymentSchema>;

export const solaraDeploymentsSchema = z.object({ deployments: z.array(solaraDeploymentSchema) });
export type SolaraDeployments = z.infer<typeof solaraDeploymentsSchema>;
