/**
 * Which help surface is open: the onboarding tour, the welcome dialog or the feedback dialog. The
 * navigation's help menu and the dashboard call the actions; features/help renders the panels and the
 * onboarding tour reads them. A tiny external store in lib/ so no feature imports another for it (it
 * used to live in features/help, which made help and onboarding import each other).
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
