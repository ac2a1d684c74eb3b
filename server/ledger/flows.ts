/**
 * A user's AIZ in and out since a time, by kind of transfer (earned from deployment runs, spent on them,
 * bonuses, fees...): the dashboard's spending and earnings. Two grouped reads on the (from_account, seq) and
 * (to_account, seq) sides.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { ledgerTransfers } from '../db/schema/ledger';
import { userAccountId } from './accounts';

export interface KindFlow {
  kind: string;
  amount: bigint;
  count: number;
}

export interface UserFlows {
  earned: KindFlow[];
  spent: KindFlow[];
}

export async function userFlows(db: DbOrTx, userId: string, since: Date): Promise<UserFlows> {
  const account = userAccountId(userId);
  const side = (column: PgColumn) =>
    db
      .select({
        kind: ledgerTransfers.kind,
        amount: sql<string>`sum(${ledgerTransfers.amount})::text`,
        count: sql<number>`count(*)::int`,
      })
      .from(ledgerTransfers)
      .where(and(eq(column, account), gte(ledgerTransfers.createdAt, since)))
      .groupBy(ledgerTransfers.kind)
      .orderBy(sql`sum(${ledgerTransfers.amount}) desc`);
  const [incoming, outgoing] = await Promise.all([
    side(ledgerTransfers.toAccount),
    side(ledgerTransfers.fromAccount),
  ]);
  const flows = (rows: { kind: string; amount: string; count: number }[]) =>
    rows.map((r) => ({ kind: r.kind, amount: BigInt(r.amount), count: Number(r.count) }));
  return { earned: flows(incoming), spent: flows(outgoing) };
}
