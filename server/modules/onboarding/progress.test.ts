import { describe, expect, it } from 'vitest';
import { progressPercentage, sortedSteps, stepAfter } from './progress';
import { ONBOARDING_STEPS } from './steps';

const step = (id: string, order: number) => ({
  id,
  order,
  title: id,
  description: '',
  route: '/',
  target: 'main h1',
});
const steps = [step('c', 3), step('a', 1), step('b', 2)];

describe('progressPercentage', () => {
  it('is completed over total, rounded', () => {
    expect(progressPercentage([], steps)).toBe(0);
    expect(progressPercentage(['a'], steps)).toBe(33);
    expect(progressPercentage(['a', 'b'], steps)).toBe(67);
    expect(progressPercentage(['c', 'a', 'b'], steps)).toBe(100);
  });

  it('ignores ids that are not steps and counts duplicates once', () => {
    expect(progressPercentage(['a', 'a', 'gone'], steps)).toBe(33);
    expect(progressPercentage(['a'], [])).toBe(0);
  });
});

describe('stepAfter', () => {
  it('follows the order field, not the array order', () => {
    expect(sortedSteps(steps).map((s) => s.id)).toEqual(['a', 'b', 'c']);
    expect(stepAfter(steps, 'a')?.id).toBe('b');
    expect(stepAfter(steps, 'b')?.id).toBe('c');
  });

  it('is null at the end and for unknown ids', () => {
    expect(stepAfter(steps, 'c')).toBeNull();
    expect(stepAfter(steps, 'nope')).toBeNull();
  });
});

describe('the tour', () => {
  it('has unique ids and orders, each with a route and a target', () => {
    expect(new Set(ONBOARDING_STEPS.map((s) => s.id)).size).toBe(ONBOARDING_STEPS.length);
    expect(new Set(ONBOARDING_STEPS.map((s) => s.order)).size).toBe(ONBOARDING_STEPS.length);
    for (const s of ONBOARDING_STEPS) {
      expect(s.route.startsWith('/'), s.id).toBe(true);
      expect(s.target.length, s.id).toBeGreaterThan(0);
    }
  });
});
