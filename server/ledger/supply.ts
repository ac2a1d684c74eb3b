/**
 * Where the minted AIZ is: the balance of every system and pool account (read generically, so a pool
 * added later shows without a change here), all people's accounts together, and what creators and the
 * platform have received over all time. Double entry makes the holders add up to the minted supply.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { SYSTEM_ACCOUNTS } from './accounts';
import { queryRows } from './db';

/** Transfers that pay a creator, and the one that takes a payment back. */
export const CREATOR_EARNING_KINDS = ['purchase', 'deployment_run'] as const;
export const CREATOR_REFUND_KIND = 'refund';

export interface SupplyAccount {
  id: string;
  kind: 'system' | 'pool';
  label: string;
  balance: bigint;
}

export interface LedgerSupply {
  /** Minus the balance of system:issuance. */
  issued: bigint;
  /** Every system and pool account but issuance. */
  accounts: SupplyAccount[];
  /** The sum of people's balances, and how many hold more than 0. */
  users: { balance: bigint; holders: number };
  creatorsEarnings: bigint;
  platformFeesCollected: bigint;
}

export async function getLedgerSupply(db: DbOrTx): Promise<LedgerSupply> {
  const accounts = await queryRows<{ id: string; kind: string; label: string; balance: string }>(
    db,
    sql`select id, kind, label, balance::text as balance from ledger_accounts
        where kind not in ('user', 'agent')
        union all
        select 'agent:*', 'pool', 'Agent wallets', sum(balance)::text from ledger_accounts
        where kind = 'agent' having count(*) > 0
        order by balance desc, id`,
  );
  const [users] = await queryRows<{ balance: string; holders: number }>(
    db,
    sql`select coalesce(sum(balance), 0)::text as balance, count(*) filter (where balance > 0)::int as holders
        from ledger_accounts where kind = 'user'`,
  );
  const [totals] = await queryRows<{ earned: string; fees: string }>(
    db,
    sql`select
          coalesce(sum(case when kind in ('purchase', 'deployment_run') then amount
                            when kind = 'refund' then -amount else 0 end), 0)::text as earned,
          coalesce(sum(case when to_account = ${SYSTEM_ACCOUNTS.platformFees.id} then amount
                            when from_account = ${SYSTEM_ACCOUNTS.platformFees.id} then -amount else 0 end), 0)::text as fees
        from ledger_transfers
        where kind in ('purchase', 'deployment_run', 'refund')
           or to_account = ${SYSTEM_ACCOUNTS.platformFees.id}
           or from_account = ${SYSTEM_ACCOUNTS.platformFees.id}`,
  );
  const issuance = accounts.find((a) => a.id === SYSTEM_ACCOUNTS.issuance.id);
  return {
    issued: issuance ? -BigInt(issuance.balance) : 0n,
    accounts: accounts
      .filter((a) => a.id !== SYSTEM_ACCOUNTS.issuance.id)
      .map((a) => ({
        id: a.id,
        kind: a.kind === 'pool' ? 'pool' : 'system',
        label: a.label,
        balance: BigInt(a.balance),
      })),
    users: { balance: BigInt(users?.balance ?? '0'), holders: users?.holders ?? 0 },
    creatorsEarnings: BigInt(totals?.earned ?? '0'),
    platformFeesCollected: BigInt(totals?.fees ?? '0'),
  };
}
