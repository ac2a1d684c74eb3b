import type { PublicUser } from '@common/schemas/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aCategory, aPost, aThreadDetail } from '../testing';

afterEach(() => vi.unstubAllGlobals());

function api(detail = aThreadDetail(), user: PublicUser | null = aUser()) {
  return mockApi({
    'GET /api/auth/user': user ? { body: user } : signedOutUser,
    'GET /api/community/categories': { body: { categories: [aCategory()] } },
    'GET /api/community/threads/7': { body: detail },
    'POST /api/community/threads/7/read': { body: { ok: true } },
    'GET /api/community/drafts/thread-7': { body: { draft: null } },
    'GET /api/community/notifications': { body: { notifications: [], unread: 0, digest: true } },
    'PUT /api/community/posts/101/vote': { body: { votes: 1, voted: true } },
    'DELETE /api/community/posts/101/vote': { body: { votes: 0, voted: false } },
  });
}

describe('a thread', () => {
  it('shows the solution right under the question, before the replies, with a link to the post', async () => {
    api(aThreadDetail({ thread: { solved: true, solutionPostId: 102 } }));
    renderApp('/community/t/7/how-do-i-import-n8n');
    const solution = await screen.findByRole('region', { name: 'Solution' });
    expect(solution).toHaveTextContent('Solved by @cy');
    expect(within(solution).getByRole('link', { name: 'jump to post' })).toHaveAttribute('href', '#post-3');
    const question = screen.getByRole('article', { name: 'Post #1 by ada' });
    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(question.compareDocumentPosition(solution) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(solution.compareDocumentPosition(replies) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'How do I import n8n?' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('tells the server it was read up to its last post', async () => {
    const { calls } = api();
    renderApp('/community/t/7/how-do-i-import-n8n');
    await screen.findByRole('article', { name: 'Post #3 by cy' });
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === '/api/community/threads/7/read')?.body,
      ).toEqual({
        postNumber: 3,
      }),
    );
  });

  it('puts the thread’s own slug in an address without one', async () => {
    api();
    const { router } = renderApp('/community/t/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/t/7/how-do-i-import-n8n'));
    expect(screen.getByRole('article', { name: 'Post #1 by ada' })).toBeInTheDocument();
  });

  it('sends no read mark for a visitor, and offers to sign in to reply', async () => {
    const { calls } = api(aThreadDetail({ can: { reply: false } }), null);
    renderApp('/community/t/7/how-do-i-import-n8n');
    expect(await screen.findByRole('button', { name: 'Sign in to reply' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/community/threads/7/read')).toBe(false);
  });

  it('marks where the new posts start since the last visit', async () => {
    api(aThreadDetail({ thread: { lastReadPostNumber: 2 } }));
    renderApp('/community/t/7/how-do-i-import-n8n');
    const divider = await screen.findByText('New since your last visit');
    const third = screen.getByRole('article', { name: 'Post #3 by cy' });
    expect(divider.compareDocumentPosition(third) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      screen.getByRole('article', { name: 'Post #2 by bob' }).compareDocumentPosition(divider) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows the moderator menu only to moderators of the thread', async () => {
    api(aThreadDetail({ can: { moderate: false } }));
    const first = renderApp('/community/t/7/how-do-i-import-n8n');
    await screen.findByRole('article', { name: 'Post #1 by ada' });
    expect(screen.queryByRole('button', { name: 'Moderate' })).not.toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    api(aThreadDetail({ can: { moderate: true } }), aUser({ role: 'moderator' }));
    renderApp('/community/t/7/how-do-i-import-n8n');
    expect(await screen.findByRole('button', { name: 'Moderate' })).toBeInTheDocument();
  });

  it('toggles an up-vote: PUT then DELETE, with aria-pressed and the count following the server', async () => {
    const { calls } = api();
    renderApp('/community/t/7/how-do-i-import-n8n');
    const reply = await screen.findByRole('article', { name: 'Post #2 by bob' });
    const vote = within(reply).getByRole('button', { name: 'Up-vote' });
    expect(vote).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'true'));
    expect(vote).toHaveTextContent('1');
    expect(calls.filter((c) => c.path === '/api/community/posts/101/vote').map((c) => c.method)).toEqual([
      'PUT',
    ]);

    fireEvent.click(vote);
    await waitFor(() => expect(vote).toHaveAttribute('aria-pressed', 'false'));
    expect(vote).toHaveTextContent('0');
    expect(calls.filter((c) => c.path === '/api/community/posts/101/vote').map((c) => c.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
  });

  it('offers "Mark as solution" on replies only when the reader may mark one', async () => {
    api(aThreadDetail({ can: { markSolution: true } }));
    renderApp('/community/t/7/how-do-i-import-n8n');
    const reply = await screen.findByRole('article', { name: 'Post #2 by bob' });
    expect(within(reply).getByRole('button', { name: 'Mark as solution' })).toBeInTheDocument();
    const question = screen.getByRole('article', { name: 'Post #1 by ada' });
    expect(within(question).queryByRole('button', { name: 'Mark as solution' })).not.toBeInTheDocument();
  });

  it('says a locked thread takes no replies, and follows a merged thread to its target', async () => {
    api(aThreadDetail({ thread: { locked: true }, can: { reply: false } }));
    const first = renderApp('/community/t/7/how-do-i-import-n8n');
    expect(await screen.findByText('This topic is locked: it takes no new replies.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();

    api(aThreadDetail({ thread: { mergedInto: { id: 9, slug: 'importing' } }, posts: [aPost()] }));
    const { router } = renderApp('/community/t/7/how-do-i-import-n8n');
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/t/9/importing'));
  });
});
