import { describe, expect, it } from 'vitest';
import { PLATFORM_FEE_BPS } from '../schemas/deployments';
import { featureOfRoute, PLATFORM_FEE_PERCENT, PRODUCT_FEATURES, productFeature } from './features';
import { copyProblems, falseNotBuiltClaims, saysNotBuilt } from './truthful-copy';

describe('the feature list', () => {
  it('has unique ids, one line each, and no screen claimed twice', () => {
    expect(new Set(PRODUCT_FEATURES.map((f) => f.id)).size).toBe(PRODUCT_FEATURES.length);
    const routes = PRODUCT_FEATURES.flatMap((f) => f.routes);
    expect(new Set(routes).size).toBe(routes.length);
    for (const f of PRODUCT_FEATURES) {
      expect(f.description, f.id).toMatch(/^[A-Z].*\.$/);
      expect(f.description.length, f.id).toBeLessThanOrEqual(120);
      expect(f.description.includes('\n'), f.id).toBe(false);
    }
  });

  it('opens every working feature on a working screen, and describes none of them as unbuilt', () => {
    for (const f of PRODUCT_FEATURES.filter((x) => x.status === 'works')) {
      expect(f.opens === '/' || featureOfRoute(f.opens)?.status === 'works', f.id).toBe(true);
      expect(saysNotBuilt(f.description), f.id).toBe(false);
    }
  });

  it('states the platform fee the ledger takes', () => {
    expect(PLATFORM_FEE_PERCENT).toBe(PLATFORM_FEE_BPS / 100);
    expect(productFeature('pay-per-run').description).toContain(`${PLATFORM_FEE_PERCENT}% platform fee`);
  });

  it('finds the feature of a concrete path', () => {
    expect(featureOfRoute('/workflows/abc/runs/r1')?.id).toBe('workflows');
    expect(featureOfRoute('/community/threads/42')?.id).toBe('community');
    expect(featureOfRoute('/builder?workflow=w1')?.id).toBe('agent-builder');
    expect(featureOfRoute('/')).toBeUndefined();
  });
});

describe('truthful copy', () => {
  // Lines the product showed before issue 19, each calling something that works unbuilt.
  it.each([
    ['Visual builder Coming soon', 'canvas'],
    [
      'A visual canvas for agents and workflows, one-click deployment and a marketplace are on their way.',
      'canvas',
    ],
    ['Coming soon: put agents to work in a click, or sell them for AIZ.', 'deployments'],
    ['Paying for agents, earning from what you build and staking are not built yet.', 'pay-per-run'],
    ['The builder and the marketplace are not built yet.', 'canvas'],
    ['Deployment and these screens are still being built.', 'deployments'],
    ['Call it at /v1 once it is on its way.', 'openai-compatible'],
    ['Community is not built yet: there are no threads.', 'community'],
    ['Deploy a published version from Fleet. The forum is coming soon.', 'community'],
  ])('flags "%s"', (text, feature) => {
    expect(falseNotBuiltClaims(text).map((c) => c.feature)).toContain(feature);
  });

  it.each([
    'Teleportation is not built yet: there is no pad.',
    'You have not built anything yet.',
    'Deploy a published version from Fleet. Time travel is coming soon.',
  ])('accepts "%s"', (text) => {
    expect(falseNotBuiltClaims(text)).toEqual([]);
  });

  it('refuses any "not built" on a working screen', () => {
    expect(copyProblems('It is not built yet.', '/workflow-builder')).toHaveLength(1);
    expect(copyProblems('It is not built yet.', '/community')).toHaveLength(1);
    expect(copyProblems('It is not built yet.')).toEqual([]);
    expect(copyProblems('Describe the workflow in words.', '/workflow-builder')).toEqual([]);
  });
});
