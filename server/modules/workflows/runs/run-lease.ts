/**
 * Who executes a queued run: a worker claims it with one atomic update (`queued`, or `running` with a lease
 * that ran out, → `running` with its own lease), so two workers or processes never execute the same run,
 * and renews the lease while the run goes on. A worker that dies (SIGKILL, a crash) stops renewing; once
 * the lease is over, the next claim takes the run over and resumes it from its last checkpoint.
 *
 * Fencing: every claim adds one to the run's `lease_token`, and the claimer's checkpoints and its finish are
 * written only while the run still has its owner and token (run-store.ts). A worker that stalled past its
 * lease (a long pause, a lost network) and comes back after another took the run over gets `LeaseLost`
 * from its next write, and stops without writing anything.
 */
import { and, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowRuns } from '../../../db/schema/workflows';

export type RunRow = typeof workflowRuns.$inferSelect;

/** How long a claim holds without renewal, and how often a live worker renews it. */
export interface LeaseTimes {
  leaseMs: number;
  renewMs: number;
}

export const DEFAULT_LEASE: LeaseTimes = { leaseMs: 30_000, renewMs: 10_000 };

/** Who holds a run: the claiming worker and the token its claim got. */
export interface Lease {
  owner: string;
  token: number;
}

/** A write by a worker whose lease on the run has passed to another claim (or whose run was taken away). */
export class LeaseLost extends Error {
  constructor(
    readonly runId: string,
    readonly lease: Lease,
  ) {
    super(
      `Run ${runId} is no longer held by ${lease.owner} (lease token ${lease.token}): another worker took it over.`,
    );
    this.name = 'LeaseLost';
  }
}

/** The condition every fenced write of `runId` carries: still `lease`'s owner and token. */
export const heldBy = (runId: string, lease: Lease) =>
  and(
    eq(workflowRuns.id, runId),
    eq(workflowRuns.leaseOwner, lease.owner),
    eq(workflowRuns.leaseToken, lease.token),
  );

/**
 * The run, now `running` under `owner`'s lease with the next fencing token (`leaseToken` of the row), when
 * it was queued or its last lease ran out; else null.
 */
export async function claimRun(
  db: DbOrTx,
  runId: string,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<RunRow | null> {
  const [row] = await db
    .update(workflowRuns)
    .set({
      status: 'running',
      leaseOwner: owner,
      leaseUntil: new Date(now.getTime() + leaseMs),
      leaseToken: sql`${workflowRuns.leaseToken} + 1`,
    })
    .where(and(eq(workflowRuns.id, runId), claimable(now)))
    .returning();
  return row ?? null;
}

/** Extends `lease`; false when the run is no longer held by it (another worker took it over). */
export async function renewLease(
  db: DbOrTx,
  runId: string,
  lease: Lease,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const renewed = await db
    .update(workflowRuns)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(heldBy(runId, lease))
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
