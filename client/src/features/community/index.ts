/**
 * The community forum (issue 26): topics, threads, the composer, notifications and moderation, all under
 * /community. Only its page imports it (through community-view.tsx, lazily).
 */
export { communityKeys } from './community-keys';
