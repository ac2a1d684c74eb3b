/**
 * A document's type from its bytes (file-type reads the signature), never from its name or declared type:
 * PDF, PNG, JPEG, DOCX; CSV is text, so a file with no signature that is UTF-8 without NUL bytes and named or
 * declared as CSV is CSV. Anything else is refused with what it looks like.
 */
import type { CRM_DOCUMENT_TYPES } from '@common/schemas/solar-proposals';
import { fileTypeFromBuffer } from 'file-type';
import { UnsupportedMediaType } from '../../../lib/errors';

export type CrmDocumentType = (typeof CRM_DOCUMENT_TYPES)[number];

const BY_EXT: Record<string, CrmDocumentType> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export const DOCUMENT_TYPES_WORDS = 'a PDF, PNG, JPEG, CSV or Word (.docx) file';

function isUtf8Text(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export async function detectDocumentType(
  bytes: Uint8Array,
  hints: { fileName: string | null; declaredType: string | null },
): Promise<CrmDocumentType> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const type = BY_EXT[detected.ext];
    if (type) return type;
    throw new UnsupportedMediaType(
      `This file is not ${DOCUMENT_TYPES_WORDS} (it looks like ${detected.ext.toUpperCase()}).`,
      {
        detected: detected.mime,
      },
    );
  }
  const saysCsv =
    /\.csv$/i.test(hints.fileName ?? '') ||
    /^(text\/csv|application\/vnd\.ms-excel)/i.test(hints.declaredType ?? '');
  if (saysCsv && isUtf8Text(bytes)) return 'text/csv';
  throw new UnsupportedMediaType(`This file is not ${DOCUMENT_TYPES_WORDS}.`);
}
