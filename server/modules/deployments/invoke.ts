/**
 * One call of a deployment, whatever the surface: checks it is active and the surface on, settles the price
 * (the caller pays the owner through the ledger, the platform's fee as its own transfer, both keyed by the
 * run so a retry never pays twice), records the call, and starts the run of the deployment's published
 * version (or the version the caller pinned). Answers at once with the run's id and a promise of its end;
 * the surfaces decide how long to wait.
 */
import { randomUUID } from 'node:crypto';
import { entryNodeOf } from '@common/deployments/surfaces';
import {
  DEPLOYMENT_NOT_FOUND,
  type DeploymentSurface,
  PLATFORM_FEE_BPS,
  SURFACE_DISABLED,
} from '@common/schemas/deployments';
import type { WorkflowDocument } from '@common/workflow/document';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pgError, UNIQUE_VIOLATION } from '../../db/errors';
import { deploymentRuns } from '../../db/schema/deployments';
import type { Item, RunRecord } from '../../engine/core';
import type { PlatformPorts } from '../../engine/nodes/ports';
import {
  ensureUserAccount,
  formatAiz,
  getUserBalance,
  InsufficientFunds,
  SYSTEM_ACCOUNTS,
  transfer,
  userAccountId,
} from '../../ledger';
import { Forbidden, NotFound } from '../../lib/errors';
import { executeRun, publishedVersion, type RunEnv, workflowBasics } from '../workflows';
import type { DeploymentRow } from './deployments-service';
import { DeploymentPaused, PaymentRequired } from './errors';

export interface Invocation {
  deployment: DeploymentRow;
  surface: DeploymentSurface;
  /** The trigger's input (`message` and `sessionId` feed a chat trigger). */
  input: Record<string, unknown>;
  /** A published version other than the deployment's (REST's `version`). */
  version?: number;
  /** Who calls: the key's id and its owner (null for the public surfaces: widget, hosted pages). */
  apiKeyId?: string | null;
  callerId?: string | null;
  /** The caller's retry key (REST's `Idempotency-Key` header): the same key answers the same run. */
  idempotencyKey?: string | null;
  /** Extra ports for the run (a chat's streamed events). */
  ports?: PlatformPorts;
  /** The caller went away: cancels the run. */
  signal?: AbortSignal;
}

export interface Invoked {
  runId: string;
  versionNumber: number;
  /** True when an earlier call with the same idempotency key started this run (nothing new started or paid). */
  replayed: boolean;
  /** Whole AIZ the caller paid. */
  charged: string;
  /** Settles when the run stops (or, replayed, immediately: read the run's row). */
  done: Promise<RunRecord | null>;
}

/**
 * A call's input as a webhook request's item, for a workflow that starts at a Webhook trigger: its nodes
 * read `{{$json.body.x}}`, as for a real request, so the input is the body. A call carries no headers,
 * query or path parameters of the workflow's own (its `Authorization` is the platform's key, never shown).
 */
export function webhookItemOf(input: Record<string, unknown>): Item['json'] {
  return { headers: {}, params: {}, query: {}, body: input, executionMode: 'production' };
}

/** The node a call enters by, and the items it gets: in the shape that node's own calls have. */
export function entryOf(
  document: WorkflowDocument,
  surface: DeploymentSurface,
  input: Record<string, unknown>,
): { startNodeId?: string; items: Item[] } {
  const entry = entryNodeOf(document, surface);
  if (entry?.type === 'chat-trigger') {
    // Dify's names too (`query`, `conversation_id`): a chatflow imported from Dify is called as it was there.
    const message = input.message ?? input.chatInput ?? input.input ?? input.prompt ?? input.query;
    const session = input.sessionId ?? input.conversation_id;
    return {
      startNodeId: entry.id,
      items: [
        {
          json: {
            ...input,
            chatInput: typeof message === 'string' ? message : JSON.stringify(message ?? ''),
            sessionId: typeof session === 'string' && session !== '' ? session : randomUUID(),
          },
        },
      ],
    };
  }
  if (entry?.type === 'webhook-trigger') {
    return { startNodeId: entry.id, items: [{ json: webhookItemOf(input) }] };
  }
  return { ...(entry ? { startNodeId: entry.id } : {}), items: [{ json: input }] };
}

/** The price split: what the owner receives and the platform's fee (rounded down, so never above the price). */
export function splitPrice(price: bigint): { owner: bigint; fee: bigint } {
  const fee = (price * BigInt(PLATFORM_FEE_BPS)) / 10_000n;
  return { owner: price - fee, fee };
}

async function existingRun(db: DbOrTx, apiKeyId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(deploymentRuns)
    .where(and(eq(deploymentRuns.apiKeyId, apiKeyId), eq(deploymentRuns.idempotencyKey, idempotencyKey)));
  return row;
}

/** Moves the price in the transaction that records the call: both happen, or neither. */
async function pay(tx: DbOrTx, call: Invocation, runId: string, price: bigint, at: Date): Promise<void> {
  const payer = userAccountId(call.callerId!);
  const { owner, fee } = splitPrice(price);
  const metadata = { deploymentId: call.deployment.id, slug: call.deployment.slug, runId };
  await ensureUserAccount(tx, call.deployment.ownerId);
  if (owner > 0n) {
    await transfer(tx, {
      idempotencyKey: `deployment-run:${runId}`,
      from: payer,
      to: userAccountId(call.deployment.ownerId),
      amount: owner,
      kind: 'deployment_run',
      memo: `Run of ${call.deployment.slug}`,
      metadata,
      at,
    });
  }
  if (fee > 0n) {
    await transfer(tx, {
      idempotencyKey: `deployment-fee:${runId}`,
      from: payer,
      to: SYSTEM_ACCOUNTS.platformFees.id,
      amount: fee,
      kind: 'platform_fee',
      memo: `Platform fee: ${call.deployment.slug}`,
      metadata,
      at,
    });
  }
}

export async function invokeDeployment(env: RunEnv, call: Invocation): Promise<Invoked> {
  const { deployment, surface } = call;
  if (deployment.status === 'paused') throw new DeploymentPaused();
  if (!deployment.surfaces.includes(surface)) throw new Forbidden(SURFACE_DISABLED);
  if (call.apiKeyId && call.idempotencyKey) {
    const earlier = await existingRun(env.db, call.apiKeyId, call.idempotencyKey);
    if (earlier) return replay(earlier);
  }
  const version = await publishedVersion(
    env.db,
    deployment.workflowId,
    call.version ?? deployment.versionNumber,
  );
  const price = BigInt(deployment.priceBaseUnits);
  const paying = price > 0n && !!call.callerId && call.callerId !== deployment.ownerId;
  const runId = randomUUID();
  const startedAt = env.now();
  try {
    const record = async (tx: DbOrTx) => {
      await tx.insert(deploymentRuns).values({
        runId,
        deploymentId: deployment.id,
        versionNumber: version.number,
        surface,
        apiKeyId: call.apiKeyId ?? null,
        callerId: call.callerId ?? null,
        idempotencyKey: call.idempotencyKey ?? null,
        chargedBaseUnits: paying ? price.toString() : '0',
        status: 'running',
        startedAt,
      });
      if (paying) await pay(tx, call, runId, price, startedAt);
    };
    // A free call is one statement; a paid one records the call and moves the price in one transaction.
    await (paying ? env.db.transaction(record) : record(env.db));
  } catch (err) {
    if (err instanceof InsufficientFunds) {
      const balance = await getUserBalance(env.db, call.callerId!);
      throw new PaymentRequired(formatAiz(price), formatAiz(balance));
    }
    // The same idempotency key raced in from a second request: answer the run the first one started.
    if (pgError(err)?.code === UNIQUE_VIOLATION && call.apiKeyId && call.idempotencyKey) {
      const earlier = await existingRun(env.db, call.apiKeyId, call.idempotencyKey);
      if (earlier) return replay(earlier);
    }
    throw err;
  }
  const workflow = await workflowBasics(env.db, deployment.workflowId);
  if (!workflow) throw new NotFound(DEPLOYMENT_NOT_FOUND);
  const entry = entryOf(version.document, surface, call.input);
  const done = executeRun(
    env,
    {
      workflow: workflow!,
      document: version.document,
      versionNumber: version.number,
      trigger: `deployment:${surface}`,
    },
    {
      runId,
      triggerItems: entry.items,
      ...(entry.startNodeId ? { startNodeId: entry.startNodeId } : {}),
      ...(call.ports ? { ports: call.ports } : {}),
      ...(call.signal ? { signal: call.signal } : {}),
    },
  ).then(
    async (record) => {
      await finish(env, runId, record, startedAt);
      return record;
    },
    async (error: unknown) => {
      await env.db
        .update(deploymentRuns)
        .set({
          status: 'failed',
          error: String((error as Error)?.message ?? error).slice(0, 500),
          finishedAt: env.now(),
        })
        .where(eq(deploymentRuns.runId, runId))
        .catch(() => {});
      throw error;
    },
  );
  // The surfaces may stop waiting; the run goes on, and its end is recorded either way.
  done.catch((error) => env.log.error('deployment run failed', { err: error, runId }));
  return {
    runId,
    versionNumber: version.number,
    replayed: false,
    charged: paying ? formatAiz(price) : '0',
    done,
  };
}

function replay(row: typeof deploymentRuns.$inferSelect): Invoked {
  return {
    runId: row.runId,
    versionNumber: row.versionNumber,
    replayed: true,
    charged: formatAiz(BigInt(row.chargedBaseUnits)),
    done: Promise.resolve(null),
  };
}

/** Copies the run's outcome onto the call's row (analytics read it there, after run retention too). */
async function finish(env: RunEnv, runId: string, record: RunRecord, startedAt: Date): Promise<void> {
  const finishedAt = env.now();
  const status =
    record.status === 'succeeded' || record.status === 'failed' || record.status === 'cancelled'
      ? record.status
      : 'running';
  await env.db
    .update(deploymentRuns)
    .set({
      status,
      // The run's own time, as the run figures measure it (workflow_runs: finished_at − started_at).
      durationMs:
        status === 'running'
          ? null
          : record.finishedAt
            ? record.finishedAt - record.startedAt
            : finishedAt.getTime() - startedAt.getTime(),
      usage: record.usage ?? null,
      error: record.error?.message?.slice(0, 500) ?? null,
      finishedAt: status === 'running' ? null : finishedAt,
    })
    .where(eq(deploymentRuns.runId, runId));
}
