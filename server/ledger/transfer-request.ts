/** The rules a transfer request must meet before it reaches the database. Pure. */
import { Conflict, Invalid } from '../lib/errors';

export interface TransferRequest {
  /** Same key, same transfer: a retry returns the first result instead of moving AIZ twice. */
  idempotencyKey: string;
  from: string;
  to: string;
  /** Base units (see amount.ts). */
  amount: bigint;
  /** 'genesis', 'signup_bonus', 'transfer', later 'stake', 'purchase', ... */
  kind: string;
  memo?: string | null;
  metadata?: Record<string, unknown> | null;
  /** When it happened, from the caller's injected clock (the row's created_at; no database default). */
  at: Date;
}

/** The ledger's clock type, and the real one for callers that have no injected clock yet. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const IDEMPOTENCY_KEY_MAX = 200;
export const MEMO_MAX = 500;

export function checkTransferRequest(request: TransferRequest): void {
  const { idempotencyKey, from, to, amount, kind, memo } = request;
  if (typeof amount !== 'bigint' || amount <= 0n) throw new Invalid('A transfer moves a positive amount.');
  if (from === to) throw new Invalid('A transfer needs two different accounts.');
  if (!idempotencyKey || idempotencyKey.length > IDEMPOTENCY_KEY_MAX) {
    throw new Invalid(`An idempotency key has 1 to ${IDEMPOTENCY_KEY_MAX} characters.`);
  }
  if (!from || !to || !kind) throw new Invalid('A transfer names both accounts and its kind.');
  if (memo != null && memo.length > MEMO_MAX) throw new Invalid(`A memo has at most ${MEMO_MAX} characters.`);
  if (!(request.at instanceof Date) || Number.isNaN(request.at.getTime())) {
    throw new Invalid('A transfer says when it happened.');
  }
}

/** What makes two transfers "the same" for an idempotent replay (memo and metadata do not). */
export function assertSameTransfer(
  existing: Pick<TransferRequest, 'from' | 'to' | 'amount' | 'kind'>,
  request: TransferRequest,
): void {
  const same =
    existing.from === request.from &&
    existing.to === request.to &&
    existing.amount === request.amount &&
    existing.kind === request.kind;
  if (!same) {
    throw new Conflict('Idempotency key reused with a different transfer.', {
      idempotencyKey: request.idempotencyKey,
    });
  }
}
