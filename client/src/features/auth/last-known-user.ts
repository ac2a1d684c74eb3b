/**
 * Offline, the service worker still serves the app, but GET /api/auth/user cannot be answered. That is
 * not a sign-out (a 401 is): the user last seen is shown until the server can be asked again. Kept only
 * while a session token is stored, so a sign-out in any tab forgets it too.
 */
import { STORAGE_KEYS } from '@common/constants';
import type { PublicUser } from '@common/schemas/auth';
import type { QueryFunction } from '@tanstack/react-query';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

export function rememberUser(user: PublicUser | null): void {
  if (user) writeStorage(STORAGE_KEYS.lastKnownUser, JSON.stringify(user));
  else removeStorage(STORAGE_KEYS.lastKnownUser);
}

export async function lastKnownUser(): Promise<PublicUser | null> {
  const stored = readStorage(STORAGE_KEYS.lastKnownUser);
  if (!stored || !readStorage(STORAGE_KEYS.token)) return null;
  // Loaded only on this path, so zod stays out of the first page (the service worker caches the chunk).
  const { publicUserSchema } = await import('@common/schemas/auth');
  try {
    const parsed = publicUserSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** fetch rejects with a TypeError when no answer came at all: offline, DNS failure, refused connection. */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

/** The current-user query, answering with the last known user when the network, not the server, failed. */
export function withLastKnownUser(
  fetchUser: QueryFunction<PublicUser | null>,
): QueryFunction<PublicUser | null> {
  return async (context) => {
    try {
      return await fetchUser(context);
    } catch (error) {
      if (!isNetworkFailure(error) || context.signal.aborted) throw error;
      return lastKnownUser();
    }
  };
}
