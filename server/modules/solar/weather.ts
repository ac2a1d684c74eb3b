/**
 * The solar module's only I/O: the typical-day weather of the 1,020 NREL TMY3 stations
 * (weather/tmy3-typical-days-1bin.json.gz, built by scripts/solar/build-weather.mjs; provenance and licence in
 * weather/PROVENANCE.md), read and parsed once, on first use.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { WeatherStation } from '@common/solar/weather';

export const WEATHER_FILE = fileURLToPath(
  new URL('./weather/tmy3-typical-days-1bin.json.gz', import.meta.url),
);

interface WeatherFile {
  source: string;
  bins: number;
  stations: WeatherStation[];
}

let cached: WeatherFile | null = null;

export function loadWeather(): WeatherFile {
  if (!cached) cached = JSON.parse(gunzipSync(readFileSync(WEATHER_FILE)).toString('utf8')) as WeatherFile;
  return cached;
}

export function weatherStations(): readonly WeatherStation[] {
  return loadWeather().stations;
}
