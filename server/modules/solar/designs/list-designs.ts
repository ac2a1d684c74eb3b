/** The workspace's designs (newest first, optionally one deal's) and one design in full. */
import type { DesignList, SolarDesign } from '@common/schemas/solar-designs';
import { and, desc, eq } from 'drizzle-orm';
import { solarDesigns } from '../../../db/schema/solar-crm';
import type { ServiceContext } from '../../../service-context';
import { designOf, findDesign } from './design-rows';

export const MAX_DESIGNS_LISTED = 200;

export async function listDesigns(
  ctx: ServiceContext,
  ownerId: string,
  dealId?: string,
): Promise<DesignList> {
  const rows = await ctx.db
    .select()
    .from(solarDesigns)
    .where(and(eq(solarDesigns.ownerId, ownerId), dealId ? eq(solarDesigns.dealId, dealId) : undefined))
    .orderBy(desc(solarDesigns.updatedAt))
    .limit(MAX_DESIGNS_LISTED);
  return {
    designs: rows.map((row) => {
      const { doc: _doc, ...rest } = designOf(row);
      return rest;
    }),
  };
}

export async function getDesign(ctx: ServiceContext, ownerId: string, id: string): Promise<SolarDesign> {
  return designOf(await findDesign(ctx, ownerId, id));
}
