import type { ListingDetail } from '@common/schemas/marketplace';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthDialogProvider } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { ListingEmbed } from './listing-embed';
import { PostMarkdown } from './post-markdown';
import { WorkflowEmbed } from './workflow-embed';

afterEach(() => vi.unstubAllGlobals());

function renderNode(node: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AuthDialogProvider>{node}</AuthDialogProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const listing: ListingDetail = {
  id: 'l1',
  slug: 'lead-router',
  title: 'Lead router',
  summary: 'Sends each lead to the right rep.',
  category: 'operations',
  tags: [],
  price: '0',
  official: false,
  offersCopy: true,
  agent: null,
  iconUrl: null,
  creator: { username: 'ada' },
  versionNumber: 2,
  figures: { installs: 4, rating: 4.5, ratingCount: 2, usage: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  readme: '',
  shape: { nodes: [], edges: [] },
  owned: false,
  myAgent: null,
  screenshots: [],
};

describe('embed cards', () => {
  it('shows a listing and gets a free copy, then links to it', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/marketplace/listings/lead-router': { body: listing },
      'POST /api/marketplace/listings/lead-router/get': {
        body: { workflowId: 'w9', paid: '0', replayed: false },
      },
    });
    renderNode(<ListingEmbed slug="lead-router" />);
    const card = await screen.findByRole('complementary', { name: 'Marketplace listing: Lead router' });
    expect(card).toHaveTextContent('Free');
    expect(card).toHaveTextContent('4.5 from 2 reviews');
    expect(card).toHaveTextContent('by ada');
    fireEvent.click(await within(card).findByRole('button', { name: 'Get it free' }));
    expect(await within(card).findByRole('link', { name: 'Open your copy' })).toHaveAttribute(
      'href',
      '/builder-advanced?workflow=w9',
    );
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/marketplace/listings/lead-router/get');
  });

  it('imports a shared workflow and links to the builder; signed out, it asks to sign in', async () => {
    const source = JSON.stringify({ name: 'Leads', nodes: [{}, {}], connections: {} });
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'POST /api/workflows/import': {
        body: { workflow: { id: 'w2', name: 'Leads', kind: 'workflow' }, report: {} },
      },
    });
    const first = renderNode(<WorkflowEmbed source={source} />);
    const card = screen.getByRole('complementary', { name: 'Shared workflow: Leads' });
    expect(card).toHaveTextContent('n8n format · 2 steps');
    fireEvent.click(await within(card).findByRole('button', { name: 'Import' }));
    expect(await within(card).findByRole('link', { name: 'Open in the builder' })).toHaveAttribute(
      'href',
      '/builder-advanced?workflow=w2',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: source });
    first.unmount();
    vi.unstubAllGlobals();

    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderNode(<WorkflowEmbed source={source} />);
    expect(await screen.findByRole('button', { name: 'Sign in to import' })).toBeInTheDocument();
  });

  it('says why a workflow cannot be shown instead of a card', () => {
    mockApi({});
    renderNode(<WorkflowEmbed source='{"nodes": [' />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent("This workflow's JSON does not parse");
  });

  it('draws a post’s listing address and workflow block as cards, and links @mentions', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/marketplace/listings/lead-router': { body: listing },
    });
    const workflow = JSON.stringify({ name: 'Leads', nodes: [], edges: [] });
    renderNode(
      <PostMarkdown
        text={`Thanks @bob, try:\n\n/marketplace/lead-router\n\n\`\`\`workflow\n${workflow}\n\`\`\``}
      />,
    );
    expect(
      await screen.findByRole('complementary', { name: 'Marketplace listing: Lead router' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Shared workflow: Leads' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '@bob' })).toHaveAttribute('href', '/community/u/bob');
  });
});
