/**
 * Average residential electricity prices by state, for sizing and savings when a person does not know their
 * rate. Source: U.S. Energy Information Administration, *Electric Power Annual* with data for 2023 (released
 * 17 October 2024), "Average revenue per kilowatthour", residential sector, cents/kWh
 * (https://www.eia.gov/electricity/annual/secrev-map.php). Wyoming is not in the copy we could read, and the
 * territories are not in the table: those fall back to the median of the rows below, said as such.
 */

export const STATE_RATES_SOURCE = {
  name: 'EIA Electric Power Annual, data year 2023 (released 17 October 2024), residential average revenue per kWh',
  url: 'https://www.eia.gov/electricity/annual/secrev-map.php',
  dataYear: 2023,
} as const;

/** Cents per kWh, residential, 2023. */
export const STATE_RESIDENTIAL_CENTS: Readonly<Record<string, number>> = {
  AL: 14.63,
  AK: 23.9,
  AZ: 14.02,
  AR: 12.25,
  CA: 29.51,
  CO: 14.3,
  CT: 29.88,
  DE: 15.73,
  DC: 16.45,
  FL: 15.21,
  GA: 13.69,
  HI: 42.39,
  ID: 11.05,
  IL: 15.71,
  IN: 14.94,
  IA: 13.31,
  KS: 13.38,
  KY: 12.65,
  LA: 11.55,
  ME: 27.42,
  MD: 16.6,
  MA: 29.61,
  MI: 18.84,
  MN: 14.73,
  MS: 13.23,
  MO: 12.58,
  MT: 12.54,
  NE: 11.2,
  NV: 16.67,
  NH: 28.15,
  NJ: 17.7,
  NM: 13.85,
  NY: 22.25,
  NC: 12.93,
  ND: 11.01,
  OH: 15.38,
  OK: 12.08,
  OR: 12.73,
  PA: 18.1,
  RI: 27.02,
  SC: 13.68,
  SD: 12.32,
  TN: 12.19,
  TX: 14.46,
  UT: 11.2,
  VT: 20.82,
  VA: 14.26,
  WA: 10.98,
  WV: 14.05,
  WI: 16.88,
};

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The median of the state rows, cents/kWh: the fallback for a state the table does not have. */
export const MEDIAN_STATE_CENTS = median(Object.values(STATE_RESIDENTIAL_CENTS));

/** The average residential rate for a state in $/kWh, and whether it is the state's own figure. */
export function stateRate(state: string | null | undefined): {
  dollarsPerKwh: number;
  state: string | null;
  fallback: boolean;
} {
  const code = state?.toUpperCase() ?? null;
  const cents = code ? STATE_RESIDENTIAL_CENTS[code] : undefined;
  if (cents !== undefined) return { dollarsPerKwh: cents / 100, state: code, fallback: false };
  return { dollarsPerKwh: MEDIAN_STATE_CENTS / 100, state: code, fallback: true };
}
