import { describe, expect, it } from 'vitest';
import type { OnboardingStep } from '../schemas/onboarding';
import {
  adjacentStep,
  orderedSteps,
  progressPercentage,
  stepAfter,
  stepPosition,
  tourPercentage,
} from './progress';

const step = (id: string, order: number): OnboardingStep => ({
  id,
  order,
  title: id,
  description: '',
  route: '/',
  target: 'main h1',
});
const steps = [step('c', 3), step('a', 1), step('b', 2)];

describe('orderedSteps', () => {
  it('sorts by order without touching the input', () => {
    expect(orderedSteps(steps).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(steps.map((s) => s.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('adjacentStep and stepAfter', () => {
  it('move by order and stop at the ends', () => {
    expect(adjacentStep(steps, 'a', 1)?.id).toBe('b');
    expect(adjacentStep(steps, 'b', -1)?.id).toBe('a');
    expect(adjacentStep(steps, 'a', -1)).toBeNull();
    expect(adjacentStep(steps, 'c', 1)).toBeNull();
    expect(adjacentStep(steps, 'gone', 1)).toBeNull();
    expect(stepAfter(steps, 'b')?.id).toBe('c');
    expect(stepAfter(steps, 'c')).toBeNull();
  });
});

describe('stepPosition', () => {
  it('numbers from 1 and knows the ends; an unknown id reads as the first step', () => {
    expect(stepPosition(steps, 'b')).toEqual({ number: 2, total: 3, isFirst: false, isLast: false });
    expect(stepPosition(steps, 'c')).toMatchObject({ number: 3, isLast: true });
    expect(stepPosition(steps, 'gone')).toMatchObject({ number: 1, isFirst: true });
  });
});

describe('progressPercentage', () => {
  it('counts completed steps of this tour only, once each', () => {
    expect(progressPercentage([], steps)).toBe(0);
    expect(progressPercentage(['a'], steps)).toBe(33);
    expect(progressPercentage(['a', 'b'], steps)).toBe(67);
    expect(progressPercentage(['a', 'a', 'gone'], steps)).toBe(33);
    expect(progressPercentage(['a'], [])).toBe(0);
  });
});

describe('tourPercentage', () => {
  const at = (currentStepId: string, completedSteps: string[] = [], is_completed = false) => ({
    currentStepId,
    completedSteps,
    is_completed,
  });

  it('counts the steps passed with Next, not only the completed ones', () => {
    expect(tourPercentage(at('a'), steps)).toBe(0);
    expect(tourPercentage(at('b'), steps)).toBe(33);
    expect(tourPercentage(at('c'), steps)).toBe(67);
  });

  it('adds completed steps ahead of the current one, once each', () => {
    expect(tourPercentage(at('a', ['a']), steps)).toBe(33);
    expect(tourPercentage(at('a', ['c']), steps)).toBe(33);
    expect(tourPercentage(at('b', ['a', 'b']), steps)).toBe(67);
  });

  it('is 100 for a completed tour and 0 for an empty one', () => {
    expect(tourPercentage(at('a', [], true), steps)).toBe(100);
    expect(tourPercentage(at('a'), [])).toBe(0);
  });
});
