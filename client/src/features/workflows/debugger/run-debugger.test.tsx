import type { RunDetail, RunStepView } from '@common/schemas/workflows';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { aCatalogue, aDocument, aNode, anEdge, aWorkflowDetail } from '../document/test-documents';
import { RunDebugger } from './run-debugger';

const realFetch = globalThis.fetch;
// Only fetch and EventSource are ours to put back (the setup's ResizeObserver stub stays for React Flow).
afterEach(() => {
  globalThis.fetch = realFetch;
  Reflect.deleteProperty(globalThis, 'EventSource');
});

/** The browser's EventSource, driven by the test: `emit` delivers one server-sent event. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  listeners = new Map<string, (message: MessageEvent<string>) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  emit(type: string, data: Record<string, unknown>) {
    this.listeners.get(type)?.({ type, data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

const WF = '0b6a3c1e-0000-4000-8000-00000000000a';
const RUN = '0b6a3c1e-0000-4000-8000-0000000000r1'.replace('r1', 'b1');
const NEW_RUN = '0b6a3c1e-0000-4000-8000-0000000000c2';

const draft = aDocument({
  nodes: [
    aNode('t', 'Start', 'manual-trigger'),
    aNode('s', 'Shape', 'set', { greeting: '=hello {{ $json.name }}' }),
  ],
  edges: [anEdge('t', 's')],
});

const workflow = aWorkflowDetail(WF, 'Greeter', draft);

const aStep = (seq: number, nodeId: string, input: unknown[][], output: unknown[][]): RunStepView => ({
  seq,
  nodeId,
  runIndex: 0,
  status: 'succeeded',
  input,
  output,
  error: null,
  source: null,
  logs: nodeId === 's' ? ['shaped one item'] : [],
  tries: 1,
  usage: null,
  parent: null,
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:00.010Z',
  durationMs: 10,
});

const aRun = (id: string): RunDetail => ({
  id,
  workflowId: WF,
  versionNumber: null,
  trigger: 'manual',
  parentRunId: null,
  status: 'succeeded',
  error: null,
  startedAt: '2026-01-01T00:00:00.000Z',
  finishedAt: '2026-01-01T00:00:00.020Z',
  durationMs: 20,
  usage: null,
  result: [],
  waitingFor: null,
  steps: [
    aStep(1, 't', [], [[{ json: { name: 'Ada' } }]]),
    aStep(2, 's', [[{ json: { name: 'Ada' } }]], [[{ json: { name: 'Ada', greeting: 'hello Ada' } }]]),
  ],
});

function setup(onRunChange = vi.fn(), shown: () => RunDetail = () => aRun(RUN), opened = workflow) {
  const api = mockApi({
    [`GET /api/workflows/${WF}/runs`]: () => ({ body: { runs: [shown()], total: 1 } }),
    [`GET /api/workflows/${WF}/runs/${RUN}`]: () => ({ body: shown() }),
    'GET /api/workflows/node-types': { body: { nodeTypes: aCatalogue } },
    'POST /api/workflows/expressions/preview': ({ body }) => ({
      body: {
        value: `hello ${(body as { items: { json: { name: string } }[] }).items[0]?.json.name}`,
        type: 'string',
      },
    }),
    [`POST /api/workflows/${WF}/runs`]: { status: 201, body: aRun(NEW_RUN) },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <RunDebugger workflow={opened} title="Enhanced Builder" runId={RUN} onRunChange={onRunChange} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { api, onRunChange };
}

const position = () => screen.getByTestId('step-position').textContent;

describe('RunDebugger', () => {
  it('steps through the run with buttons and keys, highlighting the node and showing its items', async () => {
    setup();
    await waitFor(() => expect(position()).toBe('Step 1 of 2: Start'));
    expect(screen.getByRole('button', { name: 'Previous step' })).toBeDisabled();
    const selected = () =>
      screen
        .getAllByTestId('workflow-node')
        .filter((n) => n.closest('.react-flow__node')?.classList.contains('selected'));
    expect(selected().map((n) => n.dataset.nodeName)).toEqual(['Start']);
    // Only what ran so far has a badge.
    expect(screen.getAllByTestId('node-run-status')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(position()).toBe('Step 2 of 2: Shape');
    expect(selected().map((n) => n.dataset.nodeName)).toEqual(['Shape']);
    expect(screen.getAllByTestId('node-run-status')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Output' })).toHaveTextContent('hello Ada');
    expect(screen.getByRole('region', { name: 'Logs' })).toHaveTextContent('shaped one item');
    await waitFor(() => expect(screen.getByTestId('resolved-value')).toHaveTextContent('"hello Ada"'));
    expect(screen.getByTestId('resolved-parameter')).toHaveTextContent('greeting');
    // A run stored without the values (an old one): evaluated again, and said so.
    expect(screen.getByText(/^Evaluated again now: this run was stored before/)).toBeInTheDocument();

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(position()).toBe('Step 1 of 2: Start');
    fireEvent.keyDown(window, { key: 'End' });
    expect(position()).toBe('Step 2 of 2: Shape');
    fireEvent.keyDown(window, { key: 'k' });
    expect(position()).toBe('Step 1 of 2: Start');
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Run timeline' })).getByRole('button', { name: /Step 2/ }),
    );
    expect(position()).toBe('Step 2 of 2: Shape');
  });

  it('shows the values the run stored with the step, without evaluating anything again', async () => {
    const stored = () => {
      const run = aRun(RUN);
      const shape = run.steps[1];
      if (shape) shape.resolvedParameters = { greeting: 'hello from the run' };
      return run;
    };
    const { api } = setup(vi.fn(), stored);
    await waitFor(() => expect(position()).toBe('Step 1 of 2: Start'));
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect(screen.getByTestId('resolved-value')).toHaveTextContent('"hello from the run"');
    expect(screen.getByText(/^The values this run produced, as stored with the step/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/workflows/expressions/preview')).toBe(false);
  });

  it('re-runs from the current node as a partial run of this run, and opens the new run', async () => {
    const { api, onRunChange } = setup();
    await waitFor(() => expect(position()).toBe('Step 1 of 2: Start'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Re-run from here' }));
    await waitFor(() => expect(onRunChange).toHaveBeenCalledWith(NEW_RUN));
    const post = api.calls.find((c) => c.method === 'POST' && c.path === `/api/workflows/${WF}/runs`);
    expect(post?.body).toEqual({ previousRunId: RUN, fromNodeId: 's' });
  });

  it('follows a live run over server-sent events, then opens the next run that starts', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const whole = aRun(RUN);
    let run: RunDetail = {
      ...whole,
      status: 'running',
      finishedAt: null,
      durationMs: null,
      steps: whole.steps.slice(0, 1),
    };
    const { onRunChange } = setup(vi.fn(), () => run);
    await waitFor(() => expect(position()).toBe('Step 1 of 1: Start'));
    fireEvent.click(screen.getByRole('button', { name: 'Follow live' }));
    const source = FakeEventSource.opened.at(-1) as FakeEventSource;
    expect(source.url).toBe(`/api/workflows/${WF}/events`);

    run = whole;
    source.emit('node-finished', {
      runId: RUN,
      workflowId: WF,
      nodeId: 's',
      runIndex: 0,
      status: 'succeeded',
      items: [1],
      durationMs: 10,
      tries: 1,
      usage: null,
      error: null,
      at: '2026-01-01T00:00:00.010Z',
    });
    await waitFor(() => expect(position()).toBe('Step 2 of 2: Shape'));

    source.emit('run-started', { runId: NEW_RUN, workflowId: WF, at: '2026-01-01T00:01:00.000Z' });
    expect(onRunChange).toHaveBeenCalledWith(NEW_RUN);
  });

  it('runs a chat-triggered workflow with a message from the test chat, and opens that run', async () => {
    const chatFlow = aWorkflowDetail(
      WF,
      'Helpdesk',
      aDocument({
        nodes: [aNode('c', 'Chat', 'chat-trigger'), aNode('s', 'Shape', 'set')],
        edges: [anEdge('c', 's')],
      }),
    );
    const { api, onRunChange } = setup(vi.fn(), () => aRun(RUN), chatFlow);
    await waitFor(() => expect(position()).toMatch(/^Step 1 of 2/));
    fireEvent.click(screen.getAllByRole('button', { name: 'Run now' })[0] as HTMLElement);
    const box = await screen.findByTestId('workflow-test-chat');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === `/api/workflows/${WF}/runs`)).toBe(false);
    const input = within(box).getByRole('textbox', { name: 'Message to the workflow' });
    fireEvent.change(input, { target: { value: 'Is my order late?' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onRunChange).toHaveBeenCalledWith(NEW_RUN));
    const run = api.calls.find((c) => c.method === 'POST' && c.path === `/api/workflows/${WF}/runs`);
    expect(run?.body).toMatchObject({ input: { chatInput: 'Is my order late?' } });
  });
});
