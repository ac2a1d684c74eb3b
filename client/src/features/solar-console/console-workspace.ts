/** The CRM workspace the console works in (the owner's id and the caller's role there), for every hook. */
import type { CrmRole } from '@common/schemas/solar-crm-roles';
import { createContext, useContext } from 'react';

export interface ConsoleWorkspace {
  ownerId: string;
  role: CrmRole;
  /** The caller's own CRM: only then are Solara's leads (transcripts, bookings) theirs to read. */
  own: boolean;
}

const WorkspaceContext = createContext<ConsoleWorkspace | null>(null);
export const ConsoleWorkspaceProvider = WorkspaceContext.Provider;

export function useConsoleWorkspace(): ConsoleWorkspace {
  const ws = useContext(WorkspaceContext);
  if (!ws) throw new Error('useConsoleWorkspace needs a ConsoleWorkspaceProvider.');
  return ws;
}
