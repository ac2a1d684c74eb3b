import { SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT, TREASURY_GENESIS_AIZ } from '@common/constants';
import type { DbOrTx } from '../db/client';
import { ledgerAccounts, signupBonusCounter } from '../db/schema/ledger';
import { SYSTEM_ACCOUNTS } from './accounts';
import { aiz } from './amount';
import { transfer } from './transfer';
import { type Clock, systemClock } from './transfer-request';

export const GENESIS_SIGNUP_POOL_KEY = 'genesis:signup-bonus-pool';
/** The finite bonus pool: 100 users × 1000 AIZ, minted once. */
export const SIGNUP_BONUS_POOL_AMOUNT = aiz(SIGNUP_BONUS_AIZ) * BigInt(SIGNUP_BONUS_USER_LIMIT);
export const GENESIS_TREASURY_KEY = 'genesis:treasury';
/** The treasury's reserve (common/constants.ts), minted once. */
export const TREASURY_GENESIS_AMOUNT = aiz(TREASURY_GENESIS_AIZ);

/**
 * Creates the system accounts, mints the signup-bonus pool and the treasury's reserve from issuance and opens
 * the bonus counter,
 * all in one transaction. Idempotent and safe to run concurrently (several processes starting at once):
 * the second run finds everything in place and changes nothing. `now` dates the pool's transfer (the
 * system clock until every caller passes its injected one).
 */
export async function ensureLedgerGenesis(db: DbOrTx, now: Clock = systemClock): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(ledgerAccounts)
      .values(
        Object.values(SYSTEM_ACCOUNTS).map((a) => ({
          id: a.id,
          kind: a.kind,
          label: a.label,
          allowNegative: 'allowNegative' in a && a.allowNegative,
        })),
      )
      .onConflictDoNothing({ target: ledgerAccounts.id });
    await transfer(tx, {
      idempotencyKey: GENESIS_SIGNUP_POOL_KEY,
      from: SYSTEM_ACCOUNTS.issuance.id,
      to: SYSTEM_ACCOUNTS.signupBonusPool.id,
      amount: SIGNUP_BONUS_POOL_AMOUNT,
      kind: 'genesis',
      at: now(),
      memo: `Signup bonus pool: ${SIGNUP_BONUS_USER_LIMIT} users × ${SIGNUP_BONUS_AIZ} AIZ`,
    });
    await transfer(tx, {
      idempotencyKey: GENESIS_TREASURY_KEY,
      from: SYSTEM_ACCOUNTS.issuance.id,
      to: SYSTEM_ACCOUNTS.treasury.id,
      amount: TREASURY_GENESIS_AMOUNT,
      kind: 'genesis',
      at: now(),
      memo: `Treasury reserve: ${TREASURY_GENESIS_AIZ.toLocaleString('en-US')} AIZ`,
    });
    await tx.insert(signupBonusCounter).values({ id: 1, granted: 0 }).onConflictDoNothing();
  });
}
