import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, type MockRoute, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aCategory } from '../testing';

afterEach(() => vi.unstubAllGlobals());

function api(routes: Record<string, MockRoute> = {}) {
  return mockApi({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/community/categories': {
      body: { categories: [aCategory(), aCategory({ slug: 'solar', name: 'Solar' })] },
    },
    'GET /api/community/notifications': { body: { notifications: [], unread: 0, digest: true } },
    'GET /api/community/drafts/new': { body: { draft: null } },
    'DELETE /api/community/drafts/new': { status: 204 },
    'POST /api/community/threads': { body: { id: 12, slug: 'inverter-sizing', held: false } },
    'GET /api/community/threads/12': { status: 404, body: { error: 'not_found', message: 'Not found.' } },
    ...routes,
  });
}

async function fill() {
  fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
    target: { value: 'Inverter sizing' },
  });
  const category = screen.getByRole('combobox', { name: 'Category' });
  await waitFor(() => expect(category.querySelectorAll('option')).toHaveLength(3));
  fireEvent.change(category, { target: { value: 'solar' } });
  const tags = screen.getByRole('textbox', { name: 'Tags' });
  fireEvent.change(tags, { target: { value: 'Inverters' } });
  fireEvent.keyDown(tags, { key: 'Enter' });
  fireEvent.change(screen.getByRole('textbox', { name: 'Body' }), {
    target: { value: 'How big an inverter?' },
  });
}

describe('a new topic', () => {
  it('posts the category, title, tags and body, deletes the draft and opens the topic', async () => {
    const { calls } = api();
    const { router } = renderApp('/community/new');
    await fill();
    expect(screen.getByRole('button', { name: 'Remove tag inverters' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Post topic' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/t/12/inverter-sizing'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/community/threads')?.body).toEqual({
      category: 'solar',
      title: 'Inverter sizing',
      body: 'How big an inverter?',
      tags: ['inverters'],
    });
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/community/drafts/new')).toBe(true);
  });

  it('checks the title before sending', async () => {
    const { calls } = api();
    renderApp('/community/new');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), { target: { value: 'Short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post topic' }));
    expect(await screen.findByText('A title has at least 8 characters.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says when the topic is held for review', async () => {
    api({ 'POST /api/community/threads': { body: { id: 12, slug: 'inverter-sizing', held: true } } });
    renderApp('/community/new');
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Post topic' }));
    expect(await screen.findByText(/held for a moderator’s review/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your topic' })).toHaveAttribute(
      'href',
      '/community/t/12/inverter-sizing',
    );
  });

  it('asks a visitor to sign in first', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/community/new');
    expect(await screen.findByText('Sign in to start a topic')).toBeInTheDocument();
  });
});
