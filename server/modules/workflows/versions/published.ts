/**
 * What other modules read of workflows (the deployments module): a published version's document, the newest
 * version number, a workflow's name and kind, and a run's outcome. This module owns the tables; they ask here.
 */
import type { WorkflowDocument } from '@common/workflow/document';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflowRuns, workflows, workflowVersions } from '../../../db/schema/workflows';
import { Conflict, NotFound } from '../../../lib/errors';
import type { StoredItemLists } from '../runs';
import { loadStored } from '../workflow-rows';

export const NOTHING_TO_DEPLOY = 'Publish a version of this workflow before you deploy it.';

export async function latestVersionNumber(db: DbOrTx, workflowId: string): Promise<number | null> {
  const [row] = await db
    .select({ n: max(workflowVersions.number) })
    .from(workflowVersions)
    .where(eq(workflowVersions.workflowId, workflowId));
  return row?.n ?? null;
}

/**
 * Published versions never change (the database refuses updates), so a version read once is kept: every call
 * of a deployment runs one, and reading and parsing its document each time was a large share of a call.
 */
const versionCache = new Map<string, { number: number; document: WorkflowDocument }>();
const VERSION_CACHE_MAX = 500;

/** The published version `number` (the newest when omitted) with its document; never the draft. */
export async function publishedVersion(
  db: DbOrTx,
  workflowId: string,
  number?: number,
): Promise<{ number: number; document: WorkflowDocument }> {
  const wanted = number ?? (await latestVersionNumber(db, workflowId));
  if (!wanted) throw new Conflict(NOTHING_TO_DEPLOY);
  const key = `${workflowId}:${wanted}`;
  const cached = versionCache.get(key);
  if (cached) return cached;
  const version = await readVersion(db, workflowId, wanted);
  if (versionCache.size >= VERSION_CACHE_MAX) versionCache.delete(versionCache.keys().next().value!);
  versionCache.set(key, version);
  return version;
}

async function readVersion(
  db: DbOrTx,
  workflowId: string,
  wanted: number,
): Promise<{ number: number; document: WorkflowDocument }> {
  const [row] = await db
    .select({ document: workflowVersions.document })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, workflowId), eq(workflowVersions.number, wanted)));
  if (!row) throw new NotFound(`This workflow has no published version ${wanted}.`);
  return { number: wanted, document: loadStored(row.document) };
}

export interface WorkflowBasics {
  id: string;
  name: string;
  ownerId: string;
  kind: 'workflow' | 'agent';
  activeVersion: number | null;
}

export async function workflowBasics(db: DbOrTx, workflowId: string): Promise<WorkflowBasics | undefined> {
  const [row] = await db
    .select({
      id: workflows.id,
      name: workflows.name,
      ownerId: workflows.ownerId,
      kind: workflows.kind,
      activeVersion: workflows.activeVersion,
    })
    .from(workflows)
    .where(eq(workflows.id, workflowId));
  return row ? { ...row, kind: row.kind === 'agent' ? 'agent' : 'workflow' } : undefined;
}

export interface RunOutcome {
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled' | 'waiting';
  /** As stored: a result past its cap keeps its first items (item-caps.ts). */
  result: StoredItemLists | null;
  error: { message?: string } | null;
  usage: unknown;
  startedAt: Date;
  finishedAt: Date | null;
}

export async function runOutcome(db: DbOrTx, runId: string): Promise<RunOutcome | undefined> {
  const [row] = await db
    .select({
      status: workflowRuns.status,
      result: workflowRuns.result,
      error: workflowRuns.error,
      usage: workflowRuns.usage,
      startedAt: workflowRuns.startedAt,
      finishedAt: workflowRuns.finishedAt,
    })
    .from(workflowRuns)
    .where(eq(workflowRuns.id, runId));
  return row
    ? {
        ...row,
        result: row.result as StoredItemLists | null,
        error: (row.error as { message?: string } | null) ?? null,
      }
    : undefined;
}

/**
 * The published versions of the given workflows that contain a node of `nodeType` (jsonb containment: the
 * web3 marketplace asks which listed versions pay on chain), with their documents.
 */
export async function versionsWithNodeType(
  db: DbOrTx,
  nodeType: string,
  workflowIds: readonly string[],
): Promise<{ workflowId: string; number: number; document: WorkflowDocument }[]> {
  if (workflowIds.length === 0) return [];
  const rows = await db
    .select({
      workflowId: workflowVersions.workflowId,
      number: workflowVersions.number,
      document: workflowVersions.document,
    })
    .from(workflowVersions)
    .where(
      and(
        inArray(workflowVersions.workflowId, [...workflowIds]),
        sql`${workflowVersions.document}->'nodes' @> ${JSON.stringify([{ type: nodeType }])}::jsonb`,
      ),
    );
  return rows.map((r) => ({ workflowId: r.workflowId, number: r.number, document: loadStored(r.document) }));
}
