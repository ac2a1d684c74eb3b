import type { ApiKey, CreatedApiKey } from '@common/schemas/deployments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { rememberSessionSecret } from './api';
import { CreateKeyDialog } from './api-keys';
import { DEPLOYMENT_ID } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  rememberSessionSecret(null);
});

const key: ApiKey = {
  id: '0b6a3c1e-0000-4000-8000-0000000000c1',
  name: 'backend',
  prefix: 'aiz_sk_AbCd1',
  deploymentIds: [DEPLOYMENT_ID],
  surfaces: ['rest', 'openai', 'mcp'],
  rateLimitPerMinute: 60,
  monthlyQuota: 10000,
  runsThisMonth: 0,
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const created: CreatedApiKey = { key, secret: 'aiz_sk_AbCd1-the-whole-secret' };

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      <CreateKeyDialog
        open={open}
        onOpenChange={setOpen}
        deployments={[{ id: DEPLOYMENT_ID, slug: 'greeter-bot' }]}
      />
    </>
  );
}

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

describe('CreateKeyDialog', () => {
  it('checks the form with the shared schema before sending', async () => {
    const api = mockApi({});
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('Name the key.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a scoped key and shows its secret once, with a copy button and a warning', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = mockApi({ 'POST /api/api-keys': { status: 201, body: created } });
    renderDialog();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'backend' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Every deployment' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'greeter-bot' }));
    fireEvent.change(screen.getByLabelText('Expires in (days)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByTestId('api-key-secret')).toHaveTextContent(created.secret);
    expect(screen.getByRole('alert')).toHaveTextContent('shown only this once');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'backend',
      deploymentIds: [DEPLOYMENT_ID],
      surfaces: ['rest', 'openai', 'mcp'],
      rateLimitPerMinute: 60,
      monthlyQuota: 10000,
      expiresInDays: 30,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(created.secret));
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    // Closed and opened again: the form, never the secret.
    fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(await screen.findByRole('button', { name: 'Create key' })).toBeInTheDocument();
    expect(screen.queryByText(created.secret)).toBeNull();
  });
});
