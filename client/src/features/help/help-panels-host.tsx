/**
 * Renders the help surfaces that helpActions open: the onboarding tour (signed in), the welcome dialog
 * and the feedback dialog. Each is loaded on first need, so none of them weighs on a first page load.
 * Loaded and mounted once beside the routes by help-panels-loader.tsx, when one of them is first wanted.
 *
 * The welcome dialog shows on demand only (SPEC §4): Show Onboarding in the help menu, or a link with
 * `?welcome` (for signed-out visitors, e.g. from a campaign), which is removed from the address once
 * the dialog opens.
 */
import { STORAGE_KEYS } from '@common/constants';
import { Suspense, useEffect, useRef } from 'react';
import { useCurrentUser } from '@/features/auth';
import { LazyFeedbackDialog } from '@/features/feedback';
import { LazyOnboardingTour, LazyWelcomeDialog, type TourRouter } from '@/features/onboarding';
import { getHelpPanels, helpActions, useHelpPanels } from '@/lib/help-panels';
import { readStorage } from '@/lib/storage';
import { WELCOME_LINK_PARAM } from './welcome-link';

function useWelcomeLink(router: TourRouter) {
  useEffect(() => {
    const { pathname, search, hash } = router.state.location;
    const params = new URLSearchParams(search);
    if (!params.has(WELCOME_LINK_PARAM)) return;
    params.delete(WELCOME_LINK_PARAM);
    const rest = params.toString();
    void router.navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    helpActions.showOnboarding();
  }, [router]);
}

export function HelpPanels({ router }: { router: TourRouter }) {
  const { panel } = useHelpPanels();
  const { user } = useCurrentUser();
  useWelcomeLink(router);

  // The tour is the signed-in user's: signing out closes it, so the next user does not inherit it.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn && getHelpPanels().panel === 'tour') helpActions.close();
  }, [signedIn]);

  // Once needed, a panel stays mounted (closed) so it keeps its state and closing animates.
  const needed = useRef({ tour: false, welcome: false, feedback: false });
  if (user && (panel === 'tour' || !readStorage(STORAGE_KEYS.hasSeenOnboarding))) needed.current.tour = true;
  if (panel === 'welcome') needed.current.welcome = true;
  if (panel === 'feedback') needed.current.feedback = true;
  const email = user?.email ?? null;

  return (
    <Suspense fallback={null}>
      {user && needed.current.tour ? <LazyOnboardingTour key={user.id} router={router} /> : null}
      {needed.current.welcome ? (
        <LazyWelcomeDialog
          open={panel === 'welcome'}
          onClose={helpActions.close}
          signedInEmail={email}
          navigate={(path) => void router.navigate(path)}
        />
      ) : null}
      {needed.current.feedback ? (
        <LazyFeedbackDialog open={panel === 'feedback'} onClose={helpActions.close} userEmail={email} />
      ) : null}
    </Suspense>
  );
}
