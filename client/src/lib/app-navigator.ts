/**
 * The app's navigation for the parts mounted beside the routes (the assistant, the help panels, the tour):
 * where the app is and a way to go elsewhere, as a tiny external store that `NavigatorSync`, rendered
 * inside the router, keeps current. The app uses React Router's declarative router, not the data router
 * (whose code the first page would carry for nothing), so there is no router object to hand them.
 */
import { useLayoutEffect } from 'react';
import { type Location, type NavigateFunction, type To, useLocation, useNavigate } from 'react-router';

export interface AppNavigator {
  readonly state: { readonly location: Location };
  navigate(to: To, options?: { replace?: boolean }): void | Promise<void>;
  /** Calls `listener` after every change of location; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The navigator with the hook `NavigatorSync` feeds it through. */
export interface SyncedNavigator extends AppNavigator {
  sync(location: Location, navigate: NavigateFunction): void;
}

/** A navigator at the current address; it navigates once `NavigatorSync` has mounted with it. */
export function createAppNavigator(initial: Location = locationOfWindow()): SyncedNavigator {
  const listeners = new Set<() => void>();
  let go: NavigateFunction | null = null;
  let state = { location: initial };
  return {
    get state() {
      return state;
    },
    navigate: (to, options) => void go?.(to, options),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync(location, navigate) {
      go = navigate;
      if (state.location === location) return;
      state = { location };
      for (const listener of listeners) listener();
    },
  };
}

function locationOfWindow(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

/** Rendered once inside the router: keeps `navigator` at the router's location. */
export function NavigatorSync({ navigator }: { navigator: SyncedNavigator }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => navigator.sync(location, navigate), [navigator, location, navigate]);
  return null;
}
