/**
 * What every module gets: the services built once at start by main.ts (the test harness builds its
 * own), injected so tests control them. The composition root's type: it may name any part of server/.
 */

import type { SolaraLeadInput } from '../common/schemas/solara';
import type { AiService } from './ai/service';
import type { Config } from './config';
import type { DatabaseHandle, DbOrTx } from './db/client';
import type { Logger } from './lib/logger';
import type { RateLimitStore } from './lib/rate-limit';
import type { RunEventBus } from './lib/run-event-bus';
import type { SafeHttp } from './lib/safe-http';
import type { MailTransport } from './mail/transport';

export interface SolaraLeadsCtx {
  db: DbOrTx;
  now: () => Date;
}

/**
 * What Solara needs of the solar leads and booking services (server/modules/solar/leads), with their exact
 * signatures, injected so the conversation does not import them; `isSlotTaken` tells their typed "slot taken"
 * error from other failures. Declared here, as the app's other ports are, so deps.ts imports no module.
 */
export interface SolaraLeadsPort {
  saveLead(ctx: SolaraLeadsCtx, input: SolaraLeadInput): Promise<{ leadId: string; score: number }>;
  openSlots(
    ctx: SolaraLeadsCtx,
    ownerId: string,
    range: { from: Date; to: Date },
  ): Promise<{ startsAt: string; endsAt: string }[]>;
  bookSlot(
    ctx: SolaraLeadsCtx,
    request: { ownerId: string; leadId: string; startsAt: string; consentText: string },
  ): Promise<{ appointmentId: string; startsAt: string; endsAt: string }>;
  isSlotTaken(error: unknown): boolean;
}

/** Takes run ids to execute (server/modules/workflows/runs/run-queue.ts has the queues). */
export interface RunQueuePort {
  enqueue(runId: string): Promise<void>;
  /** Stops taking runs and waits for the ones under way (shutdown). */
  drain(): Promise<void>;
  /** What the queue holds now (the system monitor); absent on queues that cannot tell. */
  stats?(): Promise<{
    kind: 'in-process' | 'bullmq';
    depth: number;
    active: number;
    workers: number;
    concurrency: number;
  }>;
}

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Present when REDIS_URL is set: shared rate limits now, jobs and live events later. */
  redis?: { ping(): Promise<unknown> } | undefined;
  logger: Logger;
  rateLimits: RateLimitStore;
  mail: MailTransport;
  /** Outbound HTTP through the SSRF guard (the HTTP node), allowlist from HTTP_ALLOWLIST. */
  http: SafeHttp;
  ai: AiService;
  /** Live run events: through Redis pub/sub with REDIS_URL, else in this process. */
  runEvents: RunEventBus;
  /**
   * Where workflow runs nobody waits on are queued (the in-process queue, or BullMQ with REDIS_URL); set
   * once the process has started its queues. Without it such runs execute in the background here.
   */
  runQueue?: RunQueuePort;
  now: () => Date;
  /** The solar leads and booking services Solara calls; absent, the real ones (a test may give its own). */
  solaraLeads?: SolaraLeadsPort;
  version: string;
  /** Folder of the built client (index.html, assets, sw.js); null serves no static files. */
  clientDir: string | null;
}
