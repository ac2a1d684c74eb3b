import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };

const overview = {
  users: 1234,
  admins: 2,
  sessionsActive: 17,
  feedback: 5,
  analyticsEvents: {
    days: 7,
    since: '2026-01-01T00:00:00.000Z',
    total: 30,
    byType: [
      { eventType: 'page_load', count: 20 },
      { eventType: 'error', count: 10 },
    ],
  },
  signupBonus: { bonusAmount: 1000, limit: 100, granted: 100, remaining: 0 },
  generatedAt: '2026-01-08T00:00:00.000Z',
};

const adminApi = () =>
  mockApi({
    'GET /api/auth/user': { body: aUser({ role: 'admin', username: 'boss' }) },
    'GET /api/admin/overview': { body: overview },
    'GET /api/admin/users': {
      body: {
        users: [
          {
            id: 'u1',
            username: 'ada',
            email: 'ada@example.com',
            role: 'user',
            createdAt: '2026-01-02T00:00:00.000Z',
            lastSignInAt: null,
            aizBalance: '1000',
          },
        ],
        nextCursor: null,
      },
    },
    'GET /api/admin/feedback': {
      body: {
        feedback: [
          {
            id: 'f1',
            type: 'bug',
            category: 'ui/ux',
            rating: 4,
            message: 'The save button hides on phones.',
            page: 'http://localhost/',
            userAgent: 'x',
            email: null,
            userId: null,
            sessionId: null,
            clientTimestamp: '2026-01-02T00:00:00.000Z',
            createdAt: '2026-01-02T00:00:00.000Z',
          },
        ],
      },
    },
  });

describe('Admin page', () => {
  it('asks a visitor to sign in', async () => {
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/admin');
    expect(await screen.findByText('Sign in as an administrator', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin');
  });

  it('refuses a user who is not an administrator, without asking the admin API', async () => {
    const { calls } = mockApi({ 'GET /api/auth/user': { body: aUser() } });
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 2, name: "You don't have access to this area" }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Admin');
    expect(calls.some((c) => c.path.startsWith('/api/admin'))).toBe(false);
  });

  it('shows an administrator the counts, the events chart, users and feedback', async () => {
    adminApi();
    renderApp('/admin');
    const stats = await screen.findByRole('list', { name: 'Overview' }, slow);
    expect(within(stats).getByText('1,234')).toBeInTheDocument();
    expect(within(stats).getByText('100 / 100')).toBeInTheDocument();
    expect(within(stats).getByText('Pool exhausted')).toBeInTheDocument();
    const chart = screen.getByRole('list', { name: 'Events by type' });
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['page_load20', 'error10']);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'ada' })).toBeInTheDocument();
    expect(within(table).getByText('Never')).toBeInTheDocument();
    expect(await screen.findByText('The save button hides on phones.')).toBeInTheDocument();
  });

  it('shows the refusal when the server says the role is gone', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser({ role: 'admin' }) },
      'GET /api/admin/overview': {
        status: 403,
        body: { error: 'forbidden', message: 'This area is for administrators.' },
      },
    });
    renderApp('/admin');
    expect(await screen.findByText("You don't have access to this area", {}, slow)).toBeInTheDocument();
  });
});
