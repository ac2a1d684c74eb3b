/**
 * Our own document, as `export.ts` writes it: loaded through the document's migrations (and, when the
 * caller gives them, each node type's parameter migrations), so an older export still imports.
 */
import { DocumentLoadError } from '../../../common/documents/define-document';
import type { NodeMigrationRegistry } from '../../../common/workflow/node-migrations';
import { loadWorkflowDocument, workflowDocument } from '../../../common/workflow/versions';
import { ImportError, type ImportReport, type ImportResult } from './import-report';
import { PLACEHOLDER_TYPE } from './placeholder';

export function importAiz(
  content: Record<string, unknown>,
  nodeMigrations?: NodeMigrationRegistry,
): ImportResult {
  const warnings: string[] = [];
  let raw = content;
  if (content.schemaVersion === undefined) {
    // Edges between ids are the current shape; without a version it would be read as the n8n-style version 0.
    raw = { ...content, schemaVersion: workflowDocument.version };
    warnings.push(`The document has no schemaVersion; it was read as version ${workflowDocument.version}.`);
  }
  let document: ImportResult['document'];
  try {
    document = nodeMigrations ? loadWorkflowDocument(raw, nodeMigrations) : workflowDocument.load(raw);
  } catch (error) {
    if (error instanceof DocumentLoadError) throw new ImportError(error.message);
    throw error;
  }
  const report: ImportReport = {
    format: 'aiz',
    mapped: [],
    placeholders: [],
    untranslatedExpressions: [],
    warnings,
    credentials: [],
  };
  for (const node of document.nodes) {
    if (node.type === PLACEHOLDER_TYPE) {
      report.placeholders.push({
        name: node.name,
        from: String(node.parameters.originalType ?? PLACEHOLDER_TYPE),
        reason: String(node.parameters.reason ?? 'a placeholder'),
      });
    } else report.mapped.push({ name: node.name, from: node.type, to: node.type });
  }
  return { document, report };
}
