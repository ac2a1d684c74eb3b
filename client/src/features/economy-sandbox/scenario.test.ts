import { economyPreset } from '@common/economy-sim';
import { describe, expect, it } from 'vitest';
import { checkScenario, scenarioFromSearch, scenarioSearch, valuesOfParams } from './scenario';

describe('a scenario in a link', () => {
  it('round-trips every parameter and the seed through the query string', () => {
    const params = {
      ...economyPreset('bear').params,
      seed: 4242,
      users: { ...economyPreset('bear').params.users, monthlyChurn: 0.137 },
    };
    const search = scenarioSearch(params);
    expect(search).toContain('seed=4242');
    expect(search).toContain('users.monthlyChurn=0.137');
    expect(search).toContain('emission.kind=linear');
    const restored = scenarioFromSearch(`?${search}`, valuesOfParams(economyPreset('launch').params));
    expect(restored).not.toBeNull();
    expect(checkScenario(restored!)).toEqual({ ok: true, params });
  });

  it('keeps the base for parameters the link leaves out, and ignores other keys', () => {
    const base = valuesOfParams(economyPreset('launch').params);
    const restored = scenarioFromSearch('seed=9&utm_source=mail', base)!;
    const check = checkScenario(restored);
    expect(check).toEqual({ ok: true, params: { ...economyPreset('launch').params, seed: 9 } });
    expect(scenarioFromSearch('utm_source=mail', base)).toBeNull();
  });

  it('puts each error of an edited link under its field', () => {
    const base = valuesOfParams(economyPreset('launch').params);
    const restored = scenarioFromSearch('users.monthlyChurn=2&packs.size=&emission.kind=cubic', base)!;
    const check = checkScenario(restored);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors['users.monthlyChurn']).toBe(
      'Monthly churn (users.monthlyChurn) must be between 0 and 0.9.',
    );
    expect(check.errors['packs.size']).toBe('Pack size (packs.size) must be a number.');
    expect(check.errors['emission.kind']).toContain('halving or linear');
  });
});
