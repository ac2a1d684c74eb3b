/**
 * The one entry point: a file's text in, our document and an import report out, whatever tool wrote
 * it (detect-format.ts decides). The CLI and the import route call this.
 */
import type { NodeMigrationRegistry } from '../../../common/workflow/node-migrations';
import { type KnownCredential, linkCredentials } from './credential-links';
import { type DetectedFormat, detectFormat } from './detect-format';
import { importDify } from './dify/import-dify';
import { type FileDetails, fileDetails } from './file-details';
import { importFlowise } from './flowise/import-flowise';
import { importAiz } from './import-aiz';
import type { ImportResult } from './import-report';
import { importN8n } from './n8n/import-n8n';

export interface ImportOptions {
  /** Each node type's parameter migrations, applied to our own documents. */
  nodeMigrations?: NodeMigrationRegistry;
  /** The importer's credentials: named slots are linked to them (see credential-links.ts). */
  credentials?: readonly KnownCredential[];
}

/** The document and report, and what the file says of the workflow (name, description, tags, kind). */
export function importWorkflow(
  text: string,
  options: ImportOptions = {},
): ImportResult & { details: FileDetails } {
  const detected = detectFormat(text);
  const imported = importByFormat(detected, options);
  const { document, credentials } = linkCredentials(imported.document, options.credentials ?? []);
  return { document, report: { ...imported.report, credentials }, details: fileDetails(detected) };
}

function importByFormat({ format, content }: DetectedFormat, options: ImportOptions): ImportResult {
  switch (format) {
    case 'n8n':
      return importN8n(content);
    case 'flowise-agentflow':
    case 'flowise-chatflow':
      return importFlowise(content, format);
    case 'dify':
      return importDify(content);
    case 'aiz':
      return importAiz(content, options.nodeMigrations);
  }
}
