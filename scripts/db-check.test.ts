import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./db-check.mjs', import.meta.url));
const dbCheck = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('npm run db:check', () => {
  it('passes when the schema and the committed migrations agree', () => {
    const result = dbCheck();
    expect(result.stdout).toContain('agree');
    expect(result.status).toBe(0);
  });

  it('fails, showing the missing SQL, when the schema has a change no migration holds', () => {
    const result = dbCheck({ DRIZZLE_SCHEMA: './scripts/db-check-fixtures/schema-with-new-table.ts' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CREATE TABLE "db_check_unmigrated"');
    expect(result.stderr).toContain('npm run db:generate');
  });
});
