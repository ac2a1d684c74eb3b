/**
 * Writes the template list into workflow_templates at start: new ones inserted, changed ones updated
 * (by content hash), ones no longer listed removed. Idempotent: a second start changes nothing.
 */
import { workflowDocument } from '@common/workflow/versions';
import { eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { workflowTemplates } from '../../db/schema/templates';
import { contentHash } from '../workflows';
import { buildTemplate } from './build-template';
import { TEMPLATES, type TemplateDefinition } from './template-list';

export interface SeedResult {
  inserted: number;
  updated: number;
  removed: number;
}

export async function seedTemplates(
  db: Database,
  now: Date,
  list: readonly TemplateDefinition[] = TEMPLATES,
): Promise<SeedResult> {
  const result: SeedResult = { inserted: 0, updated: 0, removed: 0 };
  const stored = new Map((await db.select().from(workflowTemplates)).map((row) => [row.id, row]));
  for (const [position, definition] of list.entries()) {
    const { pattern, document } = buildTemplate(definition);
    const row = {
      name: definition.name,
      description: definition.description,
      category: definition.category,
      kind: pattern.kind,
      document: workflowDocument.save(document),
      position,
      updatedAt: now,
    };
    const hash = contentHash({ ...row, updatedAt: undefined });
    const current = stored.get(definition.id);
    if (!current) {
      await db
        .insert(workflowTemplates)
        .values({ id: definition.id, ...row, contentHash: hash })
        .onConflictDoNothing();
      result.inserted++;
    } else if (current.contentHash !== hash) {
      await db
        .update(workflowTemplates)
        .set({ ...row, contentHash: hash })
        .where(eq(workflowTemplates.id, definition.id));
      result.updated++;
    }
  }
  const ids = list.map((t) => t.id);
  const removed = await db
    .delete(workflowTemplates)
    .where(ids.length > 0 ? notInArray(workflowTemplates.id, ids) : undefined)
    .returning({ id: workflowTemplates.id });
  result.removed = removed.length;
  return result;
}
