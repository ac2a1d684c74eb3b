/** /api/economy: the public flows of AIZ and top earners, and a person's choice not to be named there. */
import { economyPrivacySchema, economyQuerySchema, economySchema } from '@common/schemas/economy';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { jsonBody, jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { signedInContext } from '../../service-context';
import { readEconomyPrivacy, setEconomyPrivacy } from '../auth';
import { readEconomy } from './read-economy';

const tags = ['Economy'];

const economy = createRoute({
  method: 'get',
  path: '/',
  tags,
  summary: 'AIZ moved between groups over a period, top earners and top agents (from the ledger)',
  request: { query: economyQuerySchema },
  responses: { 200: jsonContent(economySchema, 'The economy'), ...errorResponses(400) },
});

const readPrivacy = createRoute({
  method: 'get',
  path: '/privacy',
  tags,
  summary: 'Whether the signed-in person is left unnamed among top earners',
  responses: { 200: jsonContent(economyPrivacySchema, 'The setting'), ...errorResponses(401) },
});

const writePrivacy = createRoute({
  method: 'put',
  path: '/privacy',
  tags,
  summary: 'Be named among top earners, or not',
  request: jsonBody(economyPrivacySchema),
  responses: { 200: jsonContent(economyPrivacySchema, 'The setting'), ...errorResponses(400, 401) },
});

/** Mounted at /api/economy. */
export function economyRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return createRouter()
    .openapi(economy, async (c) =>
      c.json(await readEconomy(db, c.req.valid('query').period, deps.now()), 200),
    )
    .openapi(readPrivacy, async (c) => {
      const ctx = signedInContext(deps, c);
      return c.json({ private: await readEconomyPrivacy(ctx.db, ctx.user.id) }, 200);
    })
    .openapi(writePrivacy, async (c) => {
      const ctx = signedInContext(deps, c);
      const value = await setEconomyPrivacy(ctx.db, ctx.user.id, c.req.valid('json').private);
      return c.json({ private: value }, 200);
    });
}
