/**
 * Live run events (issue 9 item 4), streamed as server-sent events by GET /api/workflows/{id}/events (every
 * run of a workflow) and GET /api/workflows/{id}/runs/{runId}/events (one run). On the wire each event is
 * `event: <type>` with the other fields as its `data:` JSON (server/http/sse.ts). Times are ISO strings.
 */
import { z } from 'zod';
import { runErrorSchema, runSummarySchema, stepUsageSchema } from './workflows';

const ofRun = { runId: z.string(), workflowId: z.string() };

export const runEventSchema = z.discriminatedUnion('type', [
  /** The run began, or went on after a wait or a retry, in some process. */
  z.object({ type: z.literal('run-started'), ...ofRun, at: z.string() }),
  z.object({
    type: z.literal('node-started'),
    ...ofRun,
    nodeId: z.string(),
    runIndex: z.number().int(),
    at: z.string(),
  }),
  z.object({
    type: z.literal('node-finished'),
    ...ofRun,
    nodeId: z.string(),
    runIndex: z.number().int(),
    status: z.enum(['succeeded', 'failed', 'waiting']),
    /** How many items each output gave, in output order. */
    items: z.array(z.number().int()),
    durationMs: z.number(),
    tries: z.number().int(),
    /** Tokens and cost of the node's AI calls; null when it made none. */
    usage: stepUsageSchema.nullable(),
    error: runErrorSchema.nullable(),
    /** The node run that ran this one as its tool (an agent's tool node); absent otherwise. */
    parent: z.object({ nodeId: z.string(), runIndex: z.number().int() }).optional(),
    at: z.string(),
  }),
  /** The run stopped: ended (succeeded, failed, cancelled) or waiting; `run` has its status, error and totals. */
  z.object({ type: z.literal('run-finished'), ...ofRun, run: runSummarySchema }),
  /** Sent while nothing happens, so proxies keep the stream open. */
  z.object({ type: z.literal('heartbeat'), at: z.string() }),
  /** The stream failed (the last event). */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type RunEvent = z.infer<typeof runEventSchema>;
/** The events a run publishes (the others belong to the stream). */
export type PublishedRunEvent = Extract<RunEvent, { runId: string }>;
