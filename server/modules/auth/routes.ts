import { SIGNED_OUT_AS_NULL_HEADER } from '@common/constants';
import {
  publicUserSchema,
  sendVerificationResponseSchema,
  sendVerificationSchema,
  verifyCodeResponseSchema,
  verifyCodeSchema,
} from '@common/schemas/auth';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps';
import { clientIp } from '../../http/client-ip';
import type { AppEnv } from '../../http/context';
import { requireUser } from '../../http/guards';
import { jsonBody, jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import type { AuthDeps } from './auth-deps';
import { readPublicUser } from './public-user';
import { sendVerificationCode } from './send-verification';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import { revokeSession } from './sessions';
import { verifyCode } from './verify-code';

const sendRoute = createRoute({
  method: 'post',
  path: '/send-verification',
  summary: 'Mail a 6-digit code for sign-in or sign-up',
  request: jsonBody(sendVerificationSchema),
  responses: {
    200: jsonContent(
      sendVerificationResponseSchema,
      'Code sent (or, for a sign-in without an account or a sign-up with one, a note by mail instead)',
    ),
    ...errorResponses(400, 403, 409, 429, 503),
  },
});

const verifyRoute = createRoute({
  method: 'post',
  path: '/verify-code',
  summary: 'Check a code; sign in, or create the account with the signup bonus',
  request: jsonBody(verifyCodeSchema),
  responses: {
    200: jsonContent(verifyCodeResponseSchema, 'Signed in; the session cookie is set and the token returned'),
    ...errorResponses(400, 403, 409, 429),
  },
});

const userRoute = createRoute({
  method: 'get',
  path: '/user',
  summary: `The signed-in user; signed out, 401, or null when the request carries ${SIGNED_OUT_AS_NULL_HEADER}: 1`,
  request: {
    headers: z.object({ [SIGNED_OUT_AS_NULL_HEADER.toLowerCase()]: z.literal('1').optional() }),
  },
  responses: {
    200: jsonContent(publicUserSchema.nullable(), 'The signed-in user (null: signed out, when asked so)'),
    ...errorResponses(400, 401),
  },
});

const signoutRoute = createRoute({
  method: 'post',
  path: '/signout',
  summary: 'Revoke the current session',
  responses: { 200: jsonContent(z.object({ success: z.literal(true) }), 'Signed out') },
});

export function authDepsFrom(deps: AppDeps): AuthDeps {
  return {
    db: deps.database.db,
    mail: deps.mail,
    rateLimits: deps.rateLimits,
    logger: deps.logger,
    secret: deps.config.sessionSecret,
    now: deps.now,
    adminEmails: new Set(deps.config.adminEmails),
    sendLimitPerIp: deps.config.authSendLimitPerIp,
    verifyLimitPerIp: deps.config.authVerifyLimitPerIp,
    guessLimitPerIp: deps.config.authGuessLimitPerIp,
    appUrl: deps.config.publicOrigin ?? `http://localhost:${deps.config.port}`,
  };
}

function appUrlOf(c: Context<AppEnv>, auth: AuthDeps, deps: AppDeps): AuthDeps {
  return deps.config.publicOrigin ? auth : { ...auth, appUrl: new URL(c.req.url).origin };
}

export function authRoutes(deps: AppDeps) {
  const auth = authDepsFrom(deps);
  return createRouter()
    .openapi(sendRoute, async (c) => {
      const { expiresAt } = await sendVerificationCode(
        { ...appUrlOf(c, auth, deps), ip: clientIp(c) },
        c.req.valid('json'),
      );
      return c.json({ expiresAt: expiresAt.toISOString() }, 200);
    })
    .openapi(verifyRoute, async (c) => {
      const result = await verifyCode(
        {
          ...auth,
          ip: clientIp(c),
          userAgent: c.req.header('user-agent'),
          previousSessionId: c.get('user')?.sessionId,
        },
        c.req.valid('json'),
      );
      setSessionCookie(c, deps, result.session.token, result.session.expiresAt);
      const user = await readPublicUser(auth, result.user);
      return c.json(
        {
          isNewUser: result.isNewUser,
          user,
          token: result.session.token,
          ...(result.bonusGranted === undefined ? {} : { bonusGranted: result.bonusGranted }),
        },
        200,
      );
    })
    .openapi(userRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      // The app's current-user query: signed out is an answer (null), not an error the browser logs.
      if (!c.get('user') && c.req.header(SIGNED_OUT_AS_NULL_HEADER) === '1') return c.json(null, 200);
      // The session lookup already read the user; only the balance is left to fetch.
      const user = await readPublicUser(auth, requireUser(c));
      return c.json(user, 200);
    })
    .openapi(signoutRoute, async (c) => {
      const user = c.get('user');
      if (user) await revokeSession(auth, user.sessionId);
      clearSessionCookie(c);
      return c.json({ success: true as const }, 200);
    });
}
