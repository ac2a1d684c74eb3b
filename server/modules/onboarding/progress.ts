/** Pure rules of tour progress: percentage and order. No I/O; unit-tested directly. */
import type { OnboardingStep } from '@common/schemas/onboarding';

/** Completed steps over all steps, as a whole percentage. Ids of steps no longer in the tour don't count. */
export function progressPercentage(
  completedSteps: readonly string[],
  steps: readonly OnboardingStep[],
): number {
  if (steps.length === 0) return 0;
  const done = new Set(completedSteps);
  const count = steps.filter((s) => done.has(s.id)).length;
  return Math.round((count / steps.length) * 100);
}

export function sortedSteps(steps: readonly OnboardingStep[]): OnboardingStep[] {
  return [...steps].sort((a, b) => a.order - b.order);
}

/** The step after `stepId` by order, or null at the end (or for an unknown id). */
export function stepAfter(steps: readonly OnboardingStep[], stepId: string): OnboardingStep | null {
  const ordered = sortedSteps(steps);
  const index = ordered.findIndex((s) => s.id === stepId);
  return index < 0 ? null : (ordered[index + 1] ?? null);
}
