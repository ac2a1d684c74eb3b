/**
 * The pure rules of tour progress, for server and client alike: step order, where Next and Previous
 * lead, and the percentages. No I/O; unit-tested directly.
 */
import type { OnboardingProgress, OnboardingStep } from '../schemas/onboarding';

export function orderedSteps(steps: readonly OnboardingStep[]): OnboardingStep[] {
  return [...steps].sort((a, b) => a.order - b.order);
}

/** The step before (-1) or after (+1) `stepId` by order; null at the ends or for an unknown id. */
export function adjacentStep(
  steps: readonly OnboardingStep[],
  stepId: string,
  direction: 1 | -1,
): OnboardingStep | null {
  const ordered = orderedSteps(steps);
  const index = ordered.findIndex((s) => s.id === stepId);
  return index < 0 ? null : (ordered[index + direction] ?? null);
}

/** The step after `stepId` by order, or null at the end (or for an unknown id). */
export function stepAfter(steps: readonly OnboardingStep[], stepId: string): OnboardingStep | null {
  return adjacentStep(steps, stepId, 1);
}

export interface StepPosition {
  /** 1-based, for "Step n of N". */
  number: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
}

/** Where `stepId` stands in the tour; an unknown id reads as the first step. */
export function stepPosition(steps: readonly OnboardingStep[], stepId: string): StepPosition {
  const ordered = orderedSteps(steps);
  const index = Math.max(
    0,
    ordered.findIndex((s) => s.id === stepId),
  );
  return {
    number: index + 1,
    total: ordered.length,
    isFirst: index === 0,
    isLast: index === ordered.length - 1,
  };
}

const percentOf = (count: number, total: number) => (total === 0 ? 0 : Math.round((count / total) * 100));

/** Completed steps over all steps, as a whole percentage. Ids of steps no longer in the tour don't count. */
export function progressPercentage(
  completedSteps: readonly string[],
  steps: readonly OnboardingStep[],
): number {
  const done = new Set(completedSteps);
  return percentOf(steps.filter((s) => done.has(s.id)).length, steps.length);
}

/**
 * How far through the tour the person is, for the progress bars: the steps completed plus the steps
 * already passed on the way to the current one (Next records a step as seen, not completed, so counting
 * completions alone reads 0% on every step of a tour walked with Next). A completed tour is 100%.
 */
export function tourPercentage(
  progress: Pick<OnboardingProgress, 'completedSteps' | 'currentStepId' | 'is_completed'>,
  steps: readonly OnboardingStep[],
): number {
  if (progress.is_completed) return 100;
  const ordered = orderedSteps(steps);
  const current = ordered.findIndex((s) => s.id === progress.currentStepId);
  const done = new Set(progress.completedSteps);
  const reached = ordered.filter((s, index) => index < current || done.has(s.id)).length;
  return percentOf(reached, ordered.length);
}
