/**
 * A workflow file's content as our document, in any of the four formats (ours, n8n, Flowise, Dify DSL),
 * detected from the content by the importers. `notes` says what the import could not carry over, for the
 * human-readable summary (with `--json` the run report alone is printed).
 */
import path from 'node:path';
import type { WorkflowDocument } from '@common/workflow/document';
import { ImportError, type ImportReport, importWorkflow } from '../engine/importers';
import { NODE_MIGRATIONS } from '../engine/nodes/node-migrations';
import { UsageError } from './args';

export interface LoadedWorkflow {
  document: WorkflowDocument;
  report: ImportReport;
  notes: string[];
  /** The workflow's name: the one the file gives (n8n's `name`, Dify's `app.name`, ...), else the file's. */
  name: string;
}

export function importNotes(report: ImportReport): string[] {
  if (report.format === 'aiz') return [];
  const notes = [`Imported from ${report.format}: ${report.mapped.length} node(s) mapped.`];
  for (const p of report.placeholders) notes.push(`  placeholder: ${p.name} (${p.from}): ${p.reason}`);
  for (const e of report.untranslatedExpressions)
    notes.push(`  expression kept as written in ${e.node}: ${e.reason}`);
  for (const w of report.warnings) notes.push(`  note: ${w}`);
  return notes;
}

export function loadWorkflowFile(content: string, fileName: string): LoadedWorkflow {
  try {
    const { document, report, details } = importWorkflow(content, { nodeMigrations: NODE_MIGRATIONS });
    const name = details.name ?? path.basename(fileName).replace(/\.[^.]+$/, '');
    return { document, report, notes: importNotes(report), name };
  } catch (error) {
    if (error instanceof ImportError) throw new UsageError(`${fileName}: ${error.message}`);
    throw error;
  }
}
