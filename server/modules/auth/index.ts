/**
 * The auth module's public surface: what app.ts, other modules and the test kit may import. Everything
 * else in this folder is private to it. Tables: server/db/schema/auth.ts (owned here).
 */
export {
  type AccountPosition,
  type AccountRow,
  countActiveSessions,
  countUsersByRole,
  listAccounts,
} from './admin-queries';
export type { AuthDeps, DbClock } from './auth-deps';
export { type CreateAccountInput, createAccount } from './create-account';
export { publicEconomyNamesOf, readEconomyPrivacy, setEconomyPrivacy } from './economy-privacy';
export {
  type AccountWithRole,
  accountByUsername,
  accountsByIds,
  moderatorAccounts,
  peopleOf,
  setModeratorRole,
  userIdsByUsernames,
  usernamesStartingWith,
} from './people';
export { readPublicUser } from './public-user';
export { roleFor } from './roles';
export { authDepsFrom, authRoutes } from './routes';
export { SESSION_COOKIE } from './session-cookie';
export { sessionMiddleware } from './session-middleware';
export { createSession, type NewSession, revokeSession } from './sessions';
export { ensureSystemAccount } from './system-account';
export {
  findPersonByUsername,
  findUserByEmail,
  findUserIdByUsername,
  usernamesOf,
  usernameTaken,
} from './users';
