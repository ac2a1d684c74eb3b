/**
 * The mission impact demo: a handful of installed systems across several states, owned by the platform's
 * official account, every row marked demo, in a pipeline of their own ("Mission impact demo") so that removing
 * them removes exactly these rows and nobody else's demo or real ones. Their modelled kWh comes from the same
 * model the estimate uses; their value from the estimate's assumed $3.00/W; none has a meter reading (a
 * made-up reading would pass for a measurement).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import {
  crmContacts,
  crmDeals,
  crmPipelines,
  crmProjects,
  crmProperties,
  crmStages,
} from '../../../db/schema/solar-crm';
import type { SignedInContext } from '../../../service-context';
import { officialOwnerId } from '../solara/official-owner';
import { modelledAnnualKwh } from './modelled-annual';

export const DEMO_PIPELINE_NAME = 'Mission impact demo';
const DAY_MS = 24 * 3600 * 1000;
/** The estimate's assumed installed price, cents per watt. */
const PRICE_CENTS_PER_WATT = 300;

/** Where the demo systems are; `ptoDaysAgo: null` is installed and still waiting for permission to operate. */
export const DEMO_SITES = [
  { city: 'San Francisco', state: 'CA', zip: '94103', watts: 7200, ptoDaysAgo: 700 },
  { city: 'Phoenix', state: 'AZ', zip: '85004', watts: 8400, ptoDaysAgo: 520 },
  { city: 'Austin', state: 'TX', zip: '78701', watts: 9600, ptoDaysAgo: 380 },
  { city: 'Denver', state: 'CO', zip: '80202', watts: 7600, ptoDaysAgo: 240 },
  { city: 'New York', state: 'NY', zip: '10001', watts: 6000, ptoDaysAgo: 150 },
  { city: 'Boston', state: 'MA', zip: '02108', watts: 5400, ptoDaysAgo: 60 },
  { city: 'Miami', state: 'FL', zip: '33130', watts: 8000, ptoDaysAgo: null },
] as const;

async function demoPipelineIds(ctx: SignedInContext, ownerId: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: crmPipelines.id })
    .from(crmPipelines)
    .where(and(eq(crmPipelines.ownerId, ownerId), eq(crmPipelines.name, DEMO_PIPELINE_NAME)));
  return rows.map((r) => r.id);
}

/** Demo projects of this seeder in the database. */
export async function countDemoProjects(ctx: SignedInContext): Promise<number> {
  const ownerId = await officialOwnerId(ctx.db, ctx.now);
  const pipelines = await demoPipelineIds(ctx, ownerId);
  if (pipelines.length === 0) return 0;
  const [row] = await ctx.db
    .select({ n: count() })
    .from(crmProjects)
    .innerJoin(crmDeals, eq(crmDeals.id, crmProjects.dealId))
    .where(and(inArray(crmDeals.pipelineId, pipelines), eq(crmProjects.demo, true)));
  return row?.n ?? 0;
}

/** Adds the demo projects, unless they are in already (then adds nothing). */
export async function addDemoProjects(ctx: SignedInContext): Promise<{ projects: number; changed: number }> {
  const present = await countDemoProjects(ctx);
  if (present > 0) return { projects: present, changed: 0 };
  const ownerId = await officialOwnerId(ctx.db, ctx.now);
  const now = ctx.now();
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    const [pipeline] = await tx
      .insert(crmPipelines)
      .values({ ownerId, name: DEMO_PIPELINE_NAME, position: 1000, createdAt: now })
      .returning({ id: crmPipelines.id });
    const [stage] = await tx
      .insert(crmStages)
      .values({
        ownerId,
        pipelineId: pipeline!.id,
        name: 'Installed',
        position: 0,
        probability: 100,
        kind: 'won',
      })
      .returning({ id: crmStages.id });
    for (const site of DEMO_SITES) {
      const pto = site.ptoDaysAgo;
      const signedDaysAgo = (pto ?? 20) + 90;
      const [contact] = await tx
        .insert(crmContacts)
        .values({
          ownerId,
          name: `Demo homeowner, ${site.city} ${site.state}`,
          source: 'manual',
          notes: 'A mission impact demo row: not a real person.',
          demo: true,
          createdBy: ctx.user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: crmContacts.id });
      const modelled = modelledAnnualKwh(site.zip, site.watts, ctx.now);
      const [property] = await tx
        .insert(crmProperties)
        .values({
          ownerId,
          contactId: contact!.id,
          city: site.city,
          state: site.state,
          zip: site.zip,
          demo: true,
          createdAt: now,
        })
        .returning({ id: crmProperties.id });
      const [deal] = await tx
        .insert(crmDeals)
        .values({
          ownerId,
          pipelineId: pipeline!.id,
          stageId: stage!.id,
          contactId: contact!.id,
          propertyId: property!.id,
          title: `Demo: ${(site.watts / 1000).toFixed(1)} kW in ${site.city}, ${site.state}`,
          valueCents: site.watts * PRICE_CENTS_PER_WATT,
          systemWatts: site.watts,
          status: 'won',
          stageEnteredAt: at(signedDaysAgo),
          lastActivityAt: at(pto ?? 20),
          closedAt: at(signedDaysAgo),
          demo: true,
          createdAt: at(signedDaysAgo + 30),
          updatedAt: now,
        })
        .returning({ id: crmDeals.id });
      await tx.insert(crmProjects).values({
        ownerId,
        dealId: deal!.id,
        state: site.state,
        zip: site.zip,
        systemWatts: site.watts,
        annualKwhModeled: modelled.annualKwh === null ? null : Math.round(modelled.annualKwh),
        signedAt: at(signedDaysAgo),
        permitAt: at(signedDaysAgo - 40),
        installAt: at(signedDaysAgo - 70),
        inspectionAt: at(signedDaysAgo - 80),
        ptoAt: pto === null ? null : at(pto),
        demo: true,
        createdAt: at(signedDaysAgo),
      });
    }
  });
  return { projects: DEMO_SITES.length, changed: DEMO_SITES.length };
}

/**
 * Removes exactly this seeder's rows: the demo contacts of deals in its pipeline (their properties, deals,
 * projects and readings go with them), then the pipeline and its stage when no deal is left in it.
 */
export async function removeDemoProjects(
  ctx: SignedInContext,
): Promise<{ projects: number; changed: number }> {
  const removed = await countDemoProjects(ctx);
  const ownerId = await officialOwnerId(ctx.db, ctx.now);
  const pipelines = await demoPipelineIds(ctx, ownerId);
  if (pipelines.length === 0) return { projects: 0, changed: 0 };
  await ctx.db.transaction(async (tx) => {
    const contacts = await tx
      .select({ id: crmDeals.contactId })
      .from(crmDeals)
      .where(and(inArray(crmDeals.pipelineId, pipelines), eq(crmDeals.demo, true)));
    if (contacts.length > 0) {
      await tx.delete(crmContacts).where(
        and(
          inArray(
            crmContacts.id,
            contacts.map((c) => c.id),
          ),
          eq(crmContacts.demo, true),
        ),
      );
    }
    for (const id of pipelines) {
      const [left] = await tx.select({ n: count() }).from(crmDeals).where(eq(crmDeals.pipelineId, id));
      if ((left?.n ?? 0) === 0) await tx.delete(crmPipelines).where(eq(crmPipelines.id, id));
    }
  });
  return { projects: await countDemoProjects(ctx), changed: removed };
}
