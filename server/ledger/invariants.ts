import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { queryRows } from './db';

export interface LedgerAudit {
  /** Accounts below zero that may not be (the CHECK should make this impossible). */
  negativeBalances: number;
  /** Sum of every balance: always 0n in double entry (issuance is minus the supply). */
  total: bigint;
  /** Accounts whose balance differs from the replay of all transfers. */
  mismatchedAccounts: number;
  /** How many of the three checks failed: 0 when the ledger is sound. */
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
  const violations = Number(negativeBalances > 0) + Number(total !== 0n) + Number(mismatchedAccounts > 0);
  return { negativeBalances, total, mismatchedAccounts, violations };
}
