/**
 * The economy's figures straight from the transfers: AIZ moved over a period grouped by kind and by the
 * accounts on each side (people's accounts together as `user`), and the creators and agents that earned
 * most. Grouped reads over ledger_transfers; the economy module gives the groups their names.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from './db';

export interface AccountFlow {
  kind: string;
  /** A system or pool account id, or `user` for any person's account. */
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  /** A fee or refund paid for a hosted-agent run (metadata names a deployment) rather than a sale. */
  viaRun: boolean;
  amount: bigint;
  transfers: number;
}

/** A period: [from, to) when `from` is given; everything when it is null. */
export interface FlowPeriod {
  from: Date | null;
  to: Date;
}

const since = (p: FlowPeriod) =>
  p.from ? sql`created_at >= ${p.from.toISOString()} and created_at < ${p.to.toISOString()}` : sql`true`;

export async function accountFlows(db: DbOrTx, from: FlowPeriod): Promise<AccountFlow[]> {
  const rows = await queryRows<{
    kind: string;
    from_side: string;
    to_side: string;
    from_label: string;
    to_label: string;
    via_run: boolean;
    amount: string;
    transfers: number;
  }>(
    db,
    sql`
      select t.kind,
        case when fa.kind = 'user' then 'user' else fa.id end as from_side,
        case when ta.kind = 'user' then 'user' else ta.id end as to_side,
        case when fa.kind = 'user' then '' else fa.label end as from_label,
        case when ta.kind = 'user' then '' else ta.label end as to_label,
        coalesce(t.metadata ? 'deploymentId', false) as via_run,
        sum(t.amount)::text as amount, count(*)::int as transfers
      from (select * from ledger_transfers where ${since(from)}) t
      join ledger_accounts fa on fa.id = t.from_account
      join ledger_accounts ta on ta.id = t.to_account
      group by 1, 2, 3, 4, 5, 6
      order by sum(t.amount) desc`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    from: r.from_side,
    to: r.to_side,
    fromLabel: r.from_label,
    toLabel: r.to_label,
    viaRun: Boolean(r.via_run),
    amount: BigInt(r.amount),
    transfers: Number(r.transfers),
  }));
}

export interface EarnerRow {
  userId: string;
  earned: bigint;
  sales: number;
  runs: number;
}

/** People by what sales and hosted-agent runs paid them over the period, less refunds they gave back. */
export async function topEarners(db: DbOrTx, from: FlowPeriod, limit: number): Promise<EarnerRow[]> {
  const rows = await queryRows<{ user_id: string; earned: string; sales: number; runs: number }>(
    db,
    sql`
      with moves as (
        select to_account as account, amount,
          (kind = 'purchase')::int as sale, (kind = 'deployment_run')::int as run
        from ledger_transfers where kind in ('purchase', 'deployment_run') and ${since(from)}
        union all
        select from_account, -amount, 0, 0
        from ledger_transfers where kind = 'refund' and ${since(from)}
      )
      select a.user_id, sum(m.amount)::text as earned, sum(m.sale)::int as sales, sum(m.run)::int as runs
      from moves m join ledger_accounts a on a.id = m.account and a.kind = 'user'
      group by a.user_id
      having sum(m.amount) > 0
      order by sum(m.amount) desc, a.user_id
      limit ${limit}`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    earned: BigInt(r.earned),
    sales: Number(r.sales),
    runs: Number(r.runs),
  }));
}

export interface AgentEarningRow {
  source: 'marketplace' | 'deployment';
  /** The listing's or deployment's slug as the transfers recorded it. */
  slug: string;
  ownerUserId: string;
  earned: bigint;
  transfers: number;
}

/** Listings and deployments by what they paid their creator over the period, less refunds. */
export async function topAgentEarnings(
  db: DbOrTx,
  from: FlowPeriod,
  limit: number,
): Promise<AgentEarningRow[]> {
  const rows = await queryRows<{
    source: string;
    slug: string;
    user_id: string;
    earned: string;
    transfers: number;
  }>(
    db,
    sql`
      with moves as (
        select case when kind = 'deployment_run' then 'deployment' else 'marketplace' end as source,
          metadata->>'slug' as slug, to_account as account, amount, 1 as n
        from ledger_transfers
        where kind in ('purchase', 'deployment_run') and metadata ? 'slug' and ${since(from)}
        union all
        select 'marketplace', metadata->>'slug', from_account, -amount, 0
        from ledger_transfers where kind = 'refund' and metadata ? 'slug' and ${since(from)}
      )
      select m.source, m.slug, a.user_id, sum(m.amount)::text as earned, sum(m.n)::int as transfers
      from moves m join ledger_accounts a on a.id = m.account and a.kind = 'user'
      group by m.source, m.slug, a.user_id
      having sum(m.amount) > 0
      order by sum(m.amount) desc, m.slug
      limit ${limit}`,
  );
  return rows.map((r) => ({
    source: r.source === 'deployment' ? 'deployment' : 'marketplace',
    slug: r.slug,
    ownerUserId: r.user_id,
    earned: BigInt(r.earned),
    transfers: Number(r.transfers),
  }));
}
