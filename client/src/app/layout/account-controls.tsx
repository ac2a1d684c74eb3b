import { STORAGE_KEYS } from '@common/constants';
import type { PublicUser } from '@common/schemas/auth';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthDialog } from '@/features/auth';
import { readStorage } from '@/lib/storage';

const loadSignedInControls = () => import('./signed-in-controls');
const SignedInControls = lazy(() => loadSignedInControls().then((m) => ({ default: m.SignedInControls })));
export const MobileAccountMenu = lazy(() =>
  loadSignedInControls().then((m) => ({ default: m.MobileAccountMenu })),
);

// A stored token means someone probably signed in here before: fetch their menus alongside the user.
if (typeof window !== 'undefined' && readStorage(STORAGE_KEYS.token)) void loadSignedInControls();

function ControlsPlaceholder() {
  return <Skeleton className="h-8 w-20 rounded-full" />;
}

type AccountControlsProps = { user: PublicUser | null; loading: boolean };

/** Right side of the navigation: Get Started when signed out; help, balance and avatar menus when signed in. */
export function AccountControls({ user, loading }: AccountControlsProps) {
  const { openAuthDialog, preloadAuthDialog } = useAuthDialog();
  // Shown as deferred values: when the user arrives before the signed-in menus' chunk, what was shown stays
  // until it has loaded, rather than a Suspense fallback. A fallback shown now would hold back the page's own
  // reveal (React shows suspended content at most every 300 ms after any fallback, page-wide): a canvas
  // whose chunk lands just after the user would wait for it.
  const shownUser = useDeferredValue(user);
  const shownLoading = useDeferredValue(loading);
  return (
    <Suspense fallback={<ControlsPlaceholder />}>
      {shownLoading ? (
        <ControlsPlaceholder />
      ) : shownUser ? (
        <SignedInControls user={shownUser} />
      ) : (
        <Button
          variant="brand"
          size="sm"
          className="text-sm"
          onClick={() => openAuthDialog()}
          onPointerEnter={preloadAuthDialog}
          onFocus={preloadAuthDialog}
        >
          Get Started
        </Button>
      )}
    </Suspense>
  );
}
