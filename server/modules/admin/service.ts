/**
 * What the admin area shows. Admin owns no tables: it reads through the services of the modules that
 * own them (auth, analytics, feedback) and the ledger.
 */
import {
  ADMIN_ANALYTICS_DAYS,
  ADMIN_FEEDBACK_DEFAULT,
  ADMIN_USERS_PAGE_DEFAULT,
  type AdminFeedback,
  type AdminOverview,
  type AdminUsersPage,
  type AdminUsersQuery,
} from '@common/schemas/admin';
import { formatAiz, getTokenDistribution, getUserBalance } from '../../ledger';
import type { ServiceContext } from '../../service-context';
import { summarizeAnalyticsEvents } from '../analytics';
import { countActiveSessions, countUsersByRole, listAccounts } from '../auth/admin-queries';
import { countFeedback, listRecentFeedback } from '../feedback';
import { decodeUsersCursor, encodeUsersCursor } from './users-cursor';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function readAdminOverview(ctx: Pick<ServiceContext, 'db' | 'now'>): Promise<AdminOverview> {
  const { db } = ctx;
  const now = ctx.now();
  const since = new Date(now.getTime() - ADMIN_ANALYTICS_DAYS * DAY_MS);
  // One connection on PGlite: these run one after another anyway, and that keeps them comparable.
  const roles = await countUsersByRole(db);
  const sessionsActive = await countActiveSessions(db, now);
  const feedback = await countFeedback(ctx);
  const analytics = await summarizeAnalyticsEvents(ctx, { since });
  const signupBonus = await getTokenDistribution(db);
  return {
    users: roles.users,
    admins: roles.admins,
    sessionsActive,
    feedback,
    analyticsEvents: { days: ADMIN_ANALYTICS_DAYS, since: since.toISOString(), ...analytics },
    signupBonus,
    generatedAt: now.toISOString(),
  };
}

export async function listAdminUsers(
  { db }: Pick<ServiceContext, 'db'>,
  query: AdminUsersQuery,
): Promise<AdminUsersPage> {
  const limit = query.limit ?? ADMIN_USERS_PAGE_DEFAULT;
  const before = query.before === undefined ? undefined : decodeUsersCursor(query.before);
  const rows = await listAccounts(db, { limit: limit + 1, before });
  const page = rows.slice(0, limit);
  const users = [];
  for (const row of page) {
    users.push({
      id: row.id,
      username: row.username,
      email: row.email,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      aizBalance: formatAiz(await getUserBalance(db, row.id)),
    });
  }
  const last = page.at(-1);
  return { users, nextCursor: rows.length > limit && last ? encodeUsersCursor(last) : null };
}

export async function listAdminFeedback(
  ctx: Pick<ServiceContext, 'db'>,
  { limit }: { limit?: number | undefined },
): Promise<AdminFeedback> {
  return { feedback: await listRecentFeedback(ctx, { limit: limit ?? ADMIN_FEEDBACK_DEFAULT }) };
}
