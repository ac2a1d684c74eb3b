/**
 * Fails when the Drizzle schema (server/db/schema/) and the committed migrations disagree:
 * 1. `drizzle-kit check`: the migration snapshots are consistent (no collisions from parallel branches);
 * 2. `drizzle-kit generate` on a scratch copy of the migrations folder writes nothing, so every schema
 *    change has its committed migration.
 * `npm run db:check`; exit 0 when they agree, 1 (with the missing SQL) when not.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = path.join(root, 'server/db/migrations');
const drizzleKit = path.join(root, 'node_modules/.bin/drizzle-kit');

function run(args, env) {
  const result = spawnSync(drizzleKit, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

const sqlFiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.sql'));

function main() {
  const check = run(['check']);
  if (!check.ok) {
    console.error(`db:check: drizzle-kit check failed:\n${check.output}`);
    return 1;
  }

  const scratch = mkdtempSync(path.join(tmpdir(), 'aiz-db-check-'));
  try {
    const copy = path.join(scratch, 'migrations');
    cpSync(migrations, copy, { recursive: true });
    // drizzle-kit reads `out` relative to the working directory.
    const generate = run(['generate'], { DRIZZLE_OUT: path.relative(root, copy) });
    if (!generate.ok) {
      console.error(`db:check: drizzle-kit generate failed:\n${generate.output}`);
      return 1;
    }
    const before = new Set(sqlFiles(migrations));
    const added = sqlFiles(copy).filter((f) => !before.has(f));
    if (added.length > 0) {
      const sql = added.map((f) => `-- ${f}\n${readFileSync(path.join(copy, f), 'utf8')}`).join('\n');
      console.error(
        'db:check: the Drizzle schema has changes no committed migration holds. Run `npm run db:generate` ' +
          `and commit the result (see server/db/README.md). drizzle-kit would write:\n\n${sql}`,
      );
      return 1;
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log('db:check: the schema and the committed migrations agree.');
  return 0;
}

process.exitCode = main();
