/** The signed-in user's tour: state from useOnboardingTour, drawn by TourOverlay on each step's page. */

import { stepPosition } from '@common/onboarding/progress';
import { useEffect, useSyncExternalStore } from 'react';
import type { AppNavigator } from '@/lib/app-navigator';
import { TourOverlay } from './tour-overlay';
import { useOnboardingTour } from './use-onboarding-tour';

/** What the tour needs of the app's navigation (it is mounted beside the routes, not inside one). */
export type TourRouter = AppNavigator;

function usePathname(router: TourRouter): string {
  return useSyncExternalStore(
    (listener) => router.subscribe(() => listener()),
    () => router.state.location.pathname,
    () => router.state.location.pathname,
  );
}

export function OnboardingTour({ router }: { router: TourRouter }) {
  const tour = useOnboardingTour();
  const pathname = usePathname(router);
  const step = tour.open ? tour.currentStep : null;

  // Each step is shown on its own page: go there when the tour opens or moves.
  useEffect(() => {
    if (step && router.state.location.pathname !== step.route) void router.navigate(step.route);
  }, [step, router]);

  if (!step || !tour.data) return null;
  return (
    <TourOverlay
      step={step}
      position={stepPosition(tour.data.steps, step.id)}
      percentage={tour.data.percentage}
      pending={tour.pending}
      dimPage={tour.dimPage}
      onStepPage={pathname === step.route}
      onNext={tour.next}
      onPrevious={tour.previous}
      onCompleteStep={tour.completeStep}
      onFinish={tour.finish}
      onSkip={tour.skip}
      onClose={tour.close}
      onDimPageChange={tour.setDimPage}
    />
  );
}
