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
 *
 * With a `lease` (a run a queue's worker claimed, run-lease.ts), every write is fenced: it updates the run
 * only while the run still has that owner and token, and throws `LeaseLost`, writing nothing (neither the
 * checkpoint nor its steps), when another worker has taken the run over.
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowRunSteps, workflowRuns } from '../../../db/schema/workflows';
import type { RunRecord, RunStore, Step } from '../../../engine/core';
import { emptyState } from '../../../engine/core/run-record';
import type { Logger } from '../../../lib/logger';
import type { SecretValues } from '../../../lib/secret-values';
import { holdingCheckpoints, mayHoldCheckpoints } from './held-runs';
import { type cappedItemListsJson, cappedResolvedParametersJson, capResolvedParameters } from './item-caps';
import { heldBy, type Lease, LeaseLost } from './run-lease';
import {
  DEFAULT_STORED_ITEM_CAPS,
  type StoredItemCaps,
  StoredRunBudget,
  stateNotKept,
} from './stored-run-budget';

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
  /**
   * Group commit: a new run's first write joins the other runs' first writes waiting at that moment, in
   * one transaction of multi-row inserts (`RunWriteBatcher`). The store still waits for its own write.
   */
  batch?: boolean;
}

/** For a run a caller waits on: ends within one request are one transaction, shared with other runs. */
export const REQUEST_WRITE_BEHIND: WriteBehind = { holdMs: 1000, maxHeldSteps: 50, batch: true };

type RunRow = Omit<typeof workflowRuns.$inferInsert, 'id' | 'workflowId' | 'versionNumber' | 'trigger'>;

/**
 * A deep copy of plain data (objects, arrays, primitives, dates) several times faster than structuredClone
 * for a checkpoint's small objects; anything else (a Map, a typed array) is copied by structuredClone.
 */
export function copyPlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyPlain) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    return (value instanceof Date ? new Date(value.getTime()) : structuredClone(value)) as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = copyPlain((value as Record<string, unknown>)[key]);
    // A key named __proto__ (possible in posted JSON) stays data, as structuredClone keeps it.
    if (key === '__proto__')
      Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out as T;
}

type StepRow = typeof workflowRunSteps.$inferInsert;

/** A step with its items capped as stored (and their JSON), taken from its run's budget when it is saved. */
export interface StoredStep {
  step: Step;
  input: ReturnType<typeof cappedItemListsJson>;
  output: ReturnType<typeof cappedItemListsJson>;
}

export const storedStep = (step: Step, budget: StoredRunBudget): StoredStep => ({
  step,
  input: budget.stepItems(step.input),
  output: budget.stepItems(step.output),
});

const stepRows = (runId: string, first: number, steps: StoredStep[]): StepRow[] =>
  steps.map(({ step, input, output }, index) => ({
    runId,
    seq: first + index,
    nodeId: step.nodeId,
    runIndex: step.runIndex,
    status: step.status,
    input: input.value,
    output: output.value,
    error: step.error ?? null,
    source: step.source ?? null,
    logs: step.logs ?? null,
    tries: step.tries,
    usage: step.usage ?? null,
    parent: step.parent ?? null,
    resolvedParameters: step.resolvedParameters ? capResolvedParameters(step.resolvedParameters) : null,
    startedAt: at(step.startedAt),
    finishedAt: at(step.finishedAt),
  }));

interface BatchEntry {
  run: typeof workflowRuns.$inferInsert;
  /** The steps' rows as JSON objects keyed by column name, comma-separated (`stepsJson`). */
  steps: string;
  /** The store's own write, for when the shared statement fails: one bad run must not sink the others. */
  alone: () => Promise<void>;
  done: (error?: unknown) => void;
}

/**
 * Group commit for the first write of new runs: while one write is in flight, the writes that arrive
 * wait and then go together, in one statement (`groupInsert`). Under load many runs share
 * a transaction (fewer round trips and commits); alone, a run's write starts at once, as before. When the
 * shared statement fails (a run that was not new after all, a constraint), each write is retried alone.
 */
export class RunWriteBatcher {
  private queue: BatchEntry[] = [];
  private draining = false;
  /** Statements written, runs they carried, and runs written alone after a failed group. */
  readonly stats = { groups: 0, grouped: 0, alone: 0 };

  constructor(
    private readonly db: DbOrTx,
    private readonly maxRuns = 200,
  ) {}

  write(entry: Omit<BatchEntry, 'done'>): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...entry, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.draining) void this.drain();
    });
  }

  private async drain() {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxRuns);
        try {
          await this.db.execute(groupInsert(batch));
          this.stats.groups += 1;
          this.stats.grouped += batch.length;
          for (const e of batch) e.done();
        } catch {
          this.stats.alone += batch.length;
          await Promise.all(batch.map((e) => e.alone().then(() => e.done(), e.done)));
        }
      }
    } finally {
      this.draining = false;
    }
  }
}

const RUN_COLUMNS = [
  'id',
  'workflowId',
  'versionNumber',
  'trigger',
  'parentRunId',
  'status',
  'error',
  'waitingFor',
  'result',
  'state',
  'usage',
  'startedAt',
  'finishedAt',
  'deadline',
] as const;
/** What a checkpoint changes of a run already written (by a timer, or a queued run's row). */
const CHECKPOINT_COLUMNS = RUN_COLUMNS.slice(5);
const STEP_COLUMNS = [
  'runId',
  'seq',
  'nodeId',
  'runIndex',
  'status',
  'input',
  'output',
  'error',
  'source',
  'logs',
  'tries',
  'usage',
  'parent',
  'resolvedParameters',
  'startedAt',
  'finishedAt',
] as const;

type RunColumn = (typeof RUN_COLUMNS)[number];
type StepColumn = (typeof STEP_COLUMNS)[number];
const runColumn = (key: RunColumn) => workflowRuns[key].name;
const stepColumn = (key: StepColumn) => workflowRunSteps[key].name;
const RUN_LIST = RUN_COLUMNS.map(runColumn).join(', ');
const STEP_LIST = STEP_COLUMNS.map(stepColumn).join(', ');
const CHECKPOINT_SET = CHECKPOINT_COLUMNS.map((k) => `${runColumn(k)} = excluded.${runColumn(k)}`).join(', ');

/** Rows as JSON objects keyed by column name, for jsonb_populate_recordset (a hot path: plain loops). */
function asColumns<K extends string>(rows: object[], keys: readonly K[], name: (key: K) => string) {
  const names = keys.map(name);
  const out: Record<string, unknown>[] = new Array(rows.length);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Record<K, unknown>;
    const column: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) column[names[k] as string] = row[keys[k] as K] ?? null;
    out[r] = column;
  }
  return JSON.stringify(out);
}

/**
 * One statement for the whole group: the runs (inserted, or their checkpoint updated) and then their steps,
 * each set passed as a single JSON parameter and unpacked by jsonb_populate_recordset. One statement is
 * atomic on its own, so it needs no BEGIN and COMMIT round trips.
 */
function groupInsert(batch: BatchEntry[]) {
  const runs = asColumns(
    batch.map((e) => e.run),
    RUN_COLUMNS,
    runColumn,
  );
  const steps = `[${batch
    .map((e) => e.steps)
    .filter((json) => json !== '')
    .join(',')}]`;
  return sql`${GROUP_INSERT_HEAD}${runs}${GROUP_INSERT_MIDDLE}${steps}${GROUP_INSERT_TAIL}`;
}

// The statement's fixed text in three pieces around its two parameters: drizzle builds the query from
// five chunks per group instead of fifteen.
const GROUP_INSERT_HEAD = sql.raw(`with saved as (
    insert into workflow_runs (${RUN_LIST})
    select ${RUN_LIST} from jsonb_populate_recordset(null::workflow_runs, `);
const GROUP_INSERT_MIDDLE = sql.raw(`::jsonb)
    on conflict (id) do update set ${CHECKPOINT_SET}
    returning 1
  )
  insert into workflow_run_steps (${STEP_LIST})
  select ${STEP_LIST} from jsonb_populate_recordset(null::workflow_run_steps, `);
const GROUP_INSERT_TAIL = sql.raw('::jsonb)');

const STEP_KEYS = Object.fromEntries(STEP_COLUMNS.map((k) => [k, JSON.stringify(stepColumn(k))])) as Record<
  StepColumn,
  string
>;
const json = (value: unknown) => (value === undefined ? 'null' : JSON.stringify(value));
const jsonDate = (ms: number) => `"${new Date(ms).toISOString()}"`;

/**
 * The rows `stepRows` makes, as the JSON `asColumns` would make of them (comma-separated objects): each
 * step's items are serialized once, by the size check that caps them, instead of again with the row.
 */
export function stepsJson(runId: string, first: number, steps: StoredStep[]): string {
  const k = STEP_KEYS;
  return steps
    .map(
      ({ step, input, output }, index) =>
        `{${k.runId}:${json(runId)},${k.seq}:${first + index},${k.nodeId}:${json(step.nodeId)},` +
        `${k.runIndex}:${json(step.runIndex)},${k.status}:${json(step.status)},` +
        `${k.input}:${input.json},${k.output}:${output.json},` +
        `${k.error}:${json(step.error ?? null)},${k.source}:${json(step.source ?? null)},` +
        `${k.logs}:${json(step.logs ?? null)},${k.tries}:${json(step.tries)},${k.usage}:${json(step.usage ?? null)},` +
        `${k.parent}:${json(step.parent ?? null)},` +
        `${k.resolvedParameters}:${step.resolvedParameters ? cappedResolvedParametersJson(step.resolvedParameters) : 'null'},` +
        `${k.startedAt}:${jsonDate(step.startedAt)},` +
        `${k.finishedAt}:${jsonDate(step.finishedAt)}}`,
    )
    .join(',');
}

/** `asColumns` for tests: the step rows' JSON as the group insert sent it before `stepsJson`. */
export function stepRowsAsColumns(runId: string, first: number, steps: StoredStep[]): string {
  return asColumns(stepRows(runId, first, steps), STEP_COLUMNS, stepColumn);
}

const batchers = new WeakMap<DbOrTx, RunWriteBatcher>();
export function batcherOf(db: DbOrTx): RunWriteBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new RunWriteBatcher(db);
    batchers.set(db, batcher);
  }
  return batcher;
}

/**
 * Past this many bytes measured or serialized for one checkpoint, the store lets the event loop turn before
 * going on: a run making large items then holds the process for a slice at a time, not for all of it.
 */
const YIELD_AFTER_BYTES = 256 * 1024;
const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The run's row as a checkpoint writes it, with the given state and usage, its result and state within what
 * the run's budget has left. A run that waits needs its state to go on: when that state is too large to
 * store, the run is stored as failed, saying why, rather than as waiting for something it cannot resume.
 */
function runRow(
  run: RunRecord,
  state: RunRecord['state'],
  usage: RunRecord['usage'],
  budget: StoredRunBudget,
): RunRow & { measured: number } {
  const kept = budget.checkpoint(run.result, state);
  const cannotWait = run.status === 'waiting' ? stateNotKept(kept.state) : undefined;
  const finishedAt =
    run.finishedAt ?? (cannotWait ? (run.steps.at(-1)?.finishedAt ?? run.startedAt) : undefined);
  return {
    status: cannotWait ? 'failed' : run.status,
    error: cannotWait
      ? {
          message: cannotWait,
          code: 'too_large',
          ...(run.waitingFor ? { nodeId: run.waitingFor.nodeId } : {}),
        }
      : (run.error ?? null),
    waitingFor: cannotWait ? null : (run.waitingFor ?? null),
    result: kept.result.value,
    state: kept.state,
    usage: usage ?? null,
    startedAt: at(run.startedAt),
    finishedAt: finishedAt === undefined ? null : at(finishedAt),
    deadline: at(run.deadline),
    measured: kept.measured,
  };
}

/** A held checkpoint's row, copied from the record now (a node may still be running: see `held`). */
function heldRow(run: RunRecord, nodeState: unknown, usage: unknown, budget: StoredRunBudget): RunRow {
  const state = { ...run.state, nodeState: nodeState as RunRecord['state']['nodeState'] };
  const { measured: _, ...row } = runRow(run, state, usage as RunRecord['usage'], budget);
  return copyPlain(row);
}

/**
 * Why a write failed, in the database's words: a driver's "Failed query: insert ..." wrapper carries the
 * statement and its parameters (the run's data), so its cause is what is stored and logged.
 */
function databaseReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

/** A run whose held checkpoint could not be written: failed, saying why (its state is not kept). */
function unstoredRow(run: RunRecord, error: unknown): RunRow {
  const why = databaseReason(error);
  return {
    status: 'failed',
    error: { message: `The run's record could not be stored: ${why}`, code: 'not_stored' },
    waitingFor: null,
    result: [],
    state: emptyState(),
    usage: null,
    startedAt: at(run.startedAt),
    finishedAt: new Date(),
    deadline: at(run.deadline),
  };
}

export function createDatabaseRunStore(
  db: DbOrTx,
  meta: RunMeta,
  writeBehind?: WriteBehind,
  lease?: Lease,
  log?: Pick<Logger, 'error'>,
  caps: StoredItemCaps = DEFAULT_STORED_ITEM_CAPS,
): RunStore {
  const budget = new StoredRunBudget(caps);
  let seq: number | null = null;
  /** Whether this store has written yet: only a new run's first write may join a group commit. */
  let wrote = false;
  let pending: StoredStep[] = [];
  /** Bytes of the steps saved since the last checkpoint was written through. */
  let pendingBytes = 0;
  /**
   * The latest checkpoint not written yet. A held run's record is copied only if a timer writes it while a
   * node is still working (a run that ends within `holdMs` never is): until the next checkpoint, the engine
   * changes only the running node's `state.nodeState` and the run's `usage` (RunStore's contract,
   * engine/core/run-record.ts), so those two are copied now and the rest read from the record then.
   */
  let held:
    | { id: string; row: RunRow }
    | { id: string; run: RunRecord; nodeState: unknown; usage: unknown }
    | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Writes one after the other, so a timer's write and the engine's never cross. */
  let written: Promise<void> = Promise.resolve();
  const createdAt = performance.now();

  const write = async (id: string, row: RunRow, steps: StoredStep[]) => {
    const { startedAt, ...changes } = row;
    await db.transaction(async (tx) => {
      let saved: { inserted: boolean } | undefined;
      if (lease) {
        // The claimed run's row exists: it is updated only while the claim is still the run's. The write
        // that ends the run (or makes it wait) lets go of the lease with it: no reader sees the run ended
        // and still held.
        const release = row.status === 'running' ? {} : { leaseOwner: null, leaseUntil: null };
        const [held] = await tx
          .update(workflowRuns)
          .set({ ...changes, ...release })
          .where(heldBy(id, lease))
          .returning({ id: workflowRuns.id });
        if (!held) throw new LeaseLost(id, lease);
      } else {
        [saved] = await tx
          .insert(workflowRuns)
          .values({ id, ...meta, ...row })
          .onConflictDoUpdate({ target: workflowRuns.id, set: changes })
          // xmax is 0 on a row this statement inserted: a new run has no steps before these.
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
      }
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
      await tx.insert(workflowRunSteps).values(stepRows(id, first, steps));
    });
  };

  const writeFirst = (id: string, row: RunRow, steps: StoredStep[]) => {
    const isFirst = !wrote;
    wrote = true;
    // A fenced write (a queue worker's run) checks its lease: it never joins a group.
    if (!isFirst || !writeBehind?.batch || lease) return write(id, row, steps);
    return batcherOf(db)
      .write({
        run: { id, ...meta, ...row },
        steps: stepsJson(id, 1, steps),
        alone: () => write(id, row, steps),
      })
      .then(() => {
        // Written alone after a failed group, `write` counted the steps itself.
        seq ??= steps.length;
      });
  };

  let forget: (() => void) | undefined;
  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    forget?.();
    forget = undefined;
    const checkpoint = held;
    held = undefined;
    if (!checkpoint) return written;
    const row =
      'row' in checkpoint
        ? checkpoint.row
        : heldRow(checkpoint.run, checkpoint.nodeState, checkpoint.usage, budget);
    const steps = pending;
    pending = [];
    written = written.then(() => writeFirst(checkpoint.id, row, steps));
    return written;
  };

  /**
   * A checkpoint that could not be written (a record JSON cannot write, a database gone) must not leave the
   * run `running` with nobody to say why: logged, and the run stored as failed with the reason (once).
   */
  let unstored: Promise<void> | undefined;
  const markUnstored = (run: RunRecord, error: unknown): Promise<void> => {
    if (unstored) return unstored;
    log?.error('a run record could not be stored', {
      runId: run.id,
      workflowId: meta.workflowId,
      error: databaseReason(error),
    });
    unstored = written
      .catch(() => {})
      .then(() => write(run.id, unstoredRow(run, error), []))
      .catch((again: unknown) =>
        log?.error('a run could not be marked failed', { runId: run.id, error: String(again) }),
      );
    // The engine's next saveRun waits on the same chain and fails with this error, as before.
    written = unstored.then(() => Promise.reject(error));
    written.catch(() => {});
    return unstored;
  };
  /** A held checkpoint written by no call of the engine's (its timer, a graceful stop): it never throws. */
  const flushHeld = (run: RunRecord): Promise<void> =>
    new Promise<void>((resolve) => resolve(flush())).catch((error: unknown) => markUnstored(run, error));

  const shouldHold = (run: RunRecord, limits: WriteBehind) =>
    mayHoldCheckpoints() &&
    run.status === 'running' &&
    performance.now() - createdAt < limits.holdMs &&
    pending.length < limits.maxHeldSteps;

  return {
    async saveStep(_runId: string, step: Step) {
      // Capped now, in the order the run made them: the run's budget goes to its first steps.
      const stored = storedStep(step, budget);
      pending.push(stored);
      pendingBytes += stored.input.bytes + stored.output.bytes;
      if (stored.input.bytes + stored.output.bytes > YIELD_AFTER_BYTES) await turnOfTheLoop();
    },
    async saveRun(run: RunRecord) {
      if (writeBehind && shouldHold(run, writeBehind)) {
        held = { id: run.id, run, nodeState: copyPlain(run.state.nodeState), usage: copyPlain(run.usage) };
        if (!timer) {
          // A node that takes long still gets the checkpoints before it written, holdMs after the start.
          timer = setTimeout(
            () => void flushHeld(run),
            Math.max(0, writeBehind.holdMs - (performance.now() - createdAt)),
          );
          timer.unref?.();
          forget = holdingCheckpoints(() => flushHeld(run));
        }
        return;
      }
      try {
        const { measured, ...row } = runRow(run, run.state, run.usage, budget);
        held = { id: run.id, row };
        if (measured > YIELD_AFTER_BYTES) await turnOfTheLoop();
        await flush();
        // And after writing it: the next node's work starts in a turn of its own.
        if (measured > YIELD_AFTER_BYTES || pendingBytes > YIELD_AFTER_BYTES) await turnOfTheLoop();
        pendingBytes = 0;
      } catch (error) {
        // A run another worker has taken over is that worker's to write.
        if (!(error instanceof LeaseLost)) await markUnstored(run, error);
        throw error;
      }
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
