import { featureOfRoute } from '@common/product/features';
import { copyProblems, saysNotBuilt } from '@common/product/truthful-copy';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from './steps';

describe('the tour', () => {
  it.each(ONBOARDING_STEPS.map((s) => [s.id, s] as const))(
    '%s calls nothing that works unbuilt, and says so of a page that is not built',
    (_, step) => {
      const text = `${step.title}. ${step.description}`;
      expect(copyProblems(text, step.route)).toEqual([]);
      if (featureOfRoute(step.route)?.status === 'not-built') expect(saysNotBuilt(text)).toBe(true);
    },
  );

  it('shows the builder and deploying on working pages', () => {
    const byId = new Map(ONBOARDING_STEPS.map((s) => [s.id, s]));
    expect(featureOfRoute(byId.get('builder')!.route)?.status).toBe('works');
    expect(featureOfRoute(byId.get('deploy')!.route)?.id).toBe('fleet');
    expect(byId.get('deploy')!.description).toMatch(/API keys/);
    expect(new Set(ONBOARDING_STEPS.map((s) => s.order)).size).toBe(ONBOARDING_STEPS.length);
  });
});
