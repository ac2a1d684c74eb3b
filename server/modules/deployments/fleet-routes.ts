/**
 * The fleet's API, mounted at /api/deployments before the deployment routes (so `fleet` is not read as an
 * `{id}`): every deployment with its figures, and a deployment's live logs (server-sent events).
 */
import { type DeploymentLogEvent, deploymentLogEventSchema, fleetSchema } from '@common/schemas/fleet';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { eventStreamContent, jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { streamEvents } from '../../http/sse';
import { signedInContext } from '../../service-context';
import { runLinks } from '../workflows';
import { deploymentLogs, getFleet } from './fleet-service';

const tags = ['Deployments'];
const idParam = z.object({ id: z.uuid('That is not a deployment id.') });

const fleetRoute = createRoute({
  tags,
  method: 'get',
  path: '/fleet',
  summary:
    "The caller's deployments with their figures: runs per minute over the last hour, runs/min, error rate, p50/p95 latency, cost today",
  responses: { 200: jsonContent(fleetSchema, 'The fleet'), ...errorResponses(401) },
});

const logsRoute = createRoute({
  tags,
  method: 'get',
  path: '/{id}/logs',
  summary:
    "A deployment's live logs (server-sent events): its last calls, then each call and its run's events as they happen",
  request: { params: idParam },
  responses: { 200: eventStreamContent('text/event-stream'), ...errorResponses(400, 401, 404) },
});

const streamError = (): DeploymentLogEvent => ({
  type: 'error',
  message: 'The live logs stopped; reopen them to go on.',
});

export function fleetRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(fleetRoute, async (c) =>
      c.json(
        await getFleet(signedInContext(deps, c), { origin: runLinks(deps.config, c.req.url).origin }),
        200,
      ),
    )
    .openapi(logsRoute, async (c) => {
      const source = await deploymentLogs(signedInContext(deps, c), deps.runEvents, c.req.valid('param').id);
      return streamEvents(c, deploymentLogEventSchema, source, { onError: streamError });
    });
}
