/**
 * Typical-day weather of an NREL TMY3 station (see server/modules/solar/data/PROVENANCE.md) and the nearest
 * station to a place. For each month, the days are split into bins ranked by daily irradiance (one bin: the
 * month's mean day; two bins: its cloudier and sunnier halves), each with an hourly DNI and DHI profile.
 */

export interface WeatherStation {
  id: string;
  name: string;
  state: string;
  lat: number;
  lon: number;
  elevationM: number;
  /** UTC offset of local standard time, hours. */
  tz: number;
  /** Monthly mean wind speed, m/s. */
  wind: number[];
  /** Days in each bin of each month: [12][bins]. */
  days: number[][];
  /** Direct normal irradiance, W/m²: [12][bins][24], hour h is the interval [h, h+1) local standard time. */
  dni: number[][][];
  /** Diffuse horizontal irradiance, W/m²: [12][bins][24]. */
  dhi: number[][][];
  /** Mean dry-bulb temperature, °C: [12][24]. */
  tamb: number[][];
}

export interface StationPoint {
  name: string;
  state: string;
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance (haversine) in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const dLat = (lat2 - lat1) * r;
  const dLon = (lon2 - lon1) * r;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The nearest station and its distance; null for an empty list. */
export function nearestStation<T extends StationPoint>(
  stations: readonly T[],
  lat: number,
  lon: number,
): { station: T; distanceKm: number } | null {
  let best: T | null = null;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const s of stations) {
    const d = distanceKm(lat, lon, s.lat, s.lon);
    if (d < bestKm) {
      bestKm = d;
      best = s;
    }
  }
  return best ? { station: best, distanceKm: bestKm } : null;
}
