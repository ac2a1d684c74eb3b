/**
 * `npm run aiz -- run` start to answer: a process started, a trivial workflow (manual trigger → edit
 * fields) imported and run, its JSON printed, the process gone; the median of N rounds, each running every
 * variant once in turn.
 * TypeScript through tsx (as `npm run aiz` ran it before issue 20), with tsx's cache of compiled files warm
 * and cold (a fresh cache folder each run: the first run after a change, or a clean clone), against the
 * bundle (`node scripts/aiz.mjs`: its freshness check, then dist/cli/aiz.mjs) and `npm run aiz` itself.
 * A Code node (adults.aiz.json) adds the sandbox's worker thread. Every answer is checked. Beside the wall
 * time, the CPU the run's processes used (Linux), which a loaded machine changes much less.
 * Run alone: `node --import tsx bench/aiz-start.ts` (`BENCH_AIZ_RUNS`, default 10).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ensureCliBuild } from '../scripts/cli-build.mjs';
import { root } from '../scripts/client-build.mjs';

const TRIVIAL = 'server/cli/fixtures/hello.aiz.json';
const CODE_NODE = 'server/cli/fixtures/adults.aiz.json';
const TSX = [process.execPath, '--import', 'tsx', 'server/cli/aiz.ts'];
const BUNDLE = [process.execPath, 'scripts/aiz.mjs'];
const NPM = ['npm', 'run', '--silent', 'aiz', '--'];

export interface StartFigure {
  name: string;
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Median CPU (user + system) of the process and all it started: what a loaded machine does not change. */
  cpuMedianMs: number | null;
}

/**
 * CPU of this process's finished children (and theirs), from /proc (Linux; null elsewhere): cutime and
 * cstime, in the kernel's USER_HZ of 100 ticks a second.
 */
function childrenCpuMs(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 16 and 17 of proc(5); this list starts at field 3.
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

interface Variant {
  name: string;
  command: string[];
  file: string;
  /** A fresh tsx cache folder per run (tsx keeps it in the temporary folder). */
  coldTsx?: boolean;
}

/** One start-to-answer and its CPU, in ms; throws when the answer is not the workflow's. */
function startToAnswer(variant: Variant): { ms: number; cpuMs: number | null } {
  const [command, ...args] = variant.command as [string, ...string[]];
  const cache = variant.coldTsx ? mkdtempSync(path.join(tmpdir(), 'aiz-bench-tsx-')) : undefined;
  const cpuBefore = childrenCpuMs();
  const started = performance.now();
  const result = spawnSync(command, [...args, 'run', variant.file, '--json'], {
    cwd: root,
    encoding: 'utf8',
    env: cache ? { ...process.env, TMPDIR: cache } : process.env,
  });
  const elapsed = performance.now() - started;
  const cpuAfter = childrenCpuMs();
  if (cache) rmSync(cache, { recursive: true, force: true });
  const report = result.status === 0 ? (JSON.parse(result.stdout) as { status?: string }) : null;
  if (report?.status !== 'succeeded') {
    throw new Error(`${variant.name}: exit ${result.status}\n${result.stderr}${result.stdout.slice(0, 500)}`);
  }
  return { ms: elapsed, cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Rounds of one run per variant, so a change in the machine's load falls on every variant alike. */
function measure(variants: Variant[], runs: number): StartFigure[] {
  // Warm-up: the OS's file cache, tsx's cache (the warm variants).
  for (const v of variants) startToAnswer(v);
  const samples = variants.map(() => [] as { ms: number; cpuMs: number | null }[]);
  for (let round = 0; round < runs; round++) {
    for (const [i, v] of variants.entries()) samples[i]!.push(startToAnswer(v));
  }
  return variants.map((v, i) => {
    const ms = samples[i]!.map((s) => s.ms);
    const cpu = samples[i]!.map((s) => s.cpuMs);
    return {
      name: v.name,
      runs,
      medianMs: median(ms),
      minMs: Math.min(...ms),
      maxMs: Math.max(...ms),
      cpuMedianMs: cpu.every((c) => c !== null) ? median(cpu as number[]) : null,
    };
  });
}

export async function benchAizStart(runs = Number(process.env.BENCH_AIZ_RUNS ?? 10)) {
  const buildStarted = performance.now();
  await ensureCliBuild({ force: true });
  const buildMs = performance.now() - buildStarted;
  const variants: Variant[] = [
    { name: 'tsx, cache warm', command: TSX, file: TRIVIAL },
    { name: 'tsx, cache cold', command: TSX, file: TRIVIAL, coldTsx: true },
    { name: 'bundle (node scripts/aiz.mjs)', command: BUNDLE, file: TRIVIAL },
    { name: 'npm run aiz (bundle)', command: NPM, file: TRIVIAL },
    { name: 'Code node: tsx, cache warm', command: TSX, file: CODE_NODE },
    { name: 'Code node: bundle', command: BUNDLE, file: CODE_NODE },
  ];
  const loadBefore = loadavg();
  const figures = measure(variants, runs);
  return { buildMs, figures, loadBefore, loadAfter: loadavg() };
}

export function printAizStart(result: Awaited<ReturnType<typeof benchAizStart>>): void {
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(', ');
  console.log(`bundle build (esbuild, forced) ${result.buildMs.toFixed(0)} ms`);
  for (const f of result.figures) {
    console.log(
      `${f.name.padEnd(30)} median ${f.medianMs.toFixed(0).padStart(6)} ms   min ${f.minMs.toFixed(0).padStart(6)} ms   max ${f.maxMs.toFixed(0).padStart(6)} ms   CPU ${f.cpuMedianMs === null ? '?' : f.cpuMedianMs.toFixed(0).padStart(5)} ms   (${f.runs} runs)`,
    );
  }
  const figure = (name: string) => result.figures.find((f) => f.name === name)!;
  const ratios = (key: 'medianMs' | 'cpuMedianMs') => {
    const r = (a: string, b: string) => {
      const x = figure(a)[key];
      const y = figure(b)[key];
      return x === null || y === null ? '?' : `${(x / y).toFixed(1)}x`;
    };
    const bundle = 'bundle (node scripts/aiz.mjs)';
    return `cache warm ${r('tsx, cache warm', bundle)}, cache cold ${r('tsx, cache cold', bundle)}; Code node ${r('Code node: tsx, cache warm', 'Code node: bundle')}`;
  };
  console.log(`ratio tsx/bundle, wall: ${ratios('medianMs')}   CPU: ${ratios('cpuMedianMs')}`);
  console.log(`load average before ${load(result.loadBefore)}, after ${load(result.loadAfter)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printAizStart(await benchAizStart());
}
