import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

afterEach(() => vi.unstubAllGlobals());

const notifications = {
  notifications: [
    {
      id: 1,
      kind: 'mention',
      actor: 'bob',
      thread: { id: 7, slug: 'how-do-i-import-n8n', title: 'How do I import n8n?' },
      postNumber: 3,
      read: false,
      createdAt: '2026-05-01T10:00:00.000Z',
    },
    {
      id: 2,
      kind: 'solution',
      actor: 'ada',
      thread: { id: 8, slug: 'solar-quotes', title: 'Solar quotes' },
      postNumber: 2,
      read: true,
      createdAt: '2026-04-01T10:00:00.000Z',
    },
  ],
  unread: 1,
  digest: true,
};

describe('community notifications', () => {
  it('lists them with the unread one marked, the bell counts it, and all can be marked read', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/community/notifications': { body: notifications },
      'POST /api/community/notifications/read': { status: 204 },
      'PUT /api/community/notifications/settings': { status: 204 },
    });
    renderApp('/community/notifications');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [mention, solution] = within(list).getAllByRole('listitem');
    expect(mention).toHaveTextContent('@bob mentioned you in How do I import n8n?');
    expect(within(mention!).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    expect(within(mention!).getByRole('link')).toHaveAttribute(
      'href',
      '/community/t/7/how-do-i-import-n8n/3',
    );
    expect(within(solution!).queryByRole('img', { name: 'Unread' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications (1 unread)' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    fireEvent.click(screen.getByRole('switch', { name: 'E-mail digest' }));
    await waitFor(() => {
      expect(calls.find((c) => c.path === '/api/community/notifications/read')?.body).toEqual({});
      expect(calls.find((c) => c.path === '/api/community/notifications/settings')?.body).toEqual({
        digest: false,
      });
    });
  });
});

describe('unsubscribing from the digest', () => {
  it('sends the token signed out and says it is done', async () => {
    const { calls } = mockApi({
      'GET /api/auth/user': signedOutUser,
      'POST /api/community/unsubscribe': { status: 204 },
    });
    renderApp('/community/unsubscribe?token=abcdefghijkl');
    expect(await screen.findByText("You won't get community digest e-mails any more.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/community/unsubscribe').map((c) => c.body)).toEqual([
      { token: 'abcdefghijkl' },
    ]);
  });

  it("shows the server's reason when the token is refused", async () => {
    mockApi({
      'GET /api/auth/user': signedOutUser,
      'POST /api/community/unsubscribe': anError(400, {
        error: 'validation_failed',
        message: 'This link is not valid.',
      }),
    });
    renderApp('/community/unsubscribe?token=abcdefghijkl');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
  });
});
