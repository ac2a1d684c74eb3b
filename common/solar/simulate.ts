/**
 * PVWatts-style hourly simulation over a station's typical days: for every day of a year and every hour, the
 * sun's position (at the middle of the hour, or of its sunlit part at sunrise and sunset, as PVWatts does),
 * plane-of-array irradiance, the glass cover and spectral modifiers, cell temperature, DC power with system
 * losses, and the inverter. Each month's days are weighted by its irradiance bins. Pure and deterministic.
 */

import { type ArrayType, createCellTemperatureModel, INOCT_C } from './cell-temperature';
import { airMassModifier, diffuseModifiers, incidenceAngleModifier } from './incidence';
import { DEFAULT_LOSSES_PCT } from './losses';
import { acPower, dcPower, MODULES, type ModuleType } from './pv-system';
import { hourAngleAt, julianDay, solarDeclinationAndEot, sunAngles, sunriseSunset } from './sun-position';
import { planeOfArray, type SkyModel, type Surface, trackerSurface } from './transposition';
import type { WeatherStation } from './weather';

export interface PvSystemSpec {
  /** DC nameplate, kW. */
  systemKw: number;
  /** Degrees from horizontal (a tracker's axis tilt). */
  tilt: number;
  /** Degrees clockwise from north, 180 = south (a tracker's axis azimuth). */
  azimuth: number;
  arrayType: ArrayType;
  moduleType: ModuleType;
  /** Total system losses, percent (PVWatts default 14.08). */
  lossesPct: number;
  dcAcRatio: number;
  /** Inverter nominal efficiency, percent (default 96). */
  inverterEfficiencyPct: number;
  /** Ground reflectance, 0..1 (default 0.2). */
  albedo?: number;
  sky?: SkyModel;
  /** A tracker's rotation limit, degrees (PVWatts: 45). */
  rotationLimit?: number;
  /**
   * Days of each month at which the sun's path is evaluated, evenly spaced (default all). The typical days
   * carry the same irradiance on every day of a month, so a few days give nearly the same answer, faster.
   */
  daysPerMonth?: number;
}

export const DEFAULT_SYSTEM: Omit<PvSystemSpec, 'systemKw' | 'tilt'> = {
  azimuth: 180,
  arrayType: 'fixedRoofMount',
  moduleType: 'standard',
  lossesPct: DEFAULT_LOSSES_PCT,
  dcAcRatio: 1.2,
  inverterEfficiencyPct: 96,
};

export interface SimulationResult {
  /** First-year AC energy, kWh. */
  annualKwh: number;
  monthlyKwh: number[];
  /** Plane-of-array irradiation, kWh/m² per month. */
  monthlyPoa: number[];
  /** DC energy after losses, kWh per month. */
  monthlyDcKwh: number[];
  /** AC energy per kW of DC nameplate, kWh/kW. */
  specificYield: number;
  capacityFactorPct: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** A non-leap reference year for the sun's position (TMY years have no 29 February). */
const REFERENCE_YEAR = 2023;

/**
 * The time (decimal hour LST) at which to place the sun for hour [h, h+1), or null when it is down. Sunrise and
 * sunset may fall outside 0–24 h where a station's standard time is far from its sun time (Shemya, at 174° E on
 * UTC−10), so the daylight interval is tried a day earlier and later too.
 */
function sunTime(
  h: number,
  rise: { sunrise: number; sunset: number } | null,
  polarDay: boolean,
): number | null {
  if (!rise) return polarDay ? h + 0.5 : null;
  let best: number | null = null;
  let bestLength = 0;
  for (const shift of [-24, 0, 24]) {
    const start = Math.max(h, rise.sunrise + shift);
    const end = Math.min(h + 1, rise.sunset + shift);
    if (end - start > bestLength) {
      bestLength = end - start;
      best = (start + end) / 2;
    }
  }
  return best;
}

export function simulate(weather: WeatherStation, spec: PvSystemSpec): SimulationResult {
  const module = MODULES[spec.moduleType];
  const dcNameplate = spec.systemKw * 1000;
  const acRating = dcNameplate / spec.dcAcRatio;
  const etaNominal = spec.inverterEfficiencyPct / 100;
  const keep = 1 - spec.lossesPct / 100;
  const albedo = spec.albedo ?? 0.2;
  const sky = spec.sky ?? 'perez';
  const bins = weather.days[0]!.length;
  const fixed: Surface = { tilt: spec.tilt, azimuth: spec.azimuth };
  const fixedDiffuse = diffuseModifiers(spec.tilt, module.antiReflective);

  const monthlyKwh: number[] = [];
  const monthlyPoa: number[] = [];
  const monthlyDcKwh: number[] = [];
  const cellModels = Array.from({ length: bins }, () => createCellTemperatureModel(INOCT_C[spec.arrayType]));

  for (let m = 0; m < 12; m++) {
    const nDays = DAYS_IN_MONTH[m]!;
    const binDays = weather.days[m]!;
    const totalDays = binDays.reduce((a, b) => a + b, 0) || nDays;
    const wind = weather.wind[m] ?? 2;
    let acWh = 0;
    let dcWh = 0;
    let poaWh = 0;
    const sampled = Math.max(1, Math.min(nDays, Math.round(spec.daysPerMonth ?? nDays)));
    const dayWeight = nDays / sampled;
    for (let i = 0; i < sampled; i++) {
      const d = Math.floor(((i + 0.5) * nDays) / sampled) + 1;
      const jdNoon = julianDay(REFERENCE_YEAR, m + 1, d, 12 - weather.tz);
      const { declination, equationOfTime } = solarDeclinationAndEot(jdNoon);
      const rise = sunriseSunset(weather.lat, weather.lon, weather.tz, declination, equationOfTime);
      const polarDay = !rise && weather.lat * declination > 0;
      for (let h = 0; h < 24; h++) {
        const t = sunTime(h, rise, polarDay);
        const ambient = weather.tamb[m]![h]!;
        if (t === null) {
          for (const c of cellModels) c.step(0, wind, ambient);
          continue;
        }
        const sun = sunAngles(
          weather.lat,
          declination,
          hourAngleAt(t, weather.lon, weather.tz, equationOfTime),
        );
        if (sun.zenith >= 90) {
          for (const c of cellModels) c.step(0, wind, ambient);
          continue;
        }
        const surface =
          spec.arrayType === 'oneAxis'
            ? trackerSurface(sun.zenith, sun.azimuth, spec.tilt, spec.azimuth, spec.rotationLimit ?? 45)
            : fixed;
        const fAm = airMassModifier(sun.zenith, weather.elevationM);
        for (let b = 0; b < bins; b++) {
          const weight = (binDays[b]! / totalDays) * dayWeight;
          const dni = weather.dni[m]![b]![h]!;
          const dhi = weather.dhi[m]![b]![h]!;
          const poa = planeOfArray({
            dni,
            dhi,
            zenith: sun.zenith,
            azimuth: sun.azimuth,
            surface,
            albedo,
            sky,
          });
          const total = poa.beam + poa.sky + poa.ground;
          const tcell = cellModels[b]!.step(total, wind, ambient);
          if (!(total > 0)) continue;
          const k = surface === fixed ? fixedDiffuse : diffuseModifiers(surface.tilt, module.antiReflective);
          const transmitted = Math.max(
            0,
            poa.beam * incidenceAngleModifier(poa.aoi, module.antiReflective) +
              poa.sky * k.sky +
              poa.ground * k.ground,
          );
          const dc = Math.max(0, dcPower(dcNameplate, transmitted * fAm, tcell, module.gamma) * keep);
          const ac = acPower(dc, acRating, etaNominal);
          poaWh += total * weight;
          dcWh += dc * weight;
          acWh += ac * weight;
        }
      }
    }
    monthlyKwh.push(acWh / 1000);
    monthlyDcKwh.push(dcWh / 1000);
    monthlyPoa.push(poaWh / 1000);
  }
  const annualKwh = monthlyKwh.reduce((a, b) => a + b, 0);
  const specificYield = spec.systemKw > 0 ? annualKwh / spec.systemKw : 0;
  return {
    annualKwh,
    monthlyKwh,
    monthlyPoa,
    monthlyDcKwh,
    specificYield,
    capacityFactorPct: specificYield / 87.6,
  };
}
