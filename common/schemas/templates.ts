/** Workflow templates (issue 10 item 9): ready-made documents anyone can copy into their own workflows. */
import { z } from 'zod';
import { WORKFLOW_KINDS } from './workflows';

export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  kind: z.enum(WORKFLOW_KINDS),
  nodeCount: z.number().int(),
  /** Node types in order, for the gallery's icons. */
  nodeTypes: z.array(z.string()),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateListSchema = z.object({ templates: z.array(templateSummarySchema) });

export const templateIdParamSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'That is not a template id.'),
});

export const templateUsedSchema = z.object({ id: z.uuid(), name: z.string() });
