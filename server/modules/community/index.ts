/**
 * The community module's public surface (issue 26): its routes (mounted at /api/community), the categories
 * seeded at start, the digest e-mail pass main.ts starts, what the moderation pieces share (the moderation
 * log, notifications of an approved post, thread state, permissions), and the solved threads the offline
 * assistant cites. Tables: server/db/schema/community.ts (owned here).
 */
export { type DigestContext, sendCommunityDigests, startCommunityDigest } from './digest';
export { logModeration, type ModerationEntry } from './moderation-log';
export { communityModerationRoutes } from './moderation-routes';
export { communityNotificationRoutes } from './notification-routes';
export { type NotifiedPost, notifyForPost, notifySolution } from './notify';
export { isModerator, isNewAccount, requireModerator } from './permissions';
export { communityRoutes } from './routes';
export { seedCommunityCategories } from './seed-categories';
export { findSolvedThreads } from './solved-search';
export { refreshThread } from './thread-state';
export { communityUploadRoutes } from './upload-routes';
