/** A document row as the API answers it. */
import type { CrmDocument } from '@common/schemas/solar-proposals';
import type { crmDocuments } from '../../../db/schema/solar-crm';

export type DocumentRow = typeof crmDocuments.$inferSelect;

export function toDocument(row: DocumentRow): CrmDocument {
  return {
    id: row.id,
    dealId: row.dealId,
    name: row.name,
    mediaType: row.mediaType,
    size: row.size,
    sha256: row.sha256,
    kind: row.kind,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}
