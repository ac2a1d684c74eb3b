/**
 * The workflow document as stored: a versioned document (common/documents/) whose current body is
 * `workflowDocumentSchema`. Load every stored workflow with `loadWorkflowDocument` (document migrations,
 * then each node's parameter migrations), and store it with `workflowDocument.save`.
 */
import { z } from 'zod';
import { defineDocument, type Stored } from '../documents/define-document';
import { type WorkflowDocument, workflowDocumentSchema } from './document';
import { upFromNamedConnections } from './legacy-connections';
import { migrateNodeParameters, type NodeMigrationRegistry } from './node-migrations';

/** `nodes[2].retry.maxTries`: where an issue is, as a person reads it. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/**
 * The schema with each zod issue's place in its message: a load error shows only the first message,
 * and "expected int" alone does not say which of a thousand nodes is wrong. The document's own checks
 * (code `custom`) already say where they are.
 */
const locatedWorkflowSchema = z.unknown().transform((value, ctx): WorkflowDocument => {
  const parsed = workflowDocumentSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const located = issue.code === 'custom' || issue.path.length === 0;
    ctx.addIssue({
      code: 'custom',
      path: issue.path,
      message: located ? issue.message : `${pathText(issue.path)}: ${issue.message}`,
    });
  }
  return z.NEVER;
});

export const workflowDocument = defineDocument<WorkflowDocument>({
  name: 'workflow',
  version: 1,
  schema: locatedWorkflowSchema,
  migrations: [
    {
      to: 1,
      description: 'nodes get stable ids; `connections` keyed by node name become `edges` between ids',
      up: upFromNamedConnections,
    },
  ],
});

export type StoredWorkflowDocument = Stored<WorkflowDocument>;

/** Any stored workflow, brought to the current document version and to each node type's latest parameters. */
export function loadWorkflowDocument(raw: unknown, nodeMigrations: NodeMigrationRegistry): WorkflowDocument {
  return migrateNodeParameters(workflowDocument.load(raw), nodeMigrations);
}
