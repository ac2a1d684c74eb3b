/** Remove a design and its photo (a PNG already attached to a deal stays with the deal). */
import { and, eq } from 'drizzle-orm';
import { solarDesigns } from '../../../db/schema/solar-crm';
import type { ServiceContext } from '../../../service-context';
import { designPhotoPath, removeFile } from './design-files';
import { findDesign } from './design-rows';

export async function deleteDesign(
  ctx: ServiceContext & { dataDir: string },
  ownerId: string,
  id: string,
): Promise<void> {
  await findDesign(ctx, ownerId, id);
  await ctx.db.delete(solarDesigns).where(and(eq(solarDesigns.id, id), eq(solarDesigns.ownerId, ownerId)));
  await removeFile(designPhotoPath(ctx.dataDir, id));
}
