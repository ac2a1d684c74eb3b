/**
 * The sandbox economy simulation (common/economy-sim): 10,000 users over 3 years of daily steps, as the
 * browser's worker runs it, in process. Goal: under 2 s. Also the three presets (the growth preset reaches
 * 60,000 users). Run alone: `node --import tsx bench/economy-sim.ts`.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ECONOMY_PRESETS, economyPreset, simulateEconomy } from '../common/economy-sim';
import type { EconomySimParams } from '../common/schemas/economy-sim';

export interface EconomySimBench {
  /** 10,000 users all three years (no growth, no churn): the goal's case. */
  tenThousandMs: number[];
  /** The same runs' CPU time (this process): on a shared machine, wall time also counts waiting for a core. */
  tenThousandCpuMs: number[];
  presets: { id: string; ms: number; usersJoined: number }[];
}

export const TEN_THOUSAND_USERS: EconomySimParams = {
  ...economyPreset('growth').params,
  users: { starting: 10_000, monthlyGrowth: 0, monthlyChurn: 0, max: 10_000 },
};

function timed<T>(fn: () => T): [T, number, number] {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = fn();
  const used = process.cpuUsage(cpu);
  return [value, performance.now() - start, (used.user + used.system) / 1000];
}

export function benchEconomySim(rounds = 5): EconomySimBench {
  const tenThousandMs: number[] = [];
  const tenThousandCpuMs: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const [, ms, cpuMs] = timed(() => simulateEconomy({ ...TEN_THOUSAND_USERS, seed: r + 1 }));
    tenThousandMs.push(ms);
    tenThousandCpuMs.push(cpuMs);
  }
  const presets = ECONOMY_PRESETS.map((preset) => {
    const [result, ms] = timed(() => simulateEconomy(preset.params));
    return { id: preset.id, ms, usersJoined: result.totals.usersJoined };
  });
  return { tenThousandMs, tenThousandCpuMs, presets };
}

export function printEconomySim(b: EconomySimBench) {
  const sorted = [...b.tenThousandMs].sort((x, y) => x - y);
  const cpu = [...b.tenThousandCpuMs].sort((x, y) => x - y);
  const median = (v: number[]) => v[Math.floor(v.length / 2)]!.toFixed(0);
  console.log(
    `10,000 users × 1,095 days: median ${median(sorted)} ms   min ${sorted[0]!.toFixed(0)} ms   max ${sorted.at(-1)!.toFixed(0)} ms   CPU median ${median(cpu)} ms   (${sorted.length} runs; goal < 2000 ms)`,
  );
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${cpus().length} cores`,
  );
  for (const p of b.presets) {
    console.log(
      `preset ${p.id.padEnd(7)} ${p.ms.toFixed(0).padStart(6)} ms   ${p.usersJoined.toLocaleString('en-US')} users joined`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log('# Sandbox economy simulation, in process   goal: 10,000 users over 3 years < 2 s');
  printEconomySim(benchEconomySim());
}
