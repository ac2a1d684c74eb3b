/**
 * The community module's public surface (issue 26): the forum's routes, its seeding and the solved threads
 * the offline assistant cites. Tables: server/db/schema/community.ts (owned here).
 */
export { findSolvedThreads } from './solved-search';
