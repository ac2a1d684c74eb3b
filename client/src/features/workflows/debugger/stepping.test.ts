import type { RunDetail, RunStepView } from '@common/schemas/workflows';
import { describe, expect, it } from 'vitest';
import {
  canvasStateAt,
  clampStep,
  expressionLeaves,
  stepForKey,
  storedValueAt,
  timelineOf,
  variablesAt,
} from './stepping';

const step = (seq: number, nodeId: string, status: RunStepView['status'] = 'succeeded') =>
  ({
    seq,
    nodeId,
    status,
    runIndex: 0,
    output: [[{ json: {} }]],
    durationMs: seq,
    error: null,
    source: null,
  }) as RunStepView;

const run = { id: 'r', status: 'succeeded', steps: [step(2, 'b'), step(1, 'a'), step(3, 'c', 'failed')] };

describe('debugger stepping', () => {
  it('orders steps as they ran', () => {
    expect(timelineOf(run as unknown as RunDetail).map((s) => s.nodeId)).toEqual(['a', 'b', 'c']);
    expect(timelineOf(null)).toEqual([]);
  });

  it('moves with the keys and stays inside the timeline', () => {
    expect(stepForKey('ArrowRight', 0, 3)).toBe(1);
    expect(stepForKey('j', 2, 3)).toBe(2);
    expect(stepForKey('ArrowLeft', 0, 3)).toBe(0);
    expect(stepForKey('k', 2, 3)).toBe(1);
    expect(stepForKey('End', 0, 3)).toBe(2);
    expect(stepForKey('Home', 2, 3)).toBe(0);
    expect(stepForKey('x', 1, 3)).toBeNull();
    expect(stepForKey('ArrowRight', -1, 0)).toBeNull();
    expect(clampStep(9, 3)).toBe(2);
    expect(clampStep(0, 0)).toBe(-1);
  });

  it('shows on the canvas only the nodes run up to the step', () => {
    const r = run as unknown as RunDetail;
    const state = canvasStateAt(r, timelineOf(r), 1);
    expect(Object.keys(state.nodes).sort()).toEqual(['a', 'b']);
    expect(canvasStateAt(r, timelineOf(r), 2).nodes.c?.status).toBe('failed');
  });

  it('finds every expression in nested parameters with its path', () => {
    expect(
      expressionLeaves({
        url: '=https://x/{{ $json.id }}',
        method: 'GET',
        assignments: [{ name: 'a', value: '={{ $json.n * 2 }}' }],
        options: { header: 'plain {{ $json.h }}' },
      }),
    ).toEqual([
      { path: 'url', expression: '=https://x/{{ $json.id }}' },
      { path: 'assignments[0].value', expression: '={{ $json.n * 2 }}' },
      { path: 'options.header', expression: 'plain {{ $json.h }}' },
    ]);
  });

  it('lists the variables a step could read: ids, its run index and the nodes run before it', () => {
    const steps = timelineOf(run as unknown as RunDetail);
    const doc = {
      nodes: [
        { name: 'Hook', id: 'a' },
        { name: 'Shape', id: 'b' },
      ],
    } as never;
    const meta = { runId: 'r', workflowId: 'w', workflowName: 'Orders' };
    expect(variablesAt(doc, meta, steps, 2)).toEqual([
      { name: '$runIndex', value: '0' },
      { name: '$execution.id', value: 'r' },
      { name: '$workflow.id', value: 'w' },
      { name: '$workflow.name', value: 'Orders' },
      { name: "$('Hook')", value: '1 item' },
      { name: "$('Shape')", value: '1 item' },
    ]);
    expect(variablesAt(doc, meta, steps, 0).map((v) => v.name)).not.toContain("$('Hook')");
    expect(variablesAt(doc, meta, [], 0)).toEqual([]);
  });
});

describe('storedValueAt', () => {
  const resolved = {
    url: 'https://example.com/7',
    assignments: [
      { name: 'greeting', value: 'hello Ada' },
      { name: 'n', value: 0 },
    ],
    body: { truncated: true, bytes: 20480 },
  };

  it('reads the value at every path expressionLeaves gives, falsy values included', () => {
    const parameters = {
      url: '=https://example.com/{{ $json.id }}',
      assignments: [
        { name: 'greeting', value: '=hello {{ $json.name }}' },
        { name: 'n', value: '={{ 0 }}' },
      ],
    };
    expect(expressionLeaves(parameters).map((l) => [l.path, storedValueAt(resolved, l.path)])).toEqual([
      ['url', { found: true, value: 'https://example.com/7' }],
      ['assignments[0].value', { found: true, value: 'hello Ada' }],
      ['assignments[1].value', { found: true, value: 0 }],
    ]);
  });

  it('answers a capped value with its size, and a path that is not there as not found', () => {
    expect(storedValueAt(resolved, 'body.text')).toEqual({
      found: true,
      value: undefined,
      truncated: { truncated: true, bytes: 20480 },
    });
    expect(storedValueAt(resolved, 'assignments[5].value')).toEqual({ found: false });
    expect(storedValueAt(resolved, 'toString')).toEqual({ found: false });
  });
});
