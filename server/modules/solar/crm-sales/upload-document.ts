/**
 * A file on a deal (any member): multipart/form-data, field `file`, at most 10 MB, its type read from the
 * bytes (PDF, PNG, JPEG, CSV, DOCX), within the workspace's storage cap. The bytes go to DATA_DIR/crm/<id>;
 * the row keeps its SHA-256.
 */
import { randomUUID } from 'node:crypto';
import {
  CRM_DOCUMENT_MAX_BYTES,
  CRM_WORKSPACE_STORAGE_BYTES,
  type CrmDocument,
} from '@common/schemas/solar-proposals';
import { crmActivities, crmDocuments } from '../../../db/schema/solar-crm';
import { PayloadTooLarge } from '../../../lib/errors';
import { type IncomingMultipart, readMultipartFile, sanitizeFileName } from '../../assistant';
import type { CrmAccess } from '../crm/access';
import { dealForSale } from './deal-for-sale';
import { removeDocumentFile, sha256Hex, writeDocumentFile } from './document-files';
import { detectDocumentType } from './document-type';
import { toDocument } from './document-view';
import type { SalesContext } from './sales-context';
import { storageUsed } from './storage-used';

export const CRM_DOCUMENT_FIELD = 'file';

const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'text/csv': ['csv'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
};

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;

export async function uploadDocument(
  ctx: SalesContext,
  access: CrmAccess,
  dealId: string,
  incoming: IncomingMultipart & { declaredType?: string | null },
): Promise<CrmDocument> {
  access.require('records.write');
  await dealForSale(ctx.db, access.ownerId, dealId);
  const { bytes, fileName } = await readMultipartFile(incoming, {
    field: CRM_DOCUMENT_FIELD,
    maxFileBytes: CRM_DOCUMENT_MAX_BYTES,
    tooLarge: () =>
      new PayloadTooLarge(`A document can be at most ${mb(CRM_DOCUMENT_MAX_BYTES)}.`, {
        maxBytes: CRM_DOCUMENT_MAX_BYTES,
      }),
  });
  const mediaType = await detectDocumentType(bytes, {
    fileName,
    declaredType: incoming.declaredType ?? null,
  });
  const used = await storageUsed(ctx.db, access.ownerId);
  if (used + bytes.length > CRM_WORKSPACE_STORAGE_BYTES)
    throw new PayloadTooLarge(
      `This CRM's documents can take at most ${mb(CRM_WORKSPACE_STORAGE_BYTES)} and ${mb(used)} are used: delete some first.`,
      { usedBytes: used, capBytes: CRM_WORKSPACE_STORAGE_BYTES },
    );
  const id = randomUUID();
  const name = sanitizeFileName(fileName, { mediaType, extensions: EXTENSIONS[mediaType] ?? ['bin'] });
  const now = ctx.now();
  await writeDocumentFile(ctx.dataDir, id, bytes);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(crmDocuments)
        .values({
          id,
          ownerId: access.ownerId,
          dealId,
          name,
          mediaType,
          size: bytes.length,
          sha256: sha256Hex(bytes),
          kind: 'upload',
          uploadedBy: access.userId,
          createdAt: now,
        })
        .returning();
      await tx.insert(crmActivities).values({
        ownerId: access.ownerId,
        dealId,
        kind: 'document_uploaded',
        body: `Uploaded ${name}.`,
        data: { documentId: id },
        byUserId: access.userId,
        at: now,
      });
      return row!;
    });
    return toDocument(row);
  } catch (error) {
    await removeDocumentFile(ctx.dataDir, id);
    throw error;
  }
}
