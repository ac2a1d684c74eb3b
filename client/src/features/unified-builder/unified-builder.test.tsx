import type { NodeCatalogueEntry, WorkflowDetail } from '@common/schemas/workflows';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { UnifiedEditor } from './unified-builder';

afterEach(() => vi.unstubAllGlobals());

const ID = 'wf-agent';
const entry = (type: string, displayName: string, inputs: number, properties = {}): NodeCatalogueEntry => ({
  type,
  version: 1,
  displayName,
  group: inputs === 0 ? 'trigger' : 'ai',
  description: '',
  documentation: '',
  inputs,
  outputs: ['output'],
  parameters: { type: 'object', properties },
  credentialSlots: [],
  subNodeInputs: [],
});
const catalogue = [
  entry('chat-trigger', 'Chat Trigger', 0),
  entry('ai-agent', 'AI Agent', 1, { instructions: { type: 'string', title: 'Instructions' } }),
];
const agent = {
  id: ID,
  name: 'Helper',
  description: '',
  tags: [],
  kind: 'agent',
  revision: 1,
  latestVersion: null,
  activeVersion: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  draft: {
    nodes: [
      { id: 'chat', type: 'chat-trigger', typeVersion: 1, name: 'Chat', position: [0, 0], parameters: {} },
      {
        id: 'agent',
        type: 'ai-agent',
        typeVersion: 1,
        name: 'Agent',
        position: [280, 0],
        parameters: { instructions: 'Be brief.', model: '', tools: [], starters: [] },
      },
    ],
    edges: [{ id: 'e', source: 'chat', sourceOutput: 0, target: 'agent', targetInput: 0 }],
    settings: {},
  },
} as unknown as WorkflowDetail;

describe('UnifiedEditor', () => {
  it('keeps one document across tabs: an edit in the wizard shows in the steps', async () => {
    mockApi({
      'GET /api/workflows/node-types': { body: { nodeTypes: catalogue } },
      [`PUT /api/workflows/${ID}/draft`]: { body: { revision: 2, updatedAt: '2026-01-01T00:00:01.000Z' } },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        {
          path: '/workflow-builder-legacy',
          element: <UnifiedEditor workflow={agent} title="Unified Builder" />,
        },
      ],
      { initialEntries: [`/workflow-builder-legacy?workflow=${ID}`] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    // An agent opens on the wizard.
    expect(await screen.findByRole('tab', { name: /Wizard/ })).toHaveAttribute('aria-selected', 'true');
    const instructions = await screen.findByLabelText(/^Instructions/);
    expect(instructions).toHaveValue('Be brief.');
    expect(screen.getByRole('button', { name: 'Publish and deploy' })).toBeInTheDocument();
    fireEvent.change(instructions, { target: { value: 'Answer in one sentence.' } });

    fireEvent.click(screen.getByRole('tab', { name: /Steps/ }));
    const step = await screen.findByRole('article', { name: 'Step 2: Agent' });
    fireEvent.click(within(step).getByRole('button', { name: /^Agent/ }));
    expect(within(step).getByDisplayValue('Answer in one sentence.')).toBeInTheDocument();

    // Undo in the wizard takes the edit back everywhere.
    fireEvent.click(screen.getByRole('tab', { name: /Wizard/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText(/^Instructions/)).toHaveValue('Be brief.');
  });
});
