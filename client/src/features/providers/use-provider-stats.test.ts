import type { ProviderStat } from '@common/schemas/assistant';
import { describe, expect, it } from 'vitest';
import { moveProvider } from './use-provider-stats';

const p = (id: string, type: ProviderStat['type'] = 'openai') => ({ id, type }) as ProviderStat;

describe('moveProvider', () => {
  const list = [p('openai'), p('anthropic', 'anthropic'), p('google', 'google'), p('offline', 'offline')];

  it('swaps a provider with its neighbour; the offline assistant is not part of the order', () => {
    expect(moveProvider(list, 'anthropic', -1)).toEqual(['anthropic', 'openai', 'google']);
    expect(moveProvider(list, 'anthropic', 1)).toEqual(['openai', 'google', 'anthropic']);
  });

  it('does nothing past either end or for the offline assistant', () => {
    expect(moveProvider(list, 'openai', -1)).toBeNull();
    expect(moveProvider(list, 'google', 1)).toBeNull();
    expect(moveProvider(list, 'offline', -1)).toBeNull();
  });
});
