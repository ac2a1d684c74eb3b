import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { ledgerAccounts } from '../db/schema/ledger';
import { NotFound } from '../lib/errors';
import { userAccountId } from './accounts';

/** Balance in base units; an unknown account is NotFound. */
export async function getBalance(db: DbOrTx, accountId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  if (!row) throw new NotFound('Ledger account not found.');
  return row.balance;
}

/** A user's balance in base units; 0n for a user who never had an account. */
export async function getUserBalance(db: DbOrTx, userId: string): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, userAccountId(userId)));
  return row?.balance ?? 0n;
}
