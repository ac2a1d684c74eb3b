/**
 * Test helper: answers the app's fetch calls from a table of `METHOD /path` routes (jsdom tests only),
 * with typed fixtures, so a change to a `common/` schema breaks the fixtures at compile time.
 */
import type { ApiErrorBody } from '@common/api-errors';
import type { PublicUser } from '@common/schemas/auth';
import { vi } from 'vitest';

export type MockAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockRoute =
  | MockAnswer
  | ((request: { url: URL; body: unknown }) => MockAnswer | Promise<MockAnswer>);
export type MockCall = { method: string; path: string; body: unknown };

/** A non-OK answer in the one shape the server gives (common/api-errors.ts). */
export function anError(status: number, body: ApiErrorBody): MockAnswer {
  return { status, body };
}

const notFound = anError(404, { error: 'not_found', message: 'Not found.' });

export function mockApi(routes: Record<string, MockRoute>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      route === undefined ? notFound : typeof route === 'function' ? await route({ url, body }) : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, routes };
}

export const signedOutUser = anError(401, { error: 'unauthorized', message: 'Sign in to continue.' });

export function aUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '7d4f6c1e-0000-4000-8000-000000000001',
    username: 'ada',
    email: 'ada@example.com',
    profileImage: null,
    profileImageUrl: null,
    aizBalance: '1000',
    subscription: 'free',
    role: 'user',
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  } satisfies PublicUser;
}
