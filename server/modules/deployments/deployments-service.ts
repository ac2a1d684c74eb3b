/**
 * Deployments: create one from a published version, list them, change them (pause, resume, roll to another
 * version, settings), and the record of every change. A deployment with its webhook, schedule or form
 * surface on keeps the workflow activated at its version (activation.ts in the workflows module), so pausing
 * or rolling it starts and stops those triggers in the same step.
 */

import { surfacesFor } from '@common/deployments/surfaces';
import {
  type CreateDeploymentInput,
  DEFAULT_RUN_TIMEOUT_MS,
  DEFAULT_WIDGET_OPTIONS,
  type Deployment,
  type DeploymentChange,
  type DeploymentSurface,
  SLUG_PATTERN,
  type UpdateDeploymentInput,
} from '@common/schemas/deployments';
import type { WorkflowDocument } from '@common/workflow/document';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deploymentChanges, deployments } from '../../db/schema/deployments';
import { formatAiz, parseAiz } from '../../ledger';
import { Conflict, NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { usernamesOf } from '../auth';
import {
  activateWorkflow,
  deactivateWorkflow,
  latestVersionNumber,
  ownWorkflow,
  publishedVersion,
  workflowBasics,
} from '../workflows';
import { newPublishableKey } from './keys';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;
export type DeploymentRow = typeof deployments.$inferSelect;

export const DEPLOYMENT_NOT_YOURS = 'There is no such deployment, or it is not yours.';

/** The surfaces that need the workflow activated (their triggers listen on their own). */
const TRIGGER_SURFACES: DeploymentSurface[] = ['webhook', 'schedule', 'form'];

/** The path of the document's first webhook trigger, without slashes at the ends; null when it has none. */
export function webhookPathOf(document: WorkflowDocument): string | null {
  const node = document.nodes.find((n) => n.type === 'webhook-trigger' && !n.disabled);
  const path = node?.parameters.path;
  return typeof path === 'string' && path.trim() ? path.trim().replace(/^\/+|\/+$/g, '') : null;
}

export function slugFrom(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return base.length >= 3 ? base : `agent-${base || 'x'}`.slice(0, 40);
}

async function freeSlug(db: DbOrTx, wanted: string): Promise<string> {
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? wanted : `${wanted}-${n}`;
    const [taken] = await db
      .select({ id: deployments.id })
      .from(deployments)
      .where(eq(deployments.slug, slug));
    if (!taken) return slug;
  }
  return `${wanted}-${newPublishableKey()
    .slice(-6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x')}`;
}

export interface Origins {
  /** The app's public origin, e.g. https://aiz.example.com. */
  origin: string;
}

export function deploymentUrls(origin: string, row: DeploymentRow, document: WorkflowDocument) {
  const webhookPath = webhookPathOf(document);
  return {
    rest: `${origin}/api/run/${row.slug}`,
    webhook: webhookPath ? `${origin}/webhook/${webhookPath}` : null,
    webhookTest: webhookPath ? `${origin}/webhook-test/${webhookPath}` : null,
    chat: `${origin}/d/${row.slug}/chat`,
    form: `${origin}/d/${row.slug}/form`,
    openai: `${origin}/v1`,
    mcp: `${origin}/mcp/${row.slug}`,
    embed: `${origin}/embed.js`,
  };
}

async function present(ctx: Pick<Ctx, 'db'>, origins: Origins, row: DeploymentRow): Promise<Deployment> {
  const workflow = await workflowBasics(ctx.db, row.workflowId);
  const version = await publishedVersion(ctx.db, row.workflowId, row.versionNumber);
  const latest = await latestVersionNumber(ctx.db, row.workflowId);
  return {
    id: row.id,
    slug: row.slug,
    workflowId: row.workflowId,
    workflowName: workflow?.name ?? '',
    kind: workflow?.kind ?? 'workflow',
    versionNumber: row.versionNumber,
    latestVersion: latest ?? row.versionNumber,
    status: row.status,
    surfaces: row.surfaces,
    price: formatAiz(BigInt(row.priceBaseUnits)),
    timeoutMs: row.timeoutMs,
    widget: row.widget,
    publishableKey: row.publishableKey,
    urls: deploymentUrls(origins.origin, row, version.document),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's deployment, or the usual 404 (someone else's is not told apart from none). */
export async function ownDeployment(db: DbOrTx, ownerId: string, id: string): Promise<DeploymentRow> {
  const [row] = await db
    .select()
    .from(deployments)
    .where(and(eq(deployments.id, id), eq(deployments.ownerId, ownerId)));
  if (!row) throw new NotFound(DEPLOYMENT_NOT_YOURS);
  return row;
}

export async function deploymentBySlug(db: DbOrTx, slug: string): Promise<DeploymentRow | undefined> {
  if (!SLUG_PATTERN.test(slug)) return undefined;
  const [row] = await db.select().from(deployments).where(eq(deployments.slug, slug));
  return row;
}

/** Deployments by id (the marketplace reads the hosted agents its listings offer). */
export async function deploymentsByIds(db: DbOrTx, ids: string[]): Promise<DeploymentRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(deployments).where(inArray(deployments.id, ids));
}

/** An owner's deployments, newest first (other modules read them through this, e.g. Solara's). */
export async function deploymentsOfOwner(db: DbOrTx, ownerId: string): Promise<DeploymentRow[]> {
  return db
    .select()
    .from(deployments)
    .where(eq(deployments.ownerId, ownerId))
    .orderBy(desc(deployments.createdAt));
}

/** The deployment of a workflow, if it has one (one per workflow). */
export async function deploymentOfWorkflow(
  db: DbOrTx,
  workflowId: string,
): Promise<DeploymentRow | undefined> {
  const [row] = await db.select().from(deployments).where(eq(deployments.workflowId, workflowId));
  return row;
}

export async function deploymentByPublishableKey(
  db: DbOrTx,
  key: string,
): Promise<DeploymentRow | undefined> {
  const [row] = await db.select().from(deployments).where(eq(deployments.publishableKey, key));
  return row;
}

/** Keeps the workflow's triggers in step with the deployment: on at its version while active, else off. */
async function syncTriggers(ctx: Ctx, row: DeploymentRow): Promise<void> {
  const owner = { ...ctx, user: { ...ctx.user, id: row.ownerId } };
  const wantsTriggers = row.status === 'active' && row.surfaces.some((s) => TRIGGER_SURFACES.includes(s));
  if (wantsTriggers) await activateWorkflow(owner, row.workflowId, row.versionNumber);
  else {
    const workflow = await workflowBasics(ctx.db, row.workflowId);
    if (workflow?.activeVersion != null) await deactivateWorkflow(owner, row.workflowId);
  }
}

async function record(
  db: DbOrTx,
  ctx: Ctx,
  deploymentId: string,
  change: Pick<DeploymentChange, 'action' | 'fromVersion' | 'toVersion' | 'detail'>,
): Promise<void> {
  await db.insert(deploymentChanges).values({
    deploymentId,
    actorId: ctx.user.id,
    action: change.action,
    fromVersion: change.fromVersion,
    toVersion: change.toVersion,
    detail: change.detail,
    at: ctx.now(),
  });
}

export async function createDeployment(
  ctx: Ctx,
  origins: Origins,
  input: CreateDeploymentInput,
): Promise<Deployment> {
  const workflow = await ownWorkflow(ctx.db, ctx.user.id, input.workflowId);
  const [existing] = await ctx.db
    .select({ slug: deployments.slug })
    .from(deployments)
    .where(eq(deployments.workflowId, workflow.id));
  if (existing)
    throw new Conflict(
      `This workflow is already deployed as ${existing.slug}. Change that deployment instead.`,
    );
  const version = await publishedVersion(ctx.db, workflow.id, input.versionNumber);
  const possible = surfacesFor(version.document);
  const surfaces = input.surfaces ?? possible;
  const impossible = surfaces.filter((s) => !possible.includes(s));
  if (impossible.length > 0) {
    throw new Conflict(`Version ${version.number} has no trigger for: ${impossible.join(', ')}.`);
  }
  const slug = input.slug ?? (await freeSlug(ctx.db, slugFrom(workflow.name)));
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: deployments.id })
      .from(deployments)
      .where(eq(deployments.slug, slug));
    if (taken) throw new Conflict(`The name ${slug} is taken. Choose another.`);
    const [created] = await tx
      .insert(deployments)
      .values({
        ownerId: ctx.user.id,
        workflowId: workflow.id,
        slug,
        versionNumber: version.number,
        status: 'active',
        surfaces,
        priceBaseUnits: parseAiz(input.price ?? '0').toString(),
        timeoutMs: input.timeoutMs ?? DEFAULT_RUN_TIMEOUT_MS,
        widget: {
          ...DEFAULT_WIDGET_OPTIONS,
          title: workflow.name.slice(0, 60) || DEFAULT_WIDGET_OPTIONS.title,
          ...input.widget,
        },
        publishableKey: newPublishableKey(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await record(tx, ctx, created!.id, {
      action: 'created',
      fromVersion: null,
      toVersion: version.number,
      detail: { slug, surfaces },
    });
    return created!;
  });
  await syncTriggers(ctx, row);
  return present(ctx, origins, row);
}

export async function listDeployments(ctx: Ctx, origins: Origins): Promise<Deployment[]> {
  const rows = await ctx.db
    .select()
    .from(deployments)
    .where(eq(deployments.ownerId, ctx.user.id))
    .orderBy(desc(deployments.createdAt));
  return Promise.all(rows.map((row) => present(ctx, origins, row)));
}

export async function getDeployment(ctx: Ctx, origins: Origins, id: string): Promise<Deployment> {
  return present(ctx, origins, await ownDeployment(ctx.db, ctx.user.id, id));
}

/**
 * One change of a deployment: status (pause/resume), version (roll forward or back) and settings, each kind
 * recorded as its own entry. The triggers follow in the same call.
 */
export async function updateDeployment(
  ctx: Ctx,
  origins: Origins,
  id: string,
  input: UpdateDeploymentInput,
): Promise<Deployment> {
  const before = await ownDeployment(ctx.db, ctx.user.id, id);
  const version =
    input.versionNumber === undefined
      ? undefined
      : await publishedVersion(ctx.db, before.workflowId, input.versionNumber);
  const document = (version ?? (await publishedVersion(ctx.db, before.workflowId, before.versionNumber)))
    .document;
  const surfaces = input.surfaces ?? before.surfaces;
  const possible = surfacesFor(document);
  const impossible = surfaces.filter((s) => !possible.includes(s));
  if (impossible.length > 0) {
    const number = version?.number ?? before.versionNumber;
    throw new Conflict(`Version ${number} has no trigger for: ${impossible.join(', ')}.`);
  }
  const settings: Record<string, unknown> = {};
  if (input.surfaces) settings.surfaces = input.surfaces;
  if (input.price !== undefined) settings.price = input.price;
  if (input.timeoutMs !== undefined) settings.timeoutMs = input.timeoutMs;
  if (input.widget) settings.widget = input.widget;
  const after = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(deployments)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(version ? { versionNumber: version.number } : {}),
        surfaces,
        ...(input.price !== undefined ? { priceBaseUnits: parseAiz(input.price).toString() } : {}),
        ...(input.timeoutMs !== undefined ? { timeoutMs: input.timeoutMs } : {}),
        ...(input.widget ? { widget: { ...before.widget, ...input.widget } } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(deployments.id, id))
      .returning();
    if (input.status && input.status !== before.status) {
      await record(tx, ctx, id, {
        action: input.status === 'paused' ? 'paused' : 'resumed',
        fromVersion: before.versionNumber,
        toVersion: before.versionNumber,
        detail: null,
      });
    }
    if (version && version.number !== before.versionNumber) {
      await record(tx, ctx, id, {
        action: 'version',
        fromVersion: before.versionNumber,
        toVersion: version.number,
        detail: null,
      });
    }
    if (Object.keys(settings).length > 0) {
      await record(tx, ctx, id, { action: 'settings', fromVersion: null, toVersion: null, detail: settings });
    }
    return row!;
  });
  await syncTriggers(ctx, after);
  return present(ctx, origins, after);
}

export async function listDeploymentChanges(ctx: Ctx, id: string): Promise<DeploymentChange[]> {
  await ownDeployment(ctx.db, ctx.user.id, id);
  const rows = await ctx.db
    .select()
    .from(deploymentChanges)
    .where(eq(deploymentChanges.deploymentId, id))
    .orderBy(desc(deploymentChanges.at), desc(deploymentChanges.seq));
  const names = await usernamesOf(
    ctx.db,
    rows.flatMap((r) => (r.actorId ? [r.actorId] : [])),
  );
  return rows.map((change) => ({
    id: change.id,
    action: change.action,
    actor:
      change.actorId && names.has(change.actorId)
        ? { id: change.actorId, username: names.get(change.actorId)! }
        : null,
    fromVersion: change.fromVersion,
    toVersion: change.toVersion,
    detail: change.detail ?? null,
    at: change.at.toISOString(),
  }));
}

/** Deletes a deployment: its URLs stop answering and its triggers stop; the workflow's own runs stay. */
export async function deleteDeployment(ctx: Ctx, id: string): Promise<void> {
  const row = await ownDeployment(ctx.db, ctx.user.id, id);
  await ctx.db.delete(deployments).where(eq(deployments.id, id));
  await syncTriggers(ctx, { ...row, status: 'paused' });
}
