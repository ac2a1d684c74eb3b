/** A stored run as the engine's record, to continue it: its steps, checkpoint state and what it waits for. */
import type { workflowRunSteps, workflowRuns } from '../../../db/schema/workflows';
import type { RunRecord, Step } from '../../../engine/core';
import { ExecutionStateTooNew, readExecutionState } from '../../../engine/core/run-record';
import { Conflict } from '../../../lib/errors';
import { RunStateNotKept, stateNotKept } from './stored-run-budget';

/**
 * Throws `RunStateNotKept` (409, with the reason) for a run whose checkpoint was too large to store: it
 * cannot be continued, retried or run again from one of its nodes; and a 409 for a checkpoint a newer
 * version of the app wrote (run-record.ts, `readExecutionState`).
 */
export function recordFromRows(
  run: typeof workflowRuns.$inferSelect,
  steps: (typeof workflowRunSteps.$inferSelect)[],
): RunRecord {
  const notKept = stateNotKept(run.state);
  if (notKept) throw new RunStateNotKept(notKept);
  let state: RunRecord['state'];
  try {
    state = readExecutionState(run.state as RunRecord['state']);
  } catch (error) {
    if (error instanceof ExecutionStateTooNew) throw new Conflict(error.message);
    throw error;
  }
  return {
    id: run.id,
    // A queued run is, to the engine, one that has not taken its first step.
    status: run.status === 'queued' ? 'running' : run.status,
    steps: steps.map(
      (s): Step => ({
        nodeId: s.nodeId,
        runIndex: s.runIndex,
        status: s.status,
        input: Array.isArray(s.input) ? (s.input as Step['input']) : [],
        output: Array.isArray(s.output) ? (s.output as Step['output']) : [],
        ...(s.logs ? { logs: s.logs } : {}),
        tries: s.tries,
        ...(s.usage ? { usage: s.usage as Step['usage'] } : {}),
        ...(s.parent ? { parent: s.parent } : {}),
        startedAt: s.startedAt.getTime(),
        finishedAt: s.finishedAt.getTime(),
      }),
    ),
    result: Array.isArray(run.result) ? (run.result as RunRecord['result']) : [],
    ...(run.error ? { error: run.error as RunRecord['error'] } : {}),
    ...(run.waitingFor ? { waitingFor: run.waitingFor as RunRecord['waitingFor'] } : {}),
    startedAt: run.startedAt.getTime(),
    ...(run.finishedAt ? { finishedAt: run.finishedAt.getTime() } : {}),
    deadline: run.deadline.getTime(),
    state,
    ...(run.usage ? { usage: run.usage as RunRecord['usage'] } : {}),
  };
}
