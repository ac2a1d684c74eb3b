import type { OnboardingStep } from '@common/schemas/onboarding';
import { describe, expect, it } from 'vitest';
import { adjacentStep, stepPosition } from './tour-navigation';

const step = (id: string, order: number): OnboardingStep => ({
  id,
  order,
  title: id,
  description: '',
  route: '/',
  target: 'main h1',
});
// Deliberately out of order: order, not position in the list, decides.
const steps = [step('builder', 3), step('welcome', 1), step('marketplace', 2)];

describe('adjacentStep', () => {
  it('moves to the next and previous step by order', () => {
    expect(adjacentStep(steps, 'welcome', 1)?.id).toBe('marketplace');
    expect(adjacentStep(steps, 'marketplace', 1)?.id).toBe('builder');
    expect(adjacentStep(steps, 'builder', -1)?.id).toBe('marketplace');
  });

  it('does nothing at the ends or for an unknown step', () => {
    expect(adjacentStep(steps, 'welcome', -1)).toBeNull();
    expect(adjacentStep(steps, 'builder', 1)).toBeNull();
    expect(adjacentStep(steps, 'gone', 1)).toBeNull();
    expect(adjacentStep([], 'welcome', 1)).toBeNull();
  });
});

describe('stepPosition', () => {
  it('says which step of how many, and whether it is the first or last', () => {
    expect(stepPosition(steps, 'welcome')).toEqual({ number: 1, total: 3, isFirst: true, isLast: false });
    expect(stepPosition(steps, 'marketplace')).toEqual({
      number: 2,
      total: 3,
      isFirst: false,
      isLast: false,
    });
    expect(stepPosition(steps, 'builder')).toEqual({ number: 3, total: 3, isFirst: false, isLast: true });
  });
});
