/**
 * Where webhooks and forms are served from. The `workflow_webhooks` table is the truth, shared by every
 * server process: activation writes an active version's paths there (refusing a path another active
 * workflow holds), and each request finds its workflow with one indexed lookup by kind, path and method.
 * What a version serves (its document and parsed trigger settings) never changes, so it is cached in
 * process by workflow and version: filled when this process activates one, or on first use after a start
 * or an activation made by another process.
 */
import type { WorkflowDocument } from '@common/workflow/document';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { pgError, UNIQUE_VIOLATION } from '../../../db/errors';
import { workflows, workflowVersions } from '../../../db/schema/workflows';
import { workflowWebhooks } from '../../../db/schema/workflows-webhooks';
import { Conflict } from '../../../lib/errors';
import { loadStored, type WorkflowRow } from '../workflow-rows';
import type { ActivationChange, ActivationHook } from './activation-hook';
import { type ServedTrigger, servedTriggers, type TriggerKind } from './served-triggers';
import { bestFit, dynamicSegments, routeKey } from './webhook-paths';

export interface ServedVersion {
  document: WorkflowDocument;
  triggers: ServedTrigger[];
}

/** Enough for every active version of a large installation; the oldest entry goes first past it. */
const CACHE_LIMIT = 1000;
const versions = new Map<string, ServedVersion>();
const keyOf = (workflowId: string, versionNumber: number) => `${workflowId}:${versionNumber}`;

function remember(workflowId: string, versionNumber: number, served: ServedVersion): void {
  versions.set(keyOf(workflowId, versionNumber), served);
  if (versions.size > CACHE_LIMIT) versions.delete(versions.keys().next().value as string);
}

function forget(workflowId: string): void {
  for (const key of versions.keys()) if (key.startsWith(`${workflowId}:`)) versions.delete(key);
}

/** What a published version serves: from the cache, else read and parsed once. */
export async function servedVersion(
  db: DbOrTx,
  workflowId: string,
  versionNumber: number,
): Promise<ServedVersion | undefined> {
  const cached = versions.get(keyOf(workflowId, versionNumber));
  if (cached) return cached;
  const [row] = await db
    .select({ document: workflowVersions.document })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, workflowId), eq(workflowVersions.number, versionNumber)));
  if (!row) return undefined;
  const document = loadStored(row.document);
  const served = { document, triggers: servedTriggers(workflowId, document) };
  remember(workflowId, versionNumber, served);
  return served;
}

export function pathTakenMessage(
  kind: TriggerKind,
  method: string,
  path: string,
  own: string | null,
): string {
  const what = kind === 'form' ? `The form path "${path}"` : `The webhook path "${method} ${path}"`;
  return own === null
    ? `${what} is already used by another active workflow. Choose another path.`
    : `${what} is already used by your active workflow "${own}". Choose another path, or deactivate that workflow first.`;
}

async function register(
  tx: DbOrTx,
  workflow: ActivationChange['workflow'],
  active: NonNullable<ActivationChange['active']>,
): Promise<void> {
  const triggers = servedTriggers(workflow.id, active.document);
  for (const t of triggers) {
    const [holder] = await tx
      .select({ name: workflows.name, ownerId: workflows.ownerId })
      .from(workflowWebhooks)
      .innerJoin(workflows, eq(workflows.id, workflowWebhooks.workflowId))
      .where(
        and(
          eq(workflowWebhooks.mode, 'production'),
          eq(workflowWebhooks.kind, t.kind),
          eq(workflowWebhooks.path, routeKey(t.path)),
          eq(workflowWebhooks.method, t.method),
        ),
      );
    if (holder) {
      throw new Conflict(
        pathTakenMessage(t.kind, t.method, t.path, holder.ownerId === workflow.ownerId ? holder.name : null),
      );
    }
  }
  if (triggers.length === 0) return;
  try {
    await tx.insert(workflowWebhooks).values(
      triggers.map((t) => ({
        workflowId: workflow.id,
        versionNumber: active.versionNumber,
        nodeId: t.nodeId,
        kind: t.kind,
        mode: 'production' as const,
        method: t.method,
        path: routeKey(t.path),
        segments: dynamicSegments(t.path),
      })),
    );
  } catch (err) {
    // Another activation took the path between the check and the insert.
    if (pgError(err)?.code !== UNIQUE_VIOLATION) throw err;
    const [t] = triggers;
    throw new Conflict(pathTakenMessage(t?.kind ?? 'webhook', t?.method ?? '', t?.path ?? '', null));
  }
}

/** Registers an active version's webhook and form paths, and keeps the cache in step. */
export const webhookActivation: ActivationHook = {
  async apply(tx, change) {
    await tx
      .delete(workflowWebhooks)
      .where(
        and(eq(workflowWebhooks.workflowId, change.workflow.id), eq(workflowWebhooks.mode, 'production')),
      );
    if (change.active) await register(tx, change.workflow, change.active);
  },
  committed(change) {
    forget(change.workflow.id);
    for (const routes of allRecent) routes.clear();
    if (change.active) {
      const { document, versionNumber } = change.active;
      remember(change.workflow.id, versionNumber, {
        document,
        triggers: servedTriggers(change.workflow.id, document),
      });
    }
  },
};

export interface FoundRoute {
  workflow: Pick<WorkflowRow, 'id' | 'name' | 'ownerId'>;
  versionNumber: number | null;
  nodeId: string;
}

const routeColumns = {
  workflow: { id: workflows.id, name: workflows.name, ownerId: workflows.ownerId },
  versionNumber: workflowWebhooks.versionNumber,
  nodeId: workflowWebhooks.nodeId,
};

const productionRoute = (kind: TriggerKind, method: string) =>
  and(
    eq(workflowWebhooks.mode, 'production'),
    eq(workflowWebhooks.kind, kind),
    eq(workflowWebhooks.method, method),
  );

/**
 * Routes found recently, for `ROUTE_CACHE_MS`: a busy webhook skips its lookup. An activation made by this
 * process clears them at once; one made by another process is seen here within that time (a deactivated
 * workflow may answer for up to a second more on the other processes). Misses are never cached.
 */
export const ROUTE_CACHE_MS = 1000;
const ROUTE_CACHE_LIMIT = 1000;
type RecentRoutes = Map<string, { route: FoundRoute; until: number }>;
/** By database: tests run several apps, each on its own, in one process. */
const recentRoutes = new WeakMap<DbOrTx, RecentRoutes>();
/** Every map in use, to clear them all on an activation (a WeakMap cannot be walked). */
const allRecent = new Set<RecentRoutes>();

function routesOf(db: DbOrTx): RecentRoutes {
  let routes = recentRoutes.get(db);
  if (!routes) {
    routes = new Map();
    recentRoutes.set(db, routes);
    allRecent.add(routes);
  }
  return routes;
}

/**
 * The active workflow serving `method` at `path`: from the recent routes, else one indexed lookup; a path
 * that fits no fixed route is then matched against the routes with parameters of its length.
 */
export async function findServedRoute(
  db: DbOrTx,
  kind: TriggerKind,
  method: string,
  path: string,
): Promise<FoundRoute | undefined> {
  const routes = routesOf(db);
  const key = `${kind} ${method} ${path}`;
  const now = performance.now();
  const recent = routes.get(key);
  if (recent && recent.until > now) return recent.route;
  const route = await lookUpRoute(db, kind, method, path);
  if (route) {
    if (routes.size >= ROUTE_CACHE_LIMIT) routes.clear();
    routes.set(key, { route, until: now + ROUTE_CACHE_MS });
  } else routes.delete(key);
  return route;
}

async function lookUpRoute(
  db: DbOrTx,
  kind: TriggerKind,
  method: string,
  path: string,
): Promise<FoundRoute | undefined> {
  const [found] = await db
    .select(routeColumns)
    .from(workflowWebhooks)
    .innerJoin(workflows, eq(workflows.id, workflowWebhooks.workflowId))
    .where(and(productionRoute(kind, method), eq(workflowWebhooks.path, path)));
  if (found || kind !== 'webhook') return found;
  const candidates = await db
    .select({ ...routeColumns, path: workflowWebhooks.path })
    .from(workflowWebhooks)
    .innerJoin(workflows, eq(workflows.id, workflowWebhooks.workflowId))
    .where(and(productionRoute(kind, method), eq(workflowWebhooks.segments, path.split('/').length)));
  const best = bestFit(candidates, path);
  return best && { workflow: best.workflow, versionNumber: best.versionNumber, nodeId: best.nodeId };
}

/** The methods served at `path` (for n8n's "did you mean" answer when the method is wrong). */
export async function methodsAt(
  db: DbOrTx,
  mode: 'production' | 'test',
  kind: TriggerKind,
  path: string,
): Promise<string[]> {
  const rows = await db
    .select({ method: workflowWebhooks.method })
    .from(workflowWebhooks)
    .where(
      and(eq(workflowWebhooks.mode, mode), eq(workflowWebhooks.kind, kind), eq(workflowWebhooks.path, path)),
    );
  return rows.map((r) => r.method);
}
