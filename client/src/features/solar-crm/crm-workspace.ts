/**
 * Which CRM the page shows (the caller's own or one they were added to) and their role there. The page
 * provides it; every hook and button below reads it, so no component needs a prop for it.
 */
import type { CrmRole } from '@common/schemas/solar-crm-roles';
import { createContext, useContext } from 'react';

export interface CrmWorkspaceScope {
  /** The workspace owner's id; null for the caller's own (no `?workspace=`). */
  ownerId: string | null;
  role: CrmRole;
}

const CrmWorkspaceContext = createContext<CrmWorkspaceScope>({ ownerId: null, role: 'manager' });
export const CrmWorkspaceProvider = CrmWorkspaceContext.Provider;
export const useCrmWorkspace = () => useContext(CrmWorkspaceContext);

/** `/api/solar/crm<path>?workspace=…&…` of the defined, non-empty parameters. */
export function crmUrl(
  path: string,
  ownerId: string | null,
  params: Readonly<Record<string, string | number | undefined>> = {},
): string {
  const search = new URLSearchParams();
  if (ownerId) search.set('workspace', ownerId);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return `/api/solar/crm${path}${text ? `?${text}` : ''}`;
}
