/** The signed contract PDF for the signer's own link (signed out), once signed: the stored bytes. */
import { eq } from 'drizzle-orm';
import { crmDocuments } from '../../../db/schema/solar-crm';
import { NotFound } from '../../../lib/errors';
import { readDocumentFile } from './document-files';
import type { PublicSalesContext } from './sales-context';
import { signatureRequestByToken } from './signing-request';

export async function signedContract(
  ctx: PublicSalesContext,
  token: string,
): Promise<{ bytes: Uint8Array; name: string }> {
  const request = await signatureRequestByToken(ctx.db, token);
  if (request.status !== 'signed' || !request.documentId)
    throw new NotFound('This proposal is not signed yet, so there is no contract to download.');
  const [doc] = await ctx.db
    .select({ name: crmDocuments.name })
    .from(crmDocuments)
    .where(eq(crmDocuments.id, request.documentId))
    .limit(1);
  if (!doc) throw new NotFound('The contract was removed by the installer.');
  return { bytes: await readDocumentFile(ctx.dataDir, request.documentId), name: doc.name };
}
