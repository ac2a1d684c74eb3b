import { describe, expect, it } from 'vitest';
import { applyRunEvent, idleRun } from './run-state';

const ofRun = { runId: 'r1', workflowId: 'w' };
const at = '2026-01-01T00:00:00.000Z';

describe('run state', () => {
  it('follows a run from its events: running, then status, items and duration', () => {
    let s = applyRunEvent(idleRun, { type: 'run-started', ...ofRun, at });
    s = applyRunEvent(s, { type: 'node-started', ...ofRun, nodeId: 'a', runIndex: 0, at });
    expect(s.nodes.a?.status).toBe('running');
    s = applyRunEvent(s, {
      type: 'node-finished',
      ...ofRun,
      nodeId: 'a',
      runIndex: 0,
      status: 'succeeded',
      items: [2, 1],
      durationMs: 12,
      tries: 1,
      usage: null,
      error: null,
      at,
    });
    expect(s.nodes.a).toEqual({ status: 'succeeded', items: 3, durationMs: 12 });
    expect(s.status).toBe('running');
  });

  it('starts afresh when another run begins', () => {
    const s = applyRunEvent(
      applyRunEvent(idleRun, { type: 'node-started', ...ofRun, nodeId: 'a', runIndex: 0, at }),
      {
        type: 'run-started',
        runId: 'r2',
        workflowId: 'w',
        at,
      },
    );
    expect(s).toEqual({ runId: 'r2', status: 'running', nodes: {} });
  });
});
