/**
 * The execute-workflow node's port: runs another workflow of the same owner (its latest published version
 * or its draft) as a run of its own, with trigger 'sub-workflow' and a link to the calling run
 * (`parent_run_id`), through the runtime's `executeRun` and `retryStoredRun` (handed in as `ChildRuns`, so
 * this file does not import the runtime that imports it).
 *
 * Nesting: a run knows the workflows above it (`lineage`, root first): in memory for a run started here,
 * else read from the stored runs' parent links. A child deeper than MAX_SUB_WORKFLOW_DEPTH, or one whose
 * workflow is already in the lineage (a cycle), is refused before it starts.
 *
 * Once per node run: the child's run id comes from the node's idempotency key, so a calling run resumed or
 * retried finds the child it started: an ended child answers its items again, a failed one is retried from
 * where it failed (what it sent or paid before is not repeated), one still going fails the node.
 *
 * Waiting: the parent's node waits for the child in the same call. A child that stops to wait (an approval,
 * a wait node) fails the parent's node with a message; it goes on waiting and may end later on its own.
 * Without waiting, the child is queued (env.queue; in the background here when there is none) and the
 * node answers its run id at once.
 */
import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { workflowRuns, workflows, workflowVersions } from '../../../db/schema/workflows';
import type { Item, RunRecord } from '../../../engine/core';
import type { SubWorkflowPort } from '../../../engine/nodes/ports';
import type { RunEnv, RunParent, RunTarget } from '../runs';
import { queueRun } from '../runs';

export type { RunParent };

import { documentOfRun, storedRecord } from '../runs';
import { loadStored } from '../workflow-rows';

export const MAX_SUB_WORKFLOW_DEPTH = 10;

/** What the port needs of the runtime (handed in: the runtime imports this file). */
export interface ChildRuns {
  start(
    target: RunTarget,
    options: { runId: string; triggerItems: Item[]; parent: RunParent },
  ): Promise<RunRecord>;
  /** Null when the run is no longer failed (another retry took it). */
  retry(target: RunTarget, record: RunRecord): Promise<RunRecord | null>;
}

/** The child run's id, the same for the same key: an RFC 9562 version 8 (custom) UUID from a hash. */
export function childRunIdFor(key: string): string {
  const h = createHash('sha256').update(`sub-workflow:${key}`).digest('hex');
  const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const NOT_FOUND = (id: string) => `There is no workflow "${id}" of yours to run.`;

/** The workflows above `runId` (root first), from the stored parent links. */
async function storedLineage(db: DbOrTx, runId: string): Promise<string[]> {
  const lineage: string[] = [];
  let next: string | null = runId;
  // One more than the limit is enough to know the limit is passed.
  while (next && lineage.length <= MAX_SUB_WORKFLOW_DEPTH) {
    const [row]: { parentRunId: string | null; workflowId: string }[] = await db
      .select({ parentRunId: workflowRuns.parentRunId, workflowId: workflowRuns.workflowId })
      .from(workflowRuns)
      .where(eq(workflowRuns.id, next));
    if (!row) break;
    if (next !== runId) lineage.unshift(row.workflowId);
    next = row.parentRunId;
  }
  return lineage;
}

async function childTarget(
  db: DbOrTx,
  ownerId: string,
  workflowId: string,
  source: 'published' | 'draft',
): Promise<RunTarget> {
  if (!z.uuid().safeParse(workflowId).success) throw new Error(NOT_FOUND(workflowId));
  const [row] = await db.select().from(workflows).where(eq(workflows.id, workflowId));
  if (!row || row.ownerId !== ownerId || row.deletedAt) throw new Error(NOT_FOUND(workflowId));
  if (source === 'draft') {
    return { workflow: row, document: loadStored(row.draft), versionNumber: null, trigger: 'sub-workflow' };
  }
  const [version] = await db
    .select({ number: workflowVersions.number, document: workflowVersions.document })
    .from(workflowVersions)
    .where(eq(workflowVersions.workflowId, workflowId))
    .orderBy(desc(workflowVersions.number))
    .limit(1);
  if (!version) {
    throw new Error(`Workflow "${row.name}" has no published version: publish it, or run its draft.`);
  }
  return {
    workflow: row,
    document: loadStored(version.document),
    versionNumber: version.number,
    trigger: 'sub-workflow',
  };
}

function outcome(name: string, record: Pick<RunRecord, 'id' | 'status' | 'result' | 'error'>): Item[] {
  if (record.status === 'succeeded') return record.result[0] ?? [];
  if (record.status === 'waiting') {
    throw new Error(
      `Workflow "${name}" stopped to wait (run ${record.id}); a calling workflow does not wait for it: start it without waiting for completion.`,
    );
  }
  if (record.status === 'running') throw new Error(`Workflow "${name}" is still running (run ${record.id}).`);
  const reason = record.error?.message ?? record.status;
  throw new Error(
    `Workflow "${name}" ${record.status === 'cancelled' ? 'was cancelled' : `failed: ${reason}`}`,
  );
}

/**
 * The child this node run started before (the calling run was resumed or retried): its items when it
 * ended, a retry of it when it failed, so nothing it did is done twice.
 */
async function childAgain(
  env: RunEnv,
  runs: ChildRuns,
  childRunId: string,
  request: Parameters<SubWorkflowPort['execute']>[0],
): Promise<Awaited<ReturnType<SubWorkflowPort['execute']>> | undefined> {
  const [row] = await env.db
    .select({
      workflowId: workflowRuns.workflowId,
      status: workflowRuns.status,
      versionNumber: workflowRuns.versionNumber,
    })
    .from(workflowRuns)
    .where(eq(workflowRuns.id, childRunId));
  if (!row) return undefined;
  if (row.workflowId !== request.workflowId) {
    throw new Error(
      'This node already ran another workflow in this run; start a new run to call a different one.',
    );
  }
  if (!request.waitForCompletion) return { runId: childRunId, status: row.status, items: [] };
  const [workflow] = await env.db.select().from(workflows).where(eq(workflows.id, row.workflowId));
  if (!workflow) throw new Error(NOT_FOUND(request.workflowId));
  let record = await storedRecord(env, row.workflowId, childRunId);
  if (record.status === 'failed') {
    const target = {
      workflow,
      document: await documentOfRun(env.db, workflow, row.versionNumber),
      versionNumber: row.versionNumber,
      trigger: 'sub-workflow',
    };
    record = (await runs.retry(target, record)) ?? { ...record, status: 'running' };
  }
  return { runId: childRunId, status: record.status, items: outcome(workflow.name, record) };
}

export function workflowSubWorkflowPort(
  env: RunEnv,
  target: RunTarget,
  runId: string,
  known: string[] | undefined,
  runs: ChildRuns,
): SubWorkflowPort {
  return {
    async execute(request) {
      const childRunId = childRunIdFor(request.idempotencyKey);
      const again = await childAgain(env, runs, childRunId, request);
      if (again) return again;
      const above = known ?? (await storedLineage(env.db, runId));
      const lineage = [...above, target.workflow.id];
      if (lineage.includes(request.workflowId)) {
        throw new Error('A workflow cannot run itself, directly or through the workflows it runs.');
      }
      if (lineage.length >= MAX_SUB_WORKFLOW_DEPTH) {
        throw new Error(`Workflows may run one another at most ${MAX_SUB_WORKFLOW_DEPTH} deep.`);
      }
      const child = await childTarget(env.db, target.workflow.ownerId, request.workflowId, request.source);
      const parent = { runId, lineage };
      if (!request.waitForCompletion && env.queue) {
        await queueRun(env, env.queue, child, { runId: childRunId, triggerItems: request.items, parent });
        return { runId: childRunId, status: 'queued', items: [] };
      }
      const run = runs.start(child, {
        runId: childRunId,
        triggerItems: request.items,
        parent,
      });
      if (!request.waitForCompletion) {
        run.catch((err: unknown) =>
          env.log.error('sub-workflow run failed to start', {
            runId: childRunId,
            error: err instanceof Error ? err.message : String(err),
          }),
        );
        return { runId: childRunId, status: 'running', items: [] };
      }
      const record = await run;
      return { runId: record.id, status: record.status, items: outcome(child.workflow.name, record) };
    },
  };
}
