import { SERVICE_WORKER_RELOAD_DELAY_MS } from '@common/constants';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers /sw.js and applies updates (SPEC §4): a newly installed worker is told to skip waiting,
 * and once it takes control the page reloads after SERVICE_WORKER_RELOAD_DELAY_MS.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer): Promise<void> {
  // A first install is not an update: only reload when a worker already controlled this page.
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    setTimeout(() => window.location.reload(), SERVICE_WORKER_RELOAD_DELAY_MS);
  });

  const registration = await container.register(SERVICE_WORKER_URL);
  // An update installed during an earlier visit may still be waiting.
  if (registration.waiting && container.controller)
    registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) {
        (registration.waiting ?? installing).postMessage({ type: 'SKIP_WAITING' });
      }
    });
  });
}

/** Production builds only, after the load event so it never competes with the first render. */
export function setupServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    registerServiceWorker(navigator.serviceWorker).catch(() => {
      // Offline support is an enhancement; the app works without it.
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
