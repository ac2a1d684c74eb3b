/**
 * Engine core with every step stored on PostgreSQL: the same 10-node flow as engine-core.ts, each run
 * writing its run row and its 10 steps through the workflows module's RunStore (one transaction per
 * checkpoint), `concurrency` runs at a time, on a fresh database. Run alone:
 * `node --import tsx bench/engine-persisted.ts [postgres://...]`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema/auth';
import { workflows } from '../server/db/schema/workflows';
import { type EngineDeps, startRun } from '../server/engine/core';
import { createDatabaseRunStore } from '../server/modules/workflows';
import { benchWorkflow, engineBenchNodeTypes, systemClock, triggerItems } from './engine-core';
import { adminQuery } from './lib/postgres';

export interface EnginePersistedThroughput {
  runsPerSecond: number;
  stepsPerSecond: number;
  runs: number;
}

export async function benchEnginePersisted(
  databaseUrl: string,
  { durationMs = 3000, concurrency = 8 } = {},
): Promise<EnginePersistedThroughput> {
  const name = `aiz_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: concurrency });
  try {
    await database.migrate();
    const { db } = database;
    const now = new Date();
    const [owner] = await db
      .insert(users)
      .values({ username: 'bench', email: 'bench@example.com', createdAt: now })
      .returning({ id: users.id });
    const [wf] = await db
      .insert(workflows)
      .values({
        ownerId: owner!.id,
        name: 'bench',
        kind: 'workflow',
        draft: {},
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: workflows.id });
    const types = new Map(engineBenchNodeTypes.map((t) => [t.type, t]));
    let runs = 0;
    let steps = 0;
    const start = performance.now();
    const worker = async () => {
      while (performance.now() - start < durationMs) {
        const deps: EngineDeps = {
          clock: systemClock,
          store: createDatabaseRunStore(db, { workflowId: wf!.id, versionNumber: null, trigger: 'bench' }),
          nodeType: (type) => types.get(type),
          resolveParameters: (node) => node.parameters,
        };
        const run = await startRun(benchWorkflow, deps, { runId: randomUUID(), triggerItems });
        if (run.status !== 'succeeded') throw new Error(`bench run ${run.status}: ${run.error?.message}`);
        runs++;
        steps += run.steps.length;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - start) / 1000;
    return { runsPerSecond: runs / seconds, stepsPerSecond: steps / seconds, runs };
  } finally {
    await database.close();
    await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url =
    process.argv[2] ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  benchEnginePersisted(url)
    .then((r) => console.log(r))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
