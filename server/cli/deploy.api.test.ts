/**
 * `npm run aiz -- deploy` as people run it (scripts/aiz.mjs: the bundle, whose deploy chunk opens PGlite and
 * finds the migrations): a real process on a PGlite DATA_DIR of its own, an n8n file, then the app on that
 * same database called over REST with the key the command printed. A second deploy of the same file is
 * version 2 under the same slug and URLs; refusals say why and exit 1.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCliBuild } from '../../scripts/cli-build.mjs';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { users } from '../db/schema/auth';
import { deploymentChanges, deployments } from '../db/schema/deployments';
import { closeSharedCodePool } from '../engine/nodes/code/shared-pool';
import { createTestApp } from '../test/harness';
import { scaled } from '../test/time';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const n8nFile = path.join(root, 'server/engine/importers/fixtures/n8n/orders-branch.json');
const ORIGIN = 'http://deploy.test:8080';

function aiz(
  dataDir: string,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PUBLIC_ORIGIN: ORIGIN,
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/aiz.mjs', ...args], {
      cwd: root,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The app on the CLI's database, for one call of the REST surface. */
async function callRest(dataDir: string, slug: string, key: string) {
  const database: DatabaseHandle = await openDatabase({ dataDir });
  const t = await createTestApp({ database, rateLimits: 'unlimited' });
  try {
    const res = await t.app.request(`/api/run/${slug}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ input: {} }),
    });
    return { status: res.status, body: await res.json() };
  } finally {
    await t.close();
    await database.close();
  }
}

async function inDatabase<T>(dataDir: string, read: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

// Each deploy is a process that opens PGlite (and migrates it the first time): tens of seconds on a loaded machine.
describe('npm run aiz -- deploy', { timeout: scaled(240_000) }, () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'aiz-cli-deploy-'));
    // Built here, so a deploy's stderr holds only what deploy says (a first run says "Building the CLI").
    await ensureCliBuild();
  });
  afterAll(async () => {
    await closeSharedCodePool();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const slug = 'orders-flag-the-big-ones';
  let first: { slug: string; version: number; apiKey: string; urls: Record<string, string | null> };

  it('deploys an n8n file for a new account and prints exactly the slug, version, key and URLs', async () => {
    const run = await aiz(dataDir, 'deploy', n8nFile, '--owner', 'Ada.Lovelace@Example.com', '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    first = JSON.parse(run.stdout);
    expect(Object.keys(first)).toEqual(['slug', 'version', 'apiKey', 'urls']);
    expect(Object.keys(first.urls)).toEqual(['rest', 'webhook', 'chat', 'form', 'openai', 'mcp', 'embed']);
    expect(first).toMatchObject({
      slug,
      version: 1,
      urls: {
        rest: `${ORIGIN}/api/run/${slug}`,
        webhook: null,
        chat: `${ORIGIN}/d/${slug}/chat`,
        form: `${ORIGIN}/d/${slug}/form`,
        openai: `${ORIGIN}/v1`,
        mcp: `${ORIGIN}/mcp/${slug}`,
        embed: `${ORIGIN}/embed.js`,
      },
    });
    expect(first.apiKey).toMatch(/^aiz_sk_/);
    const account = await inDatabase(dataDir, (db) =>
      db.select().from(users).where(eq(users.email, 'ada.lovelace@example.com')),
    );
    expect(account.map((u) => u.username)).toEqual(['ada.lovelace']);
  });

  it('the server on that database runs it over REST with the printed key', async () => {
    const { status, body } = await callRest(dataDir, slug, first.apiKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      deployment: slug,
      version: 1,
      status: 'succeeded',
      output: { order: 'B', total: 40, label: 'small order B' },
    });
  });

  it('deploying the same file again publishes version 2 under the same slug and URLs', async () => {
    const run = await aiz(dataDir, 'deploy', n8nFile, '--owner', 'ada.lovelace@example.com', '--json');
    expect(run.code).toBe(0);
    const second = JSON.parse(run.stdout);
    expect(second).toMatchObject({ slug, version: 2, urls: first.urls });
    expect(second.apiKey).not.toBe(first.apiKey);
    const { status, body } = await callRest(dataDir, slug, second.apiKey);
    expect(status).toBe(200);
    expect(body).toMatchObject({ version: 2, status: 'succeeded' });
    const [changes, rows] = await inDatabase(dataDir, async (db) => [
      await db.select().from(deploymentChanges),
      await db.select().from(deployments),
    ]);
    expect(rows).toHaveLength(1);
    expect(changes.map((c) => [c.action, c.fromVersion, c.toVersion]).sort()).toEqual([
      ['created', null, 1],
      ['version', 1, 2],
    ]);
  });

  it('prints a readable summary without --json', async () => {
    const run = await aiz(dataDir, 'deploy', n8nFile, '--owner', 'ada.lovelace@example.com');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Rolled forward ${slug} to version 3 for ada.lovelace@example.com.`);
    expect(run.stdout).toContain(`REST      POST ${ORIGIN}/api/run/${slug}`);
    expect(run.stdout).toMatch(/API key \(shown once, scoped to orders-flag-the-big-ones\): aiz_sk_/);
  });

  it('refuses a missing file, a file in no format, a bad e-mail and a slug of another account, exit 1', async () => {
    const missing = await aiz(dataDir, 'deploy', 'no-such-file.json', '--owner', 'a@example.com');
    expect([missing.code, missing.stderr.trim()]).toEqual([
      1,
      'Cannot read no-such-file.json: no such file.',
    ]);

    const badEmail = await aiz(dataDir, 'deploy', n8nFile, '--owner', 'not-an-email');
    expect([badEmail.code, badEmail.stderr.trim()]).toEqual([
      1,
      '--owner: "not-an-email" is not an e-mail address.',
    ]);

    const notWorkflow = path.join(dataDir, 'notes.json');
    writeFileSync(notWorkflow, '{"hello": "world"}');
    const badFormat = await aiz(dataDir, 'deploy', notWorkflow, '--owner', 'a@example.com');
    expect(badFormat.code).toBe(1);
    expect(badFormat.stderr).toContain(`${notWorkflow}: The file is not a workflow we can import`);

    const taken = await aiz(dataDir, 'deploy', n8nFile, '--owner', 'bob@example.com');
    expect([taken.code, taken.stderr.trim()]).toEqual([
      1,
      `The slug "${slug}" belongs to another account's deployment. Choose another with --slug.`,
    ]);
    // Refused before anything was written: no account for either.
    const others = await inDatabase(dataDir, (db) => db.select({ email: users.email }).from(users));
    expect(others.map((u) => u.email)).toEqual(['ada.lovelace@example.com']);
  });
});
