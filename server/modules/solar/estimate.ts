/**
 * The estimate service: the place (coordinates or a ZIP code), the nearest weather station within reach, and
 * the pure model in common/solar. Refusals are 400s a person can act on.
 */
import {
  SOLAR_MAX_STATION_KM,
  type SolarEstimateRequest,
  type SolarEstimateResponse,
} from '@common/schemas/solar';
import { estimateSolar } from '@common/solar/estimate';
import { nearestStation } from '@common/solar/weather';
import { Invalid } from '../../lib/errors';
import { weatherStations } from './weather';
import { zipToPoint } from './zip-codes';

export interface EstimateContext {
  now: () => Date;
}

export function estimate(ctx: EstimateContext, input: SolarEstimateRequest): SolarEstimateResponse {
  let point: { lat: number; lon: number };
  if (input.zip !== undefined) {
    const found = zipToPoint(input.zip);
    if (!found)
      throw new Invalid(
        `We do not know the ZIP code ${input.zip}. Try a nearby ZIP code or give lat and lon.`,
      );
    point = found;
  } else {
    point = { lat: input.lat!, lon: input.lon! };
  }
  const near = nearestStation(weatherStations(), point.lat, point.lon);
  if (!near || near.distanceKm > SOLAR_MAX_STATION_KM) {
    const km = near ? Math.round(near.distanceKm).toLocaleString('en-US') : 'unknown';
    throw new Invalid(
      `That place is ${km} km from the nearest weather station we have (${near?.station.name ?? 'none'}); ` +
        `we estimate only within ${SOLAR_MAX_STATION_KM} km of one (the US and its territories).`,
    );
  }
  const result = estimateSolar({
    station: near.station,
    distanceKm: near.distanceKm,
    systemKw: input.systemKw,
    monthlyBill: input.monthlyBill,
    tilt: input.tilt,
    azimuth: input.azimuth,
    lossesPct: input.lossesPct,
    dcAcRatio: input.dcAcRatio,
    inverterEfficiencyPct: input.inverterEfficiencyPct,
    moduleType: input.moduleType,
    arrayType: input.arrayType,
    installYear: ctx.now().getUTCFullYear(),
  });
  return { ...result, place: { ...point, zip: input.zip ?? null } };
}
