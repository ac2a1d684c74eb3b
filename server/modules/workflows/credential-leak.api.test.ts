/**
 * Issue 9's leak test: credentials with unique secrets, a run whose nodes open them and try every way to
 * leak them (into their output, an error, the run's result, a log line), then a dump of every table as
 * text, the captured log lines, the run record and the export over the API, and an error answer: no secret
 * appears anywhere, in clear or in its usual encodings.
 */
import { randomBytes } from 'node:crypto';
import { defineRegistry } from '@common/plugins/registry';
import type { RunDetail } from '@common/schemas/workflows';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { credentials } from '../../db/schema/credentials';
import { workflows } from '../../db/schema/workflows';
import { defineNode } from '../../engine/nodes/definition';
import { slotCredential } from '../../engine/nodes/ports';
import { NODE_REGISTRY } from '../../engine/nodes/registry';
import { createLogger } from '../../lib/logger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { RUN_HOOKS, type RunHook } from './execution/run-hooks';
import { executeRun, type RunTarget } from './execution/runtime';
import { runEnvOf } from './runs/run-env';
import { loadStored } from './workflow-rows';

/** A node that does everything a careless node could: copies its credentials into its output, or fails quoting them. */
const leakyNode = defineNode({
  type: 'test-leaky',
  version: 1,
  displayName: 'Leaky (test)',
  group: 'data',
  description: 'Opens its credentials and leaks them.',
  documentation: '',
  inputs: 1,
  outputs: ['main'],
  parameters: z.object({ fail: z.boolean().default(false) }),
  async execute(ctx) {
    const opened = await Promise.all(
      Object.keys(ctx.node.credentials ?? {}).map((slot) => slotCredential(ctx, slot)),
    );
    const values = opened.flatMap((c) => Object.values(c.data));
    if (ctx.parameters().fail) throw new Error(`The upstream refused ${values.join(' and ')}`);
    return [
      opened.map((c) => ({
        json: {
          name: c.name,
          data: c.data,
          basic: c.type === 'basic' ? `Basic ${btoa(`${c.data.username}:${c.data.password}`)}` : null,
          url: `https://api.example/?key=${encodeURIComponent(Object.values(c.data).join('|'))}`,
          [Object.values(c.data).at(-1) ?? 'k']: 'as a key',
        },
      })),
    ];
  },
});

const registry = defineRegistry('node type', [
  ...NODE_REGISTRY.entries,
  { id: leakyNode.type, definition: leakyNode },
]);

const unique = (label: string) => `${label}-${randomBytes(9).toString('base64url')}`;

/** Every spelling of a secret that must not be found. */
const spellings = (secret: string) => [
  secret,
  Buffer.from(secret).toString('base64'),
  Buffer.from(secret).toString('base64').replace(/=+$/, ''),
  Buffer.from(secret).toString('base64url'),
  encodeURIComponent(secret),
];

/** Rows of a raw query: both drivers answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function dumpDatabase(db: Database): Promise<string> {
  const tables = await rowsOf<{ tablename: string }>(
    db,
    sql.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  const parts: string[] = [];
  for (const { tablename } of tables) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql.raw(`select t::text as row from "${tablename.replaceAll('"', '""')}" t`),
    );
    parts.push(`== ${tablename}`, ...rows.map((r) => r.row));
  }
  return parts.join('\n');
}

describe('credentials never leak', () => {
  let t: TestApp;
  let ada: SignedInUser;
  const logLines: string[] = [];
  const secrets = {
    bearer: unique('bearer-token'),
    password: unique('basic-password'),
    apiKey: unique('api-key'),
    header: unique('header-value'),
    query: unique('query-value'),
    clientSecret: unique('client-secret'),
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: 'unlimited',
      logger: createLogger('debug', {}, (line) => logLines.push(line)),
    });
    ada = await createSignedInUser(t, { username: 'leakada' });
    const bodies = {
      bearer: { type: 'bearer', data: { token: secrets.bearer } },
      basic: { type: 'basic', data: { username: 'ada', password: secrets.password } },
      apiKey: { type: 'apiKey', data: { key: secrets.apiKey, in: 'query', name: 'api_key' } },
      header: { type: 'header', data: { name: 'X-Api-Key', value: secrets.header } },
      query: { type: 'query', data: { name: 'token', value: secrets.query } },
      oauth: {
        type: 'oauth2ClientCredentials',
        data: {
          tokenUrl: 'https://auth.example/token',
          clientId: 'client',
          clientSecret: secrets.clientSecret,
        },
      },
    };
    for (const [name, body] of Object.entries(bodies)) {
      const res = await ada.request('POST', '/api/credentials', { name, ...body });
      expect(res.status).toBe(201);
      ids[name] = (await res.json()).id;
    }
  });
  afterAll(() => t.close());

  const env = () => runEnvOf(t.deps);

  const workflowUsing = async (slots: Record<string, { id: string }>) => {
    const node = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
      id,
      type,
      typeVersion: 1,
      name: id,
      position: [0, 0],
      parameters,
    });
    const document = {
      nodes: [
        node('start', 'manual-trigger'),
        { ...node('leak', 'test-leaky'), credentials: slots },
        // An expression that reads the leaked values: its resolved parameters (kept with the step) hold them.
        node('echo', 'set', {
          assignments: [{ name: 'copied', value: '={{ JSON.stringify($json.data) }}' }],
        }),
        { ...node('fail', 'test-leaky', { fail: true }), credentials: slots },
      ],
      edges: [
        { id: 'e1', source: 'start', sourceOutput: 0, target: 'leak', targetInput: 0 },
        { id: 'e2', source: 'leak', sourceOutput: 0, target: 'echo', targetInput: 0 },
        { id: 'e3', source: 'echo', sourceOutput: 0, target: 'fail', targetInput: 0 },
      ],
      settings: {},
    };
    const created = await ada.request('POST', '/api/workflows', { name: 'Leaky', document });
    expect(created.status).toBe(201);
    const id = (await created.json()).id as string;
    const [row] = await t.database.db.select().from(workflows).where(eq(workflows.id, id));
    const target: RunTarget = {
      workflow: row!,
      document: loadStored(row!.draft),
      versionNumber: null,
      trigger: 'manual',
    };
    return { id, target };
  };

  it('keeps every secret out of the tables, the logs, the run record, the export and the errors', async () => {
    const slots = Object.fromEntries(
      Object.entries(ids)
        .filter(([n]) => n !== 'oauth')
        .map(([n, id]) => [n, { id }]),
    );
    const { id, target } = await workflowUsing(slots);
    // What a run hook (an error workflow, an e-mail) is handed.
    let settled = '';
    const hook: RunHook = async (_env, _target, finished) => {
      settled = JSON.stringify(finished);
    };
    RUN_HOOKS.push(hook);
    const record = await executeRun(env(), target, { registry }).finally(() =>
      RUN_HOOKS.splice(RUN_HOOKS.indexOf(hook), 1),
    );
    expect(settled).toContain('[redacted]');

    // The run really had the secrets in hand: its in-memory steps carry them, its stored ones do not.
    expect(record.status).toBe('failed');
    expect(JSON.stringify(record.steps)).toContain(secrets.bearer);
    // A component that logs an error quoting a secret (a library's message, say).
    t.deps.logger.error('upstream call failed', { err: new Error(`401 for ${secrets.header}`) });

    const runRes = await ada.request('GET', `/api/workflows/${id}/runs/${record.id}`);
    expect(runRes.status).toBe(200);
    const runText = await runRes.text();
    expect(runText).toContain('[redacted]');
    const echo = (JSON.parse(runText) as RunDetail).steps.find((s) => s.nodeId === 'echo');
    expect(echo?.status, JSON.stringify(echo?.error)).toBe('succeeded');
    expect(JSON.stringify(echo?.resolvedParameters)).toContain('[redacted]');
    const exportText = await (await ada.request('GET', `/api/workflows/${id}/export`)).text();
    const listText = await (await ada.request('GET', '/api/credentials')).text();
    const dump = await dumpDatabase(t.database.db);
    expect(dump).toContain('[redacted]');
    expect(dump).toContain('== credentials');

    const places = {
      dump,
      logs: logLines.join('\n'),
      run: runText,
      export: exportText,
      list: listText,
      hook: settled,
    };
    for (const secret of [...Object.values(secrets), `ada:${secrets.password}`])
      for (const spelling of spellings(secret))
        for (const [where, text] of Object.entries(places))
          expect(text.includes(spelling), `${secret} (as ${spelling}) found in ${where}`).toBe(false);

    const [used] = await t.database.db.select().from(credentials).where(eq(credentials.id, ids.bearer!));
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it("refuses another user's credential with a message that names the slot, not the secret", async () => {
    const bob = await createSignedInUser(t, { username: 'leakbob' });
    const created = await bob.request('POST', '/api/credentials', {
      name: 'bob',
      type: 'bearer',
      data: { token: unique('bob-token') },
    });
    const bobId = (await created.json()).id as string;
    const { target } = await workflowUsing({ auth: { id: bobId } });
    const record = await executeRun(env(), target, { registry });
    expect(record.status).toBe('failed');
    expect(record.error?.message).toMatch(
      /^Node "leak" \(auth\): The credential .* does not exist or belongs to someone else/,
    );
  });

  it('names a credential that cannot be decrypted (tampered or under a missing key), never its value', async () => {
    const [row] = await t.database.db.select().from(credentials).where(eq(credentials.id, ids.query!));
    const bytes = Buffer.from(row!.secret, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    await t.database.db
      .update(credentials)
      .set({ secret: bytes.toString('base64') })
      .where(eq(credentials.id, ids.query!));
    const { target } = await workflowUsing({ q: { id: ids.query! } });
    const record = await executeRun(env(), target, { registry });
    expect(record.error?.message).toContain('The credential "query" cannot be decrypted');
    expect(record.error?.message).not.toContain(secrets.query);

    // The API says the same when a change needs the stored fields.
    const res = await ada.request('PATCH', `/api/credentials/${ids.query}`, { data: { name: 'other' } });
    expect(res.status).toBe(503);
    expect((await res.json()).message).toContain('"query" cannot be decrypted');
  });
});
