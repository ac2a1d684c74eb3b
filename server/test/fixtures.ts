/**
 * Signed-in people for API tests whose subject is not auth: the account (user row and signup bonus,
 * while the pool lasts) and a session, made with the auth module's own functions from its index. No
 * mail, no codes, no auth rate limits. The real sign-up flow is tested in `modules/auth/` (with
 * `auth-helpers.ts`).
 */
import type { PublicUser, UserRole } from '@common/schemas/auth';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { createAccount, createSession, readPublicUser, SESSION_COOKIE } from '../modules/auth';
import type { TestApp } from './harness';

export interface SignedInUserOptions {
  /** 'admin' needs an e-mail listed in the app's ADMIN_EMAILS (the role follows that list). */
  role?: UserRole;
  username?: string;
  email?: string;
}

export interface SignedInUser {
  user: PublicUser;
  /** `aiz_session=<token>`, for a Cookie header. */
  cookie: string;
  /** The same session's token, for `Authorization: Bearer`. */
  token: string;
  /** Whether this account got the signup bonus (undefined for a second session). */
  bonusGranted: boolean | undefined;
  /** `t.request` as this user (by cookie); `headers` may add to or override it. */
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Headers that sign a request in by bearer token, as the onboarding calls do. */
  bearer: { authorization: string };
}

let created = 0;

export async function createSignedInUser(
  t: TestApp,
  options: SignedInUserOptions = {},
): Promise<SignedInUser> {
  created += 1;
  const username = options.username ?? `user${created}`;
  const email = (options.email ?? `${username}@example.test`).toLowerCase();
  const role = options.role ?? 'user';
  if (role === 'admin' && !t.deps.config.adminEmails.includes(email)) {
    throw new Error(`${email} is not in ADMIN_EMAILS: pass env: { ADMIN_EMAILS } to createTestApp`);
  }
  const now = t.deps.now;
  // One transaction, as verify-code creates the account: the user and the bonus commit together.
  const { user, bonusGranted } = await t.database.db.transaction((tx) =>
    createAccount({ db: tx, now }, { email, username, role }),
  );
  return signedIn(t, user.id, bonusGranted);
}

/** Another session for someone who has an account already, as a second sign-in would open. */
export async function createSessionFor(t: TestApp, email: string): Promise<SignedInUser> {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no account for ${email}`);
  return signedIn(t, row.id, undefined);
}

async function signedIn(
  t: TestApp,
  userId: string,
  bonusGranted: boolean | undefined,
): Promise<SignedInUser> {
  const ctx = { db: t.database.db, now: t.deps.now };
  const session = await createSession(ctx, { userId, userAgent: 'vitest' });
  const cookie = `${SESSION_COOKIE}=${session.token}`;
  return {
    user: await readPublicUser(ctx, userId),
    cookie,
    token: session.token,
    bonusGranted,
    request: (method, url, body, headers = {}) => t.request(method, url, body, { cookie, ...headers }),
    bearer: { authorization: `Bearer ${session.token}` },
  };
}
