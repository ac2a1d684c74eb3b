import type { DbOrTx } from '../db/client';
import { ledgerAccounts } from '../db/schema/ledger';
import { type LedgerAccountSpec, userAccountSpec } from './accounts';

/** Creates the account if it does not exist yet (an existing one is left as it is). */
export async function ensureAccount(
  db: DbOrTx,
  spec: LedgerAccountSpec & { userId?: string },
): Promise<string> {
  await db
    .insert(ledgerAccounts)
    .values({
      id: spec.id,
      kind: spec.kind,
      label: spec.label,
      userId: spec.userId ?? null,
      allowNegative: spec.allowNegative ?? false,
    })
    .onConflictDoNothing({ target: ledgerAccounts.id });
  return spec.id;
}

/** The user's AIZ account (created at zero on first use); returns its id. */
export function ensureUserAccount(db: DbOrTx, userId: string): Promise<string> {
  return ensureAccount(db, userAccountSpec(userId));
}
