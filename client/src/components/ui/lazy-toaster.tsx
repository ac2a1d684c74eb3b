import { lazy, Suspense, useRef } from 'react';
import { useToast } from './use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the Radix toaster when the first toast appears, keeping it out of the first page's JavaScript. */
export function LazyToaster() {
  const { toasts } = useToast();
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
