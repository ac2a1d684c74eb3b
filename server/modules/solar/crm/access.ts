/**
 * Who may do what in a CRM workspace. Every CRM route calls crmAccess() first: it resolves the workspace
 * (the caller's own, or one they were added to) and their role there, and require() refuses with 403 when
 * the role lacks the permission (common/schemas/solar-crm-roles.ts holds the table).
 */
import {
  CRM_NOT_A_MEMBER,
  type CrmPermission,
  type CrmRole,
  crmCan,
  crmRoleRequiredMessage,
} from '@common/schemas/solar-crm-roles';
import { and, eq } from 'drizzle-orm';
import { crmMembers } from '../../../db/schema/solar-crm';
import { Forbidden } from '../../../lib/errors';
import type { SignedInContext } from '../../../service-context';

export interface CrmAccess {
  /** The workspace: the installer account whose CRM this is. Every row read or written has this owner_id. */
  ownerId: string;
  /** The caller. */
  userId: string;
  role: CrmRole;
  can(permission: CrmPermission): boolean;
  /** Throws 403 with the roles that may, when the caller's role may not. */
  require(permission: CrmPermission): void;
}

export function accessFor(ownerId: string, userId: string, role: CrmRole): CrmAccess {
  return {
    ownerId,
    userId,
    role,
    can: (permission) => crmCan(role, permission),
    require(permission) {
      if (!crmCan(role, permission)) throw new Forbidden(crmRoleRequiredMessage(permission));
    },
  };
}

/** The caller's access to a workspace (their own when `workspace` is absent); 403 when not a member. */
export async function crmAccess(ctx: SignedInContext, workspace?: string): Promise<CrmAccess> {
  const ownerId = workspace ?? ctx.user.id;
  if (ownerId === ctx.user.id) return accessFor(ownerId, ctx.user.id, 'manager');
  const [row] = await ctx.db
    .select({ role: crmMembers.role })
    .from(crmMembers)
    .where(and(eq(crmMembers.ownerId, ownerId), eq(crmMembers.userId, ctx.user.id)))
    .limit(1);
  if (!row) throw new Forbidden(CRM_NOT_A_MEMBER);
  return accessFor(ownerId, ctx.user.id, row.role);
}
