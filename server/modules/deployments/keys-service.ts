/**
 * API keys: created (the secret shown once), listed with their use this month, revoked; and the check every
 * key-called surface makes: the key exists, is not revoked or expired, may call this deployment and surface,
 * is within its per-minute rate and its monthly run quota. A key never reaches a log or a run record: the
 * surfaces keep only its id.
 */
import {
  API_KEY_INVALID,
  API_KEY_MISSING,
  API_KEY_OUT_OF_SCOPE,
  API_KEY_QUOTA_USED,
  API_KEY_RATE_LIMITED,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
  DEFAULT_KEY_MONTHLY_QUOTA,
  DEFAULT_KEY_RATE_LIMIT,
  KEY_SURFACES,
  type KeySurface,
} from '@common/schemas/deployments';
import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys, deploymentRuns, deployments } from '../../db/schema/deployments';
import { Forbidden, NotFound, TooManyRequests, Unauthorized } from '../../lib/errors';
import { hitLimit, type RateLimitStore } from '../../lib/rate-limit';
import type { SignedInContext } from '../../service-context';
import { hashApiKey, keyScopeCovers, looksLikeApiKey, newApiKeySecret } from './keys';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;
export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const API_KEY_NOT_YOURS = 'There is no such API key, or it is not yours.';
/** Last-used times are written at most this often per key, so a busy key does not write on every call. */
const LAST_USED_RESOLUTION_MS = 60_000;

export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function runsThisMonth(db: DbOrTx, keyIds: string[], now: Date): Promise<Map<string, number>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select({ keyId: deploymentRuns.apiKeyId, n: count() })
    .from(deploymentRuns)
    .where(and(inArray(deploymentRuns.apiKeyId, keyIds), gte(deploymentRuns.startedAt, monthStart(now))))
    .groupBy(deploymentRuns.apiKeyId);
  return new Map(rows.map((r) => [r.keyId!, Number(r.n)]));
}

function present(row: ApiKeyRow, runs: number): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    deploymentIds: row.deploymentIds ?? null,
    surfaces: row.surfaces.filter((s): s is KeySurface => (KEY_SURFACES as readonly string[]).includes(s)),
    rateLimitPerMinute: row.rateLimitPerMinute,
    monthlyQuota: row.monthlyQuota,
    runsThisMonth: runs,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createApiKey(ctx: Ctx, input: CreateApiKeyInput): Promise<CreatedApiKey> {
  const deploymentIds = input.deploymentIds ?? null;
  if (deploymentIds) {
    const own = await ctx.db
      .select({ id: deployments.id })
      .from(deployments)
      .where(and(eq(deployments.ownerId, ctx.user.id), inArray(deployments.id, deploymentIds)));
    if (own.length !== new Set(deploymentIds).size)
      throw new NotFound('One of those deployments is not yours.');
  }
  const { secret, prefix, hash } = newApiKeySecret();
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(apiKeys)
    .values({
      userId: ctx.user.id,
      name: input.name,
      prefix,
      hash,
      deploymentIds: deploymentIds ? [...new Set(deploymentIds)] : null,
      surfaces: input.surfaces ?? [...KEY_SURFACES],
      rateLimitPerMinute: input.rateLimitPerMinute ?? DEFAULT_KEY_RATE_LIMIT,
      monthlyQuota: input.monthlyQuota ?? DEFAULT_KEY_MONTHLY_QUOTA,
      expiresAt: input.expiresInDays ? new Date(now.getTime() + input.expiresInDays * 86_400_000) : null,
      createdAt: now,
    })
    .returning();
  return { key: present(row!, 0), secret };
}

/**
 * A key for `userId` scoped to one deployment that may be someone else's, on every key surface: the
 * marketplace's hosted-agent access (the buyer pays the deployment's price per run through `invokeDeployment`).
 * Only the marketplace calls this; a person's own keys name their own deployments (`createApiKey`).
 */
export async function issueDeploymentKey(
  db: DbOrTx,
  grant: { userId: string; deploymentId: string; name: string; now: Date },
): Promise<CreatedApiKey> {
  const { secret, prefix, hash } = newApiKeySecret();
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId: grant.userId,
      name: grant.name.slice(0, 100),
      prefix,
      hash,
      deploymentIds: [grant.deploymentId],
      surfaces: [...KEY_SURFACES],
      rateLimitPerMinute: DEFAULT_KEY_RATE_LIMIT,
      monthlyQuota: DEFAULT_KEY_MONTHLY_QUOTA,
      expiresAt: null,
      createdAt: grant.now,
    })
    .returning();
  return { key: present(row!, 0), secret };
}

/** Keys by id, as their owner sees them (runs this month not counted: 0). */
export async function apiKeysByIds(db: DbOrTx, ids: string[]): Promise<ApiKey[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(apiKeys).where(inArray(apiKeys.id, ids));
  return rows.map((row) => present(row, 0));
}

/** Revokes `userId`'s key (no-op when revoked already or not theirs). */
export async function revokeKeyOf(db: DbOrTx, userId: string, id: string, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
}

export async function listApiKeys(ctx: Ctx): Promise<ApiKey[]> {
  const rows = await ctx.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, ctx.user.id))
    .orderBy(desc(apiKeys.createdAt));
  const runs = await runsThisMonth(
    ctx.db,
    rows.map((r) => r.id),
    ctx.now(),
  );
  return rows.map((row) => present(row, runs.get(row.id) ?? 0));
}

/** Revoking is immediate and final; revoking a revoked key changes nothing. */
export async function revokeApiKey(ctx: Ctx, id: string): Promise<ApiKey> {
  const [row] = await ctx.db
    .update(apiKeys)
    .set({ revokedAt: ctx.now() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, ctx.user.id), isNull(apiKeys.revokedAt)))
    .returning();
  const current =
    row ??
    (
      await ctx.db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, ctx.user.id)))
    )[0];
  if (!current) throw new NotFound(API_KEY_NOT_YOURS);
  const runs = await runsThisMonth(ctx.db, [id], ctx.now());
  return present(current, runs.get(id) ?? 0);
}

/** The key a bearer token names, if it is live (not revoked, not expired); 401 otherwise. */
export async function authenticateApiKey(db: DbOrTx, token: string | null, now: Date): Promise<ApiKeyRow> {
  if (!token) throw new Unauthorized(API_KEY_MISSING);
  if (!looksLikeApiKey(token)) throw new Unauthorized(API_KEY_INVALID);
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.hash, hashApiKey(token)));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now))
    throw new Unauthorized(API_KEY_INVALID);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return row;
}

/**
 * May this key call this deployment's surface now? Scope (403), rate (429 with Retry-After) and the monthly
 * quota (429). The quota counts runs started this calendar month (UTC).
 */
export async function admitApiKey(
  db: DbOrTx,
  limits: RateLimitStore,
  key: ApiKeyRow,
  deployment: { id: string },
  surface: KeySurface,
  now: Date,
  /** Whether this call starts a run (counted against the monthly quota); a poll does not. */
  startsRun = true,
): Promise<void> {
  // A key scoped to deployments names some of its owner's (createApiKey checks); an unscoped key may call
  // any deployment: its owner's, and other people's as a paying caller.
  if (!keyScopeCovers(key, deployment.id, surface)) throw new Forbidden(API_KEY_OUT_OF_SCOPE);
  const rate = await hitLimit(limits, `api-key:${key.id}`, {
    limit: key.rateLimitPerMinute,
    windowMs: 60_000,
  });
  if (!rate.allowed) throw new TooManyRequests(API_KEY_RATE_LIMITED, rate.retryAfterSeconds);
  if (!startsRun) return;
  const used = await usedThisMonth(db, key.id, now);
  if (used >= key.monthlyQuota) {
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    throw new TooManyRequests(API_KEY_QUOTA_USED, Math.ceil((next.getTime() - now.getTime()) / 1000));
  }
  const known = usage.get(key.id);
  if (known) known.admitted += 1;
}

/**
 * A key's runs this month as last counted, plus the calls this process admitted since. The count is read
 * again at most once a second per key, so a busy key does not count its whole month on every call; the
 * price is that other processes' calls of that second are seen a second late (the quota may be passed by
 * them, never by this process's own).
 */
const usage = new Map<string, { month: number; counted: number; admitted: number; at: number }>();
const USAGE_FRESH_MS = 1000;
const USAGE_KEYS_MAX = 10_000;

async function usedThisMonth(db: DbOrTx, keyId: string, now: Date): Promise<number> {
  const month = monthStart(now).getTime();
  const at = now.getTime();
  const known = usage.get(keyId);
  if (known && known.month === month && at >= known.at && at - known.at < USAGE_FRESH_MS) {
    return known.counted + known.admitted;
  }
  const counted = (await runsThisMonth(db, [keyId], now)).get(keyId) ?? 0;
  if (usage.size >= USAGE_KEYS_MAX) usage.clear();
  usage.set(keyId, { month, counted, admitted: 0, at });
  return counted;
}
