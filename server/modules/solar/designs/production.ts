/**
 * Production per roof plane from the same model and weather as the estimate (common/solar/simulate.ts, the
 * module's weather file): each plane is simulated at its pitch (tilt) and azimuth, roof-mounted, with the
 * design's DC/AC ratio (a shared inverter clips each plane in proportion to its DC). The model scales with
 * DC size, so 1 kW is simulated once per orientation and multiplied.
 */
import { SOLAR_MAX_STATION_KM } from '@common/schemas/solar';
import type { DesignProduction, DesignProductionRequest } from '@common/schemas/solar-designs';
import type { ModuleType } from '@common/solar/pv-system';
import { DEFAULT_SYSTEM, simulate } from '@common/solar/simulate';
import { nearestStation } from '@common/solar/weather';
import { Invalid } from '../../../lib/errors';
import { weatherStations } from '../weather';
import { zipToPoint } from '../zip-codes';

/** The model's default inverter loading when no inverter size is given (PVWatts' 1.2). */
const DEFAULT_DC_AC = DEFAULT_SYSTEM.dcAcRatio;
/** The estimate API's accepted range of DC/AC ratios (common/schemas/solar.ts). */
const DC_AC_RANGE = [0.5, 3] as const;

export function designProduction(
  input: DesignProductionRequest,
  moduleType: ModuleType = 'standard',
): DesignProduction {
  const point = zipToPoint(input.zip);
  if (!point) throw new Invalid(`We do not know the ZIP code ${input.zip}. Try a nearby ZIP code.`);
  const near = nearestStation(weatherStations(), point.lat, point.lon);
  if (!near || near.distanceKm > SOLAR_MAX_STATION_KM)
    throw new Invalid(
      `ZIP ${input.zip} is more than ${SOLAR_MAX_STATION_KM} km from every weather station we have; we model only the US and its territories.`,
    );
  const totalKw = input.planes.reduce((n, p) => n + p.kwDc, 0);
  const ratio =
    input.inverterAcKw && totalKw > 0
      ? Math.min(DC_AC_RANGE[1], Math.max(DC_AC_RANGE[0], totalKw / input.inverterAcKw))
      : DEFAULT_DC_AC;
  const perKw = new Map<string, { annualKwh: number; monthlyKwh: number[] }>();
  const planes = input.planes.map((plane) => {
    const key = `${plane.tilt}:${plane.azimuth}`;
    let one = perKw.get(key);
    if (!one) {
      const run = simulate(near.station, {
        ...DEFAULT_SYSTEM,
        moduleType,
        systemKw: 1,
        tilt: plane.tilt,
        azimuth: plane.azimuth,
        dcAcRatio: ratio,
        daysPerMonth: 6,
      });
      one = { annualKwh: run.annualKwh, monthlyKwh: run.monthlyKwh };
      perKw.set(key, one);
    }
    return {
      annualKwh: Math.round(one.annualKwh * plane.kwDc),
      monthlyKwh: one.monthlyKwh.map((m) => Math.round(m * plane.kwDc)),
    };
  });
  return {
    planes,
    annualKwh: planes.reduce((n, p) => n + p.annualKwh, 0),
    station: {
      name: near.station.name,
      state: near.station.state,
      distanceKm: Math.round(near.distanceKm * 10) / 10,
    },
    dcAcRatio: Math.round(ratio * 100) / 100,
  };
}
