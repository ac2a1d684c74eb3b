/** The gallery: every template in its order, with what the cards show. */
import type { TemplateSummary } from '@common/schemas/templates';
import { asc } from 'drizzle-orm';
import { workflowTemplates } from '../../db/schema/templates';
import type { ServiceContext } from '../../service-context';
import { loadStored } from '../workflows';

export async function listTemplates(ctx: Pick<ServiceContext, 'db'>): Promise<TemplateSummary[]> {
  const rows = await ctx.db.select().from(workflowTemplates).orderBy(asc(workflowTemplates.position));
  return rows.map((row) => {
    const document = loadStored(row.document);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      kind: row.kind,
      nodeCount: document.nodes.length,
      nodeTypes: document.nodes.map((n) => n.type),
    };
  });
}
