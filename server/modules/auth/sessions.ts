/** Sessions: random bearer tokens, stored as SHA-256, revocable, expiring. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import type { DbClock } from './auth-deps';
import { SESSION_TTL_MS } from './limits';
import { generateSessionToken, hashSessionToken } from './secrets';

export interface NewSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

export async function createSession(
  ctx: DbClock,
  input: { userId: string; userAgent: string | undefined },
): Promise<NewSession> {
  const now = ctx.now();
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const [row] = await ctx.db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId: input.userId,
      createdAt: now,
      expiresAt,
      userAgent: input.userAgent?.slice(0, 500),
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id, expiresAt };
}

/** The user behind a token, if the session exists, is not revoked and has not expired. */
export async function findSessionUser(ctx: DbClock, token: string): Promise<SessionUser | null> {
  const [row] = await ctx.db
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
        gt(sessions.expiresAt, ctx.now()),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(ctx: DbClock, sessionId: string): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
