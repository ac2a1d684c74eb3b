/**
 * Sizing a system from what a household uses: a monthly bill (at a known or the state's average rate) or an
 * annual kWh figure, divided by the site's modelled yield per kW, to cover a share of the use (100% by
 * default). A bill also pays fixed charges and taxes, so a bill-based size is an upper estimate; the estimate
 * says so.
 */

export interface SizingInput {
  /** Dollars per month. */
  monthlyBill?: number;
  /** kWh per year. */
  annualUseKwh?: number;
  /** $/kWh. */
  rate: number;
  /** AC kWh per year per kW DC at this site and orientation. */
  specificYield: number;
  /** Share of annual use to cover, 0..1.5 (default 1). */
  offset?: number;
  /** Bounds of the answer, kW DC. */
  minKw?: number;
  maxKw?: number;
}

export interface Sizing {
  annualUseKwh: number;
  systemKw: number;
  basis: 'monthlyBill' | 'annualUse';
}

export function annualUseFromBill(monthlyBill: number, rate: number): number {
  return rate > 0 ? (monthlyBill * 12) / rate : 0;
}

/** The system size (kW DC, rounded to 0.1) that covers `offset` of the annual use. */
export function sizeSystem(input: SizingInput): Sizing {
  const basis = input.annualUseKwh !== undefined ? 'annualUse' : 'monthlyBill';
  const use = input.annualUseKwh ?? annualUseFromBill(input.monthlyBill ?? 0, input.rate);
  const raw = input.specificYield > 0 ? (use * (input.offset ?? 1)) / input.specificYield : 0;
  const kw = Math.min(input.maxKw ?? 1000, Math.max(input.minKw ?? 0.5, Math.round(raw * 10) / 10));
  return { annualUseKwh: use, systemKw: kw, basis };
}
