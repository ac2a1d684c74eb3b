/**
 * Solara's variants (issue 22, item 5): presets of its configuration for a kind of customer. Each has its
 * greeting and prices (the configuration a deployment starts from), the questions it words differently, the
 * answers it assumes (a battery variant's interest in backup power), how large it sizes from usage, and what
 * it adds after the estimate and to the card's assumptions. The conversation reads the variant from
 * `config.variant` and its language from `config.locale`: the wording of each kind of customer lives in the
 * message catalogues (./messages), so any variant speaks any language whole. The Spanish variant is the
 * residential one with its preset in Spanish (`locale: 'es'`, greeting and consent text); every reply,
 * reader and card label follows the locale, so no English string reaches a Spanish chat. Pure.
 */
import type { SolaraConfig, SolaraConfigInput, SolaraLocale, SolaraVariantId } from '../../schemas/solara';
import {
  type SolaraQuestionText,
  type SolaraVariantWording,
  type SolaraWordingId,
  solaraMessages,
} from './messages';
import { fold } from './parse-answers';

export type { SolaraQuestionText };

export interface SolaraVariant
  extends Omit<SolaraVariantWording, 'greeting' | 'billUnknown' | 'billTooHigh'> {
  id: SolaraVariantId;
  /** The kind of customer whose wording it speaks. */
  wording: SolaraWordingId;
  /** The language of its preset. */
  locale: SolaraLocale;
  name: string;
  /** One sentence for the templates page. */
  summary: string;
  /** Who it is for, and what it does differently, as the templates page lists it. */
  highlights: string[];
  /** The preset: the configuration a deployment of this variant starts from. */
  config: SolaraConfigInput & { variant: SolaraVariantId };
  /** Goals taken as given before they are asked (kept with the ones the customer names). */
  defaultGoals: string[];
  /** The largest system sized from a usage figure, kW DC. */
  usageMaxKw: number;
  /** Reads the kind of building instead of the kind of home. */
  building: boolean;
}

function variant(
  fields: Omit<SolaraVariant, keyof Omit<SolaraVariantWording, 'greeting' | 'billUnknown' | 'billTooHigh'>>,
): SolaraVariant {
  const {
    greeting: _g,
    billUnknown: _b,
    billTooHigh: _t,
    ...wording
  } = solaraMessages(fields.locale).variants[fields.wording];
  return { ...wording, ...fields };
}

const residential = variant({
  id: 'residential',
  wording: 'residential',
  locale: 'en',
  name: 'Residential',
  summary: 'For homeowners: an estimate for their house in about two minutes, then a consultation.',
  highlights: [
    'Asks about the home, roof age, shade and the monthly bill',
    'Sizes the system to cover the household’s use',
    'Renters get the landlord and community-solar paths, with no sales call',
  ],
  config: { variant: 'residential' },
  defaultGoals: [],
  usageMaxKw: 50,
  building: false,
});

const battery = variant({
  id: 'battery',
  wording: 'battery',
  locale: 'en',
  name: 'Battery retrofit',
  summary:
    'For homeowners who want backup power: the solar estimate, with their battery interest noted for the advisor.',
  highlights: [
    'Greets with backup power in mind and asks what the battery should do',
    'Backup power is taken as a goal from the start',
    'The battery is not priced in the chat: the card says so, and an advisor sizes it',
  ],
  config: { variant: 'battery', greeting: solaraMessages('en').variants.battery.greeting! },
  defaultGoals: ['backup power'],
  usageMaxKw: 50,
  building: false,
});

const commercial = variant({
  id: 'commercial',
  wording: 'commercial',
  locale: 'en',
  name: 'Commercial rooftop',
  summary:
    'For businesses: an estimate for a rooftop system on their building, sized from their bill or usage.',
  highlights: [
    'Asks about the building (office, warehouse, retail…) and whether the business owns or leases it',
    'Sizes from usage up to 1,000 kW, with 450 W panels and a lower price per watt',
    'Says plainly that business tariffs and demand charges change the savings',
  ],
  config: {
    variant: 'commercial',
    greeting: solaraMessages('en').variants.commercial.greeting!,
    pricePerWatt: 2.2,
    floorPricePerWatt: 1.8,
    panelWatts: 450,
  },
  defaultGoals: [],
  usageMaxKw: 1000,
  building: true,
});

const spanish = variant({
  id: 'spanish',
  wording: 'residential',
  locale: 'es',
  name: 'Spanish',
  summary:
    'For Spanish-speaking homeowners: the residential conversation wholly in Spanish, from the greeting to the booking.',
  highlights: [
    'Every question, reply, hint and card label in Spanish (usted), with dates such as “martes 1 de diciembre, 14:00”',
    'Reads Spanish answers: “soy dueño”, “unos $180 al mes”, “el próximo martes por la tarde”',
    'Greets and shows the consent text in Spanish; the lead and its transcript reach the installer as said',
  ],
  config: {
    variant: 'spanish',
    locale: 'es',
    greeting: solaraMessages('es').greeting,
    consentText: solaraMessages('es').consentText,
  },
  defaultGoals: [],
  usageMaxKw: 50,
  building: false,
});

export const SOLARA_VARIANTS: readonly SolaraVariant[] = [residential, battery, commercial, spanish];

/** The variant of that id; the residential one for an unknown id. */
export function solaraVariant(id: string | undefined): SolaraVariant {
  return SOLARA_VARIANTS.find((v) => v.id === id) ?? residential;
}

/** How a configuration's variant is worded in its language (a battery variant in Spanish, say). */
export function variantWording(config: Pick<SolaraConfig, 'variant' | 'locale'>): SolaraVariantWording {
  return solaraMessages(config.locale).variants[solaraVariant(config.variant).wording];
}

const BUILDINGS: readonly [string, RegExp][] = [
  ['office', /\b(office|offices|clinic|bank|studio)\b/],
  ['warehouse', /\b(warehouse|distribution|storage|depot|logistics)\b/],
  ['retail', /\b(retail|shop|store|shopping|mall|showroom|salon)\b/],
  ['restaurant', /\b(restaurant|cafe|café|bar|diner|bakery|kitchen)\b/],
  ['industrial', /\b(factory|plant|industrial|manufactur\w*|workshop|garage)\b/],
  ['farm', /\b(farm|barn|ranch|winery|greenhouse)\b/],
  ['school or church', /\b(school|church|temple|mosque|synagogue|community center|nonprofit)\b/],
  ['hotel', /\b(hotel|motel|inn|lodge)\b/],
  ['other', /\b(other|something else|mixed|another)\b/],
];

/** The same kinds in Spanish, on text folded to plain letters ("almacén" reads as "almacen"). */
const BUILDINGS_ES: readonly [string, RegExp][] = [
  ['office', /\b(oficinas?|clinica|consultorio|banco|estudio|despacho)\b/],
  ['warehouse', /\b(almacen(es)?|bodegas?|deposito|distribucion|logistica)\b/],
  ['retail', /\b(tiendas?|comercio|local comercial|negocio de venta|centro comercial|salon|boutique)\b/],
  ['restaurant', /\b(restaurantes?|cafeteria|cafe|bar|taqueria|panaderia|cocina|fonda)\b/],
  ['industrial', /\b(fabrica|planta|industrial|manufactura\w*|taller|garaje)\b/],
  ['farm', /\b(granja|rancho|establo|vinedo|invernadero)\b/],
  ['school or church', /\b(escuela|colegio|iglesia|templo|mezquita|sinagoga|centro comunitario)\b/],
  ['hotel', /\b(hotel|motel|posada|hostal)\b/],
  ['other', /\b(otro|otra|otra cosa|mixto|distinto)\b/],
];

/** The kind of business building ("a warehouse", "we run a cafe", "un almacén"); null when it says none. */
export function readBuildingType(text: string, locale: SolaraLocale = 'en'): string | null {
  if (locale === 'es') return BUILDINGS_ES.find(([, pattern]) => pattern.test(fold(text)))?.[0] ?? null;
  const t = text.toLowerCase();
  return BUILDINGS.find(([, pattern]) => pattern.test(t))?.[0] ?? null;
}
