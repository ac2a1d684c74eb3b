/**
 * Workflows and agents: create, read, rename, and save the draft under optimistic locking
 * (every save names the revision it was edited from; a stale one is refused with the current revision).
 */
import type {
  CreateWorkflowInput,
  SaveDraftInput,
  UpdateWorkflowInput,
  WorkflowDetail,
  WorkflowSummary,
} from '@common/schemas/workflows';
import { workflowDocumentSchema } from '@common/workflow/document';
import { workflowDocument } from '@common/workflow/versions';
import { and, eq, max } from 'drizzle-orm';
import { workflows, workflowVersions } from '../../db/schema/workflows';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { loadStored, ownWorkflow, toSummary } from './workflow-rows';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

const emptyDocument = () => workflowDocumentSchema.parse({ nodes: [], edges: [], settings: {} });

export async function createWorkflow(ctx: Ctx, input: CreateWorkflowInput): Promise<WorkflowDetail> {
  const at = ctx.now();
  const draft = input.document ?? emptyDocument();
  const [row] = await ctx.db
    .insert(workflows)
    .values({
      ownerId: ctx.user.id,
      name: input.name,
      description: input.description,
      tags: input.tags,
      kind: input.kind,
      draft: workflowDocument.save(draft),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return { ...toSummary(row!, null), draft };
}

async function latestVersionOf(ctx: Ctx, workflowId: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ latest: max(workflowVersions.number) })
    .from(workflowVersions)
    .where(eq(workflowVersions.workflowId, workflowId));
  return row?.latest ?? null;
}

export async function getWorkflow(ctx: Ctx, id: string): Promise<WorkflowDetail> {
  const row = await ownWorkflow(ctx.db, ctx.user.id, id);
  return { ...toSummary(row, await latestVersionOf(ctx, id)), draft: loadStored(row.draft) };
}

export async function updateWorkflow(
  ctx: Ctx,
  id: string,
  input: UpdateWorkflowInput,
): Promise<WorkflowSummary> {
  await ownWorkflow(ctx.db, ctx.user.id, id);
  const [row] = await ctx.db
    .update(workflows)
    .set({ ...input, updatedAt: ctx.now() })
    .where(eq(workflows.id, id))
    .returning();
  return toSummary(row!, await latestVersionOf(ctx, id));
}

export class StaleDraft extends Conflict {
  constructor(readonly currentRevision: number) {
    super(
      `This draft was changed elsewhere (now at revision ${currentRevision}). Reload it before saving, so no one's work is overwritten.`,
      { currentRevision },
    );
  }
}

/** One statement decides: the row is updated only while its revision is still the one the editor had. */
export async function saveDraft(
  ctx: Ctx,
  id: string,
  input: SaveDraftInput,
): Promise<{ revision: number; updatedAt: string }> {
  const current = await ownWorkflow(ctx.db, ctx.user.id, id);
  const at = ctx.now();
  const [row] = await ctx.db
    .update(workflows)
    .set({
      draft: workflowDocument.save(input.document),
      draftRevision: input.revision + 1,
      updatedAt: at,
    })
    .where(and(eq(workflows.id, id), eq(workflows.draftRevision, input.revision)))
    .returning({ revision: workflows.draftRevision });
  if (!row) {
    const fresh = await ownWorkflow(ctx.db, ctx.user.id, id).catch(() => current);
    throw new StaleDraft(fresh.draftRevision);
  }
  return { revision: row.revision, updatedAt: at.toISOString() };
}
