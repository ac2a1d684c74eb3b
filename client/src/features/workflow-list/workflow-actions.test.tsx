import type { WorkflowListItem } from '@common/schemas/workflow-list';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { WorkflowActions } from './workflow-actions';

afterEach(() => vi.unstubAllGlobals());

const ID = '0b6a3c1e-0000-4000-8000-0000000000a7';

const item = (latestVersion: number | null): WorkflowListItem => ({
  id: ID,
  name: 'Orders',
  description: '',
  tags: [],
  kind: 'workflow',
  revision: 3,
  latestVersion,
  activeVersion: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  status: latestVersion === null ? 'draft' : 'published',
  versionsCount: latestVersion ?? 0,
  lastRun: null,
  runs24h: 0,
  costUsd24h: 0,
});

function renderActions(workflow: WorkflowListItem) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WorkflowActions workflow={workflow} onRename={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Radix opens its menu on pointer down (jsdom has no pointer events of its own). */
function openMenu() {
  const trigger = screen.getByRole('button', { name: 'More actions for Orders' });
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

describe('WorkflowActions: deploy', () => {
  it('deploys the latest published version and shows its URLs', async () => {
    const api = mockApi({
      'GET /api/deployments': { body: { deployments: [] } },
      'POST /api/deployments': {
        status: 201,
        body: {
          id: '0b6a3c1e-0000-4000-8000-0000000000d7',
          slug: 'orders',
          workflowId: ID,
          versionNumber: 2,
          surfaces: ['rest', 'widget', 'chat', 'form', 'openai', 'mcp'],
          publishableKey: 'aiz_pk_orders',
          urls: {
            rest: 'http://localhost/api/run/orders',
            webhook: null,
            webhookTest: null,
            chat: 'http://localhost/d/orders/chat',
            form: 'http://localhost/d/orders/form',
            openai: 'http://localhost/v1',
            mcp: 'http://localhost/mcp/orders',
            embed: 'http://localhost/embed.js',
          },
        },
      },
    });
    renderActions(item(2));
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deploy version 2' }));
    expect(await screen.findByRole('dialog', { name: 'Version 2 is live' })).toHaveTextContent(
      'http://localhost/api/run/orders',
    );
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ workflowId: ID, versionNumber: 2 }),
    );
  });

  it('offers no deploy for a workflow never published', async () => {
    mockApi({});
    renderActions(item(null));
    openMenu();
    expect(await screen.findByRole('menuitem', { name: /Export JSON/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Deploy/ })).toBeNull();
  });
});
