import type { WorkflowListItem, WorkflowListPage } from '@common/schemas/workflow-list';
import type { RunDetail } from '@common/schemas/workflows';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: scaled(5000) };
const ID = '0b8d3a52-1111-4000-8000-000000000001';
const RUN = '0b8d3a52-2222-4000-8000-000000000002';

const item = (overrides: Partial<WorkflowListItem> = {}): WorkflowListItem => ({
  id: ID,
  name: 'Order triage',
  description: '',
  tags: ['sales'],
  kind: 'workflow',
  revision: 3,
  latestVersion: 2,
  activeVersion: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  status: 'published',
  versionsCount: 2,
  lastRun: { id: RUN, status: 'failed', startedAt: new Date(Date.now() - 5 * 60_000).toISOString() },
  runs24h: 7,
  costUsd24h: 0.0123,
  ...overrides,
});
const page = (workflows: WorkflowListItem[], tags = ['sales']): WorkflowListPage => ({
  workflows,
  total: workflows.length,
  tags,
});

describe('Saved workflows', () => {
  it('asks a visitor to sign in', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/workflows');
    expect(await screen.findByText('Sign in to see your workflows', {}, slow)).toBeInTheDocument();
  });

  it('leads a person with no workflows to the builders, templates and import', async () => {
    mockApi({ 'GET /api/auth/user': { body: aUser() }, 'GET /api/workflows': { body: page([], []) } });
    renderApp('/workflows');
    expect(await screen.findByRole('heading', { name: 'No workflows yet' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Build an agent/ })).toHaveAttribute('href', '/builder');
    expect(screen.getByRole('link', { name: /Draw a workflow/ })).toHaveAttribute(
      'href',
      '/builder-advanced',
    );
    // The templates are under "Describe it" (the marketplace is not built).
    expect(screen.getByRole('link', { name: /Start from a template/ })).toHaveAttribute(
      'href',
      '/workflow-builder',
    );
  });

  it('lists workflows with status, last run, versions and runs, and sends filters to the API', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/workflows': ({ url }) => ({
        body: url.searchParams.get('kind') === 'agent' ? page([]) : page([item()]),
      }),
    });
    renderApp('/workflows');
    const table = await screen.findByRole('table', {}, slow);
    const row = within(table).getByRole('row', { name: /Order triage/ });
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('5 min ago')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByText('$0.01')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/builder-advanced?workflow=${ID}`,
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'agent' } });
    expect(await screen.findByText('No workflow matches these filters.', {}, slow)).toBeInTheDocument();
    const last = calls.filter((c) => c.path === '/api/workflows').at(-1);
    expect(last).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByRole('table', {}, slow)).toBeInTheDocument();
  });

  it('renames in place, and deletes after confirming with an Undo that restores', async () => {
    let deleted = false;
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/workflows': () => ({ body: page(deleted ? [] : [item()]) }),
      [`PATCH /api/workflows/${ID}`]: ({ body }) => ({ body: { ...item(), ...(body as object) } }),
      [`DELETE /api/workflows/${ID}`]: () => {
        deleted = true;
        return { body: { success: true, restorableUntil: '2026-12-24T00:00:00.000Z' } };
      },
      [`POST /api/workflows/${ID}/restore`]: () => {
        deleted = false;
        return { body: item() };
      },
    });
    renderApp('/workflows');
    render(<LazyToaster />);
    const table = await screen.findByRole('table', {}, slow);
    const openMenu = () =>
      fireEvent.keyDown(within(table).getByRole('button', { name: 'More actions for Order triage' }), {
        key: 'Enter',
      });

    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Rename' }, slow));
    const field = await screen.findByRole('textbox', { name: 'Workflow name' }, slow);
    fireEvent.change(field, { target: { value: 'Order triage v2' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
        { name: 'Order triage v2' },
      ]),
    );

    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete…' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(dialog).toHaveTextContent('Delete “Order triage”?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No workflows yet', {}, slow)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }, slow));
    expect(await screen.findByText('“Order triage” is back.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('table', {}, slow)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/restore'))).toBe(true);
  });

  it('shows an error with a way to try again', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/workflows': { status: 500, body: { error: 'internal', message: 'The database is away.' } },
    });
    renderApp('/workflows');
    expect(await screen.findByText('The database is away.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('imports a pasted file and shows the report before opening it', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/workflows': { body: page([item()]) },
      'POST /api/workflows/import': {
        status: 201,
        body: {
          workflow: { ...item({ name: 'From n8n' }), draft: { nodes: [], edges: [], settings: {} } },
          report: {
            format: 'n8n',
            mapped: [{ name: 'Webhook', from: 'n8n-nodes-base.webhook', to: 'webhook-trigger' }],
            placeholders: [
              { name: 'Sheets', from: 'n8n-nodes-base.googleSheets', reason: 'No such node yet.' },
            ],
            untranslatedExpressions: [],
            warnings: ['Pinned data was left out.'],
            credentials: [{ name: 'Slack bot', type: null, nodes: ['Notify'], credentialId: null }],
          },
        },
      },
    });
    renderApp('/workflows');
    fireEvent.click(await screen.findByRole('button', { name: 'Import' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.change(within(dialog).getByLabelText('Workflow file content'), {
      target: { value: '{"nodes":[]}' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Import report', {}, slow)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/workflows/import')?.body).toEqual({ content: '{"nodes":[]}' });
    // One of each: the singular ("1 placeholders" was the bug).
    expect(within(dialog).getByText('1 node mapped')).toBeInTheDocument();
    expect(within(dialog).getByText('1 placeholder')).toBeInTheDocument();
    expect(within(dialog).getByText('1 credential missing')).toBeInTheDocument();
    expect(within(dialog).getByText('Pinned data was left out.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Open in the builder/ })).toHaveAttribute(
      'href',
      `/builder-advanced?workflow=${ID}`,
    );
  });
});

describe('Run details', () => {
  const run: RunDetail = {
    id: RUN,
    workflowId: ID,
    versionNumber: null,
    trigger: 'manual',
    parentRunId: null,
    status: 'failed',
    error: { message: 'Stopped on purpose', code: 'stopped', nodeId: 'stop' },
    startedAt: '2026-11-24T10:00:00.000Z',
    finishedAt: '2026-11-24T10:00:01.500Z',
    durationMs: 1500,
    usage: null,
    result: [],
    waitingFor: null,
    steps: [
      {
        seq: 0,
        nodeId: 'start',
        runIndex: 0,
        status: 'succeeded',
        input: [[]],
        output: [[{ json: { n: 1 } }]],
        error: null,
        source: null,
        logs: ['hello from start'],
        tries: 1,
        usage: null,
        parent: null,
        startedAt: '2026-11-24T10:00:00.000Z',
        finishedAt: '2026-11-24T10:00:00.500Z',
        durationMs: 500,
      },
      {
        seq: 1,
        nodeId: 'stop',
        runIndex: 0,
        status: 'failed',
        input: [[{ json: { n: 1 } }]],
        output: [],
        error: { message: 'Stopped on purpose', code: 'stopped' },
        source: 'start',
        logs: [],
        tries: 1,
        usage: null,
        parent: null,
        startedAt: '2026-11-24T10:00:00.500Z',
        finishedAt: '2026-11-24T10:00:01.500Z',
        durationMs: 1000,
      },
    ],
  };

  it('shows each step with its items, error and logs, retries, and links to the canvas', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      [`GET /api/workflows/${ID}`]: {
        body: {
          ...item(),
          draft: {
            nodes: [
              {
                id: 'start',
                type: 'manual-trigger',
                typeVersion: 1,
                name: 'Start',
                position: [0, 0],
                parameters: {},
              },
              {
                id: 'stop',
                type: 'stop-and-error',
                typeVersion: 1,
                name: 'Stop here',
                position: [0, 0],
                parameters: {},
              },
            ],
            edges: [],
            settings: {},
          },
        },
      },
      [`GET /api/workflows/${ID}/runs/${RUN}`]: { body: run },
      [`POST /api/workflows/${ID}/runs/${RUN}/retry`]: { body: { ...run, status: 'succeeded', error: null } },
    });
    renderApp(`/workflows/${ID}/runs/${RUN}`);
    const steps = await screen.findByRole('list', { name: 'Steps' }, slow);
    await waitFor(() =>
      expect(within(steps).getByRole('heading', { name: 'Stop here' })).toBeInTheDocument(),
    );
    expect(within(steps).getByText('1 → 0')).toBeInTheDocument();
    expect(within(steps).getByText('hello from start')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This run failed at “Stop here”: Stopped on purpose');
    expect(screen.getByRole('link', { name: /Open on canvas/ })).toHaveAttribute(
      'href',
      `/builder-enhanced?workflow=${ID}&run=${RUN}`,
    );
    fireEvent.click(screen.getByRole('button', { name: /Retry from the failed node/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.endsWith('/retry') && c.method === 'POST')).toBe(true),
    );
  });
});
