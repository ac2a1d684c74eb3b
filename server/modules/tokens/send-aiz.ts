/**
 * Sending AIZ from the signed-in person to another by username: one ledger transfer (kind `transfer`)
 * under the caller's Idempotency-Key, scoped to the sender, so a retry answers the first send and moves
 * nothing. The ledger refuses an overdraft, even between concurrent sends from one account.
 */
import type { SendAizRequest, SendAizResult } from '@common/schemas/tokens';
import {
  ensureUserAccount,
  findTransferByKey,
  formatAiz,
  getUserBalance,
  InsufficientFunds,
  parseAiz,
  transfer,
  userAccountId,
} from '../../ledger';
import { Conflict } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { findRecipient } from './find-recipient';

export const SEND_KIND = 'transfer';

export function sendKey(senderId: string, idempotencyKey: string): string {
  return `send:${senderId}:${idempotencyKey}`;
}

export async function sendAiz(
  { db, user, now }: Pick<SignedInContext, 'db' | 'user' | 'now'>,
  input: SendAizRequest,
  idempotencyKey: string,
): Promise<SendAizResult> {
  const key = sendKey(user.id, idempotencyKey);
  const amount = parseAiz(input.amount);
  const earlier = await findTransferByKey(db, key);
  const recipient = await findRecipient(db, user.id, input.username);
  if (earlier && earlier.to !== userAccountId(recipient.id)) {
    throw new Conflict('This Idempotency-Key was used for another send. Use a new key for a new send.');
  }
  const from = await ensureUserAccount(db, user.id);
  const to = await ensureUserAccount(db, recipient.id);
  let result: Awaited<ReturnType<typeof transfer>>;
  try {
    result = await transfer(db, {
      idempotencyKey: key,
      from,
      to,
      amount,
      kind: SEND_KIND,
      at: now(),
      memo: input.memo || null,
      metadata: {
        fromUserId: user.id,
        fromUsername: user.username,
        toUserId: recipient.id,
        toUsername: recipient.username,
      },
    });
  } catch (err) {
    if (err instanceof InsufficientFunds) {
      const balance = await getUserBalance(db, user.id);
      throw new InsufficientFunds(
        `You have ${formatAiz(balance)} AIZ, not enough to send ${formatAiz(amount)} AIZ. Nothing was sent.`,
      );
    }
    if (err instanceof Conflict && err.message.startsWith('Idempotency key reused')) {
      throw new Conflict('This Idempotency-Key was used for another send. Use a new key for a new send.');
    }
    throw err;
  }
  return {
    transferId: result.transfer.id,
    recipient: { username: recipient.username, profileImage: recipient.profileImage },
    amount: formatAiz(result.transfer.amount),
    balance: formatAiz(await getUserBalance(db, user.id)),
    replayed: result.replayed,
    createdAt: result.transfer.createdAt.toISOString(),
  };
}
