/**
 * The committed migrations on a fresh database, and the hand-written one that must also run over
 * databases migrated before it existed (when its trigger was part of 0002_ledger.sql).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase } from './client';
import { newPGlite } from './pglite';

const TRIGGER_MIGRATION = `${MIGRATIONS_DIR}/0008_ledger_immutable_transfers.sql`;

describe('the ledger immutability migration', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    // Migrated here, not from the harness's snapshot: what is under test is the migration run itself.
    database = await openDatabase({ pglite: newPGlite() });
    await database.migrate();
  });
  afterAll(() => database.close());

  // PGlite and node-postgres both answer with { rows }.
  const triggers = async () => {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from pg_trigger where tgname = 'ledger_transfers_immutable'`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n;
  };

  async function insertTransfer(key: string) {
    await database.db.execute(sql`insert into ledger_accounts (id, kind, label, allow_negative)
      values ('test:a', 'system', 'a', true), ('test:b', 'system', 'b', true) on conflict do nothing`);
    await database.db.execute(sql`insert into ledger_transfers (idempotency_key, from_account, to_account, amount, kind)
      values (${key}, 'test:a', 'test:b', 1, 'test')`);
  }

  it('gives a fresh database one trigger that refuses to change or remove a transfer', async () => {
    expect(await triggers()).toBe(1);
    await insertTransfer('fresh');
    await expect(database.db.execute(sql`update ledger_transfers set memo = 'edited'`)).rejects.toThrow();
    const refused = await database.db.execute(sql`delete from ledger_transfers`).catch((e: Error) => e);
    expect(String((refused as Error).cause)).toMatch(/ledger transfers are immutable/);
  });

  it('runs again over a database that already has the trigger, leaving exactly one', async () => {
    const statements = readFileSync(TRIGGER_MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await database.db.execute(sql.raw(statement));
    expect(await triggers()).toBe(1);
    await insertTransfer('again');
    const refused = await database.db.execute(sql`delete from ledger_transfers`).catch((e: Error) => e);
    expect(String((refused as Error).cause)).toMatch(/ledger transfers are immutable/);
  });
});

describe('a database migrated when the trigger was part of 0002_ledger.sql', () => {
  it('takes the new migrations and keeps one trigger', async () => {
    // The folder as it was: no 0008, and its statements at the end of 0002.
    const old = mkdtempSync(path.join(tmpdir(), 'aiz-migrations-'));
    const client = newPGlite();
    try {
      cpSync(MIGRATIONS_DIR, old, { recursive: true });
      const journalFile = path.join(old, 'meta/_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
      journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < 8);
      writeFileSync(journalFile, JSON.stringify(journal));
      const ledger = path.join(old, '0002_ledger.sql');
      writeFileSync(
        ledger,
        `${readFileSync(ledger, 'utf8').trimEnd()}--> statement-breakpoint\n${readFileSync(TRIGGER_MIGRATION, 'utf8')}`,
      );
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: old });
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_trigger where tgname = 'ledger_transfers_immutable'",
      );
      expect(rows[0]?.n).toBe(1);
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(
        JSON.parse(readFileSync(`${MIGRATIONS_DIR}/meta/_journal.json`, 'utf8')).entries.length,
      );
    } finally {
      await client.close();
      rmSync(old, { recursive: true, force: true });
    }
  });
});
