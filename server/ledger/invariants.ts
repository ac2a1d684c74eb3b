import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { SYSTEM_ACCOUNTS } from './accounts';
import { queryRows } from './db';

export interface LedgerAudit {
  /** Accounts below zero that may not be (the CHECK should make this impossible). */
  negativeBalances: number;
  /** Sum of every balance: always 0n in double entry (issuance is minus the supply). */
  total: bigint;
  /** Accounts whose balance differs from the replay of all transfers. */
  mismatchedAccounts: number;
  /**
   * Staking rewards paid out (claims and compounds from `pool:staking-rewards`) plus everything stakers are
   * owed, counting what accrues until the running period ends at today's stakes, less everything funded
   * into that pool: never above 0n. Reported as 0n when it holds, else by how much it is exceeded.
   */
  stakingRewardsExcess: bigint;
  /** How many of the four checks failed: 0 when the ledger is sound. */
  violations: number;
}

/** Checks the ledger's invariants against the whole database. For tests, benchmarks and a reconciliation job. */
export async function auditLedger(db: DbOrTx): Promise<LedgerAudit> {
  const [row] = await queryRows<{ negative: number; total: string; mismatched: number }>(
    db,
    sql`
      with replay as (
        select account, sum(delta) as balance from (
          select from_account as account, -amount as delta from ledger_transfers
          union all
          select to_account, amount from ledger_transfers
        ) moves group by account
      )
      select
        (select count(*)::int from ledger_accounts where balance < 0 and not allow_negative) as negative,
        (select coalesce(sum(balance), 0)::text from ledger_accounts) as total,
        (select count(*)::int from ledger_accounts a left join replay r on r.account = a.id
          where a.balance <> coalesce(r.balance, 0)) as mismatched`,
  );
  const negativeBalances = row?.negative ?? 0;
  const total = BigInt(row?.total ?? '0');
  const mismatchedAccounts = row?.mismatched ?? 0;
  const stakingRewardsExcess = await stakingRewardsOverFunded(db);
  const violations =
    Number(negativeBalances > 0) +
    Number(total !== 0n) +
    Number(mismatchedAccounts > 0) +
    Number(stakingRewardsExcess > 0n);
  return { negativeBalances, total, mismatchedAccounts, stakingRewardsExcess, violations };
}

/**
 * Rewards can never exceed the funded pool: paid + owed <= funded. Funded and paid are the ledger's own
 * transfers into and out of `pool:staking-rewards`; owed is read from the staking module's accounting
 * (server/db/schema/staking.ts), each staker's settled rewards plus what their weighted stake accrues
 * until the period's end (the same rounded-down integer maths as server/modules/staking/accrual.ts).
 */
async function stakingRewardsOverFunded(db: DbOrTx): Promise<bigint> {
  const pool = SYSTEM_ACCOUNTS.stakingRewards.id;
  const [row] = await queryRows<{ excess: string }>(
    db,
    sql`
      with state as (
        select s.reward_per_token + case
          when s.total_weighted > 0 and s.period_finish > s.last_update
          then div((s.period_finish - s.last_update)::numeric * s.reward_rate * 1000000000000000000, s.total_weighted)
          else 0 end as rpt_end
        from staking_state s where s.id = 1
      ), owed as (
        select coalesce(sum(div(k.weighted * (st.rpt_end - k.reward_per_token_paid), 1000000000000000000)
          + k.rewards_owed), 0) as owed
        from staking_stakers k cross join state st
      ), moves as (
        select
          coalesce(sum(amount) filter (where to_account = ${pool}), 0) as funded,
          coalesce(sum(amount) filter (where from_account = ${pool}), 0) as paid
        from ledger_transfers where ${pool} in (to_account, from_account)
      )
      select greatest(m.paid + o.owed - m.funded, 0)::text as excess from moves m cross join owed o`,
  );
  return BigInt(row?.excess ?? '0');
}
