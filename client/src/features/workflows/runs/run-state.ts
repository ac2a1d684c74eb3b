/**
 * What the canvas shows of a test run on each node, folded from live run events (SSE) and from the
 * stored run the start call answers: status, item count and duration. Pure, so the badges are tested
 * without a browser.
 */
import type { RunEvent } from '@common/schemas/run-events';
import type { RunDetail } from '@common/schemas/workflows';

export type NodeRunStatus = 'running' | 'succeeded' | 'failed' | 'waiting';
export interface NodeRunState {
  status: NodeRunStatus;
  /** Items over every output of its last run. */
  items: number;
  durationMs: number | null;
  error?: string;
  pinned?: boolean;
}
export interface CanvasRunState {
  runId: string | null;
  status: 'idle' | 'running' | RunDetail['status'];
  nodes: Readonly<Record<string, NodeRunState>>;
}

export const idleRun: CanvasRunState = { runId: null, status: 'idle', nodes: {} };

const countItems = (lists: RunDetail['steps'][number]['output']) =>
  Array.isArray(lists)
    ? lists.reduce((sum, list) => sum + list.length, 0)
    : lists.items.reduce((a, b) => a + b, 0);

/** Applies one live event; events of another run than the followed one start following it. */
export function applyRunEvent(state: CanvasRunState, event: RunEvent): CanvasRunState {
  if (event.type === 'heartbeat' || event.type === 'error') return state;
  if (event.type === 'run-started') {
    return event.runId === state.runId
      ? { ...state, status: 'running' }
      : { runId: event.runId, status: 'running', nodes: {} };
  }
  const base =
    event.runId === state.runId ? state : { runId: event.runId, status: 'running' as const, nodes: {} };
  if (event.type === 'node-started') {
    const previous = base.nodes[event.nodeId];
    return {
      ...base,
      nodes: {
        ...base.nodes,
        [event.nodeId]: { status: 'running', items: previous?.items ?? 0, durationMs: null },
      },
    };
  }
  if (event.type === 'node-finished') {
    return {
      ...base,
      nodes: {
        ...base.nodes,
        [event.nodeId]: {
          status: event.status,
          items: event.items.reduce((a, b) => a + b, 0),
          durationMs: event.durationMs,
          ...(event.error ? { error: event.error.message } : {}),
        },
      },
    };
  }
  return { ...base, status: event.run.status };
}

/** The whole picture from a stored run (its last step per node wins). */
export function runStateOf(run: RunDetail): CanvasRunState {
  const nodes: Record<string, NodeRunState> = {};
  for (const step of run.steps) {
    nodes[step.nodeId] = {
      status: step.status,
      items: countItems(step.output),
      durationMs: step.durationMs,
      ...(step.error ? { error: step.error.message } : {}),
      ...(step.source === 'pinned' ? { pinned: true } : {}),
    };
  }
  return { runId: run.id, status: run.status, nodes };
}

/** The last step of a node in a run: what the inspector shows as its input and output. */
export function lastStepOf(run: RunDetail | null | undefined, nodeId: string) {
  if (!run) return undefined;
  for (let i = run.steps.length - 1; i >= 0; i -= 1) {
    const step = run.steps[i];
    if (step?.nodeId === nodeId) return step;
  }
  return undefined;
}
