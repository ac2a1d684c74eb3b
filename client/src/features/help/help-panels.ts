/**
 * Which help surface is open: the onboarding tour, the welcome dialog or the feedback dialog. The
 * navigation's help menu calls the actions; the features render the panels. A tiny external store so
 * neither side imports the other's components.
 */
import { useSyncExternalStore } from 'react';

export type HelpPanel = 'tour' | 'welcome' | 'feedback' | null;

interface HelpState {
  panel: HelpPanel;
  /** Increments on every "Take Tour", so the tour can restart even when already open. */
  tourRequests: number;
}

let state: HelpState = { panel: null, tourRequests: 0 };
const listeners = new Set<() => void>();

function set(next: HelpState) {
  state = next;
  for (const listener of listeners) listener();
}

export const helpActions = {
  takeTour: () => set({ panel: 'tour', tourRequests: state.tourRequests + 1 }),
  /** Shows the tour where the user left it, without restarting (the automatic first display). */
  resumeTour: () => set({ ...state, panel: 'tour' }),
  showOnboarding: () => set({ ...state, panel: 'welcome' }),
  sendFeedback: () => set({ ...state, panel: 'feedback' }),
  close: () => set({ ...state, panel: null }),
};

export function getHelpPanels(): HelpState {
  return state;
}

export function useHelpPanels(): HelpState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
