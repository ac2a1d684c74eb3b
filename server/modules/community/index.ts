/**
 * The community module's public surface (issue 26): its routes, the categories seeded at start, what the
 * moderation pieces share (the moderation log, notifications of an approved post, thread state, permissions),
 * and the solved threads the offline assistant cites. Tables: server/db/schema/community.ts (owned here).
 */
export { logModeration, type ModerationEntry } from './moderation-log';
export { type NotifiedPost, notifyForPost, notifySolution } from './notify';
export { isModerator, isNewAccount, requireModerator } from './permissions';
export { communityRoutes } from './routes';
export { seedCommunityCategories } from './seed-categories';
export { findSolvedThreads } from './solved-search';
export { refreshThread } from './thread-state';
