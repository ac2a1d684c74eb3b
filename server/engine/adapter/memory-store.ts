/** A run store that keeps the latest record in memory: runs from the CLI and tests, without persistence. */
import type { RunRecord, RunStore, Step } from '../core';

export interface MemoryRunStore extends RunStore {
  runs: Map<string, RunRecord>;
  steps: Map<string, Step[]>;
}

export function createMemoryRunStore(): MemoryRunStore {
  const runs = new Map<string, RunRecord>();
  const steps = new Map<string, Step[]>();
  return {
    runs,
    steps,
    saveStep: async (runId, step) => {
      steps.set(runId, [...(steps.get(runId) ?? []), structuredClone(step)]);
    },
    saveRun: async (run) => {
      runs.set(run.id, structuredClone(run));
    },
  };
}
