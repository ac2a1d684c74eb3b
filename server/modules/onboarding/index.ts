/** The onboarding module's public surface: its routes, and the tour status the offline assistant reads. */
export { ONBOARDING_WRITE_LIMIT, onboardingRoutes } from './routes';
export { getOnboardingStatus, type OnboardingContext } from './service';
