/**
 * Mission impact: what installed systems have produced and avoided, from their meter readings or the model.
 * Pure (no I/O, no clock): the caller passes the projects and the date. The server reads the CRM's projects
 * with permission to operate (server/modules/solar/impact); the page shows the result with IMPACT_FACTORS.
 *
 * - kWh to date per project: the latest cumulative meter reading on or before the date when one was entered,
 *   else modelled: the model's first-year kWh over the years since PTO, less 0.5%/yr degradation (year k
 *   produces annual × (1 − 0.005)^k, as in savings.ts). A project with neither is excluded, and says why.
 * - CO2 avoided: kWh × the EPA AVERT rate savings.ts uses; equivalents divide by the EPA factors below.
 * - The projection: the next 25 years of the same systems, each year's kWh and the CO2 avoided so far.
 */
import { CO2_SOURCE, CO2_TONNES_PER_KWH, DEFAULT_DEGRADATION_PCT } from './savings';

export interface ImpactFactor {
  id: 'co2PerKwh' | 'co2PerCarYear' | 'co2PerHomeElectricityYear' | 'degradation';
  name: string;
  value: number;
  unit: string;
  /** Who published it, and where in their publication. */
  source: string;
  url: string;
  /** The edition or date of the figure. */
  asOf: string;
  /** How the publisher got it, when the figure is a product of others. */
  derivation?: string;
}

/** Tonnes of CO2 a typical US passenger vehicle emits in a year (EPA). */
export const CO2_TONNES_PER_CAR_YEAR = 4.6;
/** Tonnes of CO2 from one average US home's electricity for a year (EPA Equivalencies Calculator). */
export const CO2_TONNES_PER_HOME_ELECTRICITY_YEAR = 5.139;
/** The projection's length, in years. */
export const IMPACT_PROJECTION_YEARS = 25;

/** Every factor the mission impact figures use, with its value, unit and source. */
export const IMPACT_FACTORS: readonly ImpactFactor[] = [
  {
    id: 'co2PerKwh',
    name: 'CO2 avoided per kWh of solar',
    value: CO2_TONNES_PER_KWH,
    unit: 't CO2 per kWh',
    source: CO2_SOURCE.name,
    url: CO2_SOURCE.url,
    asOf: 'the rate the solar estimate uses (common/solar/savings.ts, which does not record the AVERT data year)',
  },
  {
    id: 'co2PerCarYear',
    name: 'A passenger vehicle driven for one year',
    value: CO2_TONNES_PER_CAR_YEAR,
    unit: 't CO2 per vehicle per year',
    source: 'U.S. EPA, Tailpipe Greenhouse Gas Emissions from a Typical Passenger Vehicle (EPA-420-F-23-014)',
    url: 'https://www.epa.gov/greenvehicles/greenhouse-gas-emissions-typical-passenger-vehicle',
    asOf: 'June 2023',
    derivation: '11,500 miles a year ÷ 22.0 miles per gallon × 8,887 g CO2 per gallon of gasoline',
  },
  {
    id: 'co2PerHomeElectricityYear',
    name: "One home's electricity use for one year",
    value: CO2_TONNES_PER_HOME_ELECTRICITY_YEAR,
    unit: 't CO2 per home per year',
    source:
      'U.S. EPA, Greenhouse Gas Equivalencies Calculator: Calculations and References, "Home electricity use"',
    url: 'https://www.epa.gov/energy/greenhouse-gases-equivalencies-calculator-calculations-and-references',
    asOf: '2022 edition (2019 data: EIA, eGRID2019)',
    derivation:
      '11,880 kWh per home × 884.2 lb CO2 per MWh ÷ (1 − 7.3% grid losses) ÷ 1,000 ÷ 2,204.6 lb per tonne',
  },
  {
    id: 'degradation',
    name: 'Panel output lost each year',
    value: DEFAULT_DEGRADATION_PCT,
    unit: '% per year',
    source: 'The solar model’s default (common/solar/savings.ts)',
    url: 'https://www.nrel.gov/docs/fy12osti/51664.pdf',
    asOf: 'Jordan & Kurtz, NREL, 2012: a median of 0.5%/yr',
  },
];

export interface ImpactReading {
  /** YYYY-MM-DD. */
  readOn: string;
  /** Cumulative kWh since the system started. */
  kwhTotal: number;
}

export interface ImpactProject {
  /** Two-letter US state, or null when unknown. */
  state: string | null;
  systemWatts: number;
  /** When the system got permission to operate (ISO). */
  ptoAt: string;
  /** The model's first-year AC kWh; null when unknown. */
  annualKwh: number | null;
  /** Why the annual kWh is unknown (shown when the project is excluded). */
  annualKwhMissingReason?: string;
  /** The project's meter readings (any order); only those on or before the date count. */
  readings: readonly ImpactReading[];
  demo: boolean;
}

export type ImpactBasis = 'reading' | 'modelled' | 'excluded';

export interface ProjectImpact {
  basis: ImpactBasis;
  /** kWh produced to date; null when excluded. */
  kwh: number | null;
  /** The reading's day, when the basis is a reading. */
  readOn?: string;
  excludedReason?: string;
}

const YEAR_MS = 365.25 * 24 * 3600 * 1000;
const deg = DEFAULT_DEGRADATION_PCT / 100;

/** kWh a system makes in its first `years` years: year k (from 0) at annual × (1 − d)^k, a part year pro rata. */
export function modelledKwh(annualKwh: number, years: number): number {
  if (years <= 0) return 0;
  const whole = Math.floor(years);
  // Σ_{k<whole} (1 − d)^k, a geometric series.
  const full = deg === 0 ? whole : (1 - (1 - deg) ** whole) / deg;
  return annualKwh * (full + (years - whole) * (1 - deg) ** whole);
}

/** Years between two instants (ISO or ms), never negative. */
export function yearsBetween(from: string, to: Date): number {
  return Math.max(0, (to.getTime() - Date.parse(from)) / YEAR_MS);
}

function latestReading(readings: readonly ImpactReading[], asOf: Date): ImpactReading | null {
  const day = asOf.toISOString().slice(0, 10);
  let best: ImpactReading | null = null;
  for (const r of readings) if (r.readOn <= day && (!best || r.readOn > best.readOn)) best = r;
  return best;
}

export function projectImpact(project: ImpactProject, asOf: Date): ProjectImpact {
  const reading = latestReading(project.readings, asOf);
  if (reading) return { basis: 'reading', kwh: reading.kwhTotal, readOn: reading.readOn };
  if (project.annualKwh === null) {
    return {
      basis: 'excluded',
      kwh: null,
      excludedReason: project.annualKwhMissingReason ?? 'no meter reading and no modelled production',
    };
  }
  return { basis: 'modelled', kwh: modelledKwh(project.annualKwh, yearsBetween(project.ptoAt, asOf)) };
}

export interface StateImpact {
  /** Two-letter state, or null for projects whose state is unknown. */
  state: string | null;
  projects: number;
  kwInstalled: number;
  kwh: number;
  co2Tonnes: number;
}

export interface ProjectionYear {
  /** 1 … 25: the year starting `year − 1` years after the date. */
  year: number;
  /** The first day of that year (YYYY-MM-DD). */
  startsOn: string;
  /** kWh the systems make in that year (modelled, with degradation). */
  kwh: number;
  /** CO2 avoided from their start to the end of that year, tonnes. */
  cumulativeCo2Tonnes: number;
}

export interface ImpactSummary {
  /** Projects counted: each is one home with a system at permission to operate ("homes served"). */
  projects: number;
  demoProjects: number;
  kwInstalled: number;
  kwh: number;
  co2Tonnes: number;
  carsForAYear: number;
  homesElectricityForAYear: number;
  basis: Record<ImpactBasis, number>;
  /** Why projects were left out of kWh, with how many each. */
  excluded: { reason: string; projects: number }[];
  states: StateImpact[];
  projection: ProjectionYear[];
}

function addYears(date: Date, years: number): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/** The figures for a set of projects (all at PTO) on a date. */
export function summariseImpact(projects: readonly ImpactProject[], asOf: Date): ImpactSummary {
  const basis: Record<ImpactBasis, number> = { reading: 0, modelled: 0, excluded: 0 };
  const excluded = new Map<string, number>();
  const states = new Map<string | null, StateImpact>();
  let kwh = 0;
  let watts = 0;
  let demoProjects = 0;
  for (const project of projects) {
    const impact = projectImpact(project, asOf);
    basis[impact.basis] += 1;
    if (impact.excludedReason)
      excluded.set(impact.excludedReason, (excluded.get(impact.excludedReason) ?? 0) + 1);
    if (project.demo) demoProjects += 1;
    const produced = impact.kwh ?? 0;
    kwh += produced;
    watts += project.systemWatts;
    const key = project.state?.toUpperCase() ?? null;
    const row = states.get(key) ?? { state: key, projects: 0, kwInstalled: 0, kwh: 0, co2Tonnes: 0 };
    row.projects += 1;
    row.kwInstalled += project.systemWatts / 1000;
    row.kwh += produced;
    row.co2Tonnes = row.kwh * CO2_TONNES_PER_KWH;
    states.set(key, row);
  }
  const co2Tonnes = kwh * CO2_TONNES_PER_KWH;
  return {
    projects: projects.length,
    demoProjects,
    kwInstalled: watts / 1000,
    kwh,
    co2Tonnes,
    carsForAYear: co2Tonnes / CO2_TONNES_PER_CAR_YEAR,
    homesElectricityForAYear: co2Tonnes / CO2_TONNES_PER_HOME_ELECTRICITY_YEAR,
    basis,
    excluded: [...excluded].map(([reason, count]) => ({ reason, projects: count })),
    states: [...states.values()].sort((a, b) => b.kwInstalled - a.kwInstalled),
    projection: projectImpact25(projects, asOf, co2Tonnes),
  };
}

/**
 * The next 25 years: each year's modelled kWh of the systems with a modelled annual kWh (degradation goes on;
 * none is retired), and the CO2 avoided from the start to that year's end (today's total plus the years).
 */
export function projectImpact25(
  projects: readonly ImpactProject[],
  asOf: Date,
  co2TonnesToDate: number,
): ProjectionYear[] {
  const modelled = projects.filter((p) => p.annualKwh !== null);
  const rows: ProjectionYear[] = [];
  let cumulative = co2TonnesToDate;
  for (let year = 1; year <= IMPACT_PROJECTION_YEARS; year++) {
    let kwh = 0;
    for (const p of modelled) {
      const age = yearsBetween(p.ptoAt, asOf) + year - 1;
      kwh += modelledKwh(p.annualKwh!, age + 1) - modelledKwh(p.annualKwh!, age);
    }
    cumulative += kwh * CO2_TONNES_PER_KWH;
    rows.push({
      year,
      startsOn: addYears(asOf, year - 1)
        .toISOString()
        .slice(0, 10),
      kwh,
      cumulativeCo2Tonnes: cumulative,
    });
  }
  return rows;
}
