/**
 * Builds the solar module's weather file from the shared TMY3 typical-day data set (../shared/data/solar,
 * described in its PROVENANCE.md, copied to server/modules/solar/weather/PROVENANCE.md):
 *   node scripts/solar/build-weather.mjs [--bins 1|2] [--from DIR] [--out FILE]
 * It joins, per station, the name, state, elevation and monthly mean wind (us-solar-resource.compact.json) with
 * the hourly typical days (us-solar-resource-hourly.json, or -hourly-2bin.json with --bins 2), and writes one
 * gzipped JSON. No value is changed; only the layout.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const bins = Number(arg('--bins', '2'));
const from = arg('--from', join(import.meta.dirname, '../../../shared/data/solar'));
const out = arg(
  '--out',
  join(import.meta.dirname, `../../server/modules/solar/weather/tmy3-typical-days-${bins}bin.json.gz`),
);

const compact = JSON.parse(readFileSync(join(from, 'us-solar-resource.compact.json'), 'utf8'));
const hourly = JSON.parse(
  readFileSync(
    join(from, bins === 2 ? 'us-solar-resource-hourly-2bin.json' : 'us-solar-resource-hourly.json'),
    'utf8',
  ),
);
const byId = new Map(compact.stations.map((s) => [s.id, s]));
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const stations = hourly.stations.map((h) => {
  const c = byId.get(h.id);
  if (!c) throw new Error(`station ${h.id} has no monthly record`);
  return {
    id: h.id,
    name: c.name,
    state: c.state,
    lat: h.lat,
    lon: h.lon,
    elevationM: c.elevation_m,
    tz: h.tz,
    wind: c.wind,
    days: bins === 2 ? h.n : DAYS.map((d) => [d]),
    dni: bins === 2 ? h.dni : h.dni.map((day) => [day]),
    dhi: bins === 2 ? h.dhi : h.dhi.map((day) => [day]),
    tamb: h.tamb,
  };
});

const file = {
  source: hourly.meta.source,
  bins,
  built: 'scripts/solar/build-weather.mjs from ../shared/data/solar (see PROVENANCE.md)',
  stations,
};
const gz = gzipSync(JSON.stringify(file), { level: 9 });
writeFileSync(out, gz);
console.log(
  `${stations.length} stations, ${bins} bin(s) → ${out} (${gz.length.toLocaleString('en-US')} bytes)`,
);
