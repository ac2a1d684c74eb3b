/**
 * Activation: a workflow serves one published version's triggers (webhooks, forms, schedules) until it is
 * deactivated. Trigger kinds plug in as `ActivationHook`s: `apply` runs inside the transaction that changes
 * the active version (register a webhook path; throw a typed error to refuse, and nothing changes), and
 * `committed` runs after it (start or stop in-process timers).
 */
import { and, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { workflows, workflowVersions } from '../../../db/schema/workflows';
import { Conflict, NotFound } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { loadStored, ownWorkflow } from '../workflow-rows';
import type { ActivationChange, ActivationHook } from './activation-hook';
import { webhookActivation } from './webhook-registry';

export type { ActivationChange, ActivationHook };

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

/** One line per trigger kind that needs to know (webhooks, forms, schedules). */
// biome-ignore format: one line per hook, so additions made in parallel merge cleanly
export const ACTIVATION_HOOKS: ActivationHook[] = [
  webhookActivation,
];

export const NOTHING_PUBLISHED = 'Publish a version before you activate this workflow.';

async function change(db: DbOrTx, next: ActivationChange, setTo: number | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(workflows).set({ activeVersion: setTo }).where(eq(workflows.id, next.workflow.id));
    for (const hook of ACTIVATION_HOOKS) await hook.apply?.(tx, next);
  });
  for (const hook of ACTIVATION_HOOKS) await hook.committed?.(next);
}

/** Serves `version` (the latest published by default) of the caller's workflow; switching versions is one step. */
export async function activateWorkflow(ctx: Ctx, id: string, version?: number): Promise<number> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, id);
  const number =
    version ??
    (
      await ctx.db
        .select({ n: max(workflowVersions.number) })
        .from(workflowVersions)
        .where(eq(workflowVersions.workflowId, id))
    )[0]?.n;
  if (!number) throw new Conflict(NOTHING_PUBLISHED);
  const [published] = await ctx.db
    .select({ document: workflowVersions.document })
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, id), eq(workflowVersions.number, number)));
  if (!published) throw new NotFound(`This workflow has no version ${number}.`);
  await change(
    ctx.db,
    { workflow: row, active: { versionNumber: number, document: loadStored(published.document) } },
    number,
  );
  return number;
}

export async function deactivateWorkflow(ctx: Ctx, id: string): Promise<void> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, id);
  await change(ctx.db, { workflow: row, active: null }, null);
}

/** Every active workflow with the document it serves: trigger services rebuild their state from it at start. */
export async function activeWorkflows(db: DbOrTx): Promise<ActivationChange[]> {
  const rows = await db
    .select({ workflow: workflows, document: workflowVersions.document, number: workflowVersions.number })
    .from(workflows)
    .innerJoin(
      workflowVersions,
      and(
        eq(workflowVersions.workflowId, workflows.id),
        eq(workflowVersions.number, workflows.activeVersion),
      ),
    );
  return rows.map((r) => ({
    workflow: r.workflow,
    active: { versionNumber: r.number, document: loadStored(r.document) },
  }));
}
