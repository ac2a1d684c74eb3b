/**
 * What every import answers: the document and a report of what was translated, what was kept as a
 * placeholder and which expressions could not be carried over. The zod schema is the one description
 * (the import route can move it to `common/` when it answers it over the API).
 */
import { z } from 'zod';
import type { WorkflowDocument } from '../../../common/workflow/document';
import { credentialNeedSchema } from './credential-links';

export const importFormatSchema = z.enum(['n8n', 'flowise-agentflow', 'flowise-chatflow', 'dify', 'aiz']);

export const importReportSchema = z.object({
  format: importFormatSchema,
  mapped: z.array(z.object({ name: z.string(), from: z.string(), to: z.string() })),
  placeholders: z.array(z.object({ name: z.string(), from: z.string(), reason: z.string() })),
  untranslatedExpressions: z.array(
    z.object({ node: z.string(), parameter: z.string(), expression: z.string(), reason: z.string() }),
  ),
  warnings: z.array(z.string()),
  /** The credentials the workflow needs, by name and type: linked to the importer's own, or missing. */
  credentials: z.array(credentialNeedSchema),
});

export type ImportFormat = z.infer<typeof importFormatSchema>;
export type ImportReport = z.infer<typeof importReportSchema>;

export interface ImportResult {
  document: WorkflowDocument;
  report: ImportReport;
}

/** A file that is not a workflow of a format we read, or one too broken to translate. */
export class ImportError extends Error {
  override name = 'ImportError';
}
