/**
 * The fleet (issue 11 item 5): every deployment of the signed-in person with how it is doing, and the live
 * tail of its calls (GET /api/deployments/{id}/logs, server-sent events). Figures are computed from
 * `deployment_runs` (one row per call); times are ISO strings.
 */
import { z } from 'zod';
import { deploymentSchema, deploymentSurfaceSchema } from './deployments';
import { runEventSchema } from './run-events';

/** Minutes in the runs sparkline (the last hour, oldest first, the current minute last). */
export const FLEET_SERIES_MINUTES = 60;
/** runs/min is the average over this many minutes. */
export const FLEET_RATE_MINUTES = 5;
/** How many past calls the logs stream sends before it goes live. */
export const FLEET_LOG_HISTORY = 50;

export const fleetStatsSchema = z.object({
  /** Calls started in each minute of the last hour, oldest first (60 numbers). */
  runsSeries: z.array(z.number().int()),
  runsLastHour: z.number().int(),
  /** Calls per minute, averaged over the last 5 minutes. */
  runsPerMinute: z.number(),
  /** Failed calls over ended calls in the last hour (0..1); null when none ended. */
  errorRate: z.number().nullable(),
  /** Latency of the calls that ended in the last hour, in milliseconds; null when none ended. */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  runsToday: z.number().int(),
  /** What the AI calls of today's runs cost (UTC day), in US dollars. */
  costTodayUsd: z.number(),
  /** Whole AIZ paid by callers today (before the platform's fee). */
  earnedToday: z.string(),
  lastRunAt: z.iso.datetime().nullable(),
});
export type FleetStats = z.infer<typeof fleetStatsSchema>;

export const fleetDeploymentSchema = deploymentSchema.extend({ stats: fleetStatsSchema });
export type FleetDeployment = z.infer<typeof fleetDeploymentSchema>;

export const fleetSchema = z.object({
  deployments: z.array(fleetDeploymentSchema),
  /** When the figures were computed. */
  at: z.iso.datetime(),
});
export type Fleet = z.infer<typeof fleetSchema>;

/** One call of a deployment as the logs show it (from `deployment_runs`; never the key, only its id). */
export const deploymentCallSchema = z.object({
  runId: z.string(),
  surface: deploymentSurfaceSchema,
  version: z.number().int(),
  status: z.enum(['running', 'succeeded', 'failed', 'cancelled']),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
  /** Whole AIZ the caller paid. */
  charged: z.string(),
  startedAt: z.iso.datetime(),
});
export type DeploymentCall = z.infer<typeof deploymentCallSchema>;

/**
 * The logs stream: first `call` events for the last calls (`history: true`, oldest first), then live: a
 * `call` when a call starts, the run's own events (run-started, node-started, node-finished, run-finished)
 * and heartbeats.
 */
export const deploymentLogEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), history: z.boolean(), call: deploymentCallSchema }),
  ...runEventSchema.options,
]);
export type DeploymentLogEvent = z.infer<typeof deploymentLogEventSchema>;
