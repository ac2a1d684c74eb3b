import type { NodeCatalogueEntry, RunStepView } from '@common/schemas/workflows';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { scaled } from '@/test/time';
import { aDocument, aNode, anEdge } from '../document/test-documents';
import { validateDocument } from '../document/validation';
import { NodeSidePanel, type NodeSidePanelProps, parseParameters } from './node-side-panel';

afterEach(() => vi.unstubAllGlobals());

const http: NodeCatalogueEntry = {
  type: 'http-request',
  version: 1,
  displayName: 'HTTP Request',
  group: 'data',
  description: 'Calls a URL',
  documentation: '',
  inputs: 1,
  outputs: ['output'],
  credentialSlots: [],
  subNodeInputs: [],
  parameters: {
    type: 'object',
    required: ['url'],
    properties: { url: { type: 'string' }, method: { type: 'string', enum: ['GET', 'POST'] } },
  },
};

const doc = aDocument({
  nodes: [aNode('t', 'Start', 'manual-trigger'), aNode('h', 'Fetch', 'http-request', {}), aNode('s', 'Set')],
  edges: [anEdge('t', 'h')],
});
const node = doc.nodes[1] as (typeof doc.nodes)[number];

const aStep = (nodeId: string, input: unknown[][], output: unknown[][]): RunStepView => ({
  seq: 1,
  nodeId,
  runIndex: 0,
  status: 'succeeded',
  input,
  output,
  error: null,
  source: null,
  logs: [],
  tries: 1,
  usage: null,
  parent: null,
  startedAt: '',
  finishedAt: '',
  durationMs: 3,
});

function renderPanel(props: Partial<NodeSidePanelProps> = {}) {
  const onChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  render(
    wrap(
      <NodeSidePanel
        document={doc}
        node={node}
        entry={http}
        problems={undefined}
        step={undefined}
        onChange={onChange}
        onClose={() => {}}
        {...props}
      />,
    ),
  );
  return onChange;
}

describe('NodeSidePanel', () => {
  it('generates the settings from the node type schema, shows validation inline, and writes edits back', () => {
    const problems = validateDocument(doc, [http]).get('h');
    const onChange = renderPanel({ problems });
    const url = screen.getByLabelText(/^Url(\* \(required\))?$/);
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('"url" is required.').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText(/Parameters \(JSON/)).toBeNull();
    fireEvent.change(url, { target: { value: 'https://b.example' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0].nodes[1].parameters).toEqual({ url: 'https://b.example' });
    expect(onChange.mock.calls[0]?.[1]).toEqual({ coalesce: 'params-h' });
  });

  it('previews an expression over the upstream output of the last run', async () => {
    const api = mockApi({
      'POST /api/workflows/expressions/preview': { body: { value: 'https://x.example/7', type: 'string' } },
    });
    const withExpression = aDocument({
      nodes: [
        aNode('t', 'Start', 'manual-trigger'),
        aNode('h', 'Fetch', 'http-request', { url: '=https://x.example/{{ $json.id }}' }),
      ],
      edges: [anEdge('t', 'h')],
    });
    renderPanel({
      document: withExpression,
      node: withExpression.nodes[1] as (typeof doc.nodes)[number],
      run: { steps: [aStep('t', [], [[{ json: { id: 7 } }]])] },
    });
    await waitFor(() => expect(screen.getByText(/https:\/\/x\.example\/7/)).toBeTruthy(), {
      timeout: scaled(3000),
    });
    const sent = api.calls.find((c) => c.path === '/api/workflows/expressions/preview')?.body as {
      items: unknown[];
      expression: string;
    };
    expect(sent.items).toEqual([{ json: { id: 7 } }]);
    expect(sent.expression).toContain('{{ $json.id }}');
  });

  it('keeps a strict JSON editor for a node type the catalogue does not know', () => {
    const onChange = renderPanel({ entry: undefined });
    const editor = screen.getByLabelText(/Parameters \(JSON/);
    fireEvent.change(editor, { target: { value: '{ "url": ' } });
    expect(screen.getByText(/Not valid JSON/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(editor, { target: { value: '{ "url": "https://b.example" }' } });
    expect(onChange.mock.calls[0]?.[0].nodes[1].parameters).toEqual({ url: 'https://b.example' });
    expect(parseParameters('[1]').ok).toBe(false);
  });

  it('refuses a name another node has, and says why', () => {
    const onChange = renderPanel();
    const name = screen.getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'Set' } });
    fireEvent.blur(name);
    expect(screen.getByText('Another node is already named "Set".')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the last run input and output in the inspector and pins the output', () => {
    const step = aStep('h', [[{ json: { q: 1 } }]], [[{ json: { answer: 42 } }]]);
    const onChange = renderPanel({ step });
    fireEvent.click(screen.getByRole('tab', { name: 'Input/Output' }));
    const output = screen.getByRole('region', { name: 'Output' });
    expect(output).toHaveTextContent('answer');
    expect(output).toHaveTextContent('42');
    expect(screen.getByRole('region', { name: 'Input' })).toHaveTextContent('q');
    fireEvent.click(within(output).getByRole('button', { name: /Pin/ }));
    expect(onChange.mock.calls[0]?.[0].pinData).toEqual({ h: [{ json: { answer: 42 } }] });
  });

  it('says what to do before any run', () => {
    renderPanel();
    fireEvent.click(screen.getByRole('tab', { name: 'Input/Output' }));
    expect(screen.getByText(/Test the workflow to see this node's input and output/)).toBeTruthy();
  });

  it('opens the version panel and reloads the draft after a restore', async () => {
    const ID = '0b6a3c1e-0000-4000-8000-00000000000a';
    mockApi({
      [`GET /api/workflows/${ID}`]: {
        body: {
          id: ID,
          name: 'Orders',
          description: '',
          tags: [],
          kind: 'workflow',
          revision: 3,
          latestVersion: 1,
          activeVersion: null,
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-02T00:00:00.000Z',
          draft: doc,
        },
      },
      [`GET /api/workflows/${ID}/versions`]: {
        body: {
          versions: [
            {
              number: 1,
              note: 'First',
              contentHash: 'a',
              publishedBy: 'u',
              publishedAt: '2026-01-01T10:00:00.000Z',
            },
          ],
        },
      },
      [`GET /api/workflows/${ID}/diff`]: { body: { from: 1, to: 'draft', diff: null } },
      [`POST /api/workflows/${ID}/versions/1/restore`]: {
        body: { revision: 4, updatedAt: '2026-01-03T00:00:00.000Z' },
      },
    });
    const onVersionRestored = vi.fn();
    renderPanel({ workflowId: ID, onVersionRestored });
    fireEvent.click(screen.getByRole('tab', { name: 'Versions' }));
    const v1 = await screen.findByRole('listitem', { name: 'Version 1' });
    fireEvent.click(within(v1).getByRole('button', { name: 'Restore' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore version 1' }),
    );
    await waitFor(() => expect(onVersionRestored).toHaveBeenCalledTimes(1));
  });
});
