/** A copy of a template as the caller's own workflow, made through the workflows service like any other. */
import { eq } from 'drizzle-orm';
import { workflowTemplates } from '../../db/schema/templates';
import { NotFound } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { createWorkflow, loadStored, withFreshTriggerPaths } from '../workflows';

export async function useTemplate(
  ctx: Pick<SignedInContext, 'db' | 'now' | 'user'>,
  templateId: string,
): Promise<{ id: string; name: string }> {
  const [row] = await ctx.db.select().from(workflowTemplates).where(eq(workflowTemplates.id, templateId));
  if (!row) throw new NotFound('There is no such template.');
  const created = await createWorkflow(ctx, {
    name: row.name,
    description: row.description,
    tags: ['template', row.category.toLowerCase()],
    kind: row.kind,
    // Webhook and form paths are shared by everyone: each copy gets its own.
    document: withFreshTriggerPaths(loadStored(row.document)),
  });
  return { id: created.id, name: created.name };
}
