import type { Deployment } from '@common/schemas/deployments';
import type { TemplateSummary } from '@common/schemas/templates';
import type { GeneratedWorkflow } from '@common/schemas/workflow-generator';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: scaled(5000) };

const draft: GeneratedWorkflow = {
  name: 'Webhook to e-mail',
  kind: 'workflow',
  source: 'pattern',
  pattern: { id: 'webhook-to-email', name: 'Webhook to e-mail' },
  explanation: 'A webhook receives POST requests; each one is e-mailed to you@example.com.',
  warnings: ['No e-mail address for the recipient in your request: replace you@example.com.'],
  document: {
    nodes: [
      {
        id: 'webhook',
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
        name: 'Send e-mail',
        position: [260, 0],
        parameters: {},
      },
    ],
    edges: [{ id: 'e1', source: 'webhook', sourceOutput: 0, target: 'mail', targetInput: 0 }],
    settings: { timezone: 'UTC', timeoutS: 300, maxSteps: 10000 },
  },
};

const template: TemplateSummary = {
  id: 'lead-qualification',
  name: 'Lead qualification',
  description: 'Sends qualified leads to sales.',
  category: 'Sales',
  kind: 'workflow',
  nodeCount: 5,
  nodeTypes: ['webhook-trigger'],
};

const deploymentOf = (workflowId: string): Deployment => {
  const origin = 'https://aiz.example.com';
  return {
    id: '0b6a3c1e-0000-4000-8000-0000000000d9',
    slug: 'webhook-to-e-mail',
    workflowId,
    workflowName: 'Webhook to e-mail',
    kind: 'workflow',
    versionNumber: 1,
    latestVersion: 1,
    status: 'active',
    surfaces: ['rest', 'webhook', 'openai', 'mcp'],
    price: '0',
    timeoutMs: 30_000,
    widget: {
      allowedOrigins: [],
      theme: 'auto',
      title: 'Webhook to e-mail',
      greeting: 'Hi!',
      accentColor: '#7c3aed',
      position: 'right',
    },
    publishableKey: 'aiz_pk_publishable123',
    urls: {
      rest: `${origin}/api/run/webhook-to-e-mail`,
      webhook: `${origin}/webhook/incoming`,
      webhookTest: `${origin}/webhook-test/incoming`,
      chat: `${origin}/d/webhook-to-e-mail/chat`,
      form: `${origin}/d/webhook-to-e-mail/form`,
      openai: `${origin}/v1`,
      mcp: `${origin}/mcp/webhook-to-e-mail`,
      embed: `${origin}/embed.js`,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
};

describe('Describe it', () => {
  it('generates a draft, shows its explanation and warnings, and opens it on the canvas once saved', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/templates': { body: { templates: [template] } },
      'POST /api/workflows/generate': { body: draft },
      'POST /api/workflows': { status: 201, body: { id: 'wf-1' } },
    });
    const { router } = renderApp('/ai-builder');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Workflow Builder' }, slow),
    ).toBeInTheDocument();
    const generate = screen.getByRole('button', { name: 'Generate workflow' });
    expect(generate).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /When a webhook receives a POST/ }));
    expect(screen.getByLabelText('Describe your workflow')).toHaveValue(
      'When a webhook receives a POST, e-mail the payload to ops@example.com',
    );
    await waitFor(() => expect(generate).toBeEnabled());
    fireEvent.click(generate);
    expect(await screen.findByText(draft.explanation, {}, slow)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Warnings' })).getByText(draft.warnings[0]!),
    ).toBeInTheDocument();
    expect(screen.getByText('Pattern: Webhook to e-mail')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/workflows/generate')?.body).toEqual({
      prompt: 'When a webhook receives a POST, e-mail the payload to ops@example.com',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open in canvas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/builder-advanced'), slow);
    expect(router.state.location.search).toBe('?workflow=wf-1');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/workflows')?.body).toMatchObject({
      name: 'Webhook to e-mail',
      kind: 'workflow',
      document: { nodes: draft.document.nodes },
    });
  });

  it('publishes and deploys a generated draft in one step, and then opens that same workflow', async () => {
    const wfId = '0b6a3c1e-0000-4000-8000-0000000000f9';
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/templates': { body: { templates: [] } },
      'POST /api/workflows/generate': { body: draft },
      'POST /api/workflows': { status: 201, body: { id: wfId } },
      [`POST /api/workflows/${wfId}/versions`]: {
        status: 201,
        body: {
          number: 1,
          note: '',
          contentHash: 'h',
          publishedBy: 'ada',
          publishedAt: '2026-01-01T00:00:00.000Z',
        },
      },
      'GET /api/deployments': { body: { deployments: [] } },
      'POST /api/deployments': { status: 201, body: deploymentOf(wfId) },
      'GET /api/api-keys': { body: { keys: [] } },
    });
    const { router } = renderApp('/ai-builder');
    fireEvent.change(await screen.findByLabelText('Describe your workflow', {}, slow), {
      target: { value: 'When a webhook receives a POST, e-mail the payload to ops@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate workflow' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Publish and deploy' }, slow));
    const form = await screen.findByRole('dialog', { name: 'Publish and deploy this workflow' });
    fireEvent.click(within(form).getByRole('button', { name: 'Publish and deploy' }));
    const live = await screen.findByRole('dialog', { name: 'Version 1 is live' }, slow);
    expect(
      within(live).getByRole('button', { name: 'Create a key for this deployment' }),
    ).toBeInTheDocument();
    fireEvent.keyDown(live, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open in canvas' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?workflow=${wfId}`), slow);
    // One workflow saved, published and deployed; opening it made no second copy.
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/workflows')).toHaveLength(1);
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/deployments')?.body).toEqual({
      workflowId: wfId,
      versionNumber: 1,
    });
  });

  it("shows the server's reason when nothing could be generated", async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/templates': { body: { templates: [] } },
      'POST /api/workflows/generate': anError(422, {
        error: 'generation_failed',
        message: 'No workflow in the pattern library fits that request.',
      }),
    });
    renderApp('/workflow-builder');
    const box = await screen.findByLabelText('Describe your workflow', {}, slow);
    fireEvent.change(box, { target: { value: 'purple elephants dancing' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(
      await screen.findByText('No workflow in the pattern library fits that request.', {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('No templates yet.')).toBeInTheDocument();
  });

  it('copies a template and opens the copy', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/templates': { body: { templates: [template] } },
      'POST /api/templates/lead-qualification/use': {
        status: 201,
        body: { id: 'wf-2', name: 'Lead qualification' },
      },
    });
    const { router } = renderApp('/workflow-builder');
    fireEvent.click(await screen.findByRole('button', { name: 'Use template Lead qualification' }, slow));
    await waitFor(() => expect(router.state.location.search).toBe('?workflow=wf-2'), slow);
    expect(calls.some((c) => c.path === '/api/templates/lead-qualification/use')).toBe(true);
  });

  it('opens the sign-in dialog when a visitor generates', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': signedOutUser,
      'GET /api/templates': { body: { templates: [template] } },
    });
    renderApp('/workflow-builder');
    const box = await screen.findByLabelText('Describe your workflow', {}, slow);
    fireEvent.change(box, { target: { value: 'E-mail me every webhook call' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate workflow' }));
    expect(await screen.findByRole('dialog', {}, slow)).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/workflows/generate')).toBe(false);
  });
});
