import { z } from 'zod';

/**
 * The CRM's roles (issue 24), checked on the server for every request (server/modules/solar/crm/access.ts).
 * A workspace is the installer account whose CRM it is: its owner is always a manager there; others join it
 * with one of these roles.
 *
 * - setter: books appointments. Sees and edits contacts, properties, tasks and notes; creates deals; moves
 *   deals only among the stages at or before the first stage a closer owns (the pipeline's "setter" stages).
 *   Sees only their own commissions.
 * - closer: runs the sale. Everything a setter does, plus every stage move, proposals, sending for signature,
 *   project milestones. Sees only their own commissions.
 * - manager: everything, plus members, pipelines and stages, commission plan, recording commissions and
 *   clawbacks, CSV import, webhooks, removing records, and every rep's numbers.
 */
export const CRM_ROLES = ['setter', 'closer', 'manager'] as const;
export type CrmRole = (typeof CRM_ROLES)[number];
export const crmRoleSchema = z.enum(CRM_ROLES, { error: 'The role is setter, closer or manager.' });

/** What each role may do: one table, read by the server's guard and the browser's buttons alike. */
export const CRM_PERMISSIONS = {
  'records.read': ['setter', 'closer', 'manager'],
  'records.write': ['setter', 'closer', 'manager'],
  'deals.move.setter-stages': ['setter', 'closer', 'manager'],
  'deals.move.any': ['closer', 'manager'],
  'proposals.write': ['closer', 'manager'],
  'signatures.send': ['closer', 'manager'],
  'projects.write': ['closer', 'manager'],
  'commissions.read.all': ['manager'],
  'commissions.record': ['manager'],
  'records.delete': ['manager'],
  'members.manage': ['manager'],
  'pipelines.manage': ['manager'],
  'settings.manage': ['manager'],
  'import.run': ['manager'],
  'webhooks.manage': ['manager'],
  'reports.read': ['closer', 'manager'],
} as const satisfies Record<string, readonly CrmRole[]>;
export type CrmPermission = keyof typeof CRM_PERMISSIONS;

export function crmCan(role: CrmRole, permission: CrmPermission): boolean {
  return (CRM_PERMISSIONS[permission] as readonly CrmRole[]).includes(role);
}

/** Which workspace a request is about: `?workspace=<owner id>`; absent means the caller's own. */
export const crmWorkspaceQuerySchema = z.object({
  workspace: z.uuid('That is not a workspace id.').optional(),
});

export const CRM_NOT_A_MEMBER = 'You are not a member of this CRM.';
export const crmRoleRequiredMessage = (permission: CrmPermission): string =>
  `Your role in this CRM cannot do this (it needs: ${CRM_PERMISSIONS[permission].join(' or ')}).`;
