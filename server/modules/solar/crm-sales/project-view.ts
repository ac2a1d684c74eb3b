/** A project row with its deal's title and readings, as the API answers it. */
import type { CrmProject } from '@common/schemas/solar-proposals';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmProjectReadings, type crmProjects } from '../../../db/schema/solar-crm';

export type ProjectRow = typeof crmProjects.$inferSelect;

export function nextMilestone(p: ProjectRow): CrmProject['next'] {
  if (!p.permitAt) return 'permit';
  if (!p.installAt) return 'install';
  if (!p.inspectionAt) return 'inspection';
  if (!p.ptoAt) return 'pto';
  return null;
}

export async function toProjects(
  db: DbOrTx,
  rows: { project: ProjectRow; dealTitle: string }[],
): Promise<CrmProject[]> {
  const ids = rows.map((r) => r.project.id);
  const readings =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(crmProjectReadings)
          .where(inArray(crmProjectReadings.projectId, ids))
          .orderBy(asc(crmProjectReadings.readOn));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return rows.map(({ project: p, dealTitle }) => ({
    id: p.id,
    dealId: p.dealId,
    dealTitle,
    state: p.state,
    zip: p.zip,
    systemWatts: p.systemWatts,
    annualKwhModeled: p.annualKwhModeled,
    signedAt: p.signedAt.toISOString(),
    permitAt: iso(p.permitAt),
    installAt: iso(p.installAt),
    inspectionAt: iso(p.inspectionAt),
    ptoAt: iso(p.ptoAt),
    next: nextMilestone(p),
    readings: readings
      .filter((r) => r.projectId === p.id)
      .map((r) => ({ readOn: r.readOn, kwhTotal: r.kwhTotal })),
    demo: p.demo,
  }));
}
