/**
 * Run retention (issue 9 item 4): finished runs (succeeded, failed, cancelled) beyond a workflow's newest
 * `keep` runs, or that finished more than `keepDays` ago, are deleted with their steps and approval links
 * (foreign keys cascade) and their recorded side effects. A running or waiting run is never touched: it
 * counts towards the newest runs, but stays. Schedule tick claims (schedules.ts) go after a day: a claim only
 * matters while a process could still fire that tick. A conversation's variables go 30 days after its last
 * message (ports/conversation-port.ts).
 */
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowRuns } from '../../db/schema/workflows';
import { conversationVariables } from '../../db/schema/workflows-conversation-variables';
import { workflowEffects } from '../../db/schema/workflows-effects';
import { workflowScheduleTicks } from '../../db/schema/workflows-schedules';
import type { Logger } from '../../lib/logger';
import { CONVERSATION_KEEP_DAYS } from './ports';
import { purgeDeletedWorkflows } from './workflow-trash';

export interface RunRetention {
  /** Runs kept per workflow, newest first. */
  keep: number;
  /** Days a finished run is kept. */
  keepDays: number;
}

const FINISHED = ['succeeded', 'failed', 'cancelled'] as const;
/** Rows deleted per statement, so one pass never holds a long transaction. */
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes what the retention no longer keeps; answers how many runs went. */
export async function pruneRuns(db: Database, now: Date, retention: RunRetention): Promise<number> {
  const cutoff = new Date(now.getTime() - retention.keepDays * DAY_MS);
  let deleted = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const old = tx
        .select({ id: workflowRuns.id })
        .from(workflowRuns)
        .where(and(inArray(workflowRuns.status, FINISHED), lt(workflowRuns.finishedAt, cutoff)));
      const ranked = sql`select id, status, row_number() over (
          partition by ${workflowRuns.workflowId}
          order by ${workflowRuns.startedAt} desc, ${workflowRuns.id} desc
        ) as rank from ${workflowRuns}`;
      const beyond = sql`select id from (${ranked}) ranked
        where rank > ${retention.keep} and status in ('succeeded', 'failed', 'cancelled')`;
      const gone = await tx
        .delete(workflowRuns)
        .where(inArray(workflowRuns.id, sql`(select id from (${old} union ${beyond}) doomed limit ${BATCH})`))
        .returning({ id: workflowRuns.id });
      const goneIds = gone.map((row) => row.id);
      if (goneIds.length > 0) await tx.delete(workflowEffects).where(inArray(workflowEffects.runId, goneIds));
      return goneIds;
    });
    deleted += ids.length;
    if (ids.length < BATCH) return deleted;
  }
}

/** Deletes the conversations' variables kept longer than `keepDays` after their last message; answers how many went. */
export async function pruneConversations(db: Database, now: Date, keepDays = CONVERSATION_KEEP_DAYS) {
  const gone = await db
    .delete(conversationVariables)
    .where(lt(conversationVariables.updatedAt, new Date(now.getTime() - keepDays * DAY_MS)))
    .returning({ sessionId: conversationVariables.sessionId });
  return gone.length;
}

/** Deletes the schedule tick claims older than a day; answers how many went. */
export async function pruneScheduleTicks(db: Database, now: Date): Promise<number> {
  const gone = await db
    .delete(workflowScheduleTicks)
    .where(lt(workflowScheduleTicks.tickAt, new Date(now.getTime() - DAY_MS)))
    .returning({ tickAt: workflowScheduleTicks.tickAt });
  return gone.length;
}

export const RUN_PRUNING_INTERVAL_MS = 5 * 60_000;

/** Prunes runs (and purges workflows deleted past their restore window) at start and then every few minutes in this process (main.ts); `stop` waits for a pass going on. */
export function startRunPruning(
  deps: { db: Database; now: () => Date; log: Logger; retention: RunRetention },
  intervalMs = RUN_PRUNING_INTERVAL_MS,
) {
  let current: Promise<unknown> = Promise.resolve();
  const pass = () => {
    current = pruneRuns(deps.db, deps.now(), deps.retention)
      .then(async (deleted) => {
        await pruneScheduleTicks(deps.db, deps.now());
        await pruneConversations(deps.db, deps.now());
        if (deleted > 0) deps.log.info('old workflow runs deleted', { deleted });
        const purged = await purgeDeletedWorkflows(deps.db, deps.now());
        if (purged > 0) deps.log.info('deleted workflows purged', { purged });
      })
      .catch((err: unknown) => {
        deps.log.error('pruning workflow runs failed', {
          error: err instanceof Error ? err.message : String(err),
        });
      });
  };
  pass();
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
