/**
 * What happens after a run stops (ended, failed or waiting), wherever it ran: `executeRun` and `continueRun`
 * call `settleRun` with the record the engine answered. One line per concern (an approval request e-mailed
 * when a run waits for a person, the error workflow when a run fails, a timer for a wait).
 */
import type { RunRecord } from '../../../engine/core';
import type { RunEnv, RunHook, Runner, RunTarget } from '../runs';
import { emailApprovers } from '../runs';
import { runErrorWorkflow } from './error-workflow';

export type { RunHook };

// biome-ignore format: one line per hook, so additions made in parallel merge cleanly
export const RUN_HOOKS: RunHook[] = [
  emailApprovers,
  runErrorWorkflow,
];

/**
 * A hook of another module, which this one cannot import (a deployment's trigger runs): added by the
 * process's composition root (app.ts, worker.ts) before runs start. Adding it again changes nothing.
 */
export function addRunHook(hook: RunHook): void {
  if (!RUN_HOOKS.includes(hook)) RUN_HOOKS.push(hook);
}

export async function settleRun(
  env: RunEnv,
  target: RunTarget,
  record: RunRecord,
  runner: Runner,
): Promise<void> {
  for (const hook of RUN_HOOKS) {
    try {
      await hook(env, target, record, runner);
    } catch (err) {
      // The run itself is stored; a hook that fails (mail down) is logged, never undoes it.
      env.log.error('run hook failed', {
        runId: record.id,
        error: err instanceof Error ? err.message : String(err),
      });
    }
  }
}
