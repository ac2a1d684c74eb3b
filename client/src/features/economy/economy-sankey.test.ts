import type { Economy } from '@common/schemas/economy';
import { describe, expect, it } from 'vitest';
import { aizNumber, exactAiz, sankeyOf } from './economy-sankey';

const unit = 10n ** 18n;
const flow = (from: string, to: string, kind: string, whole: bigint) => ({
  from,
  to,
  kind,
  amount: String(whole),
  amountBaseUnits: String(whole * unit),
  transfers: 1,
});

const economy: Economy = {
  period: 'all',
  since: null,
  at: '2026-01-01T00:00:00.000Z',
  groups: [
    { id: 'system:issuance', label: 'AIZ issuance', type: 'issuance' },
    { id: 'system:treasury', label: 'Treasury', type: 'system' },
    { id: 'users:buyers', label: 'Buyers', type: 'users' },
    { id: 'system:platform-fees', label: 'Platform fees', type: 'system' },
    { id: 'users:creators', label: 'Creators', type: 'users' },
  ],
  flows: [
    flow('system:issuance', 'system:treasury', 'genesis', 1_000_000n),
    flow('users:buyers', 'users:creators', 'purchase', 95n),
    flow('users:buyers', 'system:platform-fees', 'platform_fee', 5n),
    flow('users:buyers', 'users:creators', 'transfer', 10n),
  ],
  totalMoved: '1000110',
  topEarners: [],
  topAgents: [],
};

describe('sankeyOf', () => {
  it('draws one band per pair of groups, kinds summed and named, minting left out by default', () => {
    const { links, nodes } = sankeyOf(economy);
    expect(links.map((l) => [l.source, l.target, l.value])).toEqual([
      ['users:buyers', 'users:creators', 105],
      ['users:buyers', 'system:platform-fees', 5],
    ]);
    expect(links[0]?.title).toBe('Buyers → Creators: 105 AIZ (Marketplace purchase, Sent between people)');
    expect(nodes.find((n) => n.id === 'users:creators')?.color).toBe('var(--success)');
  });

  it('includes minting when asked', () => {
    const { links } = sankeyOf(economy, { minting: true });
    expect(links[0]).toMatchObject({
      source: 'system:issuance',
      target: 'system:treasury',
      value: 1_000_000,
    });
  });

  it('turns base units into whole AIZ for sizes, to a millionth', () => {
    expect(aizNumber('12500000000000000000')).toBe(12.5);
    expect(aizNumber('1')).toBe(0);
    expect(exactAiz(25n * 10n ** 18n + 5n * 10n ** 17n)).toBe('25.5');
    expect(exactAiz(1n)).toBe('0.000000000000000001');
  });
});
