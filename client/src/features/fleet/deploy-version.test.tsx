import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { DeployVersionButton } from './deploy-version';
import { aDeployment, DEPLOYMENT_ID, WORKFLOW_ID } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

function renderButton(version: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DeployVersionButton workflowId={WORKFLOW_ID} version={version} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('DeployVersionButton', () => {
  it('deploys a workflow that has no deployment yet, then shows every URL and a link to the fleet', async () => {
    const api = mockApi({
      'GET /api/deployments': { body: { deployments: [] } },
      'POST /api/deployments': { status: 201, body: aDeployment({ versionNumber: 1 }) },
    });
    renderButton(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy this version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1 is live' });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      workflowId: WORKFLOW_ID,
      versionNumber: 1,
    });
    const urls = within(dialog).getByRole('list', { name: 'Deployment URLs' });
    expect(urls).toHaveTextContent('https://aiz.example.com/api/run/greeter-bot');
    expect(urls).toHaveTextContent('https://aiz.example.com/mcp/greeter-bot');
    expect(urls).toHaveTextContent('https://aiz.example.com/v1');
    expect(within(dialog).getByRole('link', { name: 'Open the fleet' })).toHaveAttribute('href', '/fleet');
  });

  it('rolls the existing deployment to this version, keeping its URLs', async () => {
    const api = mockApi({
      'GET /api/deployments': { body: { deployments: [aDeployment({ versionNumber: 2 })] } },
      [`PATCH /api/deployments/${DEPLOYMENT_ID}`]: { body: aDeployment({ versionNumber: 1 }) },
    });
    renderButton(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy this version' }));
    await screen.findByRole('dialog', { name: 'Version 1 is live' });
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ versionNumber: 1 });
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says a version is the live one and shows its URLs without deploying again', async () => {
    const api = mockApi({
      'GET /api/deployments': { body: { deployments: [aDeployment({ versionNumber: 2 })] } },
    });
    renderButton(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Deployed: URLs' }));
    await screen.findByRole('dialog', { name: 'Version 2 is live' });
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
  });
});
