/**
 * Projects from signature to permission to operate. Milestones go in order (permit, install, inspection, PTO),
 * each no earlier than the one before and not in the future; recording one that is already recorded changes
 * nothing (a retry). Install records M2 and PTO records M3, exactly once. Meter readings are cumulative kWh and
 * never go down from one day to a later one.
 */
import type { CrmProject } from '@common/schemas/solar-proposals';
import { and, desc, eq, gt, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import { crmActivities, crmDeals, crmProjectReadings, crmProjects } from '../../../db/schema/solar-crm';
import { Conflict, Invalid, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from '../crm/access';
import { emitCrmEvent } from '../crm/events';
import { toProjects } from './project-view';
import { type CommissionMilestone, recordMilestoneCommissions } from './record-commissions';

type Milestone = 'permit' | 'install' | 'inspection' | 'pto';

const COLUMN = {
  permit: crmProjects.permitAt,
  install: crmProjects.installAt,
  inspection: crmProjects.inspectionAt,
  pto: crmProjects.ptoAt,
} as const;
const FIELD = { permit: 'permitAt', install: 'installAt', inspection: 'inspectionAt', pto: 'ptoAt' } as const;
const BEFORE: Record<Milestone, Milestone | null> = {
  permit: null,
  install: 'permit',
  inspection: 'install',
  pto: 'inspection',
};
const NAME: Record<Milestone, string> = {
  permit: 'the permit',
  install: 'the install',
  inspection: 'the inspection',
  pto: 'permission to operate (PTO)',
};
const COMMISSION: Partial<Record<Milestone, CommissionMilestone>> = { install: 'M2', pto: 'M3' };

export const PROJECT_NOT_FOUND = 'There is no such project in this CRM.';

async function projectWithDeal(ctx: ServiceContext, ownerId: string, id: string) {
  const [row] = await ctx.db
    .select({ project: crmProjects, dealTitle: crmDeals.title, dealStatus: crmDeals.status })
    .from(crmProjects)
    .innerJoin(crmDeals, eq(crmDeals.id, crmProjects.dealId))
    .where(and(eq(crmProjects.id, id), eq(crmProjects.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound(PROJECT_NOT_FOUND);
  return row;
}

export async function listProjects(ctx: ServiceContext, access: CrmAccess): Promise<CrmProject[]> {
  access.require('records.read');
  const rows = await ctx.db
    .select({ project: crmProjects, dealTitle: crmDeals.title })
    .from(crmProjects)
    .innerJoin(crmDeals, eq(crmDeals.id, crmProjects.dealId))
    .where(eq(crmProjects.ownerId, access.ownerId))
    .orderBy(desc(crmProjects.signedAt));
  return toProjects(ctx.db, rows);
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function recordMilestone(
  ctx: ServiceContext,
  access: CrmAccess,
  projectId: string,
  input: { milestone: Milestone; at?: string },
): Promise<CrmProject> {
  access.require('projects.write');
  const { project, dealTitle, dealStatus } = await projectWithDeal(ctx, access.ownerId, projectId);
  const { milestone } = input;
  if (project[FIELD[milestone]]) return (await toProjects(ctx.db, [{ project, dealTitle }]))[0]!;
  if (dealStatus === 'lost')
    throw new Conflict('This deal was cancelled: its project takes no more milestones.');
  const before = BEFORE[milestone];
  const previous = before ? project[FIELD[before]] : project.signedAt;
  if (before && !previous)
    throw new Conflict(`Record ${NAME[before]} before ${NAME[milestone]}.`, { next: before });
  const now = ctx.now();
  const at = input.at ? new Date(input.at) : now;
  if (at.getTime() > now.getTime())
    throw new Invalid(`The date of ${NAME[milestone]} cannot be in the future.`);
  if (previous && at.getTime() < previous.getTime())
    throw new Invalid(
      `${NAME[milestone][0]!.toUpperCase()}${NAME[milestone].slice(1)} cannot be dated before ${before ? NAME[before] : 'the signature'} (${day(previous)}).`,
    );
  const conditions: SQL[] = [eq(crmProjects.id, projectId), isNull(COLUMN[milestone])];
  if (before) conditions.push(isNotNull(COLUMN[before]));
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(crmProjects)
      .set({ [FIELD[milestone]]: at })
      .where(and(...conditions))
      .returning();
    if (!row) return null;
    const kind = COMMISSION[milestone];
    if (kind)
      await recordMilestoneCommissions(tx, kind, {
        ownerId: access.ownerId,
        dealId: project.dealId,
        recordedBy: access.userId,
        at: now,
      });
    await tx.insert(crmActivities).values({
      ownerId: access.ownerId,
      dealId: project.dealId,
      kind: `milestone_${milestone}`,
      body: `Project milestone: ${NAME[milestone]} on ${day(at)}.`,
      data: { projectId, milestone, at: at.toISOString() },
      byUserId: access.userId,
      at: now,
    });
    return row;
  });
  if (updated)
    await emitCrmEvent(ctx, 'project.milestone', {
      ownerId: access.ownerId,
      dealId: project.dealId,
      projectId,
      milestone,
      at: at.toISOString(),
    });
  // A concurrent call recorded it first: answer with what is stored now.
  const fresh = updated ?? (await projectWithDeal(ctx, access.ownerId, projectId)).project;
  return (await toProjects(ctx.db, [{ project: fresh, dealTitle }]))[0]!;
}

export async function addReading(
  ctx: ServiceContext,
  access: CrmAccess,
  projectId: string,
  input: { readOn: string; kwhTotal: number },
): Promise<CrmProject> {
  access.require('projects.write');
  const { project, dealTitle } = await projectWithDeal(ctx, access.ownerId, projectId);
  if (!project.installAt) throw new Conflict('Record the install before entering meter readings.');
  if (input.readOn < day(project.installAt))
    throw new Invalid(`A reading cannot be dated before the install (${day(project.installAt)}).`);
  if (input.readOn > day(ctx.now())) throw new Invalid('A reading cannot be dated in the future.');
  await ctx.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(crmProjectReadings)
      .where(and(eq(crmProjectReadings.projectId, projectId), lt(crmProjectReadings.readOn, input.readOn)))
      .orderBy(desc(crmProjectReadings.readOn))
      .limit(1);
    if (earlier && earlier.kwhTotal > input.kwhTotal)
      throw new Invalid(
        `Readings are the meter's running total: ${input.kwhTotal.toLocaleString('en-US')} kWh is less than ${earlier.kwhTotal.toLocaleString('en-US')} kWh on ${earlier.readOn}.`,
      );
    const [later] = await tx
      .select()
      .from(crmProjectReadings)
      .where(and(eq(crmProjectReadings.projectId, projectId), gt(crmProjectReadings.readOn, input.readOn)))
      .orderBy(crmProjectReadings.readOn)
      .limit(1);
    if (later && later.kwhTotal < input.kwhTotal)
      throw new Invalid(
        `Readings are the meter's running total: ${input.kwhTotal.toLocaleString('en-US')} kWh is more than ${later.kwhTotal.toLocaleString('en-US')} kWh on the later ${later.readOn}.`,
      );
    await tx
      .insert(crmProjectReadings)
      .values({
        projectId,
        readOn: input.readOn,
        kwhTotal: input.kwhTotal,
        enteredBy: access.userId,
        createdAt: ctx.now(),
      })
      .onConflictDoUpdate({
        target: [crmProjectReadings.projectId, crmProjectReadings.readOn],
        set: { kwhTotal: input.kwhTotal, enteredBy: access.userId },
      });
  });
  return (await toProjects(ctx.db, [{ project, dealTitle }]))[0]!;
}
