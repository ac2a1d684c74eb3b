/**
 * The model on the shipped weather against published PVWatts v8 figures and NREL's Redbook. Each reference,
 * its source and the system it describes:
 * - Golden CO: PVWatts' own hourly export in pvlib-python (tests/data/pvwatts_8760_rackmount.csv): 4 kW,
 *   open rack, tilt 20°, azimuth 180°, 14.08% losses, DC/AC 1.2, 96% inverter → 6,024 kWh.
 * - Phoenix AZ: NREL ssc's own PVWatts v8 regression test (test/ssc_test/cmod_pvwattsv8_test.cpp, case
 *   test/input_cases/pvwatts_cases.h, Phoenix TMY2 weather): the same 4 kW system with 14.0757% losses →
 *   7,030.39 kWh open rack; 7,009.26 roof; 8,825.16 one-axis; 7,028.27 premium; 7,086.74 thin film.
 * - New York NY: a recorded PVWatts v8.5.0 API response (github nicholasrossano/nitrogen,
 *   backend/tests/fixtures/calculators/pvwatts/recorded/pvwatts_50kw_distributed_response.json): 50 kW roof
 *   mount, tilt 41°, 14% losses, DC/AC 1.2, 96% → 65,896.9 kWh.
 * - St. Louis MO: NREL's Redbook (Solar Radiation Data Manual for Flat-Plate and Concentrating Collectors,
 *   1994; 1961–1990 data) as quoted in T. Murphy, *Energy and Human Ambitions on a Finite Planet*, table 13.2:
 *   a south-facing surface at latitude tilt receives 4.8 kWh/m²/day over the year.
 *
 * Tolerance, reasoned rather than tuned: PVWatts v8 runs on NSRDB PSM3 weather at the exact spot; the model
 * runs on the nearest TMY3 station (1991–2005) compressed to one typical day per month. The data set's
 * provenance measured, on the same system at Golden, TMY3 8,760 h −3.8% against PVWatts' weather and the
 * typical-day compression +1 to +3%; a station a few km away adds a few percent. So fixed systems are held
 * to ±5%. Trackers: PVWatts v8 shades tracker rows on each other (GCR 0.4) and this model does not, so the
 * model should read high, by no more than 7%.
 */
import { type PvSystemSpec, simulate } from '@common/solar/simulate';
import { nearestStation, type WeatherStation } from '@common/solar/weather';
import { describe, expect, it } from 'vitest';
import { loadWeather } from './weather';

const stations = loadWeather().stations;
const near = (lat: number, lon: number) => nearestStation(stations, lat, lon)!;
const byId = (id: string) => stations.find((s) => s.id === id) as WeatherStation;

const base: Omit<PvSystemSpec, 'systemKw' | 'tilt' | 'arrayType' | 'lossesPct'> = {
  azimuth: 180,
  moduleType: 'standard',
  dcAcRatio: 1.2,
  inverterEfficiencyPct: 96,
  daysPerMonth: 6,
};
const ratio = (model: number, reference: number) => model / reference - 1;

describe('the model against PVWatts v8 and the Redbook', () => {
  it('holds 1,020 stations, each with 12 months of 24 hours', () => {
    expect(stations).toHaveLength(1020);
    for (const s of stations) {
      expect(s.dni).toHaveLength(12);
      expect(s.tamb[0]).toHaveLength(24);
    }
  });

  it('Golden CO, 4 kW open rack: within 5% of PVWatts’ 6,024 kWh', () => {
    const { station, distanceKm } = near(39.73, -105.18);
    expect(station.name).toContain('GOLDEN');
    expect(distanceKm).toBeLessThan(5);
    const r = simulate(station, {
      ...base,
      systemKw: 4,
      tilt: 20,
      arrayType: 'fixedOpenRack',
      lossesPct: 14.08,
    });
    expect(Math.abs(ratio(r.annualKwh, 6024))).toBeLessThan(0.05);
  });

  it('Phoenix AZ, ssc’s PVWatts v8 test cases: fixed within 5%, tracker high by at most 7%', () => {
    const { station } = near(33.45, -111.98);
    expect(station.name).toContain('PHOENIX SKY HARBOR');
    const run = (extra: Partial<PvSystemSpec>) =>
      simulate(station, {
        ...base,
        systemKw: 4,
        tilt: 20,
        arrayType: 'fixedOpenRack',
        lossesPct: 14.0757,
        ...extra,
      }).annualKwh;
    for (const [extra, reference] of [
      [{}, 7030.39],
      [{ arrayType: 'fixedRoofMount' }, 7009.26],
      [{ moduleType: 'premium' }, 7028.27],
      [{ moduleType: 'thinFilm' }, 7086.74],
    ] as const) {
      expect(Math.abs(ratio(run(extra), reference)), JSON.stringify(extra)).toBeLessThan(0.05);
    }
    // ssc's case keeps the 20° tilt for the tracker: the axis is raised 20° toward the south.
    const tracker = ratio(run({ arrayType: 'oneAxis' }), 8825.16);
    expect(tracker).toBeGreaterThan(0);
    expect(tracker).toBeLessThan(0.07);
  });

  it('New York NY, 50 kW roof at 41°: within 5% of a recorded PVWatts v8.5 answer (65,897 kWh)', () => {
    const { station, distanceKm } = near(40.7128, -74.006);
    expect(distanceKm).toBeLessThan(20);
    const r = simulate(station, {
      ...base,
      systemKw: 50,
      tilt: 41,
      arrayType: 'fixedRoofMount',
      lossesPct: 14,
    });
    expect(Math.abs(ratio(r.annualKwh, 65896.9))).toBeLessThan(0.05);
  });

  it('St. Louis Lambert at latitude tilt: the Redbook’s 4.8 kWh/m²/day within 5%', () => {
    const lambert = byId('724340');
    expect(lambert.name).toContain('LAMBERT');
    const r = simulate(lambert, {
      ...base,
      systemKw: 1,
      tilt: lambert.lat,
      arrayType: 'fixedOpenRack',
      lossesPct: 14.08,
    });
    const perDay = r.monthlyPoa.reduce((a, b) => a + b, 0) / 365;
    // The Redbook prints one decimal (±0.05) and covers 1961–1990; TMY3 covers 1991–2005.
    expect(Math.abs(perDay / 4.8 - 1)).toBeLessThan(0.05);
  });

  it('falls back to an isotropic sky a few percent lower than Perez, as expected for a south tilt', () => {
    const { station } = near(39.73, -105.18);
    const spec = { ...base, systemKw: 4, tilt: 20, arrayType: 'fixedOpenRack' as const, lossesPct: 14.08 };
    const perez = simulate(station, spec).annualKwh;
    const iso = simulate(station, { ...spec, sky: 'isotropic' }).annualKwh;
    expect(iso).toBeLessThan(perez);
    expect(iso / perez).toBeGreaterThan(0.9);
  });

  it('places the sun on 6 days a month within 0.05% of every day', () => {
    const { station } = near(47.45, -122.31);
    const spec = { ...base, systemKw: 5, tilt: 25, arrayType: 'fixedRoofMount' as const, lossesPct: 14.08 };
    const six = simulate(station, spec).annualKwh;
    const all = simulate(station, { ...spec, daysPerMonth: undefined }).annualKwh;
    expect(Math.abs(six / all - 1)).toBeLessThan(0.0005);
  });

  it('works where standard time is far from sun time (Shemya AFB: 174° E keeping UTC−10)', () => {
    const shemya = byId('704140');
    expect(shemya.lon).toBeGreaterThan(170);
    const r = simulate(shemya, {
      ...base,
      systemKw: 1,
      tilt: 20,
      arrayType: 'fixedRoofMount',
      lossesPct: 14.08,
    });
    for (const m of r.monthlyKwh) expect(m).toBeGreaterThan(0);
    // Adak, about 630 km east in the same cloudy Aleutian climate and on UTC−10 too, is the neighbour to compare.
    const adak = simulate(byId('704540'), {
      ...base,
      systemKw: 1,
      tilt: 20,
      arrayType: 'fixedRoofMount',
      lossesPct: 14.08,
    });
    expect(r.annualKwh / adak.annualKwh).toBeGreaterThan(0.6);
    expect(r.annualKwh / adak.annualKwh).toBeLessThan(1.6);
  });

  it('scales exactly with the DC rating (the AC rating follows the DC/AC ratio)', () => {
    const { station } = near(33.45, -111.98);
    const spec = { ...base, tilt: 20, arrayType: 'fixedRoofMount' as const, lossesPct: 14.08 };
    expect(simulate(station, { ...spec, systemKw: 7 }).annualKwh).toBeCloseTo(
      7 * simulate(station, { ...spec, systemKw: 1 }).annualKwh,
      6,
    );
  });
});
