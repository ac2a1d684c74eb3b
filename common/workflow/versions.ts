/**
 * The workflow document as stored: a versioned document (common/documents/) whose current body is
 * `workflowDocumentSchema`. Load every stored workflow with `loadWorkflowDocument` (document migrations,
 * then each node's parameter migrations), and store it with `workflowDocument.save`.
 */
import { defineDocument, type Stored } from '../documents/define-document';
import { type WorkflowDocument, workflowDocumentSchema } from './document';
import { upFromNamedConnections } from './legacy-connections';
import { migrateNodeParameters, type NodeMigrationRegistry } from './node-migrations';

export const workflowDocument = defineDocument<WorkflowDocument>({
  name: 'workflow',
  version: 1,
  schema: workflowDocumentSchema,
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
