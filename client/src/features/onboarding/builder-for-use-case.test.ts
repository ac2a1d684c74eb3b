import { describe, expect, it } from 'vitest';
import { SPEC_PATHS } from '@/test/spec-paths';
import { BUILDER_FOR_USE_CASE, builderForUseCase } from './builder-for-use-case';
import { DEFAULT_USE_CASE, USE_CASES } from './welcome-record';

describe('the builder for a use case', () => {
  it.each([
    ['ai-agents', '/builder'],
    ['automation', '/workflow-builder'],
    ['workflows', '/workflow-builder'],
    ['integration', '/workflow-builder'],
    ['experimentation', '/marketplace'],
  ])('%s goes to %s', (useCase, path) => {
    expect(builderForUseCase(useCase)).toBe(path);
  });

  it('has a destination for every use case of the select, each a route of SPEC §2', () => {
    expect(Object.keys(BUILDER_FOR_USE_CASE).sort()).toEqual(USE_CASES.map((u) => u.value).sort());
    for (const path of Object.values(BUILDER_FOR_USE_CASE)) expect(SPEC_PATHS).toContain(path);
  });

  it.each([DEFAULT_USE_CASE, '', 'toString', 'constructor'])(
    'sends "%s" (no choice, or anything unknown) to the Builder of the navigation',
    (useCase) => {
      expect(builderForUseCase(useCase)).toBe('/workflow-builder');
    },
  );
});
