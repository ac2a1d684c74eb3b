/**
 * One database handle for both engines: PGlite (embedded, in DATA_DIR/pg) when no DATABASE_URL is
 * given, a PostgreSQL pool otherwise. The Drizzle handle has the same type for both, so services never
 * know which engine they run on.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { newPGlite } from './pglite';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * The database, or a transaction a caller opened: services that take it run inside the caller's
 * transaction, so a sign-up or a purchase commits or rolls back together with its AIZ movements.
 */
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** Round-trips a trivial query; throws when the database cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export type OpenDatabaseOptions =
  | { databaseUrl: string; poolSize?: number; connectionTimeoutMillis?: number }
  | { dataDir: string }
  /** Made with newPGlite() (./pglite.ts), which loads the extensions the migrations need. */
  | { pglite: PGlite };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    return openPostgres(options.databaseUrl, options.poolSize ?? 10, options.connectionTimeoutMillis ?? 5000);
  }
  const client = 'pglite' in options ? options.pglite : newPGlite(path.join(options.dataDir, 'pg'));
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

function openPostgres(url: string, max: number, connectionTimeoutMillis: number): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
