/** Solara in English: every string it says or shows (see ./catalogue.ts). */
import { countOf, plural } from '../../../plural';
import { dollars, type SolaraCatalogue } from './catalogue';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

export const en: SolaraCatalogue = {
  locale: 'en',
  intl: 'en-US',
  greeting:
    'Hi, I’m Solara. In about two minutes I can estimate what solar would do for your home: its size, price, savings and payback, with every assumption shown.',
  consentText:
    'By booking, you agree that a solar advisor may contact you by phone, text or e-mail at the details you gave about this consultation and your estimate. Consent is not a condition of purchase. You can withdraw it at any time by replying STOP or asking us.',
  questions: {
    zip: 'What’s your ZIP code? (Your address with its ZIP code works too.)',
    ownership: { text: 'Do you own your home, or rent it?', quickReplies: ['I own it', 'I rent'] },
    homeType: {
      text: 'What kind of home is it?',
      quickReplies: ['Single-family house', 'Townhouse', 'Condo', 'Mobile home'],
    },
    roofAge: {
      text: 'About how old is the roof?',
      quickReplies: ['Less than 5 years', 'About 10 years', 'About 20 years', 'Not sure'],
    },
    shade: {
      text: 'How much shade does the roof get during the day?',
      quickReplies: ['No shade', 'Some shade', 'Heavy shade'],
    },
    bill: 'What’s your average monthly electric bill? A rough figure is fine.',
    billUsage: 'How many kWh does your bill show, for a month or for a year? (“900 kWh a month”)',
    goals: {
      text: 'What matters most to you with solar?',
      quickReplies: ['Lower my bill', 'Clean energy', 'Backup power', 'Home value'],
    },
    financing: 'If you go ahead, how would you like to pay?',
    financingThirdParty:
      'If you go ahead, how would you like to pay? (With a lease or PPA a company owns the panels, and you pay for them monthly or for their power.)',
    financeLabels: { cash: 'Cash', loan: 'Loan', lease: 'Lease', ppa: 'PPA' },
    notSure: 'Not sure',
    timeline: {
      text: 'When would you like it installed?',
      quickReplies: ['As soon as possible', 'Within 3 months', 'Within 6 months', 'Just researching'],
    },
    name: 'A few details so an advisor can follow up. What’s your name?',
    email: (first) => `Thanks${first ? `, ${first}` : ''}. What’s your e-mail address?`,
    phone: { text: 'And a phone number? You can skip this.', quickReplies: ['Skip'] },
    booking: (brand) =>
      `Would you like a free consultation with a ${brand} advisor, to check the roof and firm up these numbers? Tell me when suits you, like “next Tuesday afternoon” or “tomorrow at 10”.`,
    bookingReplies: ['Tomorrow morning', 'Next Tuesday afternoon', 'No thanks'],
    infoChoice: {
      text: 'Shall I go on with an estimate for information?',
      quickReplies: ['Continue for information', 'That’s all, thanks'],
    },
    pickSlot: 'Which time suits you?',
    anotherTime: 'Another time',
    consent: (slot, consentText) =>
      `${slot ?? 'That time'}. Before I book it, please read: “${consentText}” Do you agree?`,
    consentReplies: ['I agree, book it', 'No'],
    done: { text: 'Thanks for chatting. Say “start over” for a new estimate.', quickReplies: ['Start over'] },
  },
  hints: {
    zip: 'I need a five-digit ZIP code to find your local sunshine data, like 85004.',
    infoChoice: 'Just say “continue” for an estimate for information, or “that’s all”.',
    ownership: 'Sorry, I didn’t catch that. Do you own the home, or rent it?',
    homeType: 'Sorry, I didn’t catch that: a house, townhouse, condo or mobile home?',
    roofAge: 'Sorry, I didn’t catch that. Roughly how many years old is the roof?',
    shade: 'Sorry, I didn’t catch that: no shade, some shade, or heavy shade?',
    bill: 'Sorry, I didn’t catch that. About how much is the electric bill a month, in dollars?',
    financing: 'Sorry, I didn’t catch that: cash, a loan, a lease, a PPA, or not sure?',
    timeline: 'Sorry, I didn’t catch that. Soon, within a few months, or later?',
    name: 'What name should the advisor use?',
    email:
      'That doesn’t look like an e-mail address. Could you check it? I send the estimate and any booking there.',
    phone: 'That doesn’t look like a US phone number (ten digits). Try again, or say “skip”.',
    time: {
      text: 'Sorry, I didn’t catch a day or time. Try “Friday morning”, “tomorrow at 10” or “first available”.',
      quickReplies: ['First available', 'Tomorrow morning', 'No thanks'],
    },
    consent: 'Please say “I agree” to book this time, or “no”.',
  },
  replies: {
    startOver: 'Start over',
    letGo: 'No problem, I’ll leave that for the advisor.',
    infoStop: 'Thanks for stopping by. Good luck with your energy plans!',
    doneAgain: 'Thanks for chatting! Say “start over” for a new estimate.',
    sharedRoof:
      'With a shared roof, the building’s owners or association usually have to agree; an advisor can help with that.',
    oldRoof: 'A roof that old may need replacing before panels go on; an advisor would check it first.',
    heavyShade:
      'Heavy shade cuts what panels make. The estimate assumes typical losses; an advisor would measure yours.',
    zipForAddress: 'Thanks. What’s the ZIP code there? I use it to find your local sunshine data.',
    zeroBill: {
      text: 'A $0 bill usually means solar or credits already cover your use, or someone else pays it, so there is nothing to save from it. To size a system I need what you’d pay without that: a typical monthly bill, or the kWh your bill shows.',
      quickReplies: ['Size from my usage', 'About $100', 'About $150'],
    },
    billUnknown: {
      text: 'A rough figure is fine: most homes pay $100–$250 a month. About how much is yours?',
      quickReplies: ['About $100', 'About $150', 'About $250'],
    },
    usageFailed: 'Sorry, I could not size from usage here. What’s the monthly bill in dollars?',
    billTooHigh: 'That seems too high for a home’s monthly bill. What’s a typical month, in dollars?',
    estimateFailed: (message) => `I couldn’t make the estimate: ${message} Could you give the bill again?`,
    zipFailed: (message) => `${message} Could you check the ZIP code?`,
    rentNote:
      'Thanks for saying so. Since you rent, panels on the roof are your landlord’s decision. Two paths work for renters: ask your landlord (some share the savings with tenants), or community solar, where you subscribe to part of a local solar farm and get credits on your bill, with no roof needed, where your state offers it. I can still estimate what this home could make, for information only, with no sales call.',
    rentClosing:
      'That’s for information only: since you rent, I won’t book a sales call. If your landlord is interested, they can chat with me for a quote of their own; community solar is the other path where your state offers it.',
    outOfAreaClosing: (brand) =>
      `That’s for information only: ${brand} doesn’t install in your area, so I won’t book a consultation.`,
    outOfArea: (brand, zip, area) =>
      `${brand} doesn’t install in ZIP code ${zip}: we work in ${area}. I can still estimate what solar would do there, for information only.`,
    tooManySteps: 'Too many steps for one message.',
  },
  booking: {
    declined: {
      text: 'No problem, I won’t book it. Would another time suit you? Tell me when, or say “no thanks”.',
      quickReplies: ['First available', 'Next week', 'No thanks'],
    },
    notBooked: 'No problem. Thanks for chatting!',
    declinedSaved:
      'No problem. Your estimate is saved with your details; without your consent nobody will call or text you. Thanks for chatting!',
    slotsFailed: 'I couldn’t look up open times just now. Please try again in a minute.',
    saveFailed: 'I couldn’t save your details just now. Please try again in a minute.',
    taken: 'Sorry, that time was just taken.',
    bookFailed: (message) => `I couldn’t book it: ${message}`,
    booked: (slot, brand, email) =>
      `You’re booked: ${slot}. A ${brand} advisor will go through your estimate with you.${email ? ` A confirmation goes to ${email}.` : ''}`,
    demonstrationNoHours:
      'This is the platform’s own Solara, a demonstration: no installer takes consultations here yet, so there is no time to book. Your estimate above is yours to keep. Installers put their own Solara on their website, where it books consultations into their hours.',
    noOpenTimes: {
      text: 'There are no open times in the next two weeks. Would you like to try later dates?',
      quickReplies: ['Next week', 'No thanks'],
    },
    exactNotOpen: 'That exact time isn’t open, but these are:',
    open: 'These times are open:',
    nearest: 'Nothing is open then. The nearest open times are:',
  },
  area: {
    whole: 'the whole US',
    zipPrefixes: (prefixes) => `ZIP codes starting ${prefixes}`,
    and: 'and',
  },
  card: {
    label: 'Non-binding estimate',
    noFederalCredit:
      'No federal tax credit is counted: the residential clean energy credit (25D) ended for systems installed after 2025.',
    thirdPartyCredit:
      'Under a lease or PPA the company that owns the system may claim a federal credit (48E) and reflect it in its price; you would claim none.',
    summary: (c) => {
      const payback =
        c.paybackLow === null
          ? 'it would not pay for itself within 25 years'
          : c.paybackLow === c.paybackHigh || c.paybackHigh === null
            ? `it pays for itself in about ${c.paybackLow} ${plural(c.paybackLow, 'year')}`
            : `it pays for itself in about ${c.paybackLow}–${c.paybackHigh} years`;
      return (
        `Here’s your non-binding estimate: a ${c.systemKw} kW system (${countOf(c.panelCount, 'panel')}) making about ` +
        `${c.annualKwh.toLocaleString('en-US')} kWh a year, for ${dollars(c.low)}–${dollars(c.high)}. ` +
        `It would save about ${dollars(c.firstYear)} in the first year, and ${payback}. ` +
        'No federal tax credit is counted.'
      );
    },
    assumptions: {
      price: (low, high) => [
        'Price',
        `$${low.toFixed(2)}–$${high.toFixed(2)} per watt installed, before any state or utility incentive`,
      ],
      rate: (cents, source) => ['Electricity rate', `${cents}¢/kWh (${source})`],
      rateSource: (_kind, _state, _name, modelText) => modelText,
      escalator: (pct) => ['Rate increase', `${pct}% a year`],
      exported: (netMetering) => [
        'Exported power',
        netMetering ? 'net metering (full retail credit)' : 'net billing',
      ],
      panels: (watts, azimuth, tilt) => ['Panels', `${watts} W each, facing ${azimuth}° at ${tilt}° tilt`],
      losses: (pct) => ['System losses', `${pct}% (soiling, shading, wiring and more)`],
      ageing: (pct) => ['Ageing', `${pct}% less output a year`],
      weather: (station, km, weather) => ['Weather', `${station}, ${km} km away (${weather})`],
      co2: (tonnes, source) => ['CO2', `${tonnes} t per kWh (${source})`],
      federalCredit: ['Federal tax credit', 'none counted'],
      model: (model) => ['Model', model],
    },
  },
  ui: {
    estimateTitle: 'Your solar estimate',
    month: (date) => MONTH.format(date),
    systemSize: 'System size',
    panels: (n) => countOf(n, 'panel'),
    production: 'Production',
    kwhPerYear: (kwh) => `${kwh.toLocaleString('en-US')} kWh/yr`,
    ofYourUse: (pct) => `${pct}% of your use`,
    priceRange: 'Price range',
    firstYearSavings: 'First-year savings',
    payback: 'Payback',
    paybackValue: (low, high) =>
      low === null
        ? 'over 25 years'
        : high === null || high === low
          ? `about ${low} years`
          : `${low}–${high} years`,
    overYears: (text) => `${text} over 25 years`,
    co2Avoided: 'CO2 avoided',
    tonnesPerYear: (t) => `${t} t/yr`,
    assumptions: 'Assumptions',
    assumptionsTitle: 'What this estimate assumes',
    assumptionsIntro: (station, km) =>
      `A non-binding estimate from the weather at ${station} (${km} km away). An advisor checks your roof before any quote.`,
    co2Source: 'CO2 source',
    monthlyChart: 'Estimated production per month, kWh',
    openTimes: 'Open times',
    booked: 'Consultation booked',
    you: 'You:',
    typing: 'Solara is typing…',
    typingLabel: 'Solara is typing',
    suggested: 'Suggested replies',
    messageLabel: 'Your message to Solara',
    placeholder: 'Type your answer…',
    send: 'Send',
    conversation: 'Conversation with Solara',
    failed: 'Solara could not answer just now. Please try again.',
    embed: {
      title: 'Solar estimate',
      launcher: 'Get a solar estimate',
      chatWith: 'Chat with {brand}',
      close: 'Close',
      send: 'Send',
      placeholder: 'Type your answer',
      messageLabel: 'Your message',
      openTimes: 'Open times',
      booked: 'Booked: ',
      estimateLines: [
        '{kw} kW, {panels} panels',
        '{kwh} kWh a year',
        '{low} to {high}',
        '{saved} saved the first year',
      ],
      failed: 'Solara could not answer just now.',
      unavailable: 'This chat is not available here.',
      numbers: 'en-US',
    },
  },
  variants: {
    residential: {
      greeting: null,
      questions: {},
      afterEstimate: null,
      assumptions: [],
      rent: null,
      billUnknown: null,
      billTooHigh: null,
      sampleAnswers: ['85004', 'I own it', 'Single-family house', 'About 10 years', 'No shade', 'About $180'],
    },
    battery: {
      greeting:
        'Hi, I’m Solara. Thinking about a battery for outages or for using your solar at night? In about two minutes I can estimate the solar side for your home: size, price, savings and payback, with every assumption shown. An advisor then sizes the battery with you.',
      questions: {
        goals: {
          text: 'What should the battery do for you?',
          quickReplies: ['Backup for outages', 'Use my solar at night', 'Lower my bill', 'Not sure yet'],
        },
      },
      afterEstimate:
        'About the battery: this estimate covers the panels only. A battery is sized to what you want to keep running in an outage and priced by the advisor. The federal credit for home batteries (25D) ended with 2025 too, so none is counted.',
      assumptions: [
        {
          label: 'Battery',
          value: 'not included in the price or the savings; an advisor sizes and prices it',
        },
      ],
      rent: null,
      billUnknown: null,
      billTooHigh: null,
      sampleAnswers: [
        '85004',
        'I own it',
        'Single-family house',
        'About 10 years',
        'Some shade',
        'About $220',
      ],
    },
    commercial: {
      greeting:
        'Hi, I’m Solara. In about two minutes I can estimate what a rooftop solar system would do for your business: its size, price, savings and payback, with every assumption shown.',
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
      billUnknown: {
        text: 'A rough figure is fine, or the kWh the bill shows. About how much does the business pay a month?',
        quickReplies: ['About $500', 'About $2,000', 'About $5,000'],
      },
      billTooHigh: 'That seems too high for a monthly bill. What’s a typical month, in dollars?',
      sampleAnswers: [
        '85004',
        'We own the building',
        'Warehouse',
        'About 10 years',
        'No shade',
        'About $2,400',
      ],
    },
  },
};
