/**
 * What an agent adds to a model call: one chat turn with an agent (a workflow of kind agent, chat trigger →
 * AI agent, no tools, made by the agents service) through `chatWithAgent`, what `POST /api/agents/{id}/chat`
 * streams, against a direct `streamText` through the provider router with the same instructions and
 * message. Both reach the same local fake OpenAI server (a short reply in 4 chunks) through the same AI
 * service (its call records included); the turn adds the run: its record and steps stored, the agent's
 * memory read and written, its events. Each turn starts a new session (no memory grows between turns). The
 * two alternate per iteration so both share the machine's conditions; warm-up turns first. The database
 * is a scratch PostgreSQL one when a server answers, else the embedded one. Run alone:
 * `node --import tsx bench/agent-turn.ts` (BENCH_AGENT_TURNS).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { createAgentSchema } from '@common/schemas/agents';
import { streamText } from 'ai';
import { reply, startFakeOpenAI } from '../server/ai/testing';
import { loadConfig } from '../server/config';
import { users } from '../server/db/schema/auth';
import { createLogger } from '../server/lib/logger';
import { chatWithAgent, createAgent, runEnvOf } from '../server/modules/workflows';
import { openProcessServices } from '../server/process-services';
import { reachablePostgres, scratchDatabase } from './lib/postgres';
import { p50p95 } from './lib/stats';

export interface AgentTurnFigures {
  turns: number;
  database: 'postgres' | 'pglite';
  directP50Ms: number;
  directP95Ms: number;
  agentP50Ms: number;
  agentP95Ms: number;
  /** Median of per-iteration (agent − direct): steadier than the difference of the p50s on a busy machine. */
  addedPairedP50Ms: number;
}

const INSTRUCTIONS = 'You answer questions about the AIZ Platform in one short sentence.';
const MESSAGE = 'How do I deploy an agent?';
const ANSWER = 'Open Deploy, pick the agent, confirm the price.';

export async function benchAgentTurn({ turns = 200, warmUp = 30 } = {}): Promise<AgentTurnFigures> {
  const fake = await startFakeOpenAI();
  const adminUrl = await reachablePostgres();
  const scratch = adminUrl ? await scratchDatabase(adminUrl) : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-bench-agent-'));
  try {
    fake.respond(reply(ANSWER, { chunks: 4 }));
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: 'bench-key',
      OPENAI_BASE_URL: fake.baseUrl,
    });
    // Errors only: start-up notes (no SMTP, ...) are not the benchmark's.
    const logger = createLogger('error', { service: 'bench' }, (line) => process.stderr.write(`${line}\n`));
    const services = await openProcessServices(config, logger);
    try {
      const now = () => new Date();
      const [user] = await services.database.db
        .insert(users)
        .values({ username: 'bench', email: 'bench@example.com', createdAt: now() })
        .returning();
      const ctx = {
        ...runEnvOf({ config, logger, now, ...services }),
        user: { ...user!, sessionId: 'bench' },
      };
      const agent = await createAgent(
        ctx,
        createAgentSchema.parse({ name: 'Bench agent', instructions: INSTRUCTIONS, model: 'openai' }),
      );

      const viaAgent = async () => {
        for await (const event of chatWithAgent(ctx, agent.id, { message: MESSAGE })) {
          if (event.type === 'error') throw new Error(`the agent answered an error: ${event.message}`);
          if (event.type === 'final') {
            if (event.output !== ANSWER || event.offline) {
              throw new Error(
                `the agent answered "${event.output}" (offline ${event.offline}), not the fake's`,
              );
            }
            return;
          }
        }
        throw new Error('the agent chat ended without a final answer');
      };
      const direct = async () => {
        const model = services.ai.router.model({ preferredProvider: 'openai' });
        const result = streamText({ model, system: INSTRUCTIONS, prompt: MESSAGE, maxRetries: 0 });
        for await (const part of result.fullStream) if (part.type === 'error') throw part.error;
        if ((await result.text) !== ANSWER) throw new Error('the router did not answer with the fake reply');
      };
      const time = async (call: () => Promise<void>) => {
        const started = performance.now();
        await call();
        return performance.now() - started;
      };

      const agentMs: number[] = [];
      const directMs: number[] = [];
      const addedMs: number[] = [];
      for (let i = 0; i < warmUp + turns; i++) {
        fake.requests.length = 0; // keep the fake's memory flat
        // Swap the order each iteration so neither path always runs second.
        let a: number;
        let d: number;
        if (i % 2) {
          a = await time(viaAgent);
          d = await time(direct);
        } else {
          d = await time(direct);
          a = await time(viaAgent);
        }
        if (i < warmUp) continue;
        agentMs.push(a);
        directMs.push(d);
        addedMs.push(a - d);
      }
      const agentP = p50p95(agentMs);
      const directP = p50p95(directMs);
      return {
        turns,
        database: services.database.kind,
        directP50Ms: directP.p50,
        directP95Ms: directP.p95,
        agentP50Ms: agentP.p50,
        agentP95Ms: agentP.p95,
        addedPairedP50Ms: p50p95(addedMs).p50,
      };
    } finally {
      await services.close();
    }
  } finally {
    await fake.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

export function printAgentTurn(r: AgentTurnFigures) {
  console.log(`direct router call  p50 ${ms(r.directP50Ms)}   p95 ${ms(r.directP95Ms)}`);
  console.log(
    `agent chat turn     p50 ${ms(r.agentP50Ms)}   p95 ${ms(r.agentP95Ms)}   (runs stored on ${r.database})`,
  );
  console.log(
    `added by the agent: p50 ${ms(r.agentP50Ms - r.directP50Ms)} (paired median ${ms(r.addedPairedP50Ms)})   ratio agent/direct at p50 ${(r.agentP50Ms / r.directP50Ms).toFixed(2)}   p95 ${(r.agentP95Ms / r.directP95Ms).toFixed(2)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const turns = Number(process.env.BENCH_AGENT_TURNS ?? 200);
  console.log(
    `# Agent chat turn vs a direct router call (fake OpenAI, ${turns} turns each, alternating, no tools)`,
  );
  benchAgentTurn({ turns, warmUp: Math.min(30, turns) })
    .then((r) => {
      printAgentTurn(r);
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
