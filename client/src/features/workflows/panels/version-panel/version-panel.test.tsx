import type { VersionSummary, WorkflowDetail } from '@common/schemas/workflows';
import type { WorkflowDiff } from '@common/workflow/diff-schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, mockApi } from '@/test/mock-api';
import { VersionPanel } from './version-panel';

afterEach(() => vi.unstubAllGlobals());

const ID = '0b6a3c1e-0000-4000-8000-00000000000a';
const BASE = `/api/workflows/${ID}`;
const ME = 'user-1';

const workflow = {
  id: ID,
  name: 'Orders',
  description: '',
  tags: [],
  kind: 'workflow',
  revision: 7,
  latestVersion: 2,
  activeVersion: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  draft: {
    schemaVersion: 1,
    nodes: [
      {
        id: 'hook',
        type: 'webhook-trigger',
        typeVersion: 1,
        name: 'Webhook',
        position: [0, 0],
        parameters: {},
      },
      {
        id: 'mail',
        type: 'send-email',
        typeVersion: 1,
        name: 'Send mail',
        position: [200, 0],
        parameters: {},
      },
    ],
    edges: [],
    settings: {},
  },
} as unknown as WorkflowDetail;

const versions: VersionSummary[] = [
  {
    number: 2,
    note: 'Send a receipt',
    contentHash: 'b',
    publishedBy: ME,
    publishedAt: '2026-01-02T10:00:00.000Z',
  },
  { number: 1, note: '', contentHash: 'a', publishedBy: 'user-2', publishedAt: '2026-01-01T10:00:00.000Z' },
];

const diff: WorkflowDiff = {
  nodes: {
    added: [{ id: 'mail', name: 'Send mail', type: 'send-email' }],
    removed: [{ id: 'old', name: 'Old step', type: 'no-op' }],
    renamed: [{ id: 'x', before: 'Fetch', after: 'Fetch orders' }],
    moved: [],
    changed: [
      {
        id: 'hook',
        name: 'Webhook',
        changes: [{ path: ['parameters', 'path'], before: 'orders', after: 'orders-v2' }],
      },
    ],
  },
  edges: {
    added: [{ id: 'e1', source: 'hook', sourceOutput: 0, target: 'mail', targetInput: 0 }],
    removed: [],
  },
  settings: [{ path: ['timeoutS'], before: undefined, after: 60 }],
  pinData: [],
};

function renderPanel(onRestored = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <VersionPanel workflowId={ID} onRestored={onRestored} currentUserId={ME} />
    </QueryClientProvider>,
  );
  return onRestored;
}

const routes = (overrides = {}) => ({
  [`GET ${BASE}`]: { body: workflow },
  [`GET ${BASE}/versions`]: { body: { versions } },
  [`GET ${BASE}/diff`]: ({ url }: { url: URL }) => ({
    body: { from: Number(url.searchParams.get('from')), to: url.searchParams.get('to'), diff },
  }),
  ...overrides,
});

describe('VersionPanel', () => {
  it('lists versions with note, author, time and which one is active', async () => {
    mockApi(routes());
    renderPanel();
    const v2 = await screen.findByRole('listitem', { name: 'Version 2' });
    expect(within(v2).getByText('Send a receipt')).toBeInTheDocument();
    expect(within(v2).getByText('Latest')).toBeInTheDocument();
    expect(within(v2).getByText(/By you/)).toBeInTheDocument();
    const v1 = screen.getByRole('listitem', { name: 'Version 1' });
    expect(within(v1).getByText('Active')).toBeInTheDocument();
    expect(within(v1).getByText('No note')).toBeInTheDocument();
    expect(within(v1).getByText(/By a teammate/)).toBeInTheDocument();
  });

  it('shows the diff from the latest version to the draft, readably, and compares other sides', async () => {
    const api = mockApi(routes());
    renderPanel();
    const shown = await screen.findByTestId('diff');
    expect(shown).toHaveTextContent(
      '1 node added, 1 node removed, 1 node renamed, 1 node changed, 1 connection changed, 1 setting changed',
    );
    expect(within(shown).getByText('Added:').parentElement).toHaveTextContent('Send mail');
    expect(within(shown).getByText('Fetch → Fetch orders')).toBeInTheDocument();
    expect(within(shown).getByText('path')).toBeInTheDocument();
    expect(within(shown).getByText('"orders-v2"')).toBeInTheDocument();
    expect(within(shown).getByText('Connected:').parentElement).toHaveTextContent('Webhook → Send mail');
    expect(within(shown).getByText('(not set)')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === `${BASE}/diff`)).toBe(true);

    fireEvent.click(
      within(screen.getByRole('listitem', { name: 'Version 1' })).getByRole('button', {
        name: 'Compare with draft',
      }),
    );
    expect(screen.getByLabelText('From')).toHaveValue('1');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '1' } });
    expect(screen.getByText('Pick two different sides to compare.')).toBeInTheDocument();
  });

  it('restores a version after confirmation and reports the new revision', async () => {
    const api = mockApi(
      routes({
        [`POST ${BASE}/versions/1/restore`]: { body: { revision: 8, updatedAt: '2026-01-03T00:00:00.000Z' } },
      }),
    );
    const onRestored = renderPanel();
    const v1 = await screen.findByRole('listitem', { name: 'Version 1' });
    fireEvent.click(within(v1).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore version 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(v1).getByRole('button', { name: 'Restore' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore version 1' }),
    );
    await waitFor(() => expect(onRestored).toHaveBeenCalledWith({ version: 1, revision: 8 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('publishes the draft with a note and shows a refusal', async () => {
    const published = { ...versions[0], number: 3, note: 'Faster' };
    const api = mockApi(routes({ [`POST ${BASE}/versions`]: { status: 201, body: published } }));
    renderPanel();
    const note = await screen.findByLabelText(/Note for version 3/);
    fireEvent.change(note, { target: { value: ' Faster ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish draft' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Faster' }));
    await waitFor(() => expect(note).toHaveValue(''));

    api.routes[`POST ${BASE}/versions`] = anError(429, {
      error: 'rate_limited',
      message: 'Too many requests. Please slow down and try again shortly.',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish draft' }));
    expect(
      await screen.findByText('Too many requests. Please slow down and try again shortly.'),
    ).toBeInTheDocument();
  });

  it('says when there is nothing published, and when loading fails', async () => {
    mockApi(routes({ [`GET ${BASE}/versions`]: { body: { versions: [] } } }));
    renderPanel();
    expect(await screen.findByText(/No published versions yet/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Note for version 1/)).toBeInTheDocument();
  });

  it('offers to try again when the versions cannot be loaded', async () => {
    mockApi(
      routes({
        [`GET ${BASE}/versions`]: anError(404, {
          error: 'not_found',
          message: 'That workflow does not exist.',
        }),
      }),
    );
    renderPanel();
    expect(await screen.findByText('That workflow does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
