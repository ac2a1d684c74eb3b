/** The zod shape of a WorkflowDiff, for the API's answers and the OpenAPI document (diff.ts holds the logic). */
import { z } from 'zod';
import type { WorkflowDiff } from './diff';
import { nodePositionSchema, workflowEdgeSchema } from './document';

const valueChangeSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  // Absent on the wire when a value was added or removed (JSON has no undefined).
  before: z.unknown().optional(),
  after: z.unknown().optional(),
});
const nodeRefSchema = z.object({ id: z.string(), name: z.string(), type: z.string() });

export const workflowDiffSchema = z.object({
  nodes: z.object({
    added: z.array(nodeRefSchema),
    removed: z.array(nodeRefSchema),
    renamed: z.array(z.object({ id: z.string(), before: z.string(), after: z.string() })),
    moved: z.array(
      z.object({ id: z.string(), name: z.string(), before: nodePositionSchema, after: nodePositionSchema }),
    ),
    changed: z.array(z.object({ id: z.string(), name: z.string(), changes: z.array(valueChangeSchema) })),
  }),
  edges: z.object({ added: z.array(workflowEdgeSchema), removed: z.array(workflowEdgeSchema) }),
  settings: z.array(valueChangeSchema),
  pinData: z.array(z.string()),
}) satisfies z.ZodType<WorkflowDiff>;

export type { WorkflowDiff };
