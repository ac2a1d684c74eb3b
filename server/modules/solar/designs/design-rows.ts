/** Reading and writing design rows, always inside one workspace (owner_id). */
import {
  DESIGN_DOC_MAX_BYTES,
  type DesignDoc,
  type DesignSummary,
  designDocSchema,
  type SolarDesign,
} from '@common/schemas/solar-designs';
import { designSummary, findModule, MODULE_CATALOGUE } from '@common/solar/designer';
import { and, eq } from 'drizzle-orm';
import { crmDeals, solarDesigns } from '../../../db/schema/solar-crm';
import { Invalid, NotFound, PayloadTooLarge } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import { designProduction } from './production';

export const DESIGN_NOT_FOUND = 'That design does not exist in this workspace.';
export const DEAL_NOT_FOUND = 'That deal does not exist in this workspace.';

type DesignRow = typeof solarDesigns.$inferSelect;

export function designOf(row: DesignRow): SolarDesign {
  return {
    id: row.id,
    name: row.name,
    dealId: row.dealId,
    doc: designDocSchema.parse(row.doc),
    summary: row.summary as DesignSummary,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findDesign(ctx: ServiceContext, ownerId: string, id: string): Promise<DesignRow> {
  const [row] = await ctx.db
    .select()
    .from(solarDesigns)
    .where(and(eq(solarDesigns.id, id), eq(solarDesigns.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound(DESIGN_NOT_FOUND);
  return row;
}

/** 404 unless the deal is in the workspace (crm_deals.owner_id). */
export async function checkDeal(ctx: ServiceContext, ownerId: string, dealId: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: crmDeals.id })
    .from(crmDeals)
    .where(and(eq(crmDeals.id, dealId), eq(crmDeals.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound(DEAL_NOT_FOUND);
}

/** What zod cannot say alone: the size bound, a known module, panels on planes that exist. */
export function checkDoc(doc: DesignDoc): void {
  const bytes = Buffer.byteLength(JSON.stringify(doc));
  if (bytes > DESIGN_DOC_MAX_BYTES)
    throw new PayloadTooLarge(
      `The design is too large (${Math.ceil(bytes / 1024)} KB; at most ${DESIGN_DOC_MAX_BYTES / 1024} KB).`,
    );
  if (!MODULE_CATALOGUE.some((m) => m.id === doc.moduleId))
    throw new Invalid(
      `Unknown module ${doc.moduleId}. Choose one of: ${MODULE_CATALOGUE.map((m) => m.id).join(', ')}.`,
    );
  const planeIds = new Set(doc.planes.map((p) => p.id));
  if (planeIds.size !== doc.planes.length) throw new Invalid('Two roof planes have the same id.');
  const orphan = doc.panels.find((p) => !planeIds.has(p.planeId));
  if (orphan)
    throw new Invalid(`Panel ${orphan.id} is on plane ${orphan.planeId}, which is not in the design.`);
}

/** The summary, computed here from the document alone (the client's figures are never stored). */
export function summarise(doc: DesignDoc): DesignSummary {
  if (doc.panels.length === 0) return designSummary(doc, null, 'No panels yet.');
  if (!doc.zip) return designSummary(doc, null, 'Give a ZIP code to model production.');
  const module = findModule(doc.moduleId);
  const kwOf = (planeId: string) =>
    (doc.panels.filter((p) => p.planeId === planeId).length * module.watts) / 1000;
  const planes = doc.planes.filter((p) => kwOf(p.id) > 0);
  try {
    const made = designProduction(
      {
        zip: doc.zip,
        inverterAcKw: doc.inverterAcKw,
        planes: planes.map((p) => ({ tilt: p.pitchDeg, azimuth: p.azimuthDeg, kwDc: kwOf(p.id) })),
      },
      module.modelType,
    );
    return designSummary(doc, {
      planes: planes.map((p, i) => ({ planeId: p.id, annualKwh: made.planes[i]!.annualKwh })),
      station: `${made.station.name}, ${made.station.state} (${made.station.distanceKm} km)`,
    });
  } catch (error) {
    if (error instanceof Invalid) return designSummary(doc, null, error.message);
    throw error;
  }
}
