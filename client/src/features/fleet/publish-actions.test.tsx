import type { VersionSummary } from '@common/schemas/workflows';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { resetToasts } from '@/components/ui/use-toast';
import { mockApi } from '@/test/mock-api';
import { PublishActions } from './publish-actions';
import { aDeployment, WORKFLOW_ID } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

const version: VersionSummary = {
  number: 1,
  note: 'first words',
  contentHash: 'abc',
  publishedBy: 'ada',
  publishedAt: '2026-01-01T00:00:00.000Z',
};

function renderActions(save: () => Promise<string>, onPublished = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PublishActions kind="workflow" save={save} onPublished={onPublished} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  render(<LazyToaster />);
  return onPublished;
}

const routes = {
  [`POST /api/workflows/${WORKFLOW_ID}/versions`]: { status: 201, body: version },
  'GET /api/deployments': { body: { deployments: [] } },
  'POST /api/deployments': { status: 201, body: aDeployment({ versionNumber: 1 }) },
  'GET /api/api-keys': { body: { keys: [] } },
};

describe('PublishActions', () => {
  it('publishes and deploys in one step: saves, publishes with the note, deploys, and opens the deploy dialog', async () => {
    const api = mockApi(routes);
    const save = vi.fn().mockResolvedValue(WORKFLOW_ID);
    const onPublished = renderActions(save);
    fireEvent.click(screen.getByRole('button', { name: 'Publish and deploy' }));
    const form = await screen.findByRole('dialog', { name: 'Publish and deploy this workflow' });
    fireEvent.change(within(form).getByLabelText('What changed (optional)'), {
      target: { value: 'first words' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish and deploy' }));
    const live = await screen.findByRole('dialog', { name: 'Version 1 is live' });
    expect(save).toHaveBeenCalledOnce();
    expect(onPublished).toHaveBeenCalledWith(WORKFLOW_ID, version);
    expect(api.calls.find((c) => c.path.endsWith('/versions'))?.body).toEqual({ note: 'first words' });
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/deployments')?.body).toEqual({
      workflowId: WORKFLOW_ID,
      versionNumber: 1,
    });
    expect(
      within(live).getByRole('button', { name: 'Create a key for this deployment' }),
    ).toBeInTheDocument();
  });

  it('publishes only, then offers Deploy in the toast', async () => {
    const api = mockApi(routes);
    renderActions(vi.fn().mockResolvedValue(WORKFLOW_ID));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const form = await screen.findByRole('dialog', { name: 'Publish this workflow' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish version' }));
    expect(await screen.findByText('Published version 1')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/deployments')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByRole('dialog', { name: 'Version 1 is live' })).toBeInTheDocument();
  });

  it('says why when the draft cannot be saved, and publishes nothing', async () => {
    const api = mockApi(routes);
    renderActions(vi.fn().mockRejectedValue(new Error('Save the draft first: it has not been saved.')));
    fireEvent.click(screen.getByRole('button', { name: 'Publish and deploy' }));
    const form = await screen.findByRole('dialog', { name: 'Publish and deploy this workflow' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish and deploy' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Save the draft first');
    expect(api.calls).toEqual([]);
  });
});
