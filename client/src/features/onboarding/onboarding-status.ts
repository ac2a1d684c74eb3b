/**
 * The status query both the tour and the dashboard's onboarding card read (one cache entry, so the two
 * never disagree), and the pure updates the tour's mutations write into it.
 */
import { orderedSteps, progressPercentage, tourPercentage } from '@common/onboarding/progress';
import type { OnboardingProgress, OnboardingStatus, OnboardingStep } from '@common/schemas/onboarding';
import { useQuery } from '@tanstack/react-query';
import { fetchOnboardingStatus, onboardingKeys } from './onboarding-api';

/** `enabled: false` reads only what is cached (the tour does so once it has been seen). */
export function useOnboardingStatus({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: onboardingKeys.status(), queryFn: fetchOnboardingStatus, enabled });
}

/** The status answer the server would give for `progress` (initialise and restart answer less). */
export function statusFrom(progress: OnboardingProgress, steps: OnboardingStep[]): OnboardingStatus {
  const ordered = orderedSteps(steps);
  return {
    progress,
    steps: ordered,
    currentStep: ordered.find((s) => s.id === progress.currentStepId) ?? null,
    progressPercentage: progressPercentage(progress.completedSteps, ordered),
  };
}

export function withProgress(status: OnboardingStatus, progress: OnboardingProgress): OnboardingStatus {
  return statusFrom(progress, status.steps);
}

/** The bars' percentage (tour overlay and dashboard card alike): how far through the tour the person is. */
export function shownPercentage(status: OnboardingStatus): number {
  return tourPercentage(status.progress, status.steps);
}
