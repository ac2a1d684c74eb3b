/** Where the tour is and where Next and Previous lead (SPEC §4): adjacent steps by order, nothing past the ends. */
import type { OnboardingStep } from '@common/schemas/onboarding';

export function orderedSteps(steps: readonly OnboardingStep[]): OnboardingStep[] {
  return [...steps].sort((a, b) => a.order - b.order);
}

/** The step before (-1) or after (+1) `currentId` by order; null at the ends or for an unknown id. */
export function adjacentStep(
  steps: readonly OnboardingStep[],
  currentId: string,
  direction: 1 | -1,
): OnboardingStep | null {
  const ordered = orderedSteps(steps);
  const index = ordered.findIndex((s) => s.id === currentId);
  if (index < 0) return null;
  return ordered[index + direction] ?? null;
}

export interface StepPosition {
  /** 1-based, for "Step n of N". */
  number: number;
  total: number;
  isFirst: boolean;
  isLast: boolean;
}

export function stepPosition(steps: readonly OnboardingStep[], currentId: string): StepPosition {
  const ordered = orderedSteps(steps);
  const index = Math.max(
    0,
    ordered.findIndex((s) => s.id === currentId),
  );
  return {
    number: index + 1,
    total: ordered.length,
    isFirst: index === 0,
    isLast: index === ordered.length - 1,
  };
}
