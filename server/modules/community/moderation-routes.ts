/**
 * Flags and moderation (mounted at /api/community): anyone signed in flags a post; moderators work the queue,
 * hide, show and approve posts, dismiss flags, lock, move and merge threads; administrators read the log and
 * name the moderators. The checks are here and in the services, never only in the client.
 */
import {
  flagQueueSchema,
  flagSchema,
  mergeThreadSchema,
  moderationLogSchema,
  moderatorListSchema,
  moveThreadSchema,
  postIdParamSchema,
  setModeratorSchema,
  threadIdParamSchema,
} from '@common/schemas/community';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { requireAdmin } from '../../http/guards';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import { flagPost } from './flag-post';
import { mergeThread } from './merge-thread';
import { moderatePost, type NotifyForPost, type PostDecision } from './moderate-post';
import { moveThread, setThreadLocked } from './moderate-thread';
import { listModerationLog } from './moderation-log-list';
import { moderationQueue } from './moderation-queue';
import { listModerators, setModerator } from './moderators';
import { notifyForPost } from './notify';

const tags = ['Community moderation'];
/** Per person: flagging is rare; this bounds a script. */
export const FLAG_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 };

const doneSchema = z.object({ ok: z.literal(true) });
const flaggedSchema = z.object({ hidden: z.boolean() });

const flagRoute = createRoute({
  tags,
  method: 'post',
  path: '/posts/{id}/flags',
  summary: 'Flag a post for the moderators (not your own; once per post)',
  request: { params: postIdParamSchema, ...jsonBody(flagSchema) },
  responses: {
    201: jsonContent(flaggedSchema, 'Flagged; `hidden` when enough flags hid the post'),
    ...errorResponses(400, 401, 403, 404, 409, 429),
  },
});

const queueRoute = createRoute({
  tags,
  method: 'get',
  path: '/moderation/queue',
  summary: 'Flagged and held posts, the longest-waiting first (moderators)',
  responses: { 200: jsonContent(flagQueueSchema, 'The queue'), ...errorResponses(401, 403) },
});

const postDecisionRoute = (decision: PostDecision, summary: string) =>
  createRoute({
    tags,
    method: 'post',
    path: `/moderation/posts/{id}/${decision}`,
    summary,
    request: { params: postIdParamSchema },
    responses: { 200: jsonContent(doneSchema, 'Done'), ...errorResponses(400, 401, 403, 404, 409) },
  });

const lockRoute = (locked: boolean) =>
  createRoute({
    tags,
    method: 'post',
    path: `/moderation/threads/{id}/${locked ? 'lock' : 'unlock'}`,
    summary: locked ? 'Lock a thread: no more replies (moderators)' : 'Unlock a thread (moderators)',
    request: { params: threadIdParamSchema },
    responses: { 200: jsonContent(doneSchema, 'Done'), ...errorResponses(400, 401, 403, 404, 409) },
  });

const moveRoute = createRoute({
  tags,
  method: 'post',
  path: '/moderation/threads/{id}/move',
  summary: 'Move a thread to another category (moderators)',
  request: { params: threadIdParamSchema, ...jsonBody(moveThreadSchema) },
  responses: { 200: jsonContent(doneSchema, 'Moved'), ...errorResponses(400, 401, 403, 404, 409) },
});

const mergeRoute = createRoute({
  tags,
  method: 'post',
  path: '/moderation/threads/{id}/merge',
  summary: "Merge a thread into another: its posts go to the end of the other's (moderators)",
  request: { params: threadIdParamSchema, ...jsonBody(mergeThreadSchema) },
  responses: { 200: jsonContent(doneSchema, 'Merged'), ...errorResponses(400, 401, 403, 404) },
});

const logRoute = createRoute({
  tags,
  method: 'get',
  path: '/moderation/log',
  summary: 'The moderation log, newest first (administrators)',
  responses: { 200: jsonContent(moderationLogSchema, 'The log'), ...errorResponses(401, 403) },
});

const moderatorsRoute = createRoute({
  tags,
  method: 'get',
  path: '/moderation/moderators',
  summary: 'Moderators and administrators (administrators)',
  responses: { 200: jsonContent(moderatorListSchema, 'The moderators'), ...errorResponses(401, 403) },
});

const setModeratorRoute = createRoute({
  tags,
  method: 'put',
  path: '/moderation/moderators',
  summary: 'Grant or take back the moderator role (administrators)',
  request: jsonBody(setModeratorSchema),
  responses: {
    200: jsonContent(moderatorListSchema, 'The moderators now'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export interface ModerationRouteOptions {
  /** Called when a held post is approved: its replies and mentions notify now (notify.ts by default). */
  notifyForPost?: NotifyForPost;
}

export function communityModerationRoutes(deps: AppDeps, options: ModerationRouteOptions = {}) {
  const notify = options.notifyForPost ?? notifyForPost;
  const router = createRouter();
  router.use(
    '/posts/:id/flags',
    limit({
      name: 'community:flags',
      by: 'user',
      rule: FLAG_LIMIT,
      message: 'Too many flags. Please wait a while and try again.',
    }),
  );
  const decide = (decision: PostDecision, summary: string) =>
    router.openapi(postDecisionRoute(decision, summary), async (c) => {
      await moderatePost(signedInContext(deps, c), c.req.valid('param').id, decision, notify);
      return c.json({ ok: true as const }, 200);
    });
  decide('hide', 'Hide a post, agreeing with its flags (moderators)');
  decide('unhide', 'Show a hidden post again (moderators)');
  decide('approve', 'Approve a post held for review: it shows and notifies (moderators)');
  decide('dismiss', 'Dismiss the open flags of a post; a post they hid shows again (moderators)');
  for (const locked of [true, false]) {
    router.openapi(lockRoute(locked), async (c) => {
      await setThreadLocked(signedInContext(deps, c), c.req.valid('param').id, locked);
      return c.json({ ok: true as const }, 200);
    });
  }
  return router
    .openapi(flagRoute, async (c) =>
      c.json(await flagPost(signedInContext(deps, c), c.req.valid('param').id, c.req.valid('json')), 201),
    )
    .openapi(queueRoute, async (c) => c.json(await moderationQueue(signedInContext(deps, c)), 200))
    .openapi(moveRoute, async (c) => {
      await moveThread(signedInContext(deps, c), c.req.valid('param').id, c.req.valid('json').category);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(mergeRoute, async (c) => {
      await mergeThread(signedInContext(deps, c), c.req.valid('param').id, c.req.valid('json').intoThreadId);
      return c.json({ ok: true as const }, 200);
    })
    .openapi(logRoute, async (c) => {
      requireAdmin(c);
      return c.json(await listModerationLog(deps.database.db), 200);
    })
    .openapi(moderatorsRoute, async (c) => {
      requireAdmin(c);
      return c.json(await listModerators(deps.database.db), 200);
    })
    .openapi(setModeratorRoute, async (c) => {
      requireAdmin(c);
      return c.json(await setModerator(signedInContext(deps, c), c.req.valid('json')), 200);
    });
}
