/**
 * Signed-in people for API tests whose subject is not auth: the user row, their ledger account (with
 * the signup bonus, as a real sign-up gives it while the pool lasts) and a session, made directly with
 * the auth module's and the ledger's own functions. No mail, no codes, no auth rate limits. The real
 * sign-up flow is tested in `modules/auth/*.api.test.ts` (with `auth-helpers.ts`).
 */
import type { PublicUser, UserRole } from '@common/schemas/auth';
import { users } from '../db/schema';
import { ensureUserAccount, grantSignupBonus } from '../ledger';
import { SESSION_COOKIE } from '../modules/auth/limits';
import { readPublicUser } from '../modules/auth/public-user';
import { createSession } from '../modules/auth/sessions';
import { findUserByEmail, type UserRow } from '../modules/auth/users';
import type { TestApp } from './harness';

export interface SignedInUserOptions {
  /** 'admin' needs an e-mail listed in the app's ADMIN_EMAILS (the session follows that list). */
  role?: UserRole;
  username?: string;
  email?: string;
  /** Grant the signup bonus while the pool lasts, as a real sign-up does (default true). */
  bonus?: boolean;
}

export interface SignedInUser {
  user: PublicUser;
  /** `aiz_session=<token>`, for a Cookie header. */
  cookie: string;
  /** The same session's token, for `Authorization: Bearer`. */
  token: string;
  /** Whether this user holds the signup bonus (undefined when `bonus: false`). */
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
  const { db } = t.database;
  const now = t.deps.now();
  // One transaction, as a real sign-up creates the account and grants the bonus.
  const { row, bonusGranted } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({ username, email, role, createdAt: now, lastSignInAt: now })
      .returning();
    if (options.bonus === false) {
      await ensureUserAccount(tx, inserted!.id);
      return { row: inserted!, bonusGranted: undefined };
    }
    return { row: inserted!, bonusGranted: (await grantSignupBonus(tx, inserted!.id)).granted };
  });
  return signedIn(t, row, bonusGranted);
}

async function signedIn(t: TestApp, row: UserRow, bonusGranted: boolean | undefined): Promise<SignedInUser> {
  const { db } = t.database;
  const session = await createSession(db, row.id, t.deps.now(), 'vitest');
  const cookie = `${SESSION_COOKIE}=${session.token}`;
  return {
    user: await readPublicUser(db, row),
    cookie,
    token: session.token,
    bonusGranted,
    request: (method, url, body, headers = {}) => t.request(method, url, body, { cookie, ...headers }),
    bearer: { authorization: `Bearer ${session.token}` },
  };
}

/** Another session for someone who has an account already, as a second sign-in would open. */
export async function createSessionFor(t: TestApp, email: string): Promise<SignedInUser> {
  const { db } = t.database;
  const row = await findUserByEmail(db, email.toLowerCase());
  if (!row) throw new Error(`no account for ${email}`);
  return signedIn(t, row, undefined);
}
