import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    latencyMs: z.number().nullable(),
    /** When reachability was last measured (the server re-checks at most once a second). */
    checkedAt: z.string(),
  }),
  /** Where rate limits, jobs and live events go: this process, or Redis when REDIS_URL is set. */
  cache: z.object({ kind: z.enum(['in-process', 'redis']), reachable: z.boolean() }),
});
export type Health = z.infer<typeof healthSchema>;
