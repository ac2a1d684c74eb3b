import { STORAGE_KEYS } from '@common/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '@/test/mock-api';
import { useCurrentUser } from './use-current-user';

const ada = aUser({ id: 'u1', createdAt: '2026-11-01T10:00:00.000Z' });

function renderCurrentUser() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useCurrentUser(), { wrapper });
}

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

/** What fetch does when no answer comes at all. */
const offline = vi.fn(async () => {
  throw new TypeError('Failed to fetch');
});

function signedInEarlier() {
  localStorage.setItem(STORAGE_KEYS.token, 'session-token');
  localStorage.setItem(STORAGE_KEYS.lastKnownUser, JSON.stringify(ada));
}

afterEach(() => vi.unstubAllGlobals());

describe('the current user, offline', () => {
  it('keeps the last known user when the network fails: that is not a sign-out', async () => {
    signedInEarlier();
    vi.stubGlobal('fetch', offline);
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.user).toEqual(ada));
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('remembers the user the server names, for the next time the network is down', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'session-token');
    vi.stubGlobal('fetch', answer(200, ada));
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.user).toEqual(ada));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lastKnownUser) ?? 'null')).toEqual(ada);
  });

  it('signs out on a 401, and forgets the last known user', async () => {
    signedInEarlier();
    vi.stubGlobal('fetch', answer(401, { error: 'unauthorized' }));
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.lastKnownUser)).toBeNull());
  });

  it('shows nobody offline once the session token is gone (signed out in another tab)', async () => {
    signedInEarlier();
    localStorage.removeItem(STORAGE_KEYS.token);
    vi.stubGlobal('fetch', offline);
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('ignores a stored user of another shape', async () => {
    signedInEarlier();
    localStorage.setItem(STORAGE_KEYS.lastKnownUser, JSON.stringify({ name: 'ada' }));
    vi.stubGlobal('fetch', offline);
    const { result } = renderCurrentUser();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
  });
});
