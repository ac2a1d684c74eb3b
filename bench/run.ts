/**
 * `npm run bench`: prints each figure with its goal. Figures, not assertions: nothing here fails a
 * build; read the numbers. PostgreSQL figures use BENCH_DATABASE_URL (or TEST_DATABASE_URL, or the
 * local server) and are skipped when none answers.
 */
import { ensureClientBuild } from '../scripts/client-build.mjs';
import { benchAgentTurn, printAgentTurn } from './agent-turn';
import { benchAizImports, printAizImports } from './aiz-imports';
import { benchAizStart, printAizStart } from './aiz-start';
import { benchAuthUserLatency } from './auth-user-latency';
import { benchCanvas, printCanvasBench } from './canvas';
import { printCommunityBench } from './community';
import { benchCrmKanban, printCrmKanban } from './crm-kanban';
import { benchDesignerAutofill } from './designer-autofill';
import { benchEconomySim, printEconomySim } from './economy-sim';
import { printEngineCore } from './engine-core';
import { benchEnginePersisted } from './engine-persisted';
import { printExpressionFigures } from './expressions';
import { benchFairness, printFairness } from './fairness';
import { benchFirstViewBytes, HOME_BUDGET_KB, printFirstViewBytes } from './first-view-bytes';
import { benchHealthThroughput } from './health-throughput';
import { benchLargeOutput, printLargeOutputBench } from './large-output';
import { benchLedgerThroughput } from './ledger-throughput';
import { reachablePostgres } from './lib/postgres';
import { printMarketplaceBench } from './marketplace';
import { benchOfflineLatency } from './offline-latency';
import { benchOpenAiSurface, printOpenAiSurfaceBench } from './openai-surface';
import { benchQueueModeVsInProcess, printQueueModeBench } from './queue-mode';
import { benchRouteBytes, printRouteBytes } from './route-bytes';
import { benchRouterOverhead } from './router-overhead';
import { benchSandboxLimits, printSandboxLimits } from './sandbox-limits';
import { benchSolarEstimate } from './solar-estimate';
import { benchSolaraConversation } from './solara-conversation';
import { benchWebhook, printWebhookBench } from './webhook';
import { benchDeployedWebhook, printDeployedWebhookBench } from './webhook-postgres';

const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function main() {
  ensureClientBuild();

  console.log(
    `\n# First view, signed out: JS and CSS loaded (gzip)   goal: JS <= ${HOME_BUDGET_KB} KB for /`,
  );
  printFirstViewBytes(await benchFirstViewBytes());

  console.log('\n# JavaScript per builder route (gzip), signed in, each in a fresh context');
  printRouteBytes(await benchRouteBytes());

  console.log(
    '\n# Canvas with 300 nodes / 375 edges at /builder-advanced (Chromium 1920×1080)   goal: first render < 1 s, drag at 60 fps',
  );
  printCanvasBench(await benchCanvas());

  console.log(
    '\n# CRM kanban with 5,000 deals over 7 stages (React production build in jsdom, a child process): first render, a drop',
  );
  printCrmKanban(benchCrmKanban());

  console.log(
    '\n# GET /api/health against a bare Hono hello-world (32 keep-alive clients, 5 s each)   goal: ratio >= 0.5',
  );
  const h = await benchHealthThroughput();
  for (const [name, r] of [
    ['bare hono', h.bare],
    ['/api/health', h.health],
  ] as const) {
    console.log(
      `${name.padEnd(14)} ${fmt(r.rps).padStart(8)} req/s   p50 ${ms(r.p50Ms)}   p99 ${ms(r.p99Ms)}   errors ${r.errors}`,
    );
  }
  console.log(`ratio health/bare: ${h.ratio.toFixed(2)}`);

  console.log('\n# GET /api/auth/user, signed in (16 keep-alive clients, 5 s, embedded database)');
  const a = await benchAuthUserLatency();
  console.log(`${fmt(a.rps)} req/s   p50 ${ms(a.p50Ms)}   p99 ${ms(a.p99Ms)}   errors ${a.errors}`);

  console.log(
    '\n# Ledger transfers on PostgreSQL (64 concurrent clients, 5 s)   goal: >= 15,000/s, 0 invariant violations',
  );
  const url = await reachablePostgres();
  if (!url) {
    console.log('skipped: no PostgreSQL answered (set BENCH_DATABASE_URL)');
  } else {
    const l = await benchLedgerThroughput(url, { clients: 64, durationMs: 5000 });
    console.log(
      `${fmt(l.transfersPerSecond)} transfers/s   p50 ${ms(l.p50Ms)}   p99 ${ms(l.p99Ms)}   refused overdrafts ${l.refused}   invariant violations ${l.invariantViolations}`,
    );
    console.log(
      '\n# Engine core with every step stored on PostgreSQL (the same 10-node flow, 8 runs at a time, 3 s)',
    );
    const e = await benchEnginePersisted(url);
    console.log(
      `${fmt(e.runsPerSecond)} runs/s   ${fmt(e.stepsPerSecond)} stored steps/s   (${e.runs} runs)`,
    );
    console.log(
      '\n# Webhook → edit fields → respond, every run on PostgreSQL (autocannon, 10 s each)   goal: >= 20× n8n, >= 0.25 of bare Hono',
    );
    printWebhookBench(await benchWebhook(url));
    console.log(
      "\n# Webhook surface of a deployment (runs also recorded as the deployment's): PostgreSQL vs PGlite vs activated only (10 s each)",
    );
    printDeployedWebhookBench(await benchDeployedWebhook(url));
  }

  console.log(
    '\n# A Code node returning 100,000 items (23 MB), then one counting them: GET /api/health every 20 ms meanwhile, PGlite and PostgreSQL   goal: health p95 < 250 ms',
  );
  printLargeOutputBench(await benchLargeOutput(3));

  console.log(
    '\n# POST /v1/chat/completions (plain workflow, no AI) vs invokeDeployment() in process vs a bare Hono handler, 50 connections, 5 s each',
  );
  printOpenAiSurfaceBench(await benchOpenAiSurface(5));

  console.log(
    "\n# Fairness: one account's two endless preview loops and three endless Code-node runs vs /api/health and another account's Code node (real server, embedded database)   goal: health p50 < 50 ms, p95 < 250 ms",
  );
  printFairness(await benchFairness());

  console.log(
    '\n# Sandbox limits: time to the kill and memory growth (one worker of the pool)   goal: kills within 1.2x the deadline, the memory cap binds',
  );
  printSandboxLimits(await benchSandboxLimits());

  console.log(
    '\n# Queue mode: 2 `npm run worker` processes on Redis vs the in-process queue (manual → edit fields → code, 400 runs, 32 outstanding, PostgreSQL)',
  );
  printQueueModeBench(await benchQueueModeVsInProcess({ runs: 400, window: 32 }));
}

async function aiFigures() {
  console.log(
    '\n# Offline assistant: full answer (doGenerate) over varied questions, index warm   goal: p95 < 50 ms',
  );
  const o = await benchOfflineLatency();
  console.log(
    `${o.questions} questions × ${o.samples / o.questions}   p50 ${ms(o.p50Ms)}   p95 ${ms(o.p95Ms)}   max ${ms(o.maxMs)}   cold index build ${ms(o.coldBuildMs)}`,
  );

  console.log(
    '\n# Solar estimate: ZIP code to a full estimate with the hourly simulation, in process   goal: p95 < 50 ms',
  );
  const se = benchSolarEstimate();
  console.log(
    `${se.samples} estimates   p50 ${ms(se.p50Ms)}   p95 ${ms(se.p95Ms)}   max ${ms(se.maxMs)}   cold weather load ${ms(se.coldLoadMs)}`,
  );

  console.log('\n# Roof designer auto-fill: a 40-plane roof under the IRC 2018 setbacks, in process');
  const da = benchDesignerAutofill();
  console.log(
    `${da.planes} planes → ${da.panels} panels, ${da.samples} fills   p50 ${ms(da.p50Ms)}   p95 ${ms(da.p95Ms)}   max ${ms(da.maxMs)}`,
  );

  console.log('\n# Sandbox economy simulation, in process   goal: 10,000 users over 3 years < 2 s');
  printEconomySim(benchEconomySim());

  console.log(
    '\n# Solara: a whole offline conversation on the engine, greeting to booking (16 messages, fake leads)',
  );
  const sc = await benchSolaraConversation();
  console.log(
    `${sc.conversations} conversations   p50 ${ms(sc.p50ConversationMs)}   p95 ${ms(sc.p95ConversationMs)}   message p95 ${ms(sc.p95MessageMs)}`,
  );

  console.log(
    '\n# Router overhead: streamText through the router vs the adapter directly (fake OpenAI, 300 calls)   goal: < 1 ms added at p50',
  );
  const r = await benchRouterOverhead();
  console.log(
    `direct p50 ${ms(r.directP50Ms)} p95 ${ms(r.directP95Ms)}   router p50 ${ms(r.routerP50Ms)} p95 ${ms(r.routerP95Ms)}   added p50 ${ms(r.addedP50Ms)} (paired median ${ms(r.addedPairedP50Ms)})`,
  );
  console.log(`ratio router/direct at p50: ${(r.routerP50Ms / r.directP50Ms).toFixed(2)}`);

  console.log(
    '\n# Agent turn: a chat turn with an agent (chat trigger → AI agent, no tools) vs a direct router call (fake OpenAI, 200 turns)',
  );
  printAgentTurn(await benchAgentTurn({ turns: 200 }));
}

async function cliFigures() {
  console.log(
    '\n# npm run aiz -- run: start to answer, a trivial workflow (manual trigger → edit fields), median of 10 rounds, tsx vs the bundle   goal: < 1 s',
  );
  printAizStart(await benchAizStart());
  console.log(
    "\n# Imports per second: 1,000 workflow files (n8n, Dify, Flowise in turn) through the CLI's import path, 3 passes",
  );
  printAizImports(await benchAizImports());
}

main()
  .then(aiFigures)
  .then(cliFigures)
  .then(async () => printMarketplaceBench(await reachablePostgres()))
  .then(async () => printCommunityBench(await reachablePostgres()))
  .then(printEngineCore)
  .then(printExpressionFigures)
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
