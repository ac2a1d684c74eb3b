import type { NodeCatalogueEntry, RunDetail, WorkflowDetail } from '@common/schemas/workflows';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDraftEditor } from '@/features/workflows';
import { mockApi } from '@/test/mock-api';
import { StepsEditor } from './steps-editor';

afterEach(() => vi.unstubAllGlobals());

const ID = 'wf-steps';
const entry = (
  type: string,
  displayName: string,
  inputs: number,
  outputs = ['output'],
): NodeCatalogueEntry => ({
  type,
  version: 1,
  displayName,
  group: inputs === 0 ? 'trigger' : 'data',
  description: '',
  documentation: '',
  inputs,
  outputs,
  parameters: { type: 'object', properties: { note: { type: 'string', title: 'Note' } } },
  credentialSlots: [],
  subNodeInputs: [],
});
const catalogue = [
  entry('manual-trigger', 'Manual Trigger', 0),
  entry('set', 'Edit Fields', 1),
  entry('no-op', 'No Operation', 1),
  entry('if', 'If', 1, ['true', 'false']),
  entry('chat-trigger', 'Chat Trigger', 0),
];
const node = (id: string, type: string, name: string) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [0, 0],
  parameters: {},
});
const edge = (source: string, target: string, sourceOutput = 0) => ({
  id: `${source}-${target}-${sourceOutput}`,
  source,
  sourceOutput,
  target,
  targetInput: 0,
});
const aWorkflow = (draft: unknown) =>
  ({
    id: ID,
    name: 'Orders',
    description: '',
    tags: [],
    kind: 'workflow',
    revision: 1,
    latestVersion: null,
    activeVersion: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    draft,
  }) as unknown as WorkflowDetail;

const linear = aWorkflow({
  nodes: [node('b', 'no-op', 'Second'), node('t', 'manual-trigger', 'Start'), node('a', 'set', 'First')],
  edges: [edge('t', 'a'), edge('a', 'b')],
  settings: {},
});

function Harness({ workflow }: { workflow: WorkflowDetail }) {
  const editor = useDraftEditor(workflow);
  return <StepsEditor workflow={workflow} editor={editor} />;
}

function renderEditor(workflow: WorkflowDetail, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/workflows/node-types': { body: { nodeTypes: catalogue } },
    [`PUT /api/workflows/${ID}/draft`]: { body: { revision: 2, updatedAt: '2026-01-01T00:00:01.000Z' } },
    ...routes,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <Harness workflow={workflow} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return api;
}

const names = () => screen.getAllByTestId('step-card').map((c) => c.getAttribute('data-step-name'));

describe('StepsEditor', () => {
  it('lists the steps in the order of their wires and moves one with Alt+arrows', async () => {
    renderEditor(linear);
    await screen.findByRole('list', { name: 'Steps' });
    expect(names()).toEqual(['Start', 'First', 'Second']);
    // The header publishes and deploys, as in every builder.
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Publish and deploy' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move Start up' })).toBeDisabled();
    // The first step after a trigger cannot go above it.
    expect(screen.getByRole('button', { name: 'Move First up' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('article', { name: 'Step 2: First' }), {
      key: 'ArrowDown',
      altKey: true,
    });
    expect(names()).toEqual(['Start', 'Second', 'First']);
    expect(screen.getByText('First is now step 3.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(names()).toEqual(['Start', 'First', 'Second']);
  });

  it('adds a step between two from the palette (no triggers offered) and removes one', async () => {
    renderEditor(linear);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a step between Start and First' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a step' });
    expect(within(dialog).queryByText('Manual Trigger')).toBeNull();
    // Nodes with two outputs would make a branch.
    expect(within(dialog).queryByText('If')).toBeNull();
    fireEvent.click(within(dialog).getByText('No Operation'));
    await waitFor(() => expect(names()).toEqual(['Start', 'No Operation', 'First', 'Second']));
    // The new step opens with its settings.
    expect(
      within(screen.getByRole('article', { name: 'Step 2: No Operation' })).getAllByLabelText(/Note/)[0],
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove First' }));
    expect(names()).toEqual(['Start', 'No Operation', 'Second']);
  });

  it('opens a workflow with branches read-only with a link to the canvas', async () => {
    renderEditor(
      aWorkflow({
        nodes: [node('t', 'manual-trigger', 'Start'), node('i', 'if', 'Check'), node('y', 'set', 'Yes')],
        edges: [edge('t', 'i'), edge('i', 'y')],
        settings: {},
      }),
    );
    const alert = await screen.findByTestId('branches-message');
    expect(alert).toHaveTextContent('This workflow has branches; open it on the canvas');
    expect(alert).toHaveTextContent('"Check" has more than one output.');
    expect(within(alert).getByRole('link', { name: 'Open on the canvas' })).toHaveAttribute(
      'href',
      `/builder-advanced?workflow=${ID}`,
    );
    expect(screen.queryByRole('button', { name: /^Add a step/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Test workflow' })).toBeDisabled();
  });

  it('tests a chat-triggered workflow through a chat box: each message starts a run as the trigger item', async () => {
    const chat = aWorkflow({
      nodes: [
        { ...node('c', 'chat-trigger', 'Chat'), parameters: { initialMessages: 'Hi! Ask me anything.' } },
        node('a', 'no-op', 'Answer'),
      ],
      edges: [edge('c', 'a')],
      settings: {},
    });
    const answered = (input: Record<string, unknown>): RunDetail => ({
      id: 'run-1',
      workflowId: ID,
      versionNumber: null,
      trigger: 'manual',
      parentRunId: null,
      status: 'succeeded',
      error: null,
      startedAt: '2026-01-01T00:00:02.000Z',
      finishedAt: '2026-01-01T00:00:03.000Z',
      durationMs: 1000,
      usage: null,
      result: [[{ json: { output: `You said: **${String(input.chatInput)}**` } }]],
      waitingFor: null,
      steps: [],
    });
    const api = renderEditor(chat, {
      [`POST /api/workflows/${ID}/runs`]: ({ body }) => ({
        body: answered((body as { input: Record<string, unknown> }).input),
      }),
    });
    await screen.findByRole('list', { name: 'Steps' });
    fireEvent.click(screen.getByRole('button', { name: 'Test workflow' }));

    // No run yet: the chat box opens, greeting with the trigger's initial message.
    const box = await screen.findByTestId('workflow-test-chat');
    expect(within(box).getByText('Hi! Ask me anything.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/runs'))).toBe(false);

    const input = within(box).getByRole('textbox', { name: 'Message to the workflow' });
    fireEvent.change(input, { target: { value: 'Where is my order?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const log = within(box).getByRole('log', { name: 'Conversation with the workflow' });
    await waitFor(() =>
      expect(within(log).getByTestId('agent-answer')).toHaveTextContent('You said: Where is my order?'),
    );
    const runCalls = api.calls.filter((c) => c.method === 'POST' && c.path === `/api/workflows/${ID}/runs`);
    expect(runCalls).toHaveLength(1);
    const sent = runCalls[0]?.body as { input: { chatInput: string; sessionId: string } };
    expect(sent.input.chatInput).toBe('Where is my order?');
    expect(sent.input.sessionId).toMatch(/\S/);
    // The red banner stays for workflows without a chat: nothing failed here.
    expect(screen.queryByTestId('run-error')).toBeNull();

    fireEvent.click(within(box).getByRole('button', { name: 'Close the test chat' }));
    await waitFor(() => expect(screen.queryByTestId('workflow-test-chat')).toBeNull());
  });

  it("shows a refused chat run's reason in the chat, in words a person reads", async () => {
    const chat = aWorkflow({
      nodes: [node('c', 'chat-trigger', 'Chat'), node('a', 'no-op', 'Answer')],
      edges: [edge('c', 'a')],
      settings: {},
    });
    renderEditor(chat, {
      [`POST /api/workflows/${ID}/runs`]: {
        status: 409,
        body: { error: 'conflict', message: 'Node "Chat": type a message to start this chat workflow.' },
      },
    });
    await screen.findByRole('list', { name: 'Steps' });
    fireEvent.click(screen.getByRole('button', { name: 'Test workflow' }));
    const box = await screen.findByTestId('workflow-test-chat');
    const input = within(box).getByRole('textbox', { name: 'Message to the workflow' });
    fireEvent.change(input, { target: { value: 'Hello' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'type a message to start this chat workflow',
    );
  });
});
