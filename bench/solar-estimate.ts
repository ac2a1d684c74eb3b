/**
 * Solar estimate latency: a ZIP code to a full estimate (nearest station, the hourly PVWatts-style simulation
 * over the typical days, sizing from a bill, 25-year savings), in process, over a spread of ZIP codes and
 * systems after the weather file is loaded; plus the cold load of the weather file (read, gunzip, parse).
 * Goal: p95 < 50 ms. Run alone: `node --import tsx bench/solar-estimate.ts`.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { SolarEstimateRequest } from '../common/schemas/solar';
import { estimate, loadWeather } from '../server/modules/solar';
import { p50p95 } from './lib/stats';

export interface SolarEstimateBench {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  samples: number;
  coldLoadMs: number;
}

const ZIPS = [
  '80401',
  '85004',
  '10001',
  '98101',
  '33101',
  '02108',
  '63101',
  '60601',
  '94103',
  '77002',
  '99501',
  '96813',
];
const SYSTEMS: Omit<SolarEstimateRequest, 'zip'>[] = [
  { monthlyBill: 150 },
  { systemKw: 6, tilt: 25, arrayType: 'fixedRoofMount' },
  { systemKw: 4, tilt: 20, arrayType: 'fixedOpenRack', moduleType: 'premium' },
  { systemKw: 8, tilt: 0, arrayType: 'oneAxis' },
];

export function benchSolarEstimate(rounds = 10): SolarEstimateBench {
  const t0 = performance.now();
  loadWeather();
  const coldLoadMs = performance.now() - t0;
  const ctx = { now: () => new Date('2026-06-01T00:00:00Z') };
  const requests = ZIPS.flatMap((zip) => SYSTEMS.map((s) => ({ zip, ...s })));
  for (const r of requests.slice(0, 8)) estimate(ctx, r); // warm the JIT
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const r of requests) {
      const start = performance.now();
      estimate(ctx, r);
      samples.push(performance.now() - start);
    }
  }
  const { p50, p95 } = p50p95(samples);
  return { p50Ms: p50, p95Ms: p95, maxMs: Math.max(...samples), samples: samples.length, coldLoadMs };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = benchSolarEstimate();
  console.log(
    `solar estimate, ZIP → full estimate (${r.samples} estimates): p50 ${r.p50Ms.toFixed(2)} ms   p95 ${r.p95Ms.toFixed(2)} ms   max ${r.maxMs.toFixed(2)} ms   cold weather load ${r.coldLoadMs.toFixed(0)} ms   (goal: p95 < 50 ms)`,
  );
}
