/**
 * What `aiz run --json` prints: one object with the run's status, its error, the workflow's result (the
 * items of the last node run) and every node's runs by node name, so people and CI can compare outputs; an
 * AI node's run names the models that answered and, when it was not the one the node named, says so.
 */
import type { WorkflowDocument } from '@common/workflow/document';
import type { ItemLists, RunRecord } from '../engine/core';

export interface CliNodeReport {
  status: string;
  /** Each run's outputs; an AI node's run also says which models answered (`provider/model`) and any note. */
  runs: { outputs: ItemLists; error?: string; models?: string[]; notes?: string[] }[];
}

export interface CliRunReport {
  status: 'succeeded' | 'failed';
  error?: { message: string; code: string; node?: string };
  output: unknown;
  nodes: Record<string, CliNodeReport>;
}

export function toCliReport(document: WorkflowDocument, run: RunRecord): CliRunReport {
  const names = new Map(document.nodes.map((n) => [n.id, n.name]));
  const nodes: Record<string, CliNodeReport> = {};
  for (const step of run.steps) {
    const name = names.get(step.nodeId) ?? step.nodeId;
    const report = nodes[name] ?? { status: step.status, runs: [] };
    nodes[name] = report;
    report.status = step.status;
    report.runs.push({
      outputs: step.output,
      ...(step.error ? { error: step.error.message } : {}),
      ...(step.usage?.models.length ? { models: step.usage.models } : {}),
      ...(step.usage?.notes?.length ? { notes: step.usage.notes } : {}),
    });
  }
  const failed = run.status !== 'succeeded';
  return {
    status: failed ? 'failed' : 'succeeded',
    ...(failed
      ? {
          error: {
            message: run.error?.message ?? `The run ended ${run.status}.`,
            code: run.error?.code ?? run.status,
            ...(run.error?.nodeId ? { node: names.get(run.error.nodeId) ?? run.error.nodeId } : {}),
          },
        }
      : {}),
    output: run.result[0] ?? [],
    nodes,
  };
}
