import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCatalogue, aDocument, aNode, anEdge } from '../document/test-documents';
import { WorkflowCanvas } from './workflow-canvas';

const doc = aDocument({
  nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('h', 'Fetch', 'http-request')],
  edges: [anEdge('t', 'h')],
});

describe('WorkflowCanvas', () => {
  it('draws each node with its type, run status, item count, duration and problems', () => {
    render(
      <WorkflowCanvas
        document={doc}
        catalogue={aCatalogue}
        runs={{
          t: { status: 'succeeded', items: 2, durationMs: 15 },
          h: { status: 'running', items: 0, durationMs: null },
        }}
        problems={
          new Map([['h', [{ kind: 'missing-parameter', message: '"url" is required.', parameter: 'url' }]]])
        }
      />,
    );
    const cards = screen.getAllByTestId('workflow-node');
    expect(cards.map((c) => c.dataset.nodeName)).toEqual(['Start', 'Fetch']);
    const [start, fetch] = cards as [HTMLElement, HTMLElement];
    expect(within(start).getByTestId('node-run-status').textContent).toBe('Succeeded· 2 items · 15 ms');
    expect(within(fetch).getByTestId('node-run-status').dataset.status).toBe('running');
    expect(within(fetch).getByLabelText('Problems: "url" is required.')).toBeTruthy();
    expect(within(start).queryByTestId('node-problems')).toBeNull();
    expect(screen.getByLabelText('Start output')).toBeTruthy();
    expect(screen.getByLabelText('Fetch input')).toBeTruthy();
  });

  it('changes nothing when read-only', () => {
    const onChange = vi.fn();
    render(<WorkflowCanvas document={doc} catalogue={aCatalogue} readOnly onChange={onChange} />);
    expect(screen.getAllByTestId('workflow-node')).toHaveLength(2);
    for (const handle of document.querySelectorAll('.react-flow__handle')) {
      expect(handle.classList.contains('connectable')).toBe(false);
    }
    expect(onChange).not.toHaveBeenCalled();
  });
});
