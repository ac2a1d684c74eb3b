/**
 * Who executes a queued run: a worker claims it with one atomic update (`queued`, or `running` with a lease
 * that ran out, → `running` with its own lease), so two workers or processes never execute the same run,
 * and renews the lease while the run goes on. A worker that dies (SIGKILL, a crash) stops renewing; once
 * the lease is over, the next claim takes the run over and resumes it from its last checkpoint.
 */
import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { workflowRuns } from '../../db/schema/workflows';

export type RunRow = typeof workflowRuns.$inferSelect;

/** How long a claim holds without renewal, and how often a live worker renews it. */
export interface LeaseTimes {
  leaseMs: number;
  renewMs: number;
}

export const DEFAULT_LEASE: LeaseTimes = { leaseMs: 30_000, renewMs: 10_000 };

/** The run, now `running` under `owner`'s lease, when it was queued or its last lease ran out; else null. */
export async function claimRun(
  db: DbOrTx,
  runId: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<RunRow | null> {
  const [row] = await db
    .update(workflowRuns)
    .set({ status: 'running', leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(workflowRuns.id, runId), claimable(now)))
    .returning();
  return row ?? null;
}

/** Extends `owner`'s lease; false when the run is no longer `owner`'s (another worker took it over). */
export async function renewLease(
  db: DbOrTx,
  runId: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await db
    .update(workflowRuns)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(workflowRuns.id, runId), eq(workflowRuns.leaseOwner, owner)))
    .returning({ id: workflowRuns.id });
  return renewed.length > 0;
}

/**
 * Runs nobody holds: `queued` for longer than a lease (the process that queued them stopped), or `running`
 * with a lease that ran out (their worker died). Runs executed inline carry no lease and are never taken.
 */
export async function runsToTakeOver(db: DbOrTx, now: Date, leaseMs: number): Promise<string[]> {
  const rows = await db
    .select({ id: workflowRuns.id })
    .from(workflowRuns)
    .where(
      or(
        and(eq(workflowRuns.status, 'queued'), lt(workflowRuns.startedAt, new Date(now.getTime() - leaseMs))),
        leaseOver(now),
      ),
    )
    .orderBy(workflowRuns.startedAt);
  return rows.map((r) => r.id);
}

const leaseOver = (now: Date) =>
  and(
    eq(workflowRuns.status, 'running'),
    isNotNull(workflowRuns.leaseUntil),
    lt(workflowRuns.leaseUntil, now),
  );

const claimable = (now: Date) => or(eq(workflowRuns.status, 'queued'), leaseOver(now));
