import type { WorkflowDetail } from '@common/schemas/workflows';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { anError, type MockRoute, mockApi } from '@/test/mock-api';
import { scaled } from '@/test/time';
import { AgentWizard } from './agent-wizard';
import { STALE_MESSAGE } from './use-agent-editor';

const AGENT_ID = '0b6f4d7e-3c1a-4f61-9b59-1b8a1b2c3d4e';

const offlineOnly = {
  success: true,
  providers: [
    { id: 'offline', name: 'Offline assistant', type: 'offline', model: 'bm25-help', enabled: true },
  ],
};
const nodeTypes = {
  nodeTypes: [
    {
      type: 'knowledge-retrieval',
      version: 1,
      displayName: 'Knowledge Retrieval',
      description: 'Finds passages.',
    },
  ],
};

function detail(parameters: Record<string, unknown>): WorkflowDetail {
  return {
    id: AGENT_ID,
    name: 'Support',
    description: '',
    tags: [],
    kind: 'agent',
    revision: 3,
    latestVersion: null,
    activeVersion: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    draft: {
      nodes: [
        { id: 'chat', type: 'chat-trigger', typeVersion: 1, name: 'Chat', position: [0, 0], parameters: {} },
        { id: 'agent', type: 'ai-agent', typeVersion: 1, name: 'Agent', position: [300, 0], parameters },
      ],
      edges: [{ id: 'e', source: 'chat', sourceOutput: 0, target: 'agent', targetInput: 0 }],
      settings: {},
    } as WorkflowDetail['draft'],
  };
}

function renderWizard(agentId: string | null, routes: Record<string, MockRoute>, onCreated = vi.fn()) {
  const api = mockApi({
    'GET /api/ai/enhanced/providers/stats': { body: offlineOnly },
    'GET /api/workflows/node-types': { body: nodeTypes },
    'GET /api/workflows': { body: { workflows: [] } },
    ...routes,
  });
  const router = createMemoryRouter(
    [
      {
        path: '/builder',
        handle: { title: 'Agent Builder', fullHeight: true },
        element: <AgentWizard agentId={agentId} onCreated={onCreated} />,
      },
    ],
    { initialEntries: ['/builder'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, onCreated };
}

afterEach(() => vi.unstubAllGlobals());

describe('the agent wizard', () => {
  it('says the offline model answers when no provider is configured', async () => {
    renderWizard(null, {});
    const model = await screen.findByRole('combobox', { name: 'Model' });
    expect(model).toBeDisabled();
    expect(model).toHaveValue('offline');
    expect(screen.getByText(/No AI provider is configured/)).toBeInTheDocument();
  });

  it('does not save an invalid agent, shows why, and creates it once it is valid', async () => {
    const { api, onCreated } = renderWizard(null, {
      'POST /api/agents': { status: 201, body: { id: AGENT_ID, name: 'Helper', kind: 'agent' } },
      [`GET /api/workflows/${AGENT_ID}`]: { body: detail({}) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add an HTTP tool' }));
    fireEvent.change(screen.getByLabelText('HTTP tool name'), { target: { value: 'has space' } });
    expect(
      await screen.findByText('Give the agent a name.', {}, { timeout: scaled(3000) }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A tool name is 1 to 64 letters/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Helper' } });
    fireEvent.change(screen.getByLabelText('HTTP tool name'), { target: { value: 'weather' } });
    fireEvent.change(screen.getByLabelText('HTTP tool URL'), { target: { value: 'https://w.test/{city}' } });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(AGENT_ID), { timeout: scaled(3000) });
    const created = api.calls.find((c) => c.method === 'POST' && c.path === '/api/agents');
    expect(created?.body).toMatchObject({
      name: 'Helper',
      tools: [{ kind: 'http', name: 'weather', url: 'https://w.test/{city}', method: 'GET' }],
    });
    expect(screen.queryByText('Give the agent a name.')).not.toBeInTheDocument();
  });

  it('opens an agent, saves the draft under its revision, and reports a draft changed elsewhere', async () => {
    const { api } = renderWizard(AGENT_ID, {
      [`GET /api/workflows/${AGENT_ID}`]: { body: detail({ instructions: 'Be kind.', starters: ['Hi?'] }) },
      [`GET /api/workflows/${AGENT_ID}/knowledge`]: { body: { documents: [] } },
      [`PUT /api/workflows/${AGENT_ID}/draft`]: anError(409, {
        error: 'conflict',
        message: 'The draft was saved elsewhere.',
      }),
    });
    const instructions = await screen.findByLabelText('Instructions');
    expect(instructions).toHaveValue('Be kind.');
    expect(screen.getByLabelText('Conversation starter 1')).toHaveValue('Hi?');
    expect(screen.getByRole('button', { name: 'Hi?' })).toBeInTheDocument();
    fireEvent.change(instructions, { target: { value: 'Be brief.' } });
    expect(
      await screen.findByText(new RegExp(STALE_MESSAGE.slice(0, 40)), {}, { timeout: scaled(3000) }),
    ).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ revision: 3 });
    expect(JSON.stringify(put?.body)).toContain('Be brief.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  });

  it('explains a workflow that is not an agent', async () => {
    const notAgent = {
      ...detail({}),
      draft: { nodes: [], edges: [], settings: {} } as unknown as WorkflowDetail['draft'],
    };
    renderWizard(AGENT_ID, { [`GET /api/workflows/${AGENT_ID}`]: { body: notAgent } });
    expect(await screen.findByText(/has no AI agent node/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start a new agent' })).toBeInTheDocument();
  });
});
