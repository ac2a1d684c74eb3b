import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WORKFLOW_KINDS } from '../../../common/schemas/workflows';
import { users } from './auth';

/**
 * A workflow or agent: its owner, its name, and the draft being edited. `draft_revision` grows with every
 * save, so a save from a stale tab (an older revision) is refused instead of overwriting newer work.
 */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    kind: text('kind', { enum: WORKFLOW_KINDS }).notNull(),
    /** The stored draft document (with its schemaVersion), loaded through loadWorkflowDocument. */
    draft: jsonb('draft').notNull(),
    draftRevision: integer('draft_revision').notNull().default(1),
    /** The published version its triggers serve (webhooks, schedules, forms); null while inactive. */
    activeVersion: integer('active_version'),
    /** Set when deleted: hidden everywhere, restorable for a while, then purged (deleted-workflows.ts). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The version it served when it was deleted (its triggers stop); restore serves it again. */
    activeVersionWhenDeleted: integer('active_version_when_deleted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('workflows_owner_idx').on(t.ownerId, t.updatedAt),
    index('workflows_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);

/** Published versions: numbered from 1 per workflow, never changed once written (a trigger refuses it). */
export const workflowVersions = pgTable(
  'workflow_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    document: jsonb('document').notNull(),
    /** SHA-256 of the document's canonical JSON: equal hashes, equal documents. */
    contentHash: text('content_hash').notNull(),
    note: text('note').notNull().default(''),
    publishedBy: uuid('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('workflow_versions_number_idx').on(t.workflowId, t.number)],
);

/**
 * Runs of a workflow, written by the engine through its RunStore port after every node: the status, what
 * the run waits for, its result and the state to resume from. `version_number` is null for a draft run.
 */
export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: uuid('id').primaryKey(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number'),
    /** What started it: 'manual', 'partial', 'webhook', 'schedule', ... */
    trigger: text('trigger').notNull(),
    /** The run whose execute-workflow node started this one (trigger 'sub-workflow'); no foreign key, as above. */
    parentRunId: uuid('parent_run_id'),
    /** `queued`: created and waiting for a queue's worker to claim it (run-lease.ts). */
    status: text('status', {
      enum: ['queued', 'running', 'succeeded', 'failed', 'cancelled', 'waiting'],
    }).notNull(),
    error: jsonb('error'),
    waitingFor: jsonb('waiting_for'),
    /** The last node's output, capped in size (see run-store.ts). */
    result: jsonb('result').notNull(),
    /** The engine's execution state: what a resumption continues from. */
    state: jsonb('state').notNull(),
    /** Tokens and cost of the run's AI calls `{inputTokens, outputTokens, costUsd, calls}`; null before any. */
    usage: jsonb('usage'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    /** The queue worker executing the run; it renews `lease_until` while it runs (null for inline runs). */
    leaseOwner: text('lease_owner'),
    /** Past this time a `running` run's worker is taken for dead, and another one resumes the run. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * The fencing token: one more at every claim, so a worker that lost its lease (it stalled, another
     * took the run over) finds its checkpoints refused instead of overwriting the new owner's.
     */
    leaseToken: integer('lease_token').notNull().default(0),
  },
  (t) => [
    index('workflow_runs_workflow_idx').on(t.workflowId, t.startedAt),
    index('workflow_runs_parent_idx').on(t.parentRunId),
    // The runs not finished, by status (the system monitor's counts, the queue sweep): a small index.
    index('workflow_runs_active_idx')
      .on(t.status)
      .where(sql`${t.status} in ('queued', 'running', 'waiting')`),
  ],
);

/** Every node run of a run, in order: its input and output items (capped in size), error and timings. */
export const workflowRunSteps = pgTable(
  'workflow_run_steps',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    runId: uuid('run_id')
      .notNull()
      .references(() => workflowRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    nodeId: text('node_id').notNull(),
    runIndex: integer('run_index').notNull(),
    status: text('status', { enum: ['succeeded', 'failed', 'waiting'] }).notNull(),
    input: jsonb('input').notNull(),
    output: jsonb('output').notNull(),
    error: jsonb('error'),
    source: text('source'),
    /** What the node logged (the Code node's console), capped by the engine; null when it logged nothing. */
    logs: jsonb('logs').$type<string[]>(),
    tries: integer('tries').notNull(),
    /** Tokens, cost and models of the step's AI calls; null when it made none. */
    usage: jsonb('usage'),
    /** The node run that ran this one as its tool (`{nodeId, runIndex}`: an agent's tool node); null otherwise. */
    parent: jsonb('parent').$type<{ nodeId: string; runIndex: number }>(),
    /**
     * The node's parameters as its first item resolved them (what each expression produced), each capped
     * (item-caps.ts); null for steps that never read them and for runs stored before this column.
     */
    resolvedParameters: jsonb('resolved_parameters').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('workflow_run_steps_seq_idx').on(t.runId, t.seq)],
);
