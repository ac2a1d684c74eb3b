/**
 * The webhook benchmark's baseline: a bare Hono handler doing the workflow's transformation
 * (`{greeting: 'hello ' + name, doubled: n * 2}`) and, to be fair to "every run persisted", storing one
 * row per request (input and output) on PostgreSQL (DATABASE_URL) before it answers. Same pool size as the
 * app's.
 */
import { randomUUID } from 'node:crypto';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
await pool.query(
  'create table if not exists bare_runs (id uuid primary key, input jsonb not null, output jsonb not null, finished_at timestamptz not null)',
);

const app = new Hono()
  .get('/health', (c) => c.text('ok'))
  .post('/webhook/bench', async (c) => {
    const body = (await c.req.json()) as { name?: unknown; n?: unknown };
    const output = { greeting: `hello ${String(body.name)}`, doubled: Number(body.n) * 2 };
    await pool.query('insert into bare_runs (id, input, output, finished_at) values ($1, $2, $3, now())', [
      randomUUID(),
      body,
      output,
    ]);
    return c.json(output);
  });
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
