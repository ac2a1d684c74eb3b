import { describe, expect, it } from 'vitest';
import {
  CO2_TONNES_PER_CAR_YEAR,
  CO2_TONNES_PER_HOME_ELECTRICITY_YEAR,
  IMPACT_FACTORS,
  type ImpactProject,
  modelledKwh,
  projectImpact,
  summariseImpact,
} from './impact';
import { CO2_TONNES_PER_KWH } from './savings';

const asOf = new Date('2026-07-01T00:00:00Z');
const project = (extra: Partial<ImpactProject> = {}): ImpactProject => ({
  state: 'AZ',
  systemWatts: 8000,
  ptoAt: '2024-07-01T00:00:00Z',
  annualKwh: 10_000,
  readings: [],
  demo: false,
  ...extra,
});

describe('modelled production', () => {
  it('degrades 0.5% a year and prorates the part year', () => {
    expect(modelledKwh(10_000, 0)).toBe(0);
    expect(modelledKwh(10_000, 0.5)).toBeCloseTo(5_000, 6);
    expect(modelledKwh(10_000, 1)).toBeCloseTo(10_000, 6);
    // 10,000 + 9,950 + half of 9,900.25.
    expect(modelledKwh(10_000, 2.5)).toBeCloseTo(10_000 + 9_950 + 4_950.125, 6);
    expect(modelledKwh(10_000, -1)).toBe(0);
  });
});

describe('a project’s kWh to date', () => {
  it('takes the latest cumulative reading on or before the date', () => {
    const p = project({
      readings: [
        { readOn: '2025-07-01', kwhTotal: 9_800 },
        { readOn: '2026-06-30', kwhTotal: 19_500 },
        { readOn: '2026-08-01', kwhTotal: 21_000 },
      ],
    });
    expect(projectImpact(p, asOf)).toEqual({ basis: 'reading', kwh: 19_500, readOn: '2026-06-30' });
  });

  it('is modelled from PTO without readings, and excluded (with why) without either', () => {
    expect(projectImpact(project(), asOf).basis).toBe('modelled');
    // 2024-07-01 to 2026-07-01 is 730 days: just under 2 years of 365.25 days.
    expect(projectImpact(project(), asOf).kwh).toBeCloseTo(modelledKwh(10_000, 730 / 365.25), 6);
    expect(projectImpact(project({ annualKwh: null, annualKwhMissingReason: 'no ZIP code' }), asOf)).toEqual({
      basis: 'excluded',
      kwh: null,
      excludedReason: 'no ZIP code',
    });
    expect(projectImpact(project({ ptoAt: '2027-01-01T00:00:00Z' }), asOf).kwh).toBe(0);
  });
});

describe('the summary', () => {
  const projects = [
    project({ readings: [{ readOn: '2026-06-01', kwhTotal: 20_000 }] }),
    project({ state: 'ca', systemWatts: 6000, annualKwh: null, annualKwhMissingReason: 'no ZIP code' }),
    project({ state: null, systemWatts: 4000, demo: true }),
  ];
  const summary = summariseImpact(projects, asOf);

  it('adds kWh, kW, homes and CO2 with its equivalents', () => {
    const modelled = projectImpact(projects[2]!, asOf).kwh!;
    expect(summary.projects).toBe(3);
    expect(summary.demoProjects).toBe(1);
    expect(summary.kwInstalled).toBe(18);
    expect(summary.kwh).toBeCloseTo(20_000 + modelled, 6);
    expect(summary.co2Tonnes).toBeCloseTo(summary.kwh * CO2_TONNES_PER_KWH, 9);
    expect(summary.carsForAYear).toBeCloseTo(summary.co2Tonnes / CO2_TONNES_PER_CAR_YEAR, 9);
    expect(summary.homesElectricityForAYear).toBeCloseTo(
      summary.co2Tonnes / CO2_TONNES_PER_HOME_ELECTRICITY_YEAR,
      9,
    );
    expect(summary.basis).toEqual({ reading: 1, modelled: 1, excluded: 1 });
    expect(summary.excluded).toEqual([{ reason: 'no ZIP code', projects: 1 }]);
  });

  it('totals by state, largest first, with unknown states apart', () => {
    expect(summary.states.map((s) => [s.state, s.projects, s.kwInstalled])).toEqual([
      ['AZ', 1, 8],
      ['CA', 1, 6],
      [null, 1, 4],
    ]);
    expect(summary.states[1]!.kwh).toBe(0);
  });

  it('projects 25 years of degrading kWh and growing cumulative CO2', () => {
    const rows = summary.projection;
    expect(rows).toHaveLength(25);
    expect(rows[0]!.startsOn).toBe('2026-07-01');
    expect(rows[24]!.startsOn).toBe('2050-07-01');
    // Two systems of 10,000 kWh/yr, each about 2 years old: the next year is at about 0.995².
    expect(rows[0]!.kwh).toBeCloseTo(20_000 * 0.995 ** 2, -1);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]!.kwh).toBeLessThan(rows[i - 1]!.kwh);
      expect(rows[i]!.cumulativeCo2Tonnes).toBeGreaterThan(rows[i - 1]!.cumulativeCo2Tonnes);
    }
    expect(rows[0]!.cumulativeCo2Tonnes).toBeCloseTo(
      summary.co2Tonnes + rows[0]!.kwh * CO2_TONNES_PER_KWH,
      9,
    );
  });

  it('is all zeros for no projects', () => {
    const none = summariseImpact([], asOf);
    expect(none).toMatchObject({ projects: 0, kwh: 0, co2Tonnes: 0, kwInstalled: 0, states: [] });
    expect(none.projection.every((r) => r.kwh === 0 && r.cumulativeCo2Tonnes === 0)).toBe(true);
  });
});

describe('the factors', () => {
  it('each has a value, a unit, a source with an https address, and a date', () => {
    for (const f of IMPACT_FACTORS) {
      expect(f.value, f.id).toBeGreaterThan(0);
      expect(f.unit, f.id).not.toBe('');
      expect(f.source, f.id).not.toBe('');
      expect(f.url, f.id).toMatch(/^https:\/\//);
      expect(f.asOf, f.id).not.toBe('');
    }
  });

  it('the home figure follows from EPA’s own inputs', () => {
    expect((11_880 * 884.2) / (1 - 0.073) / 1000 / 2204.6).toBeCloseTo(
      CO2_TONNES_PER_HOME_ELECTRICITY_YEAR,
      2,
    );
    expect(((11_500 / 22) * 8_887) / 1e6).toBeCloseTo(CO2_TONNES_PER_CAR_YEAR, 1);
  });
});
