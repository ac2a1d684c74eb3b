/**
 * One estimate for a place: production at the nearest station's typical days (PVWatts-style), the size from a
 * bill when no size is given, savings and CO2, with every assumption listed. Pure: the caller supplies the
 * station, the install year and any rate.
 */

import type { ArrayType } from './cell-temperature';
import { DEFAULT_LOSSES, DEFAULT_LOSSES_PCT } from './losses';
import type { ModuleType } from './pv-system';
import { STATE_RATES_SOURCE, stateRate } from './rates';
import {
  analyseSavings,
  CO2_SOURCE,
  DEFAULT_DEGRADATION_PCT,
  type ExportPolicy,
  type Incentive,
  type SavingsResult,
} from './savings';
import { simulate } from './simulate';
import { sizeSystem } from './sizing';
import type { WeatherStation } from './weather';

export interface EstimateInput {
  station: WeatherStation;
  distanceKm: number;
  systemKw?: number;
  monthlyBill?: number;
  tilt?: number;
  azimuth?: number;
  lossesPct?: number;
  dcAcRatio?: number;
  inverterEfficiencyPct?: number;
  moduleType?: ModuleType;
  arrayType?: ArrayType;
  /** $/kWh; the state average when unknown. */
  rate?: number;
  /** Installed price, $/W DC. */
  pricePerWatt?: number;
  rateEscalatorPct?: number;
  exportPolicy?: ExportPolicy;
  incentives?: Incentive[];
  installYear: number;
  /** Days per month at which the sun is placed (see simulate); 6 is within 0.01% of every day. */
  daysPerMonth?: number;
}

export const ESTIMATE_DEFAULTS = {
  systemKw: 6,
  tilt: 20,
  azimuth: 180,
  lossesPct: DEFAULT_LOSSES_PCT,
  dcAcRatio: 1.2,
  inverterEfficiencyPct: 96,
  moduleType: 'standard' as ModuleType,
  arrayType: 'fixedRoofMount' as ArrayType,
  pricePerWatt: 3,
  rateEscalatorPct: 2.5,
  exportPolicy: 'netMetering' as ExportPolicy,
  albedo: 0.2,
  daysPerMonth: 6,
} as const;

export interface SolarEstimate {
  annualKwh: number;
  monthlyKwh: number[];
  systemKw: number;
  specificYield: number;
  station: { id: string; name: string; state: string; lat: number; lon: number; distanceKm: number };
  sizing: { basis: 'systemKw' | 'monthlyBill'; annualUseKwh: number | null };
  savings: SavingsResult & { price: number };
  assumptions: {
    tilt: number;
    azimuth: number;
    arrayType: ArrayType;
    moduleType: ModuleType;
    lossesPct: number;
    /** The itemised losses (percent) when the default total is used; empty when a total was given. */
    losses: Partial<typeof DEFAULT_LOSSES>;
    dcAcRatio: number;
    inverterEfficiencyPct: number;
    albedo: number;
    degradationPctPerYear: number;
    rate: number;
    rateSource: string;
    rateEscalatorPct: number;
    exportPolicy: ExportPolicy;
    pricePerWatt: number;
    installYear: number;
    co2TonnesPerKwh: number;
    co2Source: string;
    weather: string;
    model: string;
    notes: string[];
  };
}

export function estimateSolar(input: EstimateInput): SolarEstimate {
  const d = ESTIMATE_DEFAULTS;
  const spec = {
    systemKw: 1,
    tilt: input.tilt ?? d.tilt,
    azimuth: input.azimuth ?? d.azimuth,
    arrayType: input.arrayType ?? d.arrayType,
    moduleType: input.moduleType ?? d.moduleType,
    lossesPct: input.lossesPct ?? d.lossesPct,
    dcAcRatio: input.dcAcRatio ?? d.dcAcRatio,
    inverterEfficiencyPct: input.inverterEfficiencyPct ?? d.inverterEfficiencyPct,
    albedo: d.albedo,
    daysPerMonth: input.daysPerMonth ?? d.daysPerMonth,
  };
  // Every quantity scales with the DC rating (the AC rating is DC ÷ the ratio), so 1 kW is simulated once.
  const perKw = simulate(input.station, spec);
  const state = stateRate(input.station.state);
  const rate = input.rate ?? state.dollarsPerKwh;
  const rateSource =
    input.rate !== undefined
      ? 'given'
      : state.fallback
        ? `median of US state averages (${STATE_RATES_SOURCE.name}); ${input.station.state} is not in the table`
        : `${input.station.state} average (${STATE_RATES_SOURCE.name})`;
  const notes: string[] = [];
  const defaultLosses = Math.abs(spec.lossesPct - DEFAULT_LOSSES_PCT) < 1e-9;
  if (!defaultLosses)
    notes.push(
      `System losses set to ${spec.lossesPct}% in place of PVWatts' itemised defaults (${DEFAULT_LOSSES_PCT}%).`,
    );
  let systemKw = input.systemKw ?? d.systemKw;
  let annualUseKwh: number | null = null;
  const basis = input.systemKw === undefined && input.monthlyBill !== undefined ? 'monthlyBill' : 'systemKw';
  if (basis === 'monthlyBill') {
    const sized = sizeSystem({ monthlyBill: input.monthlyBill, rate, specificYield: perKw.specificYield });
    systemKw = sized.systemKw;
    annualUseKwh = sized.annualUseKwh;
    notes.push(
      'Sized to cover the yearly use implied by the bill at the rate shown; a bill also pays fixed charges, so the real use (and size) may be smaller.',
    );
  } else if (input.systemKw === undefined) {
    notes.push(`No size or bill given: a ${d.systemKw} kW system is shown.`);
  }
  const price = systemKw * 1000 * (input.pricePerWatt ?? d.pricePerWatt);
  const savings = analyseSavings({
    annualKwh: perKw.specificYield * systemKw,
    annualUseKwh: annualUseKwh ?? undefined,
    rate,
    rateEscalatorPct: input.rateEscalatorPct ?? d.rateEscalatorPct,
    exportPolicy: input.exportPolicy ?? d.exportPolicy,
    cost: price,
    incentives: input.incentives,
    ownership: 'cash',
    installYear: input.installYear,
  });
  if (input.distanceKm > 100)
    notes.push(
      `The nearest weather station is ${Math.round(input.distanceKm)} km away; the local climate may differ.`,
    );
  notes.push(
    'Typical-year weather (NREL TMY3, 1991–2005): a given year can be 5–10% higher or lower.',
    'Non-binding estimate: shading, roof condition and the installer’s price change the real figures.',
  );
  return {
    annualKwh: perKw.specificYield * systemKw,
    monthlyKwh: perKw.monthlyKwh.map((m) => m * systemKw),
    systemKw,
    specificYield: perKw.specificYield,
    station: {
      id: input.station.id,
      name: input.station.name,
      state: input.station.state,
      lat: input.station.lat,
      lon: input.station.lon,
      distanceKm: input.distanceKm,
    },
    sizing: { basis, annualUseKwh },
    savings: { ...savings, price },
    assumptions: {
      tilt: spec.tilt,
      azimuth: spec.azimuth,
      arrayType: spec.arrayType,
      moduleType: spec.moduleType,
      lossesPct: spec.lossesPct,
      losses: defaultLosses ? { ...DEFAULT_LOSSES } : {},
      dcAcRatio: spec.dcAcRatio,
      inverterEfficiencyPct: spec.inverterEfficiencyPct,
      albedo: spec.albedo,
      degradationPctPerYear: DEFAULT_DEGRADATION_PCT,
      rate,
      rateSource,
      rateEscalatorPct: input.rateEscalatorPct ?? d.rateEscalatorPct,
      exportPolicy: input.exportPolicy ?? d.exportPolicy,
      pricePerWatt: input.pricePerWatt ?? d.pricePerWatt,
      installYear: input.installYear,
      co2TonnesPerKwh: CO2_SOURCE.tonnesPerKwh,
      co2Source: `${CO2_SOURCE.name} (${CO2_SOURCE.url})`,
      weather: 'NREL TMY3 typical days of the nearest of 1,020 stations (public-domain US data)',
      model:
        'PVWatts v8-style: NOAA sun position, Perez 1990 sky, glass cover and spectral modifiers, Fuentes cell temperature, part-load inverter with clipping',
      notes,
    },
  };
}
