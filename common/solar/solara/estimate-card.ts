/**
 * The estimate card Solara shows mid-chat: size, panels, production, a price range from the installer's
 * price per watt (never below its floor), first-year savings, payback at both ends of the range, CO2 with its
 * source, and every assumption. A non-binding estimate, never a quote; no federal credit for an owned system
 * (25D ended with 2025). Pure.
 */
import type { SolarEstimateResponse } from '../../schemas/solar';
import type { SolaraConfig, SolaraEstimateCard, SolaraFinancing } from '../../schemas/solara';
import { STATE_RATES_SOURCE } from '../rates';
import { solaraMessages } from './messages';
import { variantWording } from './variants';

/** The range around the price per watt: ±10%, the low end never under the floor. */
const RANGE = 0.1;

/** The English card's credit lines (each language's are in its catalogue). */
export const NO_FEDERAL_CREDIT = solaraMessages('en').card.noFederalCredit;
export const THIRD_PARTY_CREDIT = solaraMessages('en').card.thirdPartyCredit;

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

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
  const words = solaraMessages(config.locale).card;
  const said = words.assumptions;
  const line = ([label, value]: [string, string]) => ({ label, value });
  const rateKind =
    a.rateSource === 'given' ? 'given' : a.rateSource.startsWith('median') ? 'median' : 'state';
  return {
    kind: 'estimate',
    label: words.label,
    ...(config.locale && config.locale !== 'en' ? { locale: config.locale } : {}),
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
    federalCredit: thirdParty ? `${words.noFederalCredit} ${words.thirdPartyCredit}` : words.noFederalCredit,
    assumptions: [
      line(said.price(perWatt.low, perWatt.high)),
      line(
        said.rate(
          (a.rate * 100).toFixed(1),
          said.rateSource(rateKind, estimate.station.state, STATE_RATES_SOURCE.name, a.rateSource),
        ),
      ),
      line(said.escalator(a.rateEscalatorPct)),
      line(said.exported(a.exportPolicy === 'netMetering')),
      line(said.panels(config.panelWatts, a.azimuth, a.tilt)),
      line(said.losses(a.lossesPct)),
      line(said.ageing(a.degradationPctPerYear)),
      line(said.weather(estimate.station.name, Math.round(estimate.station.distanceKm), a.weather)),
      line(said.co2(a.co2TonnesPerKwh, a.co2Source)),
      line(said.federalCredit),
      line(said.model(a.model)),
      ...variantWording(config).assumptions,
    ],
    estimate,
  };
}

/** The card in one sentence, for the chat and the transcript, in the card's language. */
export function estimateSummary(card: SolaraEstimateCard): string {
  return solaraMessages(card.locale).card.summary({
    systemKw: card.systemKw,
    panelCount: card.panelCount,
    annualKwh: card.annualKwh,
    low: card.priceRange.low,
    high: card.priceRange.high,
    firstYear: card.savings.firstYear,
    paybackLow: card.savings.paybackYearsLow,
    paybackHigh: card.savings.paybackYearsHigh,
  });
}
