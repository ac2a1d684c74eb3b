/**
 * The platform-wide figures: every CRM project with permission to operate (pto_at set and not in the future),
 * across all workspaces, with its latest meter reading; a project the CRM has no modelled kWh for is modelled
 * here (modelled-annual.ts). Aggregates only: nothing about a person or an address leaves this file.
 */
import type { MissionImpact, MissionImpactDemoMode } from '@common/schemas/mission-impact';
import { IMPACT_FACTORS, type ImpactProject, summariseImpact } from '@common/solar/impact';
import { DEFAULT_DEGRADATION_PCT } from '@common/solar/savings';
import { and, count, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { crmProjectReadings, crmProjects } from '../../../db/schema/solar-crm';
import type { ServiceContext } from '../../../service-context';
import { modelledAnnualKwh } from './modelled-annual';

export type ImpactReadContext = Pick<ServiceContext, 'db' | 'now'>;

export async function readMissionImpact(
  ctx: ImpactReadContext,
  demo: MissionImpactDemoMode,
  cachedForSeconds: number,
): Promise<MissionImpact> {
  const now = ctx.now();
  const day = now.toISOString().slice(0, 10);
  const atPto = and(isNotNull(crmProjects.ptoAt), lte(crmProjects.ptoAt, now));
  const rows = await ctx.db
    .select({
      id: crmProjects.id,
      state: crmProjects.state,
      zip: crmProjects.zip,
      systemWatts: crmProjects.systemWatts,
      annualKwhModeled: crmProjects.annualKwhModeled,
      ptoAt: crmProjects.ptoAt,
      demo: crmProjects.demo,
    })
    .from(crmProjects)
    .where(demo === 'exclude' ? and(atPto, eq(crmProjects.demo, false)) : atPto);
  const latest = await ctx.db
    .selectDistinctOn([crmProjectReadings.projectId], {
      projectId: crmProjectReadings.projectId,
      readOn: crmProjectReadings.readOn,
      kwhTotal: crmProjectReadings.kwhTotal,
    })
    .from(crmProjectReadings)
    .innerJoin(crmProjects, eq(crmProjects.id, crmProjectReadings.projectId))
    .where(and(atPto, lte(crmProjectReadings.readOn, day)))
    .orderBy(crmProjectReadings.projectId, desc(crmProjectReadings.readOn));
  const readingOf = new Map(latest.map((r) => [r.projectId, { readOn: r.readOn, kwhTotal: r.kwhTotal }]));
  const [demoRow] = await ctx.db
    .select({ n: count() })
    .from(crmProjects)
    .where(and(atPto, eq(crmProjects.demo, true)));

  const projects: ImpactProject[] = rows.map((row) => {
    const reading = readingOf.get(row.id);
    const base = {
      state: row.state,
      systemWatts: row.systemWatts,
      ptoAt: row.ptoAt!.toISOString(),
      readings: reading ? [reading] : [],
      demo: row.demo,
    };
    if (row.annualKwhModeled !== null) return { ...base, annualKwh: row.annualKwhModeled };
    const modelled = modelledAnnualKwh(row.zip, row.systemWatts, ctx.now);
    return modelled.annualKwh === null
      ? { ...base, annualKwh: null, annualKwhMissingReason: modelled.reason }
      : { ...base, annualKwh: modelled.annualKwh };
  });
  const summary = summariseImpact(projects, now);
  return {
    asOf: now.toISOString(),
    demo,
    demoProjectsAvailable: demoRow?.n ?? 0,
    ...summary,
    factors: [...IMPACT_FACTORS],
    degradationPctPerYear: DEFAULT_DEGRADATION_PCT,
    cachedForSeconds,
  };
}
