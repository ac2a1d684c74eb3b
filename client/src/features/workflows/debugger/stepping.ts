/**
 * The debugger's pure parts: a run's steps in the order they ran, what the canvas shows at one step
 * (the nodes run so far, the current one), keys that move between steps, and the expressions in a
 * node's parameters with where they sit.
 */
import { countOf } from '@common/plural';
import type { RunDetail, RunStepView } from '@common/schemas/workflows';
import type { WorkflowDocument } from '@common/workflow/document';
import { isExpression } from '../panels/parameter-form/json-schema';
import { type CanvasRunState, runStateOf } from '../runs/run-state';

/** The steps in the order they ran (their sequence number). */
export function timelineOf(run: Pick<RunDetail, 'steps'> | null | undefined): RunStepView[] {
  return [...(run?.steps ?? [])].sort((a, b) => a.seq - b.seq);
}

/** Keeps a step index inside the timeline (the last step when the index is past it, -1 when empty). */
export const clampStep = (index: number, length: number) =>
  length === 0 ? -1 : Math.min(Math.max(0, index), length - 1);

/** Where a key moves the debugger: ←/k back, →/j on, Home first, End last; null for other keys. */
export function stepForKey(key: string, index: number, length: number): number | null {
  if (length === 0) return null;
  switch (key) {
    case 'ArrowLeft':
    case 'k':
      return clampStep(index - 1, length);
    case 'ArrowRight':
    case 'j':
      return clampStep(index + 1, length);
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}

/** The canvas badges as they stood once `steps[index]` had run: later steps are not shown yet. */
export function canvasStateAt(run: RunDetail, steps: readonly RunStepView[], index: number): CanvasRunState {
  return runStateOf({ ...run, steps: steps.slice(0, index + 1) });
}

export interface ExpressionLeaf {
  /** Where it sits, as the parameter form names it: `url`, `assignments[0].value`. */
  path: string;
  expression: string;
}

/** Every expression in a node's parameters, in document order. */
export function expressionLeaves(parameters: Record<string, unknown>): ExpressionLeaf[] {
  const out: ExpressionLeaf[] = [];
  const walk = (value: unknown, path: string) => {
    if (isExpression(value)) {
      out.push({ path, expression: value });
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    }
  };
  walk(parameters, '');
  return out;
}

/** A value the server kept only the size of (over its cap). */
export interface TruncatedValue {
  truncated: true;
  bytes: number;
}

const isTruncated = (value: unknown): value is TruncatedValue =>
  value !== null &&
  typeof value === 'object' &&
  (value as TruncatedValue).truncated === true &&
  typeof (value as TruncatedValue).bytes === 'number';

/**
 * The value at an `expressionLeaves` path (`a.b[0].c`) of a step's stored resolved parameters: `found`
 * false when the path is not there; a top-level value the server capped is answered as its marker.
 */
export function storedValueAt(
  resolved: Record<string, unknown>,
  path: string,
): { found: true; value: unknown; truncated?: TruncatedValue } | { found: false } {
  const keys = [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
  let value: unknown = resolved;
  for (const key of keys) {
    if (isTruncated(value)) return { found: true, value: undefined, truncated: value };
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return { found: false };
    value = (value as Record<string | number, unknown>)[key];
  }
  return isTruncated(value) ? { found: true, value: undefined, truncated: value } : { found: true, value };
}

/** "850 ms", "2.4 s". */
export function formatMs(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || ms < 0) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;
}

/** Whether a run may still change (followed live). */
export const isLive = (status: RunDetail['status'] | undefined) =>
  status === 'queued' || status === 'running';

export interface StepVariable {
  /** As an expression reads it: `$runIndex`, `$('Fetch')`. */
  name: string;
  value: string;
}

/**
 * What an expression of the step could read besides `$json`: the run's and the workflow's ids, which
 * run of the node it is, and every node that had run before it with its item count.
 */
export function variablesAt(
  doc: Pick<WorkflowDocument, 'nodes'>,
  meta: { runId: string; workflowId: string; workflowName: string },
  steps: readonly RunStepView[],
  index: number,
): StepVariable[] {
  const step = steps[index];
  if (!step) return [];
  const names = new Map(doc.nodes.map((n) => [n.id, n.name]));
  const out: StepVariable[] = [
    { name: '$runIndex', value: String(step.runIndex) },
    { name: '$execution.id', value: meta.runId },
    { name: '$workflow.id', value: meta.workflowId },
    { name: '$workflow.name', value: meta.workflowName },
  ];
  const seen = new Map<string, RunStepView>();
  for (const earlier of steps.slice(0, index)) seen.set(earlier.nodeId, earlier);
  for (const [nodeId, earlier] of seen) {
    if (nodeId === step.nodeId) continue;
    const items = Array.isArray(earlier.output)
      ? earlier.output.reduce((sum, list) => sum + list.length, 0)
      : earlier.output.items.reduce((a, b) => a + b, 0);
    out.push({
      name: `$('${names.get(nodeId) ?? nodeId}')`,
      value: countOf(items, 'item'),
    });
  }
  return out;
}
