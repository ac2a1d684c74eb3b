/**
 * The engine's RunStore port made durable: each run and each of its steps as rows of the workflows
 * module's own tables, written after every node so a run can be inspected while it runs and resumed
 * after a restart. One store per run, since the engine's records do not name the workflow. The engine
 * saves a step and then the run's checkpoint: the step waits for the checkpoint, and both are written in
 * one transaction, so a stored step always has its run and the state it led to.
 *
 * With `holdMs` (write-behind, for runs a request waits on), the checkpoints of a young run are held in
 * memory and written together, with all their steps, in one transaction: when the run ends or waits,
 * when it is `holdMs` old (a timer writes them even while a node is still working), or when
 * `maxHeldSteps` are held. What a crash can lose is bounded by that: a run younger than `holdMs` leaves
 * no row (its caller, still waiting for the answer, sees the connection drop and nothing can resume it);
 * an older run loses at most its last `holdMs` of checkpoints and resumes from the one before. A run
 * that waits (an approval, a timer) is always written before it is reported as waiting.
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

export interface WriteBehind {
  /** How long a run's checkpoints may be held in memory before they are written. */
  holdMs: number;
  /** How many steps may be held before they are written, whatever the run's age. */
  maxHeldSteps: number;
}

/** For a run a caller waits on: ends within one request are one transaction. */
export const REQUEST_WRITE_BEHIND: WriteBehind = { holdMs: 1000, maxHeldSteps: 50 };

type RunRow = Omit<typeof workflowRuns.$inferInsert, 'id' | 'workflowId' | 'versionNumber' | 'trigger'>;

export function createDatabaseRunStore(db: DbOrTx, meta: RunMeta, writeBehind?: WriteBehind): RunStore {
  let seq: number | null = null;
  let pending: Step[] = [];
  /** The latest checkpoint not written yet (a copy: the engine goes on changing its record). */
  let held: { id: string; row: RunRow } | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Writes one after the other, so a timer's write and the engine's never cross. */
  let written: Promise<void> = Promise.resolve();
  const createdAt = performance.now();

  const write = async (id: string, row: RunRow, steps: Step[]) => {
    const { startedAt, ...changes } = row;
    await db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(workflowRuns)
        .values({ id, ...meta, ...row })
        .onConflictDoUpdate({ target: workflowRuns.id, set: changes })
        // xmax is 0 on a row this statement inserted: a new run has no steps before these.
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      if (steps.length === 0) return;
      if (seq === null && saved?.inserted) seq = 0;
      if (seq === null) {
        // A resumed run continues after the steps it already has.
        const [last] = await tx
          .select({ n: sql<number>`coalesce(max(${workflowRunSteps.seq}), 0)::int` })
          .from(workflowRunSteps)
          .where(eq(workflowRunSteps.runId, id));
        seq = last?.n ?? 0;
      }
      const first = seq + 1;
      seq += steps.length;
      await tx.insert(workflowRunSteps).values(
        steps.map((step, index) => ({
          runId: id,
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
          parent: step.parent ?? null,
          startedAt: at(step.startedAt),
          finishedAt: at(step.finishedAt),
        })),
      );
    });
  };

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const checkpoint = held;
    held = undefined;
    if (!checkpoint) return written;
    const steps = pending;
    pending = [];
    written = written.then(() => write(checkpoint.id, checkpoint.row, steps));
    return written;
  };

  const shouldHold = (run: RunRecord, limits: WriteBehind) =>
    run.status === 'running' &&
    performance.now() - createdAt < limits.holdMs &&
    pending.length < limits.maxHeldSteps;

  return {
    async saveStep(_runId: string, step: Step) {
      pending.push(step);
    },
    async saveRun(run: RunRecord) {
      const row: RunRow = {
        status: run.status,
        error: run.error ?? null,
        waitingFor: run.waitingFor ?? null,
        result: capItemLists(run.result),
        state: run.state,
        usage: run.usage ?? null,
        startedAt: at(run.startedAt),
        finishedAt: run.finishedAt === undefined ? null : at(run.finishedAt),
        deadline: at(run.deadline),
      };
      if (writeBehind && shouldHold(run, writeBehind)) {
        held = { id: run.id, row: structuredClone(row) };
        if (!timer) {
          // A node that takes long still gets the checkpoints before it written, holdMs after the start.
          timer = setTimeout(
            () => {
              timer = undefined;
              flush().catch(() => {
                // The engine's next saveRun waits on the same chain and fails with this error.
              });
            },
            Math.max(0, writeBehind.holdMs - (performance.now() - createdAt)),
          );
          timer.unref?.();
        }
        return;
      }
      held = { id: run.id, row };
      await flush();
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
