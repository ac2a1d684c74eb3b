/**
 * A deal's documents (members), one document's bytes (members), removing one (managers), and verifying a
 * document: the SHA-256 of the bytes on disk now beside the one stored (and, for a contract, the one the
 * signature recorded).
 */

import type { crmDocumentListSchema, crmDocumentVerifySchema } from '@common/schemas/solar-proposals';
import { CRM_WORKSPACE_STORAGE_BYTES, type CrmDocument } from '@common/schemas/solar-proposals';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { crmActivities, crmDocuments, crmSignatureRequests } from '../../../db/schema/solar-crm';
import { NotFound } from '../../../lib/errors';
import type { CrmAccess } from '../crm/access';
import { dealForSale } from './deal-for-sale';
import { readDocumentFile, removeDocumentFile, sha256Hex } from './document-files';
import { toDocument } from './document-view';
import type { SalesContext } from './sales-context';
import { storageUsed } from './storage-used';

type DocumentRow = typeof crmDocuments.$inferSelect;

export async function listDocuments(
  ctx: SalesContext,
  access: CrmAccess,
  dealId: string,
): Promise<z.infer<typeof crmDocumentListSchema>> {
  access.require('records.read');
  await dealForSale(ctx.db, access.ownerId, dealId);
  const rows = await ctx.db
    .select()
    .from(crmDocuments)
    .where(and(eq(crmDocuments.dealId, dealId), eq(crmDocuments.ownerId, access.ownerId)))
    .orderBy(desc(crmDocuments.createdAt));
  return {
    documents: rows.map(toDocument),
    usedBytes: await storageUsed(ctx.db, access.ownerId),
    capBytes: CRM_WORKSPACE_STORAGE_BYTES,
  };
}

async function documentRow(db: DbOrTx, ownerId: string, id: string): Promise<DocumentRow> {
  const [row] = await db
    .select()
    .from(crmDocuments)
    .where(and(eq(crmDocuments.id, id), eq(crmDocuments.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound('There is no such document in this CRM.');
  return row;
}

export async function readDocument(
  ctx: SalesContext,
  access: CrmAccess,
  id: string,
): Promise<{ document: CrmDocument; bytes: Uint8Array }> {
  access.require('records.read');
  const row = await documentRow(ctx.db, access.ownerId, id);
  return { document: toDocument(row), bytes: await readDocumentFile(ctx.dataDir, id) };
}

export async function deleteDocument(ctx: SalesContext, access: CrmAccess, id: string): Promise<void> {
  access.require('records.delete');
  const row = await documentRow(ctx.db, access.ownerId, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(crmDocuments).where(eq(crmDocuments.id, id));
    await tx.insert(crmActivities).values({
      ownerId: access.ownerId,
      dealId: row.dealId,
      kind: 'document_deleted',
      body: `Deleted ${row.name}.`,
      data: { documentId: id, sha256: row.sha256 },
      byUserId: access.userId,
      at: ctx.now(),
    });
  });
  await removeDocumentFile(ctx.dataDir, id);
}

export async function verifyDocument(
  ctx: SalesContext,
  access: CrmAccess,
  id: string,
): Promise<z.infer<typeof crmDocumentVerifySchema>> {
  access.require('records.read');
  const row = await documentRow(ctx.db, access.ownerId, id);
  const computed = sha256Hex(await readDocumentFile(ctx.dataDir, id));
  const [signature] = await ctx.db
    .select({ sha: crmSignatureRequests.pdfSha256 })
    .from(crmSignatureRequests)
    .where(eq(crmSignatureRequests.documentId, id))
    .limit(1);
  const signatureSha256 = signature?.sha ?? null;
  return {
    documentId: id,
    storedSha256: row.sha256,
    computedSha256: computed,
    signatureSha256,
    matches: computed === row.sha256 && (signatureSha256 === null || signatureSha256 === computed),
  };
}
