/**
 * n8n's Convert to File and Extract from File onto ours (same parameter names). The formats we neither
 * write nor read (spreadsheets, HTML, RTF, PDF, iCal: they need libraries not installed) import as
 * placeholders naming the operation. Extract from File's `xml` only moves the file's text, so it maps too.
 */
import type { NodeParameters } from '../../../../../common/workflow/document';
import type { LegacyTranslation } from './legacy-node';

const WRITES = new Set(['csv', 'toJson', 'toText', 'toBinary']);
const READS = new Set(['csv', 'fromJson', 'text', 'xml', 'binaryToPropery']);

export function translateConvertToFile(parameters: NodeParameters): LegacyTranslation {
  const operation = String(parameters.operation ?? 'csv');
  if (!WRITES.has(operation)) {
    return {
      reason: `n8n's Convert to File operation "${operation}" (operation) writes a format AIZ does not produce (only CSV, JSON, text and base64 files)`,
    };
  }
  return { type: 'convert-to-file', parameters };
}

export function translateExtractFromFile(parameters: NodeParameters): LegacyTranslation {
  const operation = String(parameters.operation ?? 'csv');
  if (!READS.has(operation)) {
    return {
      reason: `n8n's Extract from File operation "${operation}" (operation) reads a format AIZ does not read (only CSV, JSON, text, XML as text and base64)`,
    };
  }
  return { type: 'extract-from-file', parameters };
}
