import type { ApiKey, CreatedApiKey, Deployment } from '@common/schemas/deployments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { DeployedDialog } from './deploy-dialog';
import { aDeployment } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const ORIGIN = 'https://aiz.example.com';

/** Each test its own deployment: a key made in the dialog is remembered for its deployment in this tab. */
const deploymentId = (n: number) => `0b6a3c1e-0000-4000-8000-00000000d${String(n).padStart(3, '0')}`;

/** The generated "webhook to e-mail": a webhook trigger, so no chat or form page. */
const webhookDeployment = (id: string): Deployment =>
  aDeployment({
    id,
    slug: 'webhook-to-e-mail',
    surfaces: ['rest', 'webhook', 'openai', 'mcp'],
    urls: {
      ...aDeployment().urls,
      rest: `${ORIGIN}/api/run/webhook-to-e-mail`,
      webhook: `${ORIGIN}/webhook/incoming`,
      webhookTest: `${ORIGIN}/webhook-test/incoming`,
      chat: `${ORIGIN}/d/webhook-to-e-mail/chat`,
      form: `${ORIGIN}/d/webhook-to-e-mail/form`,
      mcp: `${ORIGIN}/mcp/webhook-to-e-mail`,
    },
  });

const aKey = (overrides: Partial<ApiKey>): ApiKey => ({
  id: '0b6a3c1e-0000-4000-8000-0000000000c1',
  name: 'backend',
  prefix: 'aiz_sk_AbCd1',
  deploymentIds: null,
  surfaces: ['rest', 'openai', 'mcp'],
  rateLimitPerMinute: 60,
  monthlyQuota: 10000,
  runsThisMonth: 0,
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function renderDialog(deployment: Deployment) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DeployedDialog deployment={deployment} onClose={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: `Version ${deployment.versionNumber} is live` });
}

/** The label of each URL row. */
const labelsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.textContent);

describe('the deploy dialog', () => {
  it("lists only the surfaces the deployment offers, and says how a webhook's expressions read a call", async () => {
    mockApi({ 'GET /api/api-keys': { body: { keys: [] } } });
    const dialog = renderDialog(webhookDeployment(deploymentId(1)));
    const urls = within(dialog).getByRole('list', { name: 'Deployment URLs' });
    expect(labelsOf(urls)).toEqual(['REST', 'Webhook', 'OpenAI base URL', 'MCP']);
    expect(urls).toHaveTextContent(`${ORIGIN}/webhook/incoming`);
    expect(urls).toHaveTextContent(`${ORIGIN}/api/run/webhook-to-e-mail`);
    expect(urls).not.toHaveTextContent('/d/webhook-to-e-mail/form');
    expect(within(dialog).getByTestId('webhook-entry-note')).toHaveTextContent('{{$json.body.message}}');
    // No widget surface: no embed snippet.
    expect(await within(dialog).findByRole('tab', { name: 'curl' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab', { name: 'Embed tag' })).toBeNull();
  });

  it('lists the form page of a deployment that offers it', () => {
    mockApi({ 'GET /api/api-keys': { body: { keys: [] } } });
    const dialog = renderDialog(aDeployment({ id: deploymentId(2) }));
    const urls = within(dialog).getByRole('list', { name: 'Deployment URLs' });
    expect(labelsOf(urls)).toContain('Form page');
    expect(within(dialog).queryByTestId('webhook-entry-note')).toBeNull();
  });

  it('makes a key scoped to this deployment, shows it once with a copy button, and fills every snippet', async () => {
    const id = deploymentId(3);
    const secret = 'aiz_sk_Dialog-the-whole-secret';
    const created: CreatedApiKey = { key: aKey({ deploymentIds: [id] }), secret };
    const api = mockApi({
      'GET /api/api-keys': { body: { keys: [] } },
      'POST /api/api-keys': { status: 201, body: created },
    });
    const dialog = renderDialog(webhookDeployment(id));
    expect(within(dialog).getByTestId('snippet-curl')).toHaveTextContent('YOUR_API_KEY');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a key for this deployment' }));
    expect(await within(dialog).findByTestId('deploy-key-secret')).toHaveTextContent(secret);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'webhook-to-e-mail (deploy dialog)',
      deploymentIds: [id],
    });
    expect(within(dialog).getByText(/cannot be shown again/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('snippet-curl')).toHaveTextContent(`Authorization: Bearer ${secret}`);
    expect(within(dialog).getByTestId('snippet-curl')).not.toHaveTextContent('YOUR_API_KEY');
    // The /v1 (OpenAI Python) and MCP snippets carry it too.
    fireEvent.click(within(dialog).getByRole('tab', { name: 'OpenAI (Python)' }));
    expect(await within(dialog).findByTestId('snippet-openai-python')).toHaveTextContent(
      `api_key="${secret}"`,
    );
    fireEvent.click(within(dialog).getByRole('tab', { name: 'MCP client' }));
    expect(await within(dialog).findByTestId('snippet-mcp')).toHaveTextContent(`Bearer ${secret}`);
  });

  it('offers the keys that may call this deployment, and says where to paste the one picked', async () => {
    const id = deploymentId(4);
    mockApi({
      'GET /api/api-keys': {
        body: {
          keys: [
            aKey({ id: '0b6a3c1e-0000-4000-8000-0000000000c1', name: 'everywhere', prefix: 'aiz_sk_Every' }),
            aKey({ id: '0b6a3c1e-0000-4000-8000-0000000000c2', name: 'this one', deploymentIds: [id] }),
            aKey({
              id: '0b6a3c1e-0000-4000-8000-0000000000c3',
              name: 'elsewhere',
              deploymentIds: [deploymentId(9)],
            }),
            aKey({
              id: '0b6a3c1e-0000-4000-8000-0000000000c4',
              name: 'revoked',
              revokedAt: '2026-01-02T00:00:00.000Z',
            }),
            aKey({
              id: '0b6a3c1e-0000-4000-8000-0000000000c5',
              name: 'expired',
              expiresAt: '2020-01-01T00:00:00.000Z',
            }),
          ],
        },
      },
    });
    const dialog = renderDialog(webhookDeployment(id));
    const select = await within(dialog).findByLabelText('Or use a key you have');
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a key…',
      'everywhere (aiz_sk_Every…) · every deployment',
      'this one (aiz_sk_AbCd1…)',
    ]);
    fireEvent.change(select, { target: { value: '0b6a3c1e-0000-4000-8000-0000000000c1' } });
    expect(
      within(dialog).getByText(/Replace YOUR_API_KEY with the secret of “everywhere”/),
    ).toHaveTextContent('it starts aiz_sk_Every');
  });

  it('says when the server refuses to make the key', async () => {
    mockApi({
      'GET /api/api-keys': { body: { keys: [] } },
      'POST /api/api-keys': {
        status: 404,
        body: { error: 'not_found', message: 'One of those deployments is not yours.' },
      },
    });
    const dialog = renderDialog(webhookDeployment(deploymentId(5)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a key for this deployment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'One of those deployments is not yours.',
    );
  });
});
