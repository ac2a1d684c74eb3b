/**
 * Test fixtures for Solara's pages: an estimate as the estimate service answers it (Phoenix, a $180 bill,
 * rounded), the card Solara makes of it, and chat answers (typed by the shared schemas).
 */

import type { SolarEstimateResponse } from '@common/schemas/solar';
import {
  type SolaraChatResponse,
  type SolaraMessage,
  type SolaraStep,
  solaraConfigSchema,
} from '@common/schemas/solara';
import { estimateCard } from '@common/solar/solara';

const monthly = [900, 1000, 1300, 1500, 1650, 1600, 1500, 1450, 1350, 1200, 1000, 850];

export const anEstimate: SolarEstimateResponse = {
  annualKwh: 15_300,
  monthlyKwh: monthly,
  systemKw: 9,
  specificYield: 1700,
  station: {
    id: '722780',
    name: 'PHOENIX SKY HARBOR INTL AP',
    state: 'AZ',
    lat: 33.45,
    lon: -111.98,
    distanceKm: 8,
  },
  sizing: { basis: 'monthlyBill', annualUseKwh: 15_400 },
  savings: {
    firstYearSavings: 2160,
    lifetimeSavings: 69_400,
    netCost: 27_000,
    incentivesTotal: 0,
    federalCredit: { ratePct: 0, amount: 0, note: 'No federal tax credit.' },
    paybackYears: 11.2,
    npv: 10_250,
    irrPct: 8.2,
    cashFlow: Array.from({ length: 25 }, (_, i) => ({
      year: i + 1,
      productionKwh: 15_300,
      rate: 0.14,
      savings: 2160 + i * 50,
      net: 2160 + i * 50,
      cumulative: -27_000 + (i + 1) * 2200,
    })),
    co2TonnesFirstYear: 10.8,
    co2TonnesLifetime: 255,
    price: 27_000,
  },
  assumptions: {
    tilt: 20,
    azimuth: 180,
    arrayType: 'fixedRoofMount',
    moduleType: 'standard',
    lossesPct: 14.08,
    losses: {
      soiling: 2,
      shading: 3,
      snow: 0,
      mismatch: 2,
      wiring: 2,
      connections: 0.5,
      lightInducedDegradation: 1.5,
      nameplate: 1,
      age: 0,
      availability: 3,
    },
    dcAcRatio: 1.2,
    inverterEfficiencyPct: 96,
    albedo: 0.2,
    degradationPctPerYear: 0.5,
    rate: 0.1402,
    rateSource: 'AZ average (EIA)',
    rateEscalatorPct: 2.5,
    exportPolicy: 'netMetering',
    pricePerWatt: 3,
    installYear: 2026,
    co2TonnesPerKwh: 0.000699,
    co2Source: 'U.S. EPA, AVERT',
    weather: 'NREL TMY3',
    model: 'PVWatts v8-style',
    notes: [],
  },
  place: { lat: 33.45, lon: -112.07, zip: '85004' },
};

export const anEstimateCard = estimateCard(anEstimate, solaraConfigSchema.parse({}));

export const CONVERSATION_ID = '4f6a2c1e-8b7d-4e3f-9a2b-1c0d9e8f7a6b';

export function aChatAnswer(step: SolaraStep, ...messages: (string | SolaraMessage)[]): SolaraChatResponse {
  return {
    conversationId: CONVERSATION_ID,
    step,
    messages: messages.map((m) => (typeof m === 'string' ? { role: 'assistant', text: m } : m)),
  };
}
