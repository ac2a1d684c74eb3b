/**
 * What a person may withdraw to a chain: their balance less the part of the signup bonus they have not
 * spent. The bonus counts as spent first: every AIZ that left the account for good, to any counterparty
 * but the bridge, used up bonus before earnings. "For good" is per counterparty, net: AIZ staked and
 * unstaked (out to pool:staking and back) or paid and refunded spent nothing. Withdrawals and deposits
 * (`bridge:*`) never spend the bonus: withdrawn AIZ is by construction not bonus. Example: a 1,000 AIZ
 * bonus, 300 paid for a pack of templates, 500 earned from sales: 700 of the bonus is unspent and
 * 1,200 − 700 = 500 is withdrawable.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { BRIDGE_ACCOUNT_PREFIX, SYSTEM_ACCOUNTS, userAccountId } from './accounts';
import { queryRows } from './db';

export interface Withdrawable {
  balance: bigint;
  /** Signup bonus received and not spent yet (never more than the balance). */
  bonusUnspent: bigint;
  withdrawable: bigint;
}

export async function getWithdrawable(db: DbOrTx, userId: string): Promise<Withdrawable> {
  const account = userAccountId(userId);
  const bonusPool = SYSTEM_ACCOUNTS.signupBonusPool.id;
  const [row] = await queryRows<{ balance: string | null; bonus: string | null; spent: string | null }>(
    db,
    sql`
      with flows as (
        select case when from_account = ${account} then to_account else from_account end as other,
               sum(case when from_account = ${account} then amount else 0 end) as out_amount,
               sum(case when to_account = ${account} then amount else 0 end) as in_amount
        from ledger_transfers
        where from_account = ${account} or to_account = ${account}
        group by 1
      )
      select
        (select balance from ledger_accounts where id = ${account}) as balance,
        (select coalesce(sum(in_amount - out_amount), 0) from flows where other = ${bonusPool}) as bonus,
        (select coalesce(sum(greatest(out_amount - in_amount, 0)), 0) from flows
          where other <> ${bonusPool} and other not like ${`${BRIDGE_ACCOUNT_PREFIX}%`}) as spent
    `,
  );
  const balance = BigInt(row?.balance ?? 0);
  const bonus = BigInt(row?.bonus ?? 0);
  const spent = BigInt(row?.spent ?? 0);
  let bonusUnspent = bonus > spent ? bonus - spent : 0n;
  if (bonusUnspent > balance) bonusUnspent = balance;
  return { balance, bonusUnspent, withdrawable: balance - bonusUnspent };
}
