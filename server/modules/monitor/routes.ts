/**
 * GET /api/monitor (a snapshot and the last hour), GET /api/monitor/stream (the same, then a sample per
 * second, as server-sent events), both for administrators: the figures are the whole server's, every
 * account's traffic. GET /metrics (Prometheus; token, admin or loopback).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type MonitorEvent, monitorEventSchema, monitorOverviewSchema } from '@common/schemas/monitor';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps';
import { isThisMachine } from '../../http/client-ip';
import { eventStreamContent, jsonContent } from '../../http/openapi';
import { createRouter, errorResponses } from '../../http/router';
import { streamEvents } from '../../http/sse';
import { Forbidden, Unauthorized } from '../../lib/errors';
import { requireMonitorAccess } from './access';
import { createMetricsRegistry } from './metrics';
import type { MonitorSample, MonitorSampler } from './sampler';

const overviewRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    "System monitor (administrators): the server's figures now (requests, latency, runs, queue, providers, database, Redis, memory) and the last hour",
  responses: { 200: jsonContent(monitorOverviewSchema, 'The figures'), ...errorResponses(401, 403) },
});

const streamRoute = createRoute({
  method: 'get',
  path: '/stream',
  summary:
    'System monitor (administrators), live (server-sent events: history first, then a sample every second)',
  responses: { 200: eventStreamContent('text/event-stream'), ...errorResponses(401, 403) },
});

const streamError = (): MonitorEvent => ({
  type: 'error',
  message: 'The live figures stopped; reconnecting.',
});

/** Samples as they come; a slow reader gets the newest one only (it would never catch up otherwise). */
async function* samples(sampler: MonitorSampler, signal: AbortSignal): AsyncGenerator<MonitorEvent> {
  let pending: MonitorSample | null = null;
  let wake: (() => void) | null = null;
  const unsubscribe = sampler.subscribe((sample) => {
    pending = sample;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort);
  try {
    while (!signal.aborted) {
      if (!pending) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      const sample: MonitorSample = pending;
      pending = null;
      yield { type: 'sample', ...sample };
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}

export function monitorRoutes(sampler: MonitorSampler) {
  return createRouter()
    .openapi(overviewRoute, async (c) => {
      requireMonitorAccess(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await sampler.overview(), 200);
    })
    .openapi(streamRoute, async (c) => {
      requireMonitorAccess(c);
      return streamEvents(
        c,
        monitorEventSchema,
        async function* (signal) {
          yield { type: 'history', ...(await sampler.overview()) };
          yield* samples(sampler, signal);
        },
        { onError: streamError },
      );
    });
}

const metricsRoute = createRoute({
  method: 'get',
  path: '/',
  summary:
    'Prometheus metrics (text format): with METRICS_TOKEN a Bearer token, else an admin session or a loopback caller',
  request: {
    headers: z.object({ authorization: z.string().max(1000).optional() }),
  },
  responses: {
    200: { description: 'Prometheus text format', content: { 'text/plain': { schema: z.string() } } },
    ...errorResponses(400, 401, 403),
  },
});

const digest = (text: string) => createHash('sha256').update(text).digest();

export function metricsRoutes(deps: Pick<AppDeps, 'config'>, sampler: MonitorSampler) {
  const registry = createMetricsRegistry(sampler);
  const token = deps.config.metricsToken;
  return createRouter().openapi(metricsRoute, async (c) => {
    if (token) {
      const sent = c.req.valid('header').authorization ?? '';
      if (!timingSafeEqual(digest(sent), digest(`Bearer ${token}`))) {
        c.header('WWW-Authenticate', 'Bearer realm="metrics"');
        throw new Unauthorized('A valid metrics token is required.');
      }
    } else if (!isThisMachine(c)) {
      const user = c.get('user');
      if (!user) throw new Unauthorized();
      if (user.role !== 'admin') throw new Forbidden('Metrics are for administrators.');
    }
    const text = await registry.metrics();
    c.header('Cache-Control', 'no-store');
    return c.text(text, 200, { 'Content-Type': registry.contentType });
  });
}
