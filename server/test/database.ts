/**
 * A fresh, migrated database for one API test file: PGlite loaded from the migrated snapshot, or, with
 * AIZ_TEST_DB=postgres and TEST_DATABASE_URL set, a new PostgreSQL database dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';

export const testDatabaseKind = process.env.AIZ_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * The test pool. The race tests queue 300 transactions on it; on a loaded 2-core machine the last of
 * them waited more than the product's 5 s for a connection and failed with no bug behind it. A test
 * that truly hangs still ends at the test timeout.
 */
export const TEST_POOL = { poolSize: 20, connectionTimeoutMillis: 120_000 } as const;

export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    return openDatabase({ pglite: new PGlite({ loadDataDir: snapshot }) });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('AIZ_TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `aiz_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), ...TEST_POOL });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
