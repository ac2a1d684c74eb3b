import { currentCompletions, startCompletion } from '@codemirror/autocomplete';
import { EditorView } from '@codemirror/view';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { anError, mockApi } from '@/test/mock-api';
import type { ExpressionContext } from './expression-context';
import { ExpressionEditor } from './expression-editor';

const context: ExpressionContext = {
  items: [{ json: { customer: { name: 'Ada', email: 'ada@example.com' }, total: 12 } }],
  nodes: ['Webhook'],
  nodeOutputs: { Webhook: [{ json: { body: { id: 1 } } }], Unrelated: [{ json: { x: 1 } }] },
};

function Harness({ initial, ctx = context }: { initial: string; ctx?: ExpressionContext }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ExpressionEditor value={value} onChange={setValue} context={ctx} aria-label="Value" />
      <output data-testid="value">{value}</output>
    </>
  );
}

function editorView(): EditorView {
  const dom = document.querySelector('.cm-editor');
  const view = dom ? EditorView.findFromDOM(dom as HTMLElement) : null;
  if (!view) throw new Error('no editor');
  return view;
}

function typeAtEnd(text: string) {
  const view = editorView();
  const end = view.state.doc.length;
  act(() =>
    view.dispatch({ changes: { from: end, insert: text }, selection: { anchor: end + text.length } }),
  );
  return view;
}

describe('ExpressionEditor', () => {
  it('is a labelled editor whose edits reach onChange', () => {
    mockApi({ 'POST /api/workflows/expressions/preview': { body: { value: 'x', type: 'string' } } });
    render(<Harness initial="Hello" />);
    expect(screen.getByRole('textbox', { name: 'Value' })).toBeInTheDocument();
    typeAtEnd(' world');
    expect(screen.getByTestId('value')).toHaveTextContent('Hello world');
    expect(screen.getByRole('status', { name: 'Result preview' })).toHaveTextContent('Hello world');
  });

  it('completes $json paths from the upstream items', async () => {
    mockApi({ 'POST /api/workflows/expressions/preview': { body: { value: null, type: 'undefined' } } });
    render(<Harness initial="{{ " />);
    const view = typeAtEnd('$json.customer.');
    startCompletion(view);
    await waitFor(() => expect(currentCompletions(view.state).map((c) => c.label)).toContain('email'));
    expect(currentCompletions(view.state).map((c) => c.label)).toEqual(
      expect.arrayContaining(['name', 'keys()']),
    );
  });

  it('offers the upstream nodes at the root', async () => {
    mockApi({});
    render(<Harness initial="{{ $" />);
    const view = editorView();
    view.dispatch({ selection: { anchor: view.state.doc.length } });
    startCompletion(view);
    await waitFor(() =>
      expect(currentCompletions(view.state).map((c) => c.label)).toContain('$node["Webhook"]'),
    );
  });

  it('previews the value through the server with the items and the named nodes only', async () => {
    const api = mockApi({
      'POST /api/workflows/expressions/preview': { body: { value: 'ADA', type: 'string' } },
    });
    render(<Harness initial='{{ $json.customer.name.toUpperCase() }} {{ $node["Webhook"].json.body.id }}' />);
    const status = screen.getByRole('status', { name: 'Result preview' });
    await waitFor(() => expect(status).toHaveTextContent('ADA'));
    expect(status).toHaveTextContent('string');
    const call = api.calls.find((c) => c.path === '/api/workflows/expressions/preview');
    expect(call?.body).toEqual({
      expression: '{{ $json.customer.name.toUpperCase() }} {{ $node["Webhook"].json.body.id }}',
      items: context.items,
      nodeOutputs: { Webhook: [{ json: { body: { id: 1 } } }] },
    });
  });

  it("shows the evaluator's error, and local syntax problems without calling the server", async () => {
    const api = mockApi({
      'POST /api/workflows/expressions/preview': {
        body: { error: 'TypeError: cannot read property', kind: 'runtime' },
      },
    });
    render(<Harness initial="{{ $json.a.b }}" />);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Result preview' })).toHaveTextContent(
        'Error: TypeError: cannot read',
      ),
    );
    typeAtEnd(' {{ $json.x(');
    expect(await screen.findByText('This expression is missing its closing "}}".')).toBeInTheDocument();
    const editor = screen.getByRole('textbox', { name: 'Value' });
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveAccessibleDescription('This expression is missing its closing "}}".');
    expect(screen.queryByRole('status', { name: 'Result preview' })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/preview'))).toHaveLength(1);
  });

  it('says when the preview itself fails', async () => {
    mockApi({
      'POST /api/workflows/expressions/preview': anError(429, {
        error: 'rate_limited',
        message: 'Too many previews. Please wait a moment.',
      }),
    });
    render(<Harness initial="{{ 1 + 1 }}" />);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Result preview' })).toHaveTextContent('Too many previews'),
    );
  });
});
