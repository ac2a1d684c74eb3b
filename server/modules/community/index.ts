/**
 * The community module's public surface (issue 26): its routes, mounted at /api/community, and the digest
 * e-mail pass main.ts starts. Tables: server/db/schema/community.ts (owned here).
 */
export { type DigestContext, sendCommunityDigests, startCommunityDigest } from './digest';
export { communityModerationRoutes } from './moderation-routes';
export { communityNotificationRoutes } from './notification-routes';
export { communityUploadRoutes } from './upload-routes';
