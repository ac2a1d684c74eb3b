/** GET /api/economy: the flows of AIZ between groups over a period, top earners and top agents, from the ledger. */
import {
  type Economy,
  type EconomyFlow,
  type EconomyGroup,
  type EconomyPeriod,
  PRIVATE_EARNER_LABEL,
} from '@common/schemas/economy';
import type { DbOrTx } from '../../db/client';
import { accountFlows, formatAiz, topAgentEarnings, topEarners } from '../../ledger';
import { publicEconomyNamesOf } from '../auth';
import { groupsOf } from './economy-groups';

const PERIOD_DAYS: Record<EconomyPeriod, number | null> = { '7d': 7, '30d': 30, '90d': 90, all: null };
const TOP = 10;
export const PRIVATE_AGENT_LABEL = 'An agent (private)';

export function periodStart(period: EconomyPeriod, now: Date): Date | null {
  const days = PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

export async function readEconomy(db: DbOrTx, period: EconomyPeriod, now: Date): Promise<Economy> {
  const since = periodStart(period, now);
  const range = { from: since, to: new Date(now.getTime() + 1) };
  const [rows, earners, agents] = await Promise.all([
    accountFlows(db, range),
    topEarners(db, range, TOP),
    topAgentEarnings(db, range, TOP),
  ]);
  const groups = new Map<string, EconomyGroup>();
  const flows = new Map<string, EconomyFlow & { base: bigint }>();
  let total = 0n;
  for (const row of rows) {
    const { from, to } = groupsOf(row);
    groups.set(from.id, from);
    groups.set(to.id, to);
    const key = `${from.id}\u0000${to.id}\u0000${row.kind}`;
    const flow = flows.get(key) ?? {
      from: from.id,
      to: to.id,
      kind: row.kind,
      amount: '0',
      amountBaseUnits: '0',
      transfers: 0,
      base: 0n,
    };
    flow.base += row.amount;
    flow.transfers += row.transfers;
    flows.set(key, flow);
    total += row.amount;
  }
  const people = await publicEconomyNamesOf(db, [
    ...earners.map((e) => e.userId),
    ...agents.map((a) => a.ownerUserId),
  ]);
  const nameOf = (id: string) => {
    const name = people.get(id);
    return name === undefined ? { name: PRIVATE_EARNER_LABEL, private: true } : { name, private: false };
  };
  return {
    period,
    since: since?.toISOString() ?? null,
    at: now.toISOString(),
    groups: [...groups.values()],
    flows: [...flows.values()]
      .sort((a, b) => (b.base > a.base ? 1 : b.base < a.base ? -1 : 0))
      .map(({ base, ...flow }) => ({ ...flow, amount: formatAiz(base), amountBaseUnits: base.toString() })),
    totalMoved: formatAiz(total),
    topEarners: earners.map((e) => {
      const who = nameOf(e.userId);
      return {
        name: who.name,
        private: who.private,
        earned: formatAiz(e.earned),
        earnedBaseUnits: e.earned.toString(),
        sales: e.sales,
        runs: e.runs,
      };
    }),
    topAgents: agents.map((a) => {
      const who = nameOf(a.ownerUserId);
      return {
        name: who.private ? PRIVATE_AGENT_LABEL : a.slug,
        source: a.source,
        creator: who.name,
        earned: formatAiz(a.earned),
        earnedBaseUnits: a.earned.toString(),
        transfers: a.transfers,
      };
    }),
  };
}
