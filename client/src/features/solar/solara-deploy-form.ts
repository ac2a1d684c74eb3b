/**
 * The deploy page's form (pure): the installer's Solara as text fields, from a deployment (or the defaults),
 * and back to the request the shared schema checks. Lists are typed as text: ZIP prefixes and states separated
 * by commas or spaces, allowed sites one a line.
 */
import {
  SOLARA_FINANCE_PRODUCTS,
  type SolaraConfig,
  type SolaraDeployment,
  type SolaraFinanceProduct,
  type SolaraLocale,
  type SolaraVariantId,
  solaraConfigSchema,
} from '@common/schemas/solara';
import { solaraVariant } from '@common/solar/solara';

export interface SolaraDraft {
  brandName: string;
  brandColor: string;
  logoUrl: string;
  greeting: string;
  zipPrefixes: string;
  states: string;
  pricePerWatt: string;
  floorPricePerWatt: string;
  financeProducts: SolaraFinanceProduct[];
  consentText: string;
  timeZone: string;
  allowedOrigins: string;
  /** What the form does not edit but the Solara keeps: its variant (a template's), language and panels. */
  kept: { variant: SolaraVariantId; locale: SolaraLocale; panelWatts: number };
}

export type SolaraDraftField = Exclude<keyof SolaraDraft, 'kept'>;

export const FINANCE_PRODUCT_LABELS: Record<SolaraFinanceProduct, string> = {
  cash: 'Cash',
  loan: 'Loan',
  lease: 'Lease',
  ppa: 'PPA (power purchase agreement)',
};

/**
 * The form for a deployment, or for a new Solara from the defaults or from a template's variant (its
 * greeting, prices and panels; `/deploy/solar-ai-agent?variant=battery`).
 */
export function draftOf(
  deployment: SolaraDeployment | undefined,
  timeZone?: string,
  variant?: string | null,
): SolaraDraft {
  const preset = variant ? solaraVariant(variant).config : {};
  const config: SolaraConfig =
    deployment?.config ?? solaraConfigSchema.parse({ ...preset, ...(timeZone ? { timeZone } : {}) });
  return {
    brandName: deployment ? config.brandName : '',
    brandColor: config.brandColor,
    logoUrl: config.logoUrl,
    greeting: config.greeting,
    zipPrefixes: config.serviceArea.zipPrefixes.join(', '),
    states: config.serviceArea.states.join(', '),
    pricePerWatt: String(config.pricePerWatt),
    floorPricePerWatt: String(config.floorPricePerWatt),
    financeProducts: [...config.financeProducts],
    consentText: config.consentText,
    timeZone: config.timeZone,
    allowedOrigins: (deployment?.allowedOrigins ?? []).join('\n'),
    kept: { variant: config.variant, locale: config.locale, panelWatts: config.panelWatts },
  };
}

const words = (text: string) => text.split(/[\s,;]+/).filter((w) => w.length > 0);
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim().replace(/^\$/, '')));

/** The request for PUT /api/solar/solara/deployment (checked by the caller with the shared schema). */
export function requestOf(draft: SolaraDraft) {
  return {
    config: {
      ...draft.kept,
      brandName: draft.brandName,
      brandColor: draft.brandColor,
      logoUrl: draft.logoUrl.trim(),
      greeting: draft.greeting,
      serviceArea: {
        zipPrefixes: words(draft.zipPrefixes),
        states: words(draft.states).map((s) => s.toUpperCase()),
      },
      pricePerWatt: number(draft.pricePerWatt),
      floorPricePerWatt: number(draft.floorPricePerWatt),
      financeProducts: SOLARA_FINANCE_PRODUCTS.filter((p) => draft.financeProducts.includes(p)),
      consentText: draft.consentText,
      timeZone: draft.timeZone,
    },
    allowedOrigins: words(draft.allowedOrigins).map((o) => o.replace(/\/+$/, '')),
  };
}

const FIELDS: Record<string, SolaraDraftField> = {
  'config.brandName': 'brandName',
  'config.brandColor': 'brandColor',
  'config.logoUrl': 'logoUrl',
  'config.greeting': 'greeting',
  'config.serviceArea.zipPrefixes': 'zipPrefixes',
  'config.serviceArea.states': 'states',
  'config.pricePerWatt': 'pricePerWatt',
  'config.floorPricePerWatt': 'floorPricePerWatt',
  'config.financeProducts': 'financeProducts',
  'config.consentText': 'consentText',
  'config.timeZone': 'timeZone',
  allowedOrigins: 'allowedOrigins',
};

/** The form field showing an issue at `path` ('config.serviceArea.states.2' → states). */
export function fieldOfPath(path: string): SolaraDraftField | undefined {
  for (const [prefix, field] of Object.entries(FIELDS)) {
    if (path === prefix || path.startsWith(`${prefix}.`)) return field;
  }
  return undefined;
}
