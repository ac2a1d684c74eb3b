/**
 * `aiz run` has no server to wake a waiting run later, so a wait for a time (the Wait node's interval or
 * date) is waited out in this process and the run resumed, up to `CLI_MAX_WAIT_MS` per wait. A longer
 * wait, or one for a decision (an approval, a form, a webhook), ends the command with the run waiting and
 * `waitMessage` saying for what.
 */
import type { WorkflowDocument } from '@common/workflow/document';
import type { RunRecord } from '../engine/core';

export const CLI_MAX_WAIT_MS = 15 * 60_000;

export interface WaitClock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export async function runThroughTimedWaits(
  first: RunRecord,
  resume: (run: RunRecord) => Promise<RunRecord>,
  clock: WaitClock,
  maxWaitMs = CLI_MAX_WAIT_MS,
): Promise<RunRecord> {
  let run = first;
  while (run.status === 'waiting' && run.waitingFor?.kind === 'time') {
    const ms = run.waitingFor.until - clock.now();
    if (ms > maxWaitMs) break;
    if (ms > 0) await clock.sleep(ms);
    run = await resume(run);
  }
  return run;
}

/** Why a run the CLI ends is still waiting, naming the node. */
export function waitMessage(document: WorkflowDocument, run: RunRecord, maxWaitMs = CLI_MAX_WAIT_MS): string {
  const waiting = run.waitingFor;
  const node = document.nodes.find((n) => n.id === waiting?.nodeId)?.name ?? waiting?.nodeId ?? '?';
  if (waiting?.kind === 'time') {
    return `"${node}" waits until ${new Date(waiting.until).toISOString()}; aiz run waits at most ${maxWaitMs / 60_000} minutes in one process: deploy the workflow (aiz deploy) to run it on the server.`;
  }
  return `"${node}" waits for a decision (an approval, a form or a call), which needs the server: deploy the workflow (aiz deploy) to run it there.`;
}
