/**
 * What the solar model says about a deal's property: the yield per kW DC at its ZIP code (the estimate service,
 * nearest weather station), the state's average rate and where each figure came from.
 */
import { Invalid } from '../../../lib/errors';
import { type EstimateContext, estimate } from '../estimate';

export interface SiteModel {
  /** AC kWh per kW DC per year. */
  specificYield: number;
  /** $/kWh the estimate used (the station state's average). */
  rate: number;
  rateSource: string;
  station: string;
  state: string;
}

export function siteModel(ctx: EstimateContext, zip: string | null): SiteModel {
  if (!zip)
    throw new Invalid("The deal's property has no ZIP code: add one so the solar model can size the system.");
  const result = estimate(ctx, { zip, systemKw: 1 });
  return {
    specificYield: result.specificYield,
    rate: result.assumptions.rate,
    rateSource: result.assumptions.rateSource,
    station: `${result.station.name} (${Math.round(result.station.distanceKm)} km)`,
    state: result.station.state,
  };
}
