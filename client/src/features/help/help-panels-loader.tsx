/**
 * What app.tsx mounts beside the routes: the help panels' host (help-panels-host.tsx, with the loaders of
 * the tour, the welcome dialog and the feedback dialog, and the onboarding code they share) is loaded only
 * once one of them is wanted: a panel opened from the help menu, a `?welcome` link, or a signed-in user who
 * has not seen the tour yet. A visitor who wants none of them loads none of it.
 */
import { STORAGE_KEYS } from '@common/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '@/features/auth';
import type { TourRouter } from '@/features/onboarding';
import { useHelpPanels } from '@/lib/help-panels';
import { readStorage } from '@/lib/storage';
import { hasWelcomeLink } from './welcome-link';

const HelpPanelsHost = lazy(() => import('./help-panels-host').then((m) => ({ default: m.HelpPanels })));

export function HelpPanels({ router }: { router: TourRouter }) {
  const { panel } = useHelpPanels();
  const { user } = useCurrentUser();
  const wanted =
    panel !== null ||
    hasWelcomeLink(router.state.location.search) ||
    (user !== null && !readStorage(STORAGE_KEYS.hasSeenOnboarding));
  // Once loaded, the host stays: it keeps its panels mounted so they keep their state and closing animates.
  const [loaded, setLoaded] = useState(wanted);
  useEffect(() => {
    if (wanted) setLoaded(true);
  }, [wanted]);
  if (!wanted && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <HelpPanelsHost router={router} />
    </Suspense>
  );
}
