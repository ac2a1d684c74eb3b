/**
 * A fresh, migrated database for one API test file: PGlite loaded from the migrated snapshot, or, with
 * AIZ_TEST_DB=postgres and TEST_DATABASE_URL set, a new PostgreSQL database copied from the run's
 * migrated template (global-setup.ts) and dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { newPGlite } from '../db/pglite';

export const testDatabaseKind = process.env.AIZ_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * The test pool. The race tests queue 300 transactions on it; on a loaded 2-core machine the last of
 * them waited more than the product's 5 s for a connection and failed with no bug behind it. A test
 * that truly hangs still ends at the test timeout.
 */
export const TEST_POOL = { poolSize: 20, connectionTimeoutMillis: 120_000 } as const;

/**
 * A database name of this run: TEST_DATABASE_URL's own name as the prefix, so whoever made that
 * database (`.ci/run`) can drop every one a killed run left behind.
 */
export function testDatabaseName(adminUrl: string, suffix: string): string {
  const base = decodeURIComponent(new URL(adminUrl).pathname.slice(1)) || 'postgres';
  const name = `${base}_${suffix}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  // PostgreSQL cuts identifiers at 63 bytes; keep the random suffix, which makes the name unique.
  return name.length <= 63 ? name : `aiz_${suffix}`;
}

export async function withAdminClient<T>(
  adminUrl: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openDatabase({ pglite: newPGlite(undefined, { loadDataDir: snapshot }) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('AIZ_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = testDatabaseName(adminUrl, `t_${randomBytes(6).toString('hex')}`);
  await withAdminClient(adminUrl, (c) =>
    c.query(`create database ${name} template ${inject('postgresTemplate')}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), ...TEST_POOL });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
