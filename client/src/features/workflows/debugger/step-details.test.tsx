import type { RunStepView } from '@common/schemas/workflows';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aDocument, aNode } from '../document/test-documents';
import { StepDetails } from './step-details';

const message =
  'Showing the first 2 of 100,000 items (1 MB of about 23 MB: a node keeps at most 1 MB). The run used all of them.';

const bigStep: RunStepView = {
  seq: 2,
  // Not in the document: the step shows its items without resolving the node's expressions.
  nodeId: 'gone',
  runIndex: 0,
  status: 'succeeded',
  input: [[{ json: {} }]],
  output: {
    truncated: true,
    items: [100_000],
    bytes: 23_000_000,
    kept: [[{ json: { i: 0 } }, { json: { i: 1 } }]],
    keptItems: 2,
    totalItems: 100_000,
    omittedBytes: 22_000_000,
    message,
  },
  error: null,
  source: null,
  logs: [],
  tries: 1,
  usage: null,
  parent: null,
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:01.000Z',
  durationMs: 1000,
};

describe('StepDetails', () => {
  it("shows an output too large to keep whole: its first items and the store's message", () => {
    render(
      <StepDetails
        document={aDocument({ nodes: [aNode('t', 'Start', 'manual-trigger')], edges: [] })}
        entry={undefined}
        runId="run-1"
        step={bigStep}
        before={[bigStep]}
        workflow={{ id: 'wf-1', name: 'Big' }}
      />,
    );
    const output = screen.getByRole('region', { name: 'Output' });
    expect(within(output).getByRole('note')).toHaveTextContent(message);
    expect(within(output).getByText('2 items')).toBeInTheDocument();
    const input = screen.getByRole('region', { name: 'Input' });
    expect(within(input).queryByRole('note')).toBeNull();
  });
});
