/**
 * Solara's message catalogue: every string the conversation says or shows, per locale (./en.ts, ./es.ts).
 * Each locale implements the whole interface, so a string missing in one language is a type error, and a
 * conversation never mixes languages. Strings with figures in them are functions of those figures. Pure.
 */
import type { SolaraFinanceProduct, SolaraLocale, SolaraStep } from '../../../schemas/solara';

/** A question, or a hint, with the quick replies offered with it. */
export interface SolaraPrompt {
  text: string;
  quickReplies?: string[];
}

export interface SolaraQuestionText {
  text: string;
  quickReplies?: string[];
  /** Said when an answer to it is not understood. */
  hint?: string;
}

/** What a variant words its own way (see ../variants.ts), in one language. */
export interface SolaraVariantWording {
  /** The greeting its preset configuration starts from (none: the locale's greeting). */
  greeting: string | null;
  /** Questions worded for this customer (the others are the residential ones). */
  questions: Partial<Record<SolaraStep, SolaraQuestionText>>;
  /** Said after the estimate card. */
  afterEstimate: string | null;
  /** Lines added to the card's assumptions. */
  assumptions: { label: string; value: string }[];
  /** Said to someone who rents (or leases) the place, and after their information-only estimate. */
  rent: { note: string; closing: string } | null;
  /** Asked of a business whose bill is not known, with examples. */
  billUnknown: SolaraPrompt | null;
  /** Said of a bill too high to be a month's. */
  billTooHigh: string | null;
  /** Answers that reach an estimate in this variant, in order (the preview's tests and the form's example). */
  sampleAnswers: string[];
}

/** The wordings a catalogue holds: one per kind of customer (the Spanish variant speaks the residential one). */
export type SolaraWordingId = 'residential' | 'battery' | 'commercial';

export interface SolaraCatalogue {
  locale: SolaraLocale;
  /** The Intl locale for dates and numbers ("en-US", "es-US"). */
  intl: string;
  /** The configuration's defaults in this language. */
  greeting: string;
  consentText: string;
  questions: {
    zip: string;
    ownership: SolaraPrompt;
    homeType: SolaraPrompt;
    roofAge: SolaraPrompt;
    shade: SolaraPrompt;
    bill: string;
    billUsage: string;
    goals: SolaraPrompt;
    /** With a lease or PPA offered, the question explains them. */
    financing: string;
    financingThirdParty: string;
    financeLabels: Record<SolaraFinanceProduct, string>;
    notSure: string;
    timeline: SolaraPrompt;
    name: string;
    email: (firstName: string | undefined) => string;
    phone: SolaraPrompt;
    booking: (brandName: string) => string;
    bookingReplies: string[];
    infoChoice: SolaraPrompt;
    pickSlot: string;
    anotherTime: string;
    /** The chosen slot's label (or none) and the installer's consent text. */
    consent: (slotLabel: string | undefined, consentText: string) => string;
    consentReplies: string[];
    done: SolaraPrompt;
  };
  /** Said when an answer is not understood. */
  hints: {
    zip: string;
    infoChoice: string;
    ownership: string;
    homeType: string;
    roofAge: string;
    shade: string;
    bill: string;
    financing: string;
    timeline: string;
    name: string;
    email: string;
    phone: string;
    time: SolaraPrompt;
    consent: string;
  };
  replies: {
    startOver: string;
    letGo: string;
    infoStop: string;
    doneAgain: string;
    sharedRoof: string;
    oldRoof: string;
    heavyShade: string;
    zipForAddress: string;
    zeroBill: SolaraPrompt;
    billUnknown: SolaraPrompt;
    usageFailed: string;
    billTooHigh: string;
    estimateFailed: (toolMessage: string) => string;
    zipFailed: (toolMessage: string) => string;
    rentNote: string;
    rentClosing: string;
    outOfAreaClosing: (brandName: string) => string;
    outOfArea: (brandName: string, zip: string, area: string) => string;
    tooManySteps: string;
  };
  booking: {
    declined: SolaraPrompt;
    notBooked: string;
    declinedSaved: string;
    slotsFailed: string;
    saveFailed: string;
    taken: string;
    bookFailed: (toolMessage: string) => string;
    booked: (slotLabel: string, brandName: string, email: string | undefined) => string;
    demonstrationNoHours: string;
    noOpenTimes: SolaraPrompt;
    exactNotOpen: string;
    open: string;
    nearest: string;
  };
  /** The service area in words. */
  area: {
    whole: string;
    zipPrefixes: (prefixes: string) => string;
    and: string;
  };
  card: {
    label: 'Non-binding estimate' | 'Estimación no vinculante';
    noFederalCredit: string;
    thirdPartyCredit: string;
    summary: (figures: {
      systemKw: number;
      panelCount: number;
      annualKwh: number;
      low: number;
      high: number;
      firstYear: number;
      paybackLow: number | null;
      paybackHigh: number | null;
    }) => string;
    assumptions: {
      price: (low: number, high: number) => [string, string];
      rate: (centsPerKwh: string, source: string) => [string, string];
      /** The rate's source: the model's own words (`modelText`), or this locale's for its kind. */
      rateSource: (
        kind: 'given' | 'median' | 'state',
        state: string,
        sourceName: string,
        modelText: string,
      ) => string;
      escalator: (pct: number) => [string, string];
      exported: (netMetering: boolean) => [string, string];
      panels: (watts: number, azimuth: number, tilt: number) => [string, string];
      losses: (pct: number) => [string, string];
      ageing: (pct: number) => [string, string];
      /** `weather` and `model` are the model's own (English) descriptions, which a locale may word itself. */
      weather: (station: string, km: number, weather: string) => [string, string];
      co2: (tonnesPerKwh: number, source: string) => [string, string];
      federalCredit: [string, string];
      model: (model: string) => [string, string];
    };
  };
  /** The chat's own labels around the conversation (the app's chat, and the chat on an installer's site). */
  ui: {
    estimateTitle: string;
    /** Month names for the production chart ("Jan"). */
    month: (date: Date) => string;
    systemSize: string;
    panels: (n: number) => string;
    production: string;
    kwhPerYear: (kwh: number) => string;
    ofYourUse: (pct: number) => string;
    priceRange: string;
    firstYearSavings: string;
    payback: string;
    paybackValue: (low: number | null, high: number | null) => string;
    overYears: (text: string) => string;
    co2Avoided: string;
    tonnesPerYear: (t: number) => string;
    assumptions: string;
    assumptionsTitle: string;
    assumptionsIntro: (station: string, km: number) => string;
    co2Source: string;
    monthlyChart: string;
    openTimes: string;
    booked: string;
    you: string;
    typing: string;
    typingLabel: string;
    suggested: string;
    messageLabel: string;
    placeholder: string;
    send: string;
    conversation: string;
    failed: string;
    /**
     * The chat on an installer's site (a plain script, so no functions: `{brand}`, `{kw}`, `{panels}`, `{kwh}`,
     * `{low}`, `{high}` and `{saved}` are filled in there).
     */
    embed: {
      title: string;
      launcher: string;
      chatWith: string;
      close: string;
      send: string;
      placeholder: string;
      messageLabel: string;
      openTimes: string;
      booked: string;
      estimateLines: string[];
      failed: string;
      unavailable: string;
      /** Numbers as the language groups them ("en-US"). */
      numbers: string;
    };
  };
  /** How each kind of customer is worded. */
  variants: Record<SolaraWordingId, SolaraVariantWording>;
}

/** "$12,345" (whole dollars, US grouping in both languages: the money of US homeowners). */
export const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
