/**
 * Published versions: an immutable numbered copy of the draft with a note, its content hash, who and
 * when; the diff between two versions (or a version and the draft); and restoring an old version as a
 * new draft (the versions themselves never change: the database refuses updates).
 */
import type { DiffResponse, VersionSummary } from '@common/schemas/workflows';
import { diffWorkflows } from '@common/workflow/diff';
import type { WorkflowDocument } from '@common/workflow/document';
import { workflowDocument } from '@common/workflow/versions';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { workflows, workflowVersions } from '../../../db/schema/workflows';
import { NotFound } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { loadStored, ownWorkflow, type VersionRow } from '../workflow-rows';
import { contentHash } from './content-hash';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

const toVersionSummary = (row: VersionRow): VersionSummary => ({
  number: row.number,
  note: row.note,
  contentHash: row.contentHash,
  publishedBy: row.publishedBy,
  publishedAt: row.publishedAt.toISOString(),
});

/** Publishes the current draft as the next version number (numbers are per workflow, from 1). */
export async function publishVersion(ctx: Ctx, id: string, note: string): Promise<VersionSummary> {
  return ctx.db.transaction(async (tx) => {
    // Locks the workflow row, so two publishes of one workflow take consecutive numbers.
    const [locked] = await tx
      .select()
      .from(workflows)
      .where(and(eq(workflows.id, id), eq(workflows.ownerId, ctx.user.id)))
      .for('update');
    if (!locked) await ownWorkflow(tx, ctx.user.id, id); // answers the usual 404
    const [last] = await tx
      .select({ number: max(workflowVersions.number) })
      .from(workflowVersions)
      .where(eq(workflowVersions.workflowId, id));
    const document = workflowDocument.save(loadStored(locked!.draft));
    const [row] = await tx
      .insert(workflowVersions)
      .values({
        workflowId: id,
        number: (last?.number ?? 0) + 1,
        document,
        contentHash: contentHash(document),
        note,
        publishedBy: ctx.user.id,
        publishedAt: ctx.now(),
      })
      .returning();
    return toVersionSummary(row!);
  });
}

export async function listVersions(ctx: Ctx, id: string): Promise<VersionSummary[]> {
  await ownWorkflow(ctx.db, ctx.user.id, id);
  const rows = await ctx.db
    .select()
    .from(workflowVersions)
    .where(eq(workflowVersions.workflowId, id))
    .orderBy(desc(workflowVersions.number));
  return rows.map(toVersionSummary);
}

async function versionRow(ctx: Ctx, id: string, number: number): Promise<VersionRow> {
  await ownWorkflow(ctx.db, ctx.user.id, id);
  const [row] = await ctx.db
    .select()
    .from(workflowVersions)
    .where(and(eq(workflowVersions.workflowId, id), eq(workflowVersions.number, number)));
  if (!row) throw new NotFound(`This workflow has no version ${number}.`);
  return row;
}

export async function getVersion(ctx: Ctx, id: string, number: number) {
  const row = await versionRow(ctx, id, number);
  return { ...toVersionSummary(row), document: loadStored(row.document) };
}

async function documentAt(ctx: Ctx, id: string, side: 'draft' | number): Promise<WorkflowDocument> {
  if (side === 'draft') return loadStored((await ownWorkflow(ctx.db, ctx.user.id, id)).draft);
  return loadStored((await versionRow(ctx, id, side)).document);
}

export async function diffVersions(
  ctx: Ctx,
  id: string,
  from: 'draft' | number,
  to: 'draft' | number,
): Promise<DiffResponse> {
  const [before, after] = [await documentAt(ctx, id, from), await documentAt(ctx, id, to)];
  return { from, to, diff: diffWorkflows(before, after) };
}

/** The old version becomes the draft again (a new revision); nothing published changes. */
export async function restoreVersion(ctx: Ctx, id: string, number: number) {
  const version = await versionRow(ctx, id, number);
  const at = ctx.now();
  const [row] = await ctx.db
    .update(workflows)
    .set({
      draft: workflowDocument.save(loadStored(version.document)),
      draftRevision: sql`${workflows.draftRevision} + 1`,
      updatedAt: at,
    })
    .where(eq(workflows.id, id))
    .returning({ revision: workflows.draftRevision });
  return { revision: row!.revision, updatedAt: at.toISOString() };
}
