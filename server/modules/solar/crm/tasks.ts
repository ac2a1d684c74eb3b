/**
 * Tasks: on a deal or a contact, with a due time and an assignee (a person of this CRM). "Mine" is what is
 * assigned to the caller, or what they created for nobody in particular. Done is a time, set and cleared by
 * PATCH {done}. A task is removed by a manager or by whoever created it.
 */
import type { CrmTask, crmTaskInputSchema, crmTaskPatchSchema } from '@common/schemas/solar-crm';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { crmDeals, crmTasks } from '../../../db/schema/solar-crm';
import { Forbidden, Invalid, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import type { CrmAccess } from './access';
import { contactRow } from './contacts';
import { CRM_MESSAGES } from './errors';
import { toTask } from './get-deal';
import { memberIds } from './members';

export async function listTasks(
  ctx: ServiceContext,
  access: CrmAccess,
  query: { scope: 'mine' | 'all'; open: 'true' | 'false'; dealId?: string },
): Promise<CrmTask[]> {
  access.require('records.read');
  const rows = await ctx.db
    .select()
    .from(crmTasks)
    .where(
      and(
        eq(crmTasks.ownerId, access.ownerId),
        query.scope === 'mine'
          ? or(
              eq(crmTasks.assigneeId, access.userId),
              and(isNull(crmTasks.assigneeId), eq(crmTasks.createdBy, access.userId)),
            )
          : undefined,
        query.open === 'true' ? isNull(crmTasks.doneAt) : undefined,
        query.dealId ? eq(crmTasks.dealId, query.dealId) : undefined,
      ),
    )
    .orderBy(sql`${crmTasks.dueAt} asc nulls last`, asc(crmTasks.createdAt))
    .limit(1000);
  const now = ctx.now();
  return rows.map((t) => toTask(t, now));
}

async function checkAssignee(ctx: ServiceContext, ownerId: string, assigneeId: string | null | undefined) {
  if (!assigneeId) return;
  if (!(await memberIds(ctx, ownerId)).has(assigneeId))
    throw new Invalid(CRM_MESSAGES.notAMember('assignee'));
}

export async function createTask(
  ctx: ServiceContext,
  access: CrmAccess,
  input: z.infer<typeof crmTaskInputSchema>,
): Promise<CrmTask> {
  access.require('records.write');
  let contactId = input.contactId ?? null;
  if (input.dealId) {
    const [deal] = await ctx.db
      .select({ contactId: crmDeals.contactId })
      .from(crmDeals)
      .where(and(eq(crmDeals.id, input.dealId), eq(crmDeals.ownerId, access.ownerId)))
      .limit(1);
    if (!deal) throw new NotFound(CRM_MESSAGES.dealNotFound);
    contactId ??= deal.contactId;
  }
  if (contactId) await contactRow(ctx.db, access.ownerId, contactId);
  await checkAssignee(ctx, access.ownerId, input.assigneeId);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(crmTasks)
    .values({
      ownerId: access.ownerId,
      dealId: input.dealId ?? null,
      contactId,
      title: input.title,
      dueAt: input.dueAt ? new Date(input.dueAt) : null,
      assigneeId: input.assigneeId ?? null,
      createdBy: access.userId,
      createdAt: now,
    })
    .returning();
  return toTask(row!, now);
}

async function taskRow(ctx: ServiceContext, ownerId: string, taskId: string) {
  const [row] = await ctx.db
    .select()
    .from(crmTasks)
    .where(and(eq(crmTasks.id, taskId), eq(crmTasks.ownerId, ownerId)))
    .limit(1);
  if (!row) throw new NotFound(CRM_MESSAGES.taskNotFound);
  return row;
}

export async function patchTask(
  ctx: ServiceContext,
  access: CrmAccess,
  taskId: string,
  patch: z.infer<typeof crmTaskPatchSchema>,
): Promise<CrmTask> {
  access.require('records.write');
  const task = await taskRow(ctx, access.ownerId, taskId);
  await checkAssignee(ctx, access.ownerId, patch.assigneeId);
  const now = ctx.now();
  const [row] = await ctx.db
    .update(crmTasks)
    .set({
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.dueAt !== undefined ? { dueAt: patch.dueAt ? new Date(patch.dueAt) : null } : {}),
      ...(patch.assigneeId !== undefined ? { assigneeId: patch.assigneeId } : {}),
      ...(patch.done !== undefined ? { doneAt: patch.done ? (task.doneAt ?? now) : null } : {}),
    })
    .where(eq(crmTasks.id, task.id))
    .returning();
  return toTask(row!, now);
}

export async function deleteTask(ctx: ServiceContext, access: CrmAccess, taskId: string): Promise<void> {
  access.require('records.write');
  const task = await taskRow(ctx, access.ownerId, taskId);
  if (!access.can('records.delete') && task.createdBy !== access.userId)
    throw new Forbidden(CRM_MESSAGES.taskDelete);
  await ctx.db.delete(crmTasks).where(eq(crmTasks.id, task.id));
}
