import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, type MockRoute, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aCategory, aThreadDetail } from '../testing';

afterEach(() => vi.unstubAllGlobals());

function api(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/community/categories': { body: { categories: [aCategory()] } },
    'GET /api/community/threads/7': { body: aThreadDetail() },
    'POST /api/community/threads/7/read': { body: {} },
    'GET /api/community/notifications': { body: { notifications: [], unread: 0, digest: true } },
    'GET /api/community/drafts/thread-7': { body: { draft: null } },
    'PUT /api/community/drafts/thread-7': { status: 204 },
    'DELETE /api/community/drafts/thread-7': { status: 204 },
    ...routes,
  });
}

const open = () => renderApp('/community/t/7/how-do-i-import-n8n');
const replyBox = () => screen.findByRole('textbox', { name: 'Your reply' });

describe('the reply composer', () => {
  it('saves the draft once after typing stops, not on every keystroke', async () => {
    const { calls } = api();
    open();
    const box = await replyBox();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/community/drafts/thread-7')).toBe(true));
    for (const text of ['T', 'Tr', 'Try', 'Try the importer'])
      fireEvent.change(box, { target: { value: text } });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT' && c.path === '/api/community/drafts/thread-7');
    expect(puts.map((c) => c.body)).toEqual([
      { title: '', body: 'Try the importer', category: '', tags: [] },
    ]);
  });

  it('restores a saved draft when the thread opens again', async () => {
    api({
      'GET /api/community/drafts/thread-7': {
        body: {
          draft: {
            title: '',
            body: 'Half written',
            category: '',
            tags: [],
            updatedAt: '2026-05-01T00:00:00Z',
          },
        },
      },
    });
    open();
    const box = await replyBox();
    await waitFor(() => expect(box).toHaveValue('Half written'));
  });

  it('posts with Ctrl+Enter, deletes the draft, and says when the reply is held for review', async () => {
    const { calls } = api({
      'POST /api/community/threads/7/posts': { body: { id: 200, number: 4, held: true } },
    });
    open();
    const box = await replyBox();
    fireEvent.change(box, { target: { value: 'See https://a.example and more' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText(/held for a moderator’s review/)).toBeInTheDocument();
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/api/community/threads/7/posts')?.body,
    ).toEqual({
      body: 'See https://a.example and more',
    });
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/community/drafts/thread-7')).toBe(
        true,
      ),
    );
    expect(box).toHaveValue('');
  });

  it('shows the server’s own words when it refuses the reply', async () => {
    api({
      'POST /api/community/threads/7/posts': anError(429, {
        error: 'rate_limited',
        message: 'New accounts may post 5 times an hour. Try again in 20 minutes.',
      }),
    });
    open();
    const box = await replyBox();
    fireEvent.change(box, { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'New accounts may post 5 times an hour. Try again in 20 minutes.',
    );
    expect(box).toHaveValue('One more');
  });
});
