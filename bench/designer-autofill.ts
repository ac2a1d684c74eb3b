/**
 * Roof designer auto-fill (issue 24): the time to fill a 40-plane roof (a street of ten hip roofs, four
 * planes each: two trapezoids and two triangles, hips tagged, a few vents) under the IRC 2018 profile, which
 * fills twice (36-inch and 18-inch ridge setbacks) with 25 grid offsets a plane. In process, pure code.
 * Run alone: `node --import tsx bench/designer-autofill.ts`.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Obstruction, RoofPlane } from '../common/schemas/solar-designs';
import { fillRoof, MODULE_CATALOGUE, pitchFromTwelfths } from '../common/solar/designer';
import { p50p95 } from './lib/stats';

export interface DesignerAutofillBench {
  planes: number;
  panels: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  samples: number;
}

/** A hip roof 14 × 9 m with a 5 m ridge, at (x0, y0): south and north trapezoids, east and west triangles. */
function hipRoof(i: number, x0: number, y0: number): RoofPlane[] {
  const pitch = pitchFromTwelfths(6);
  const [w, d, r] = [14, 9, 5];
  const rx0 = x0 + (w - r) / 2;
  const ry = y0 + d / 2;
  const c = {
    nw: { x: x0, y: y0 },
    ne: { x: x0 + w, y: y0 },
    se: { x: x0 + w, y: y0 + d },
    sw: { x: x0, y: y0 + d },
  };
  const a = { x: rx0, y: ry };
  const b = { x: rx0 + r, y: ry };
  return [
    {
      id: `r${i}s`,
      name: `House ${i + 1} south`,
      points: [a, b, c.se, c.sw],
      edges: ['ridge', 'hip', 'eave', 'hip'],
      pitchDeg: pitch,
      azimuthDeg: 180,
    },
    {
      id: `r${i}n`,
      name: `House ${i + 1} north`,
      points: [c.nw, c.ne, b, a],
      edges: ['eave', 'hip', 'ridge', 'hip'],
      pitchDeg: pitch,
      azimuthDeg: 0,
    },
    {
      id: `r${i}e`,
      name: `House ${i + 1} east`,
      points: [b, c.ne, c.se],
      edges: ['hip', 'eave', 'hip'],
      pitchDeg: pitch,
      azimuthDeg: 90,
    },
    {
      id: `r${i}w`,
      name: `House ${i + 1} west`,
      points: [a, c.sw, c.nw],
      edges: ['hip', 'eave', 'hip'],
      pitchDeg: pitch,
      azimuthDeg: 270,
    },
  ];
}

export function benchDesignerAutofill(rounds = 20): DesignerAutofillBench {
  const planes = Array.from({ length: 10 }, (_, i) =>
    hipRoof(i, (i % 5) * 16, Math.floor(i / 5) * 11),
  ).flat();
  const obstructions: Obstruction[] = Array.from({ length: 10 }, (_, i) => ({
    id: `v${i}`,
    shape: 'circle',
    x: (i % 5) * 16 + 4,
    y: Math.floor(i / 5) * 11 + 7,
    r: 0.1,
    buffer: 0.3,
  }));
  const input = { planes, obstructions, profile: 'irc-2018' as const };
  const options = { module: MODULE_CATALOGUE[0]!, orientation: 'portrait' as const, spacingM: 0.02 };
  let panels = fillRoof(input, options).panels.length; // warm the JIT
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    panels = fillRoof(input, options).panels.length;
    samples.push(performance.now() - start);
  }
  const { p50, p95 } = p50p95(samples);
  return {
    planes: planes.length,
    panels,
    p50Ms: p50,
    p95Ms: p95,
    maxMs: Math.max(...samples),
    samples: samples.length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = benchDesignerAutofill();
  console.log(
    `designer auto-fill, ${r.planes}-plane roof → ${r.panels} panels (${r.samples} fills): p50 ${r.p50Ms.toFixed(1)} ms   p95 ${r.p95Ms.toFixed(1)} ms   max ${r.maxMs.toFixed(1)} ms`,
  );
}
