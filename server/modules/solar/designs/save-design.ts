/** Create and update: the document checked, the summary recomputed here, the deal checked against the workspace. */
import type { DesignWrite, SolarDesign } from '@common/schemas/solar-designs';
import { and, eq } from 'drizzle-orm';
import { solarDesigns } from '../../../db/schema/solar-crm';
import type { SignedInContext } from '../../../service-context';
import { checkDeal, checkDoc, designOf, findDesign, summarise } from './design-rows';

export async function createDesign(
  ctx: SignedInContext,
  ownerId: string,
  input: DesignWrite,
): Promise<SolarDesign> {
  checkDoc(input.doc);
  if (input.dealId) await checkDeal(ctx, ownerId, input.dealId);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(solarDesigns)
    .values({
      ownerId,
      dealId: input.dealId ?? null,
      name: input.name,
      doc: input.doc,
      summary: summarise(input.doc),
      createdBy: ctx.user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return designOf(row!);
}

export async function updateDesign(
  ctx: SignedInContext,
  ownerId: string,
  id: string,
  input: DesignWrite,
): Promise<SolarDesign> {
  await findDesign(ctx, ownerId, id);
  checkDoc(input.doc);
  if (input.dealId) await checkDeal(ctx, ownerId, input.dealId);
  const [row] = await ctx.db
    .update(solarDesigns)
    .set({
      name: input.name,
      doc: input.doc,
      summary: summarise(input.doc),
      updatedAt: ctx.now(),
      // Absent keeps the deal; null clears it.
      ...(input.dealId !== undefined ? { dealId: input.dealId } : {}),
    })
    .where(and(eq(solarDesigns.id, id), eq(solarDesigns.ownerId, ownerId)))
    .returning();
  return designOf(row!);
}
