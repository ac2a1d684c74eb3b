/**
 * Attach an exported design (a PNG) to a deal: a crm_documents row of kind 'design', bytes at
 * DATA_DIR/crm/<id>, and the design now belongs to that deal. The PNG is checked by its magic bytes.
 */
import { createHash, randomUUID } from 'node:crypto';
import { DESIGN_PNG_MAX_BYTES, type DesignAttachment } from '@common/schemas/solar-designs';
import { and, eq } from 'drizzle-orm';
import { crmDocuments, solarDesigns } from '../../../db/schema/solar-crm';
import { PayloadTooLarge, UnsupportedMediaType } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';
import { crmDocumentPath, isPng, removeFile, writeWhole } from './design-files';
import { checkDeal, findDesign } from './design-rows';

export interface DesignFilesContext extends SignedInContext {
  dataDir: string;
}

export const PNG_TOO_LARGE = `The image is too large (at most ${DESIGN_PNG_MAX_BYTES / 1024 / 1024} MB).`;

export async function attachDesign(
  ctx: DesignFilesContext,
  ownerId: string,
  designId: string,
  input: { dealId: string; png: Uint8Array },
): Promise<DesignAttachment> {
  const design = await findDesign(ctx, ownerId, designId);
  await checkDeal(ctx, ownerId, input.dealId);
  if (input.png.length > DESIGN_PNG_MAX_BYTES) throw new PayloadTooLarge(PNG_TOO_LARGE);
  if (!isPng(input.png)) throw new UnsupportedMediaType('The export must be a PNG image.');
  const id = randomUUID();
  const file = crmDocumentPath(ctx.dataDir, id);
  const sha256 = createHash('sha256').update(input.png).digest('hex');
  const name = `${design.name.replace(/[^\w .()-]+/g, '-').slice(0, 100)}.png`;
  await writeWhole(file, input.png);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(crmDocuments).values({
        id,
        ownerId,
        dealId: input.dealId,
        name,
        mediaType: 'image/png',
        size: input.png.length,
        sha256,
        kind: 'design',
        uploadedBy: ctx.user.id,
        createdAt: ctx.now(),
      });
      await tx
        .update(solarDesigns)
        .set({ dealId: input.dealId, updatedAt: ctx.now() })
        .where(and(eq(solarDesigns.id, designId), eq(solarDesigns.ownerId, ownerId)));
    });
  } catch (error) {
    await removeFile(file);
    throw error;
  }
  return { documentId: id, dealId: input.dealId, name, size: input.png.length, sha256 };
}
