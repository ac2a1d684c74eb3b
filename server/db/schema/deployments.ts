import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeploymentSurface, WidgetOptions } from '../../../common/schemas/deployments';
import { users } from './auth';
import { workflows } from './workflows';

/**
 * Deployments (the deployments module): one published version of a workflow, callable by the world under a
 * slug through its surfaces. Rolling to another version changes `version_number` and nothing else, so URLs
 * and keys stay. Never the draft.
 */
export const deployments = pgTable(
  'deployments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    /** Lower case letters, digits and dashes; unique across the platform (it is in every URL). */
    slug: text('slug').notNull(),
    versionNumber: integer('version_number').notNull(),
    status: text('status', { enum: ['active', 'paused'] }).notNull(),
    /** Which surfaces answer; the others say they are not enabled. */
    surfaces: jsonb('surfaces').$type<DeploymentSurface[]>().notNull(),
    /** AIZ per run in base units (18 decimals), paid by the caller to the owner; 0 = free. */
    priceBaseUnits: numeric('price_base_units', { precision: 78, scale: 0 }).notNull().default('0'),
    /** How long `POST /api/run/{slug}` waits for the result before it answers 202 with a run URL. */
    timeoutMs: integer('timeout_ms').notNull(),
    widget: jsonb('widget').$type<WidgetOptions>().notNull(),
    /** Public by design (the embed snippet carries it): names the deployment to the widget, grants nothing else. */
    publishableKey: text('publishable_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('deployments_slug_idx').on(t.slug),
    uniqueIndex('deployments_publishable_key_idx').on(t.publishableKey),
    index('deployments_owner_idx').on(t.ownerId),
    uniqueIndex('deployments_workflow_idx').on(t.workflowId),
  ],
);

/** Every change of a deployment: who, when, what, from which version to which. Append-only. */
export const deploymentChanges = pgTable(
  'deployment_changes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Insertion order: changes made within one clock tick still list in the order they were made. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['created', 'paused', 'resumed', 'version', 'settings'] }).notNull(),
    fromVersion: integer('from_version'),
    toVersion: integer('to_version'),
    /** What else changed (settings: the fields and their new values; never a secret). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('deployment_changes_deployment_idx').on(t.deploymentId, t.at)],
);

/**
 * API keys: shown once, stored as a SHA-256 hash of the secret (256 random bits, so no slow hash is needed)
 * with a visible prefix to recognise it by. Scoped to deployments (null: all the user's) and surfaces.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    deploymentIds: jsonb('deployment_ids').$type<string[] | null>(),
    surfaces: jsonb('surfaces').$type<DeploymentSurface[]>().notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    monthlyQuota: integer('monthly_quota').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.hash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * One row per run a deployment served: which surface, key and caller, and what it cost the caller. Status,
 * duration, tokens and cost are the run's own (workflow_runs, joined by id); fleet and analytics read both.
 */
export const deploymentRuns = pgTable(
  'deployment_runs',
  {
    /** The run's id in workflow_runs (no foreign key: run retention prunes runs, this keeps the counts). */
    runId: uuid('run_id').primaryKey(),
    deploymentId: uuid('deployment_id')
      .notNull()
      .references(() => deployments.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    surface: text('surface').$type<DeploymentSurface>().notNull(),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    callerId: uuid('caller_id').references(() => users.id, { onDelete: 'set null' }),
    /** The caller's `Idempotency-Key`: the same key again answers the same run (and charges nothing more). */
    idempotencyKey: text('idempotency_key'),
    /** What the caller paid, in base units (0 when free or the caller is the owner). */
    chargedBaseUnits: numeric('charged_base_units', { precision: 78, scale: 0 }).notNull().default('0'),
    status: text('status', { enum: ['running', 'succeeded', 'failed', 'cancelled'] }).notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }),
    /** Tokens and cost copied from the run when it ends, so analytics need no join with pruned runs. */
    usage: jsonb('usage'),
    /** The first error's message, for the "top errors" table. */
    error: text('error'),
    /** A chat user's thumbs up (1) or down (-1) on the answer. */
    rating: integer('rating'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('deployment_runs_deployment_idx').on(t.deploymentId, t.startedAt),
    index('deployment_runs_key_idx').on(t.apiKeyId, t.startedAt),
    uniqueIndex('deployment_runs_idempotency_idx').on(t.apiKeyId, t.idempotencyKey),
  ],
);
