import { WifiOff } from 'lucide-react';
import { useOnline } from './use-online';

/**
 * Offline, the service worker still serves the app from its cache, so pages open but nothing new can
 * be loaded or saved. Say so, under the navigation; it goes away by itself once the connection is back.
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="border-amber-500/30 border-b bg-amber-500/10 text-sm">
      <p className="mx-auto flex w-full max-w-7xl items-start gap-2 px-4 py-2 sm:px-6 lg:px-8">
        <WifiOff className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        <span>
          <strong className="font-medium">You are offline.</strong> This page comes from your device; what
          needs the server will work again once you are back online.
        </span>
      </p>
    </div>
  );
}
