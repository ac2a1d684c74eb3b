import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCatalogue, aDocument, aNode } from '../document/test-documents';
import { NodeSidePanel, parseParameters } from './node-side-panel';

const doc = aDocument({
  nodes: [aNode('h', 'Fetch', 'http-request', { url: 'https://a.example' }), aNode('s', 'Set')],
});
const node = doc.nodes[0] as (typeof doc.nodes)[number];

describe('NodeSidePanel', () => {
  it('applies valid parameter JSON and explains invalid JSON without applying it', () => {
    const onChange = vi.fn();
    render(
      <NodeSidePanel
        document={doc}
        node={node}
        entry={aCatalogue[2]}
        problems={undefined}
        step={undefined}
        onChange={onChange}
        onClose={() => {}}
      />,
    );
    const editor = screen.getByLabelText('Parameters (JSON)');
    fireEvent.change(editor, { target: { value: '{ "url": ' } });
    expect(screen.getByText(/Not valid JSON/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(editor, { target: { value: '{ "url": "https://b.example" }' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].nodes[0].parameters).toEqual({ url: 'https://b.example' });
    expect(onChange.mock.calls[0]?.[1]).toEqual({ coalesce: 'params-h' });
  });

  it('refuses a name another node has, and says why', () => {
    const onChange = vi.fn();
    render(
      <NodeSidePanel
        document={doc}
        node={node}
        entry={undefined}
        problems={undefined}
        step={undefined}
        onChange={onChange}
        onClose={() => {}}
      />,
    );
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Set' } });
    fireEvent.blur(name);
    expect(screen.getByText('Another node is already named "Set".')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the input and output of the last run, and parses parameters strictly', () => {
    const step = {
      seq: 1,
      nodeId: 'h',
      runIndex: 0,
      status: 'succeeded' as const,
      input: [[{ json: { q: 1 } }]],
      output: [[{ json: { answer: 42 } }]],
      error: null,
      source: null,
      logs: [],
      tries: 1,
      usage: null,
      startedAt: '',
      finishedAt: '',
      durationMs: 3,
    };
    render(
      <NodeSidePanel
        document={doc}
        node={node}
        entry={undefined}
        problems={undefined}
        step={step}
        onChange={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'Output' }).textContent).toContain('"answer": 42');
    expect(screen.getByRole('button', { name: /Pin output/ })).toBeTruthy();
    expect(parseParameters('[1]').ok).toBe(false);
  });
});
