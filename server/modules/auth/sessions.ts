/** Sessions: random bearer tokens, stored as SHA-256, revocable, expiring. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { SESSION_TTL_MS } from './limits';
import { generateSessionToken, hashSessionToken } from './secrets';

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function createSession(
  db: Database,
  userId: string,
  now: Date,
  userAgent: string | undefined,
): Promise<NewSession> {
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId,
      createdAt: now,
      expiresAt,
      userAgent: userAgent?.slice(0, 500),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** The user behind a token, if the session exists, is not revoked and has not expired. */
export async function findSessionUser(db: Database, token: string, now: Date): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      subscription: users.subscription,
      profileImage: users.profileImage,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
