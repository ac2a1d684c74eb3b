import { workflowDocumentSchema } from '@common/workflow/document';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../engine/core';
import { toCliReport } from './run-report';
import { summaryLines } from './summary';

const document = workflowDocumentSchema.parse({
  nodes: [
    { id: 'a', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0], parameters: {} },
    { id: 'b', type: 'code', typeVersion: 1, name: 'Double', position: [200, 0], parameters: {} },
  ],
  edges: [{ id: 'e1', source: 'a', sourceOutput: 0, target: 'b', targetInput: 0 }],
  settings: {},
});

const step = (
  nodeId: string,
  output: RunRecord['result'],
  extra: Partial<RunRecord['steps'][number]> = {},
) => ({
  nodeId,
  runIndex: 0,
  status: 'succeeded' as const,
  input: [],
  output,
  tries: 1,
  startedAt: 0,
  finishedAt: 1,
  ...extra,
});

const baseRun = (over: Partial<RunRecord>): RunRecord => ({
  id: 'r',
  status: 'succeeded',
  steps: [],
  result: [],
  startedAt: 0,
  deadline: 1000,
  state: { stack: [], waiting: {}, runCounts: {}, nodeState: {}, lastOutputs: {} },
  ...over,
});

describe('toCliReport', () => {
  it('names nodes by their names, lists each run, and gives the last node items as the output', () => {
    const items = [{ json: { n: 2 } }];
    const report = toCliReport(
      document,
      baseRun({ steps: [step('a', [[{ json: {} }]]), step('b', [items])], result: [items] }),
    );
    expect(report).toEqual({
      status: 'succeeded',
      output: items,
      nodes: {
        Start: { status: 'succeeded', runs: [{ outputs: [[{ json: {} }]] }] },
        Double: { status: 'succeeded', runs: [{ outputs: [items] }] },
      },
    });
  });

  it('reports a failed run with its error and the node by name', () => {
    const report = toCliReport(
      document,
      baseRun({
        status: 'failed',
        steps: [step('b', [], { status: 'failed', error: { message: 'boom', code: 'node_failed' } })],
        error: { message: 'boom', code: 'node_failed', nodeId: 'b' },
      }),
    );
    expect(report.status).toBe('failed');
    expect(report.error).toEqual({ message: 'boom', code: 'node_failed', node: 'Double' });
    expect(report.nodes.Double).toEqual({ status: 'failed', runs: [{ outputs: [], error: 'boom' }] });
  });

  it('names the models that answered an AI node, and says when it was not the one the node named', () => {
    const note =
      'The node asked for "anthropic/claude-3-5-sonnet-20241022"; Anthropic is not configured, so openai/gpt-4.1-mini answered.';
    const usage = {
      inputTokens: 3,
      outputTokens: 2,
      costUsd: 0,
      calls: 1,
      models: ['openai/gpt-4.1-mini'],
      notes: [note],
    };
    const report = toCliReport(document, baseRun({ steps: [step('b', [[]], { usage })] }));
    expect(report.nodes.Double?.runs).toEqual([
      { outputs: [[]], models: ['openai/gpt-4.1-mini'], notes: [note] },
    ]);
    expect(summaryLines(report)).toEqual([
      '✓ Double: 0 items on openai/gpt-4.1-mini',
      `  note: ${note}`,
      'Succeeded: 0 item(s) out. Use --json for the data.',
    ]);
  });
});
