import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';
import { CommunityModeration } from './community-moderation';

afterEach(() => vi.unstubAllGlobals());

function api() {
  return mockApi({
    'GET /api/community/moderation/log': {
      body: {
        entries: [
          {
            id: 1,
            action: 'lock-thread',
            actor: 'cy',
            threadId: 7,
            threadTitle: 'How do I import n8n?',
            postId: null,
            detail: 'Answered several times',
            createdAt: '2026-05-01T10:00:00.000Z',
          },
        ],
      },
    },
    'GET /api/community/moderation/moderators': {
      body: {
        moderators: [
          { username: 'boss', role: 'admin' },
          { username: 'cy', role: 'moderator' },
        ],
      },
    },
    'PUT /api/community/moderation/moderators': { status: 204 },
  });
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CommunityModeration />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the admin's community section", () => {
  it('lists what moderators did, with a link to the topic', async () => {
    api();
    renderSection();
    const log = await screen.findByRole('table', { name: 'Moderation log' });
    const row = within(log).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('@cy');
    expect(row).toHaveTextContent('Locked');
    expect(row).toHaveTextContent('Answered several times');
    expect(within(row).getByRole('link', { name: 'How do I import n8n?' })).toHaveAttribute(
      'href',
      '/community/t/7',
    );
  });

  it('grants and revokes the moderator role; administrators cannot be revoked', async () => {
    const { calls } = api();
    renderSection();
    const list = await screen.findByRole('list', { name: 'Moderators' });
    expect(
      within(list).queryByRole('button', { name: 'Revoke moderator from boss' }),
    ).not.toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Revoke moderator from cy' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    fireEvent.change(screen.getByRole('textbox', { name: 'Username to make a moderator' }), {
      target: { value: '@dee' },
    });
    const grant = screen.getByRole('button', { name: 'Make moderator' });
    await waitFor(() => expect(grant).toBeEnabled());
    fireEvent.click(grant);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
        { username: 'cy', moderator: false },
        { username: 'dee', moderator: true },
      ]),
    );
  });
});
