/**
 * Who works in a workspace. The owner has no row (always its manager) and cannot be added, removed or
 * given another role; a member is an existing account, added by e-mail.
 */
import type { CrmMember } from '@common/schemas/solar-crm';
import type { CrmRole } from '@common/schemas/solar-crm-roles';
import { and, asc, eq } from 'drizzle-orm';
import { pgError, UNIQUE_VIOLATION } from '../../../db/errors';
import { crmMembers } from '../../../db/schema/solar-crm';
import { Conflict, NotFound } from '../../../lib/errors';
import type { ServiceContext } from '../../../service-context';
import { findUserByEmail, readPublicUser } from '../../auth';
import type { CrmAccess } from './access';
import { CRM_MESSAGES } from './errors';

async function memberOf(
  ctx: ServiceContext,
  userId: string,
  role: CrmRole,
  owner: boolean,
): Promise<CrmMember> {
  const user = await readPublicUser(ctx, userId);
  return { userId, email: user.email, name: user.username, role, owner };
}

export async function listMembers(ctx: ServiceContext, access: CrmAccess): Promise<CrmMember[]> {
  access.require('records.read');
  const rows = await ctx.db
    .select({ userId: crmMembers.userId, role: crmMembers.role })
    .from(crmMembers)
    .where(eq(crmMembers.ownerId, access.ownerId))
    .orderBy(asc(crmMembers.createdAt));
  return Promise.all([
    memberOf(ctx, access.ownerId, 'manager', true),
    ...rows.map((r) => memberOf(ctx, r.userId, r.role, false)),
  ]);
}

/** The user ids that may be a deal's setter or closer, or a task's assignee: the owner and the members. */
export async function memberIds(ctx: ServiceContext, ownerId: string): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ userId: crmMembers.userId })
    .from(crmMembers)
    .where(eq(crmMembers.ownerId, ownerId));
  return new Set([ownerId, ...rows.map((r) => r.userId)]);
}

export async function addMember(
  ctx: ServiceContext,
  access: CrmAccess,
  input: { email: string; role: CrmRole },
): Promise<CrmMember> {
  access.require('members.manage');
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw new NotFound(CRM_MESSAGES.noAccount(input.email));
  if (user.id === access.ownerId) throw new Conflict(CRM_MESSAGES.ownerIsManager);
  try {
    await ctx.db
      .insert(crmMembers)
      .values({ ownerId: access.ownerId, userId: user.id, role: input.role, createdAt: ctx.now() });
  } catch (err) {
    if (pgError(err)?.code === UNIQUE_VIOLATION) throw new Conflict(CRM_MESSAGES.alreadyMember);
    throw err;
  }
  return memberOf(ctx, user.id, input.role, false);
}

export async function setMemberRole(
  ctx: ServiceContext,
  access: CrmAccess,
  userId: string,
  role: CrmRole,
): Promise<CrmMember> {
  access.require('members.manage');
  if (userId === access.ownerId) throw new Conflict(CRM_MESSAGES.ownerIsManager);
  const [row] = await ctx.db
    .update(crmMembers)
    .set({ role })
    .where(and(eq(crmMembers.ownerId, access.ownerId), eq(crmMembers.userId, userId)))
    .returning({ userId: crmMembers.userId });
  if (!row) throw new NotFound(CRM_MESSAGES.memberNotFound);
  return memberOf(ctx, userId, role, false);
}

export async function removeMember(ctx: ServiceContext, access: CrmAccess, userId: string): Promise<void> {
  access.require('members.manage');
  if (userId === access.ownerId) throw new Conflict(CRM_MESSAGES.ownerIsManager);
  const [row] = await ctx.db
    .delete(crmMembers)
    .where(and(eq(crmMembers.ownerId, access.ownerId), eq(crmMembers.userId, userId)))
    .returning({ userId: crmMembers.userId });
  if (!row) throw new NotFound(CRM_MESSAGES.memberNotFound);
}
