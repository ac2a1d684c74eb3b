/**
 * The engine's RunStore port made durable: each run and each of its steps as rows of the workflows
 * module's own tables, written after every node so a run can be inspected while it runs and resumed
 * after a restart. One store per run, since the engine's records do not name the workflow. The engine
 * saves a step and then the run's checkpoint: the step waits for the checkpoint, and both are written in
 * one transaction, so a stored step always has its run and the state it led to.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workflowRunSteps, workflowRuns } from '../../db/schema/workflows';
import type { RunRecord, RunStore, Step } from '../../engine/core';
import type { SecretValues } from '../../lib/secret-values';
import { capItemLists } from './item-caps';

export interface RunMeta {
  workflowId: string;
  /** The published version run, or null for the draft. */
  versionNumber: number | null;
  trigger: string;
  /** The run whose execute-workflow node started this one. */
  parentRunId?: string | null;
}

const at = (ms: number) => new Date(ms);

export function createDatabaseRunStore(db: DbOrTx, meta: RunMeta): RunStore {
  let seq: number | null = null;
  let pending: Step[] = [];
  return {
    async saveStep(_runId: string, step: Step) {
      pending.push(step);
    },
    async saveRun(run: RunRecord) {
      const steps = pending;
      pending = [];
      const row = {
        status: run.status,
        error: run.error ?? null,
        waitingFor: run.waitingFor ?? null,
        result: capItemLists(run.result),
        state: run.state,
        usage: run.usage ?? null,
        finishedAt: run.finishedAt === undefined ? null : at(run.finishedAt),
        deadline: at(run.deadline),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(workflowRuns)
          .values({ id: run.id, ...meta, startedAt: at(run.startedAt), ...row })
          .onConflictDoUpdate({ target: workflowRuns.id, set: row });
        if (steps.length === 0) return;
        if (seq === null) {
          // A resumed run continues after the steps it already has.
          const [last] = await tx
            .select({ n: sql<number>`coalesce(max(${workflowRunSteps.seq}), 0)::int` })
            .from(workflowRunSteps)
            .where(eq(workflowRunSteps.runId, run.id));
          seq = last?.n ?? 0;
        }
        const first = seq + 1;
        seq += steps.length;
        await tx.insert(workflowRunSteps).values(
          steps.map((step, index) => ({
            runId: run.id,
            seq: first + index,
            nodeId: step.nodeId,
            runIndex: step.runIndex,
            status: step.status,
            input: capItemLists(step.input),
            output: capItemLists(step.output),
            error: step.error ?? null,
            source: step.source ?? null,
            logs: step.logs ?? null,
            tries: step.tries,
            usage: step.usage ?? null,
            startedAt: at(step.startedAt),
            finishedAt: at(step.finishedAt),
          })),
        );
      });
    },
  };
}

/**
 * The store with the run's secrets (the values of the credentials its nodes opened) blanked out of all it
 * writes: steps' input, output and error, the result, and the checkpoint. The run itself goes on with the
 * real values in memory; a node that echoes a key into its output or an error leaves no trace of it.
 */
export function scrubbingRunStore(store: RunStore, secrets: SecretValues): RunStore {
  return {
    saveStep: (runId, step) => store.saveStep(runId, secrets.redact(step)),
    saveRun: (run) => store.saveRun(secrets.redact(run)),
    nodeStarted: (...args) => store.nodeStarted?.(...args),
  };
}
