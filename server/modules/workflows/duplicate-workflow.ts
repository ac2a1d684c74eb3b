/** Duplicating a workflow: a new draft-only workflow with the same document, description, tags and kind. */
import { WORKFLOW_NAME_MAX, type WorkflowDetail } from '@common/schemas/workflows';
import type { SignedInContext } from '../../service-context';
import { loadStored, ownWorkflow } from './workflow-rows';
import { createWorkflow } from './workflows-service';

type Ctx = Pick<SignedInContext, 'db' | 'now' | 'user'>;

/** "Name (copy)", cut so that it stays within the name limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, WORKFLOW_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

export async function duplicateWorkflow(ctx: Ctx, id: string): Promise<WorkflowDetail> {
  const source = await ownWorkflow(ctx.db, ctx.user.id, id);
  return createWorkflow(ctx, {
    name: copyName(source.name),
    description: source.description,
    tags: source.tags,
    kind: source.kind,
    document: loadStored(source.draft),
  });
}
