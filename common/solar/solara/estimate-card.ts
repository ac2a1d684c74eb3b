/**
 * The estimate card Solara shows mid-chat: size, panels, production, a price range from the installer's
 * price per watt (never below its floor), first-year savings, payback at both ends of the range, CO2 with its
 * source, and every assumption. A non-binding estimate, never a quote; no federal credit for an owned system
 * (25D ended with 2025). Pure.
 */
import { countOf, plural } from '../../plural';
import type { SolarEstimateResponse } from '../../schemas/solar';
import type { SolaraConfig, SolaraEstimateCard, SolaraFinancing } from '../../schemas/solara';
import { solaraVariant } from './variants';

/** The range around the price per watt: ±10%, the low end never under the floor. */
const RANGE = 0.1;

export const NO_FEDERAL_CREDIT =
  'No federal tax credit is counted: the residential clean energy credit (25D) ended for systems installed after 2025.';
export const THIRD_PARTY_CREDIT =
  'Under a lease or PPA the company that owns the system may claim a federal credit (48E) and reflect it in its price; you would claim none.';

const roundTo = (value: number, step: number) => Math.round(value / step) * step;
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;

/** $/W at the low and the high end: the floor binds the low end, and the whole range when it is above it. */
export function pricePerWattRange(config: Pick<SolaraConfig, 'pricePerWatt' | 'floorPricePerWatt'>) {
  const floor = config.floorPricePerWatt;
  const low = Math.max(floor, config.pricePerWatt * (1 - RANGE));
  const high = Math.max(low, config.pricePerWatt * (1 + RANGE));
  return { low, high };
}

/**
 * Years until the yearly net savings (after upkeep, as the model's own payback) add up to the price, linear
 * within the year; null past the 25-year cash flow.
 */
export function paybackYears(cashFlow: SolarEstimateResponse['savings']['cashFlow'], price: number) {
  let total = 0;
  for (const year of cashFlow) {
    const before = total;
    total += year.net;
    if (total >= price && year.net > 0)
      return Math.round((year.year - 1 + (price - before) / year.net) * 10) / 10;
  }
  return null;
}

export function estimateCard(
  estimate: SolarEstimateResponse,
  config: SolaraConfig,
  options: { financing?: SolaraFinancing } = {},
): SolaraEstimateCard {
  const watts = estimate.systemKw * 1000;
  const perWatt = pricePerWattRange(config);
  const low = roundTo(watts * perWatt.low, 100);
  const high = roundTo(watts * perWatt.high, 100);
  const flow = estimate.savings.cashFlow;
  const twentyFive = flow.reduce((sum, y) => sum + y.net, 0);
  const use = estimate.sizing.annualUseKwh;
  const a = estimate.assumptions;
  const thirdParty = options.financing === 'lease' || options.financing === 'ppa';
  return {
    kind: 'estimate',
    label: 'Non-binding estimate',
    systemKw: Math.round(estimate.systemKw * 10) / 10,
    panelCount: Math.ceil(watts / config.panelWatts),
    panelWatts: config.panelWatts,
    annualKwh: Math.round(estimate.annualKwh),
    monthlyKwh: estimate.monthlyKwh.map((kwh) => Math.round(kwh)),
    offsetPct: use && use > 0 ? Math.round((estimate.annualKwh / use) * 100) : null,
    priceRange: {
      low,
      high,
      pricePerWattLow: Math.round(perWatt.low * 100) / 100,
      pricePerWattHigh: Math.round(perWatt.high * 100) / 100,
    },
    savings: {
      firstYear: Math.round(estimate.savings.firstYearSavings),
      paybackYearsLow: paybackYears(flow, low),
      paybackYearsHigh: paybackYears(flow, high),
      twentyFiveYear: Math.round(twentyFive),
    },
    co2: {
      tonnesFirstYear: Math.round(estimate.savings.co2TonnesFirstYear * 10) / 10,
      tonnesLifetime: Math.round(estimate.savings.co2TonnesLifetime),
      source: a.co2Source,
    },
    station: { name: estimate.station.name, distanceKm: Math.round(estimate.station.distanceKm) },
    federalCredit: thirdParty ? `${NO_FEDERAL_CREDIT} ${THIRD_PARTY_CREDIT}` : NO_FEDERAL_CREDIT,
    assumptions: [
      {
        label: 'Price',
        value: `$${perWatt.low.toFixed(2)}–$${perWatt.high.toFixed(2)} per watt installed, before any state or utility incentive`,
      },
      { label: 'Electricity rate', value: `${(a.rate * 100).toFixed(1)}¢/kWh (${a.rateSource})` },
      { label: 'Rate increase', value: `${a.rateEscalatorPct}% a year` },
      {
        label: 'Exported power',
        value: a.exportPolicy === 'netMetering' ? 'net metering (full retail credit)' : 'net billing',
      },
      { label: 'Panels', value: `${config.panelWatts} W each, facing ${a.azimuth}° at ${a.tilt}° tilt` },
      { label: 'System losses', value: `${a.lossesPct}% (soiling, shading, wiring and more)` },
      { label: 'Ageing', value: `${a.degradationPctPerYear}% less output a year` },
      {
        label: 'Weather',
        value: `${estimate.station.name}, ${Math.round(estimate.station.distanceKm)} km away (${a.weather})`,
      },
      { label: 'CO2', value: `${a.co2TonnesPerKwh} t per kWh (${a.co2Source})` },
      { label: 'Federal tax credit', value: 'none counted' },
      { label: 'Model', value: a.model },
      ...solaraVariant(config.variant).assumptions,
    ],
    estimate,
  };
}

/** The card in one sentence, for the chat and the transcript. */
export function estimateSummary(card: SolaraEstimateCard): string {
  const payback =
    card.savings.paybackYearsLow === null
      ? 'it would not pay for itself within 25 years'
      : card.savings.paybackYearsLow === card.savings.paybackYearsHigh ||
          card.savings.paybackYearsHigh === null
        ? `it pays for itself in about ${card.savings.paybackYearsLow} ${plural(card.savings.paybackYearsLow, 'year')}`
        : `it pays for itself in about ${card.savings.paybackYearsLow}–${card.savings.paybackYearsHigh} years`;
  return (
    `Here’s your non-binding estimate: a ${card.systemKw} kW system (${countOf(card.panelCount, 'panel')}) making about ` +
    `${card.annualKwh.toLocaleString('en-US')} kWh a year, for ${dollars(card.priceRange.low)}–${dollars(card.priceRange.high)}. ` +
    `It would save about ${dollars(card.savings.firstYear)} in the first year, and ${payback}. ` +
    'No federal tax credit is counted.'
  );
}
