/**
 * The economy's flows as the Sankey draws them: one band per pair of groups (kinds summed, named in
 * the band's title), values in whole AIZ as numbers for the drawing only (the table keeps exact strings).
 */
import type { Economy, EconomyGroup } from '@common/schemas/economy';
import { transferKindLabel } from '@common/schemas/tokens';
import type { SankeyLinkSpec, SankeyNodeSpec } from '@/components/charts';
import { formatAizAmount } from '@/lib/format';

const GROUP_COLORS: Record<EconomyGroup['type'], string> = {
  issuance: 'var(--muted-foreground)',
  system: 'var(--brand-from)',
  pool: 'var(--solar-from)',
  users: 'var(--brand-to)',
};

const CREATOR_COLOR = 'var(--success)';

/** Whole AIZ as a number, for sizes only: 18 decimals do not survive a float, and need not. */
export function aizNumber(baseUnits: string): number {
  return Number(BigInt(baseUnits) / 10n ** 12n) / 1e6;
}

/** Base units as an exact decimal string of AIZ ('25.5'). */
export function exactAiz(base: bigint): string {
  const unit = 10n ** 18n;
  const fraction = (base % unit).toString().padStart(18, '0').replace(/0+$/, '');
  return `${base / unit}${fraction ? `.${fraction}` : ''}`;
}

/** Minting moves the reserves once and dwarfs everything after it: the diagram leaves it out unless asked. */
export const MINTING_KIND = 'genesis';

export function sankeyOf(
  economy: Economy,
  options: { minting?: boolean } = {},
): { nodes: SankeyNodeSpec[]; links: SankeyLinkSpec[] } {
  const bands = new Map<string, { source: string; target: string; base: bigint; kinds: string[] }>();
  for (const flow of economy.flows) {
    if (!options.minting && flow.kind === MINTING_KIND) continue;
    const key = `${flow.from}>${flow.to}`;
    const band = bands.get(key) ?? { source: flow.from, target: flow.to, base: 0n, kinds: [] };
    band.base += BigInt(flow.amountBaseUnits);
    band.kinds.push(transferKindLabel(flow.kind));
    bands.set(key, band);
  }
  const label = new Map(economy.groups.map((g) => [g.id, g.label]));
  const nodes = economy.groups.map((g) => ({
    id: g.id,
    label: g.label,
    color: g.id === 'users:creators' ? CREATOR_COLOR : GROUP_COLORS[g.type],
  }));
  const links = [...bands.values()].map((b) => {
    const amount = formatAizAmount(exactAiz(b.base));
    return {
      source: b.source,
      target: b.target,
      value: aizNumber(b.base.toString()),
      title: `${label.get(b.source)} → ${label.get(b.target)}: ${amount} AIZ (${b.kinds.join(', ')})`,
    };
  });
  return { nodes, links };
}
