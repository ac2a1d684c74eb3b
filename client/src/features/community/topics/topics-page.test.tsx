import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { aCategory, aThreadPage, aThreadSummary } from '../testing';

afterEach(() => vi.unstubAllGlobals());

function api(threads = [aThreadSummary({ solved: true, unread: 2 })]) {
  return mockApi({
    'GET /api/auth/user': { body: aUser() },
    'GET /api/community/categories': { body: { categories: [aCategory()] } },
    'GET /api/community/threads': { body: aThreadPage(threads) },
    'GET /api/community/notifications': { body: { notifications: [], unread: 0, digest: true } },
  });
}

describe('the community front page', () => {
  it('lists the categories and the latest topics with their category, tags, author, counts and marks', async () => {
    api();
    renderApp('/community');
    const topics = await screen.findByRole('list', { name: 'Topics' });
    const row = within(topics).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'How do I import n8n?' })).toHaveAttribute(
      'href',
      '/community/t/7/how-do-i-import-n8n/2',
    );
    expect(within(row).getByRole('link', { name: 'Questions' })).toHaveAttribute(
      'href',
      '/community/c/questions',
    );
    expect(within(row).getByRole('link', { name: '#n8n-import' })).toHaveAttribute(
      'href',
      '/community/tag/n8n-import',
    );
    expect(within(row).getByRole('link', { name: '@ada' })).toHaveAttribute('href', '/community/u/ada');
    expect(within(row).getByRole('img', { name: 'Solved' })).toBeInTheDocument();
    expect(row).toHaveTextContent('2 unread posts');
    expect(screen.getByRole('heading', { level: 2, name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByText('2 topics')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('switches tabs: Top asks for a period, Unanswered for unanswered topics', async () => {
    const { calls } = api();
    const { router } = renderApp('/community');
    await screen.findByRole('list', { name: 'Topics' });
    expect(screen.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');

    fireEvent.click(screen.getByRole('tab', { name: 'Top' }));
    expect(await screen.findByRole('combobox', { name: 'Top of' })).toHaveValue('week');
    await waitFor(() => expect(router.state.location.search).toBe('?view=top'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/community/threads' && c.method === 'GET')).toBe(true),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Top of' }), { target: { value: 'month' } });
    await waitFor(() => expect(router.state.location.search).toBe('?view=top&period=month'));

    fireEvent.click(screen.getByRole('tab', { name: 'Unanswered' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=unanswered'));
    expect(screen.queryByRole('combobox', { name: 'Top of' })).not.toBeInTheDocument();
  });

  it('sends the tab and period to the server', async () => {
    const seen: string[] = [];
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/community/categories': { body: { categories: [aCategory()] } },
      'GET /api/community/threads': ({ url }) => {
        seen.push(url.search);
        return { body: aThreadPage([aThreadSummary()]) };
      },
    });
    renderApp('/community?view=top&period=month');
    await screen.findByRole('list', { name: 'Topics' });
    expect(seen.at(-1)).toContain('view=top');
    expect(seen.at(-1)).toContain('period=month');
  });

  it('says so when there are no topics, and offers to start one', async () => {
    api([]);
    renderApp('/community');
    expect(await screen.findByText('No topics yet — ask the first question')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'New topic' }).at(-1)).toHaveAttribute(
      'href',
      '/community/new',
    );
  });

  it('searches from the header box', async () => {
    api();
    const { router } = renderApp('/community');
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search the community' }), {
      target: { value: 'import n8n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/search'));
    expect(router.state.location.search).toBe('?q=import%20n8n');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Results for “import n8n”' }),
    ).toBeInTheDocument();
  });
});
