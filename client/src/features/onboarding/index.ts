/**
 * The onboarding feature's public surface: what other features may import. The tour and the welcome
 * dialog are exported lazily, so importing this file never pulls their code into a page's chunk.
 */
import { lazy } from 'react';

export { onboardingKeys } from './onboarding-api';
export { shownPercentage, useOnboardingStatus } from './onboarding-status';
export type { TourRouter } from './onboarding-tour';

export const LazyOnboardingTour = lazy(() =>
  import('./onboarding-tour').then((m) => ({ default: m.OnboardingTour })),
);
export const LazyWelcomeDialog = lazy(() =>
  import('./welcome-dialog').then((m) => ({ default: m.WelcomeDialog })),
);
