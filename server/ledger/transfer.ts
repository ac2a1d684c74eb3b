/**
 * transfer(): the one way AIZ moves. A single SQL statement locks both accounts in id order, inserts
 * the transfer (idempotently) and moves the balances, so it is atomic on its own, costs one round trip,
 * and commits or rolls back with a caller's transaction when given one. Balances change only in SQL
 * (`balance = balance + delta`); the CHECK on ledger_accounts refuses any overdraft.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { CHECK_VIOLATION, FOREIGN_KEY_VIOLATION, pgError } from '../db/errors';
import { ledgerTransfers } from '../db/schema/ledger';
import { Conflict, NotFound } from '../lib/errors';
import { queryPreparedRows } from './db';
import { InsufficientFunds } from './errors';
import { assertSameTransfer, checkTransferRequest, type TransferRequest } from './transfer-request';

export type { Clock, TransferRequest } from './transfer-request';

export interface LedgerTransfer {
  id: string;
  /** Insertion order; history pages by it. */
  seq: number;
  idempotencyKey: string;
  from: string;
  to: string;
  amount: bigint;
  kind: string;
  memo: string | null;
  metadata: Record<string, unknown> | null;
  createdAt: Date;
}

export interface TransferResult {
  transfer: LedgerTransfer;
  /** True when the key had been used before: nothing moved, the first transfer is returned. */
  replayed: boolean;
}

interface StatementRow {
  accounts: number;
  id: string | null;
  seq: string | null;
  created_at: string | null;
}

export async function transfer(db: DbOrTx, request: TransferRequest): Promise<TransferResult> {
  checkTransferRequest(request);
  const memo = request.memo ?? null;
  const metadata = request.metadata ?? null;
  let row: StatementRow | undefined;
  try {
    [row] = await queryPreparedRows<StatementRow>(
      db,
      'ledger_transfer_v2',
      TRANSFER_STATEMENT,
      transferParams({ ...request, memo, metadata }),
    );
  } catch (err) {
    throw translateError(err);
  }
  if (row?.id && row.seq && row.created_at) {
    const { idempotencyKey, from, to, amount, kind } = request;
    return {
      transfer: {
        id: row.id,
        seq: Number(row.seq),
        idempotencyKey,
        from,
        to,
        amount,
        kind,
        memo,
        metadata,
        createdAt: new Date(row.created_at),
      },
      replayed: false,
    };
  }
  const existing = await findTransferByKey(db, request.idempotencyKey);
  if (existing) {
    assertSameTransfer(existing, request);
    return { transfer: existing, replayed: true };
  }
  if ((row?.accounts ?? 0) < 2) throw new NotFound('Ledger account not found.');
  // Only under REPEATABLE READ or stricter: the first transfer committed after this snapshot began.
  throw new Conflict('A transfer with this idempotency key is in progress; retry.');
}

/**
 * `locked` takes both row locks in id order (no deadlocks between opposite transfers) before anything
 * else: `inserted` waits for it, `moved` waits for `inserted`. A replayed key inserts nothing, so
 * nothing moves. Parameters: $1 key, $2 from, $3 to, $4 amount, $5 kind, $6 memo, $7 metadata, $8 at.
 */
const TRANSFER_STATEMENT = `
  with locked as (
    select id from ledger_accounts where id in ($2, $3) order by id for no key update
  ), inserted as (
    insert into ledger_transfers (idempotency_key, from_account, to_account, amount, kind, memo, metadata, created_at)
    select $1::text, $2::text, $3::text, $4::numeric, $5::text, $6::text, $7::jsonb, $8::timestamptz
    where (select count(*) from locked) = 2
    on conflict (idempotency_key) do nothing
    returning id, seq, amount, created_at
  ), moved as (
    update ledger_accounts a
    set balance = a.balance + case when a.id = $3 then i.amount else -i.amount end
    from inserted i
    where a.id in ($2, $3)
  )
  select l.accounts, i.id, i.seq::text as seq, to_json(i.created_at) #>> '{}' as created_at
  from (select count(*)::int as accounts from locked) l
  left join inserted i on true`;

function transferParams(r: TransferRequest & { memo: string | null; metadata: unknown }): unknown[] {
  const metadata = r.metadata === null ? null : JSON.stringify(r.metadata);
  return [r.idempotencyKey, r.from, r.to, r.amount.toString(), r.kind, r.memo, metadata, r.at.toISOString()];
}

/** The CHECK on ledger_accounts (server/db/schema/ledger.ts) that refuses an overdraft. */
const OVERDRAFT_CHECK = 'ledger_accounts_no_overdraft';

function translateError(err: unknown): unknown {
  const info = pgError(err);
  if (info?.code === CHECK_VIOLATION && (info.constraint ?? OVERDRAFT_CHECK) === OVERDRAFT_CHECK) {
    return new InsufficientFunds();
  }
  if (info?.code === FOREIGN_KEY_VIOLATION) return new NotFound('Ledger account not found.');
  return err;
}

export async function findTransferByKey(db: DbOrTx, idempotencyKey: string): Promise<LedgerTransfer | null> {
  const [row] = await db
    .select({
      id: ledgerTransfers.id,
      seq: ledgerTransfers.seq,
      idempotencyKey: ledgerTransfers.idempotencyKey,
      from: ledgerTransfers.fromAccount,
      to: ledgerTransfers.toAccount,
      amount: ledgerTransfers.amount,
      kind: ledgerTransfers.kind,
      memo: ledgerTransfers.memo,
      metadata: ledgerTransfers.metadata,
      createdAt: ledgerTransfers.createdAt,
    })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row ?? null;
}
