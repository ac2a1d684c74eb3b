/**
 * Who pays a run's AIZ transfers. By default the workflow's owner; another module (agent-wallets, which this
 * one cannot import) may name another account for some workflows (a deployment's own wallet) and the rules
 * it keeps. Added by the composition root (app.ts, worker.ts) before runs start; adding one again changes
 * nothing. The first source that answers for a workflow pays.
 */
import type { DbOrTx } from '../../../db/client';
import type { RunTarget } from '../runs';

export interface PaymentToCheck {
  /** Base units. */
  amount: bigint;
  /** The recipient's username, as the node gave it. */
  to: string;
  at: Date;
}

export interface PaymentSource {
  /** The ledger account that pays. */
  account: string;
  /** The balance that pays, to start a sentence ("This agent's wallet balance"). */
  whose: string;
  /**
   * Refuses a payment the source's rules do not allow, with a sentence saying which rule. Called in the
   * payment's transaction, after `lock`, so two payments cannot both pass a limit that only one fits.
   */
  check(tx: DbOrTx, payment: PaymentToCheck): Promise<void>;
}

export type PaymentSourceFinder = (tx: DbOrTx, target: RunTarget) => Promise<PaymentSource | null>;

const FINDERS: PaymentSourceFinder[] = [];

export function addPaymentSource(finder: PaymentSourceFinder): void {
  if (!FINDERS.includes(finder)) FINDERS.push(finder);
}

/** The source that pays for this workflow, or null for its owner. */
export async function paymentSourceFor(tx: DbOrTx, target: RunTarget): Promise<PaymentSource | null> {
  for (const find of FINDERS) {
    const source = await find(tx, target);
    if (source) return source;
  }
  return null;
}
