/** What a caller sees of a deployment's run: status, output, error, usage, price paid, where to poll. */
import type { DeploymentRunResult } from '@common/schemas/deployments';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deploymentRuns } from '../../db/schema/deployments';
import type { ItemLists, RunRecord } from '../../engine/core';
import { formatAiz } from '../../ledger';
import { NotFound } from '../../lib/errors';
import { type RunOutcome, runOutcome } from '../workflows';
import type { DeploymentRow } from './deployments-service';

export const RUN_NOT_FOUND = 'This deployment has no such run, or it was not yours to see.';

/** The output a caller wants: the first output's single item's JSON, the JSONs of several, or null. */
export function outputOf(result: ItemLists | undefined | null): unknown {
  const items = result?.find((list) => list && list.length > 0);
  if (!items) return null;
  return items.length === 1 ? items[0]!.json : items.map((item) => item.json);
}

/**
 * The output of a run as stored. A result past the stored-output cap keeps its first items: the caller
 * gets those, and `outputNote` says how many of how many (never a part passed off as the whole).
 */
export function storedOutputOf(
  result: RunOutcome['result'],
): Pick<DeploymentRunResult, 'output' | 'outputNote'> {
  if (result === null || Array.isArray(result)) return { output: outputOf(result as ItemLists | null) };
  const kept = (result.kept ?? []) as ItemLists;
  return {
    output: kept.some((list) => list.length > 0) ? outputOf(kept) : null,
    outputNote: result.message ?? 'The output was larger than a run keeps; none of it was stored.',
  };
}

export function pollUrlOf(origin: string, slug: string, runId: string): string {
  return `${origin}/api/run/${slug}/runs/${runId}`;
}

function usageOf(usage: unknown): DeploymentRunResult['usage'] {
  if (!usage || typeof usage !== 'object') return null;
  const u = usage as Record<string, unknown>;
  return {
    inputTokens: Number(u.inputTokens ?? 0),
    outputTokens: Number(u.outputTokens ?? 0),
    costUsd: Number(u.costUsd ?? 0),
  };
}

/** From the record the run ended with (the caller waited for it). */
export function resultOfRecord(
  origin: string,
  deployment: DeploymentRow,
  versionNumber: number,
  charged: string,
  record: RunRecord,
): DeploymentRunResult {
  const status = record.status;
  return {
    runId: record.id,
    deployment: deployment.slug,
    version: versionNumber,
    status,
    output: status === 'succeeded' ? outputOf(record.result) : null,
    error: record.error?.message ?? null,
    usage: usageOf(record.usage),
    charged,
    durationMs: record.finishedAt ? record.finishedAt - record.startedAt : null,
    pollUrl: pollUrlOf(origin, deployment.slug, record.id),
  };
}

/**
 * From the database (a poll). `callerId` null = the owner asking; otherwise the run must be that caller's.
 */
export async function storedResult(
  db: DbOrTx,
  origin: string,
  deployment: DeploymentRow,
  runId: string,
  caller: { userId: string },
): Promise<DeploymentRunResult> {
  const [call] = await db
    .select()
    .from(deploymentRuns)
    .where(and(eq(deploymentRuns.runId, runId), eq(deploymentRuns.deploymentId, deployment.id)));
  if (!call || (call.callerId !== caller.userId && deployment.ownerId !== caller.userId)) {
    throw new NotFound(RUN_NOT_FOUND);
  }
  const run = await runOutcome(db, runId);
  const runStatus = run?.status ?? call.status;
  const status = runStatus === 'queued' ? 'running' : runStatus;
  const error = run?.error?.message ?? call.error ?? null;
  return {
    runId,
    deployment: deployment.slug,
    version: call.versionNumber,
    status,
    ...(status === 'succeeded' && run ? storedOutputOf(run.result) : { output: null }),
    error,
    usage: usageOf(run?.usage ?? call.usage),
    charged: formatAiz(BigInt(call.chargedBaseUnits)),
    durationMs:
      run?.finishedAt && run.startedAt
        ? run.finishedAt.getTime() - run.startedAt.getTime()
        : (call.durationMs ?? null),
    pollUrl: pollUrlOf(origin, deployment.slug, runId),
  };
}
