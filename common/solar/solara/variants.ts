/**
 * Solara's variants (issue 22, item 5): presets of its configuration for a kind of customer. Each has its
 * greeting and prices (the configuration a deployment starts from), the questions it words differently, the
 * answers it assumes (a battery variant's interest in backup power), how large it sizes from usage, and what
 * it adds after the estimate and to the card's assumptions. The conversation reads the variant from
 * `config.variant`. All in English: a Spanish variant waits for the conversation's strings to be translatable
 * (every reply, reader and card label), since a half-Spanish chat would mislead. Pure.
 */
import type { SolaraConfigInput, SolaraStep, SolaraVariantId } from '../../schemas/solara';

export interface SolaraQuestionText {
  text: string;
  quickReplies?: string[];
  /** Said when an answer to it is not understood. */
  hint?: string;
}

export interface SolaraVariant {
  id: SolaraVariantId;
  name: string;
  /** One sentence for the templates page. */
  summary: string;
  /** Who it is for, and what it does differently, as the templates page lists it. */
  highlights: string[];
  /** The preset: the configuration a deployment of this variant starts from. */
  config: SolaraConfigInput & { variant: SolaraVariantId };
  /** Questions worded for this customer (the others are the residential ones). */
  questions: Partial<Record<SolaraStep, SolaraQuestionText>>;
  /** Goals taken as given before they are asked (kept with the ones the customer names). */
  defaultGoals: string[];
  /** The largest system sized from a usage figure, kW DC. */
  usageMaxKw: number;
  /** Reads the kind of building instead of the kind of home. */
  building: boolean;
  /** Said after the estimate card. */
  afterEstimate: string | null;
  /** Lines added to the card's assumptions. */
  assumptions: { label: string; value: string }[];
  /** Said to someone who rents (or leases) the place, and after their information-only estimate. */
  rent: { note: string; closing: string } | null;
  /** Answers that reach an estimate in this variant, in order (the preview's tests and the form's example). */
  sampleAnswers: string[];
}

const residential: SolaraVariant = {
  id: 'residential',
  name: 'Residential',
  summary: 'For homeowners: an estimate for their house in about two minutes, then a consultation.',
  highlights: [
    'Asks about the home, roof age, shade and the monthly bill',
    'Sizes the system to cover the household’s use',
    'Renters get the landlord and community-solar paths, with no sales call',
  ],
  config: { variant: 'residential' },
  questions: {},
  defaultGoals: [],
  usageMaxKw: 50,
  building: false,
  afterEstimate: null,
  assumptions: [],
  rent: null,
  sampleAnswers: ['85004', 'I own it', 'Single-family house', 'About 10 years', 'No shade', 'About $180'],
};

const battery: SolaraVariant = {
  id: 'battery',
  name: 'Battery retrofit',
  summary:
    'For homeowners who want backup power: the solar estimate, with their battery interest noted for the advisor.',
  highlights: [
    'Greets with backup power in mind and asks what the battery should do',
    'Backup power is taken as a goal from the start',
    'The battery is not priced in the chat: the card says so, and an advisor sizes it',
  ],
  config: {
    variant: 'battery',
    greeting:
      'Hi, I’m Solara. Thinking about a battery for outages or for using your solar at night? In about two minutes I can estimate the solar side for your home: size, price, savings and payback, with every assumption shown. An advisor then sizes the battery with you.',
  },
  questions: {
    goals: {
      text: 'What should the battery do for you?',
      quickReplies: ['Backup for outages', 'Use my solar at night', 'Lower my bill', 'Not sure yet'],
    },
  },
  defaultGoals: ['backup power'],
  usageMaxKw: 50,
  building: false,
  afterEstimate:
    'About the battery: this estimate covers the panels only. A battery is sized to what you want to keep running in an outage and priced by the advisor. The federal credit for home batteries (25D) ended with 2025 too, so none is counted.',
  assumptions: [
    {
      label: 'Battery',
      value: 'not included in the price or the savings; an advisor sizes and prices it',
    },
  ],
  rent: null,
  sampleAnswers: ['85004', 'I own it', 'Single-family house', 'About 10 years', 'Some shade', 'About $220'],
};

const commercial: SolaraVariant = {
  id: 'commercial',
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
    greeting:
      'Hi, I’m Solara. In about two minutes I can estimate what a rooftop solar system would do for your business: its size, price, savings and payback, with every assumption shown.',
    pricePerWatt: 2.2,
    floorPricePerWatt: 1.8,
    panelWatts: 450,
  },
  questions: {
    zip: { text: 'What’s the ZIP code of the building? (Its address with the ZIP code works too.)' },
    ownership: {
      text: 'Does the business own the building, or lease it?',
      quickReplies: ['We own the building', 'We lease it'],
      hint: 'Sorry, I didn’t catch that. Does the business own the building, or lease it?',
    },
    homeType: {
      text: 'What kind of building is it?',
      quickReplies: ['Office', 'Warehouse', 'Retail', 'Restaurant', 'Other'],
      hint: 'Sorry, I didn’t catch that: an office, a warehouse, a shop, a restaurant, or another kind?',
    },
    bill: {
      text: 'What’s the business’s average monthly electric bill? A rough figure is fine.',
      hint: 'Sorry, I didn’t catch that. About how much is the business’s electric bill a month, in dollars?',
    },
    goals: {
      text: 'What matters most to the business with solar?',
      quickReplies: ['Lower operating costs', 'Sustainability goals', 'Backup power', 'Property value'],
    },
  },
  defaultGoals: [],
  usageMaxKw: 1000,
  building: true,
  afterEstimate:
    'This uses the state’s average residential electricity rate. Business tariffs are often lower per kWh and add demand charges, which change the savings; an advisor works from the business’s own bills.',
  assumptions: [
    {
      label: 'Business tariff',
      value: 'not modelled: the state’s average residential rate is used; demand charges are not counted',
    },
  ],
  rent: {
    note: 'Thanks for saying so. Since the business leases the building, panels on the roof are the building owner’s decision: many owners add solar and share the savings through the lease, and community solar, where your state offers it, needs no roof at all. I can still estimate what this roof could make, for information only, with no sales call.',
    closing:
      'That’s for information only: since the business leases the building, I won’t book a sales call. If the building’s owner is interested, they can chat with me for an estimate of their own.',
  },
  sampleAnswers: ['85004', 'We own the building', 'Warehouse', 'About 10 years', 'No shade', 'About $2,400'],
};

export const SOLARA_VARIANTS: readonly SolaraVariant[] = [residential, battery, commercial];

/** The variant of that id; the residential one for an unknown id. */
export function solaraVariant(id: string | undefined): SolaraVariant {
  return SOLARA_VARIANTS.find((v) => v.id === id) ?? residential;
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

/** The kind of business building ("a warehouse", "we run a cafe"); null when it says none. */
export function readBuildingType(text: string): string | null {
  const t = text.toLowerCase();
  return BUILDINGS.find(([, pattern]) => pattern.test(t))?.[0] ?? null;
}
