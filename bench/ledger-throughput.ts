/**
 * Ledger transfers per second on PostgreSQL: a fresh database, `accounts` funded accounts, `clients`
 * concurrent clients over a pool of as many connections sending random transfers for `durationMs`,
 * then the invariants (no negative balance, sum zero, balances equal to the replay of all transfers).
 * Run alone: `node --import tsx bench/ledger-throughput.ts [postgres://...]`.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/client';
import { ledgerAccounts } from '../server/db/schema';
import { aiz } from '../server/ledger/amount';
import { InsufficientFunds } from '../server/ledger/errors';
import { auditLedger } from '../server/ledger/invariants';
import { transfer } from '../server/ledger/transfer';
import { adminQuery } from './lib/postgres';

export interface LedgerThroughputOptions {
  clients?: number;
  durationMs?: number;
  accounts?: number;
}

export interface LedgerThroughputResult {
  transfersPerSecond: number;
  transfers: number;
  /** Refused overdrafts (expected now and then: amounts are random). */
  refused: number;
  /** Failed invariant checks after the run: 0 when sound. */
  invariantViolations: number;
  p50Ms: number;
  p99Ms: number;
}

export async function benchLedgerThroughput(
  databaseUrl: string,
  { clients = 64, durationMs = 5000, accounts = 1000 }: LedgerThroughputOptions = {},
): Promise<LedgerThroughputResult> {
  const name = `aiz_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: clients });
  try {
    await database.migrate();
    const { db } = database;
    const ids = Array.from({ length: accounts }, (_, i) => `pool:bench-${i}`);
    await db
      .insert(ledgerAccounts)
      .values([
        { id: 'system:issuance', kind: 'system', label: 'AIZ issuance', allowNegative: true },
        ...ids.map((id) => ({ id, kind: 'pool' as const, label: id })),
      ]);
    for (const id of ids) {
      await transfer(db, {
        idempotencyKey: `fund:${id}`,
        from: 'system:issuance',
        to: id,
        amount: aiz(1_000_000),
        kind: 'genesis',
        at: new Date(),
      });
    }

    const latencies: number[] = [];
    let refused = 0;
    let sequence = 0;
    const pick = () => ids[Math.floor(Math.random() * ids.length)]!;
    const runClient = async (deadline: number, record: boolean) => {
      while (performance.now() < deadline) {
        const from = pick();
        let to = pick();
        while (to === from) to = pick();
        const t0 = performance.now();
        try {
          await transfer(db, {
            idempotencyKey: `bench:${sequence++}`,
            from,
            to,
            amount: aiz(1 + Math.floor(Math.random() * 100)),
            kind: 'transfer',
            at: new Date(),
          });
          if (record) latencies.push(performance.now() - t0);
        } catch (err) {
          if (!(err instanceof InsufficientFunds)) throw err;
          refused++;
        }
      }
    };
    const warmUp = performance.now() + Math.min(1000, durationMs / 5);
    await Promise.all(Array.from({ length: clients }, () => runClient(warmUp, false)));
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, () => runClient(started + durationMs, true)));
    const seconds = (performance.now() - started) / 1000;

    const audit = await auditLedger(db);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? Number.NaN;
    return {
      transfersPerSecond: latencies.length / seconds,
      transfers: latencies.length,
      refused,
      invariantViolations: audit.violations,
      p50Ms: pct(0.5),
      p99Ms: pct(0.99),
    };
  } finally {
    await database.close();
    await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const databaseUrl =
    process.argv[2] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  benchLedgerThroughput(databaseUrl)
    .then((r) => console.log(r))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
