/**
 * Notifications (mounted at /api/community): the signed-in person's list, marking read, the e-mail digest
 * setting; and the digest's unsubscribe link, which works signed out (its token is signed: see
 * unsubscribe-token.ts).
 */
import {
  communityOkSchema,
  digestSettingsSchema,
  markNotificationsReadSchema,
  notificationListSchema,
  unreadNotificationsSchema,
  unsubscribeSchema,
} from '@common/schemas/community';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { limit } from '../../http/rate-limit';
import { createRouter, errorResponses } from '../../http/router';
import { Invalid } from '../../lib/errors';
import type { RateLimitRule } from '../../lib/rate-limit';
import { signedInContext } from '../../service-context';
import { peopleByIds } from './accounts';
import { writeDigestSetting } from './digest-setting';
import { listNotifications, markNotificationsRead } from './notifications';
import { readUnsubscribeToken } from './unsubscribe-token';

const tags = ['Community notifications'];
export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';
/** Per IP: a person clicks a link once or twice; this bounds guessing. */
export const UNSUBSCRIBE_LIMIT: RateLimitRule = { limit: 20, windowMs: 10 * 60_000 };

const listRoute = createRoute({
  tags,
  method: 'get',
  path: '/notifications',
  summary: 'Your newest notifications, the unread count and your digest setting',
  responses: { 200: jsonContent(notificationListSchema, 'Notifications'), ...errorResponses(401) },
});

const readRoute = createRoute({
  tags,
  method: 'post',
  path: '/notifications/read',
  summary: 'Mark notifications read (all of them without `ids`)',
  request: jsonBody(markNotificationsReadSchema),
  responses: { 200: jsonContent(unreadNotificationsSchema, 'The unread left'), ...errorResponses(400, 401) },
});

const settingsRoute = createRoute({
  tags,
  method: 'put',
  path: '/notifications/settings',
  summary: 'Turn the e-mail digest on or off',
  request: jsonBody(digestSettingsSchema),
  responses: { 200: jsonContent(digestSettingsSchema, 'The setting'), ...errorResponses(400, 401) },
});

const unsubscribeRoute = createRoute({
  tags,
  method: 'post',
  path: '/unsubscribe',
  summary: "Turn the digest off from its e-mail's link (signed in or out)",
  request: jsonBody(unsubscribeSchema),
  responses: { 200: jsonContent(communityOkSchema, 'Unsubscribed'), ...errorResponses(400, 429) },
});

export function communityNotificationRoutes(deps: AppDeps) {
  const router = createRouter();
  router.use('/unsubscribe', limit({ name: 'community:unsubscribe', by: 'ip', rule: UNSUBSCRIBE_LIMIT }));
  return router
    .openapi(listRoute, async (c) => c.json(await listNotifications(signedInContext(deps, c)), 200))
    .openapi(readRoute, async (c) =>
      c.json(await markNotificationsRead(signedInContext(deps, c), c.req.valid('json').ids), 200),
    )
    .openapi(settingsRoute, async (c) => {
      const ctx = signedInContext(deps, c);
      const { digest } = c.req.valid('json');
      await writeDigestSetting(ctx.db, ctx.user.id, digest);
      return c.json({ digest }, 200);
    })
    .openapi(unsubscribeRoute, async (c) => {
      const userId = readUnsubscribeToken(deps.config.sessionSecret, c.req.valid('json').token);
      if (!userId) throw new Invalid(BAD_UNSUBSCRIBE_LINK);
      // The account may be gone since the mail went out: then there is nothing to turn off.
      const db = deps.database.db;
      if ((await peopleByIds(db, [userId])).has(userId)) await writeDigestSetting(db, userId, false);
      return c.json({ ok: true as const }, 200);
    });
}
