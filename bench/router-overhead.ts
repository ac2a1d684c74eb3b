/**
 * What the provider router adds to a streamed chat call: the same short streamed reply from a local
 * fake OpenAI server, through the OpenAI adapter directly and through the router with that adapter
 * as its only candidate (no offline entry), alternating per iteration so both share conditions.
 * Goal: under 1 ms added at p50. Run alone with `node --import tsx bench/router-overhead.ts`.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { streamText } from 'ai';
import { Cooldowns } from '../server/ai/cooldown';
import { buildConfiguredEntries } from '../server/ai/registry';
import { ProviderRouter } from '../server/ai/router';
import { ProviderStats } from '../server/ai/stats';
import { reply } from '../server/ai/testing/behaviour';
import { startFakeOpenAI } from '../server/ai/testing/chat-completions';

export interface RouterOverhead {
  calls: number;
  directP50Ms: number;
  routerP50Ms: number;
  addedP50Ms: number;
  /** Median of per-iteration (router - direct): steadier than addedP50Ms on a busy machine. */
  addedPairedP50Ms: number;
  directP95Ms: number;
  routerP95Ms: number;
  /** Mean process CPU time per call the router adds (client and fake server share the process). */
  addedCpuMsPerCall: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function timeCall(model: LanguageModelV3): Promise<{ wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const text = await streamText({ model, prompt: 'How do I deploy an agent?', maxRetries: 0 }).text;
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (!text) throw new Error('empty reply from the fake provider');
  return { wallMs, cpuMs: (used.user + used.system) / 1000 };
}

export async function benchRouterOverhead({ calls = 300, warmUp = 50 } = {}): Promise<RouterOverhead> {
  const fake = await startFakeOpenAI();
  try {
    fake.respond(reply('Open Deploy, pick the agent, confirm the price.', { chunks: 4 }));
    const entries = buildConfiguredEntries(
      { openai: { apiKey: 'bench-key', baseUrl: fake.baseUrl, model: undefined } },
      new Map(),
    );
    const direct = entries[0]!.languageModel();
    const router = new ProviderRouter({
      providers: () => entries,
      cooldowns: new Cooldowns(),
      stats: new ProviderStats(),
    }).model();

    const directMs: number[] = [];
    const routerMs: number[] = [];
    const addedMs: number[] = [];
    let addedCpuMs = 0;
    for (let i = 0; i < warmUp + calls; i++) {
      fake.requests.length = 0; // keep the fake's memory flat
      // Swap the order each iteration so neither path always runs second.
      const [a, b] = i % 2 ? [router, direct] : [direct, router];
      const first = await timeCall(a);
      const second = await timeCall(b);
      if (i < warmUp) continue;
      const [viaRouter, viaAdapter] = a === router ? [first, second] : [second, first];
      routerMs.push(viaRouter.wallMs);
      directMs.push(viaAdapter.wallMs);
      addedMs.push(viaRouter.wallMs - viaAdapter.wallMs);
      addedCpuMs += viaRouter.cpuMs - viaAdapter.cpuMs;
    }
    directMs.sort((x, y) => x - y);
    routerMs.sort((x, y) => x - y);
    addedMs.sort((x, y) => x - y);
    const directP50Ms = percentile(directMs, 50);
    const routerP50Ms = percentile(routerMs, 50);
    return {
      calls,
      directP50Ms,
      routerP50Ms,
      addedP50Ms: routerP50Ms - directP50Ms,
      addedPairedP50Ms: percentile(addedMs, 50),
      directP95Ms: percentile(directMs, 95),
      routerP95Ms: percentile(routerMs, 95),
      addedCpuMsPerCall: addedCpuMs / calls,
    };
  } finally {
    await fake.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await benchRouterOverhead();
  const ms = (n: number) => `${n.toFixed(3)} ms`;
  console.log(
    `# Router overhead on a streamed reply (${r.calls} calls each, alternating)   goal: < 1 ms added at p50`,
  );
  console.log(`direct  p50 ${ms(r.directP50Ms)}   p95 ${ms(r.directP95Ms)}`);
  console.log(`router  p50 ${ms(r.routerP50Ms)}   p95 ${ms(r.routerP95Ms)}`);
  console.log(`added at p50: ${ms(r.addedP50Ms)}   median of paired differences: ${ms(r.addedPairedP50Ms)}`);
  console.log(`added CPU per call: ${ms(r.addedCpuMsPerCall)}`);
}
