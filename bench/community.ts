/**
 * The community forum (issue 26): search and the thread lists over 2,000 and 20,000 threads, on PGlite and on
 * PostgreSQL. Each query goes through the forum's routes in process (`communityRoutes`, signed out: the
 * query's validation, the service, the JSON answer), so the figures are what a reader's request costs
 * without the network: a search with one exact word, with a typo of that word, with two typos, with several words; the latest list, the
 * top list of the week, the unanswered list. Each is printed with its p50, p95 and the threads it matched,
 * and the typo's search beside the exact word's.
 *
 * Threads and posts are inserted in batches; then `refreshThread`, the function every write calls, writes
 * each thread's counts, last post time and search columns, so the rows are what the product would have.
 * One database grows from one size to the next. Run alone: `node --import tsx bench/community.ts
 * [postgres://...]` (BENCH_COMMUNITY_THREADS="2000,20000", BENCH_COMMUNITY_ROUNDS=20).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { threadSlug } from '../common/schemas/community';
import { offlineProviderEntry } from '../server/ai/offline';
import { currentOfflineContext } from '../server/ai/offline/context';
import { AiService } from '../server/ai/service';
import { loadConfig } from '../server/config';
import { type DatabaseHandle, openDatabase } from '../server/db/client';
import { newPGlite } from '../server/db/pglite';
import { communityCategories, communityPosts, communityThreads, users } from '../server/db/schema';
import type { AppDeps } from '../server/deps';
import { createLogger } from '../server/lib/logger';
import { createMemoryRateLimitStore } from '../server/lib/rate-limit';
import { createMemoryRunEventBus } from '../server/lib/run-event-bus';
import { allowlistFrom, createSafeHttp } from '../server/lib/safe-http';
import { createOutboxTransport } from '../server/mail/transport';
import { communityRoutes, refreshThread, seedCommunityCategories } from '../server/modules/community';
import { reachablePostgres, scratchDatabase } from './lib/postgres';
import { seeded } from './lib/seeded';
import { p50p95 } from './lib/stats';

const SIZES = (process.env.BENCH_COMMUNITY_THREADS ?? '2000,20000').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_COMMUNITY_ROUNDS ?? 20);
const AUTHORS = 300;
const DAY_MS = 24 * 60 * 60_000;

/** What people ask about here: the product's words, so a query matches a realistic share of threads. */
const SUBJECTS =
  `webhook workflow agent template deployment schedule credential wallet staking token marketplace
  import export trigger node expression sandbox dashboard invoice payment stripe slack email calendar
  spreadsheet database postgres solar panel inverter battery quote login password notification api`.split(
    /\s+/,
  );
const PROBLEMS =
  'fails times out returns 404 is slow loops forever hangs crashes shows nothing is duplicated is missing'.split(
    ' ',
  );
const ASKS = [
  'How do I connect',
  'Best way to schedule',
  'Can I import',
  'Why does my',
  'Help with',
  'Question about',
  'Tips for',
  'Is there a way to export',
];
const TAGS = `webhooks workflows agents n8n-import slack stripe email solar web3 staking marketplace api
  credentials schedules sandbox postgres pglite deployments templates billing`.split(/\s+/);
const SENTENCES = [
  'I set up a {s} with a {t} and it {p} when I run it from the builder.',
  'The {s} step {p} after about thirty seconds, the log says nothing useful.',
  'Has anyone used the {s} node together with {t}? The docs only show a simple example.',
  'I tried restarting the {s} and checking the {t} settings but it still {p}.',
  'Here is what I did: created a {s}, added a {t} and published the version.',
  'You need to open the {s} settings and turn on retries for the {t}.',
  'Thanks, that fixed it. The {t} was pointing at an old {s}.',
  'Same problem here since yesterday, my {s} {p} every time.',
  'Try the expression editor: map the {t} field before the {s} step.',
  'Our team runs about a hundred {s} runs a day and the {t} is the only part that {p}.',
];

interface SeedThread {
  title: string;
  tags: string[];
  category: number;
  createdAt: Date;
  hidden: boolean;
  posts: { body: string; votes: number; at: Date; author: number }[];
}

/** Thread `i` of the forum, the same in every run and whatever the size. */
function threadAt(i: number, now: number): SeedThread {
  const random = seeded(26_000 + i);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const subject = pick(SUBJECTS);
  const other = pick(SUBJECTS);
  const title =
    random() < 0.5
      ? `${pick(ASKS)} ${subject} to ${other}?`
      : `${subject[0]!.toUpperCase()}${subject.slice(1)} ${pick(PROBLEMS)} with ${other}`;
  const tags = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(TAGS)))];
  const createdAt = now - random() * 365 * DAY_MS;
  // About one thread in five has no reply yet; the rest have one to six.
  const replies = random() < 0.2 ? 0 : 1 + Math.floor(random() * 6);
  const sentence = () =>
    pick(SENTENCES)
      .replace('{s}', random() < 0.6 ? subject : pick(SUBJECTS))
      .replace('{t}', pick(SUBJECTS))
      .replace('{p}', pick(PROBLEMS));
  let at = createdAt;
  const posts = Array.from({ length: 1 + replies }, (_, n) => {
    if (n > 0) at = Math.min(now, at + random() * 2 * DAY_MS);
    return {
      body: Array.from({ length: 2 + Math.floor(random() * 4) }, sentence).join(' '),
      votes: Math.floor(random() ** 3 * 40),
      at: new Date(at),
      author: Math.floor(random() * AUTHORS),
    };
  });
  return {
    title,
    tags,
    category: Math.floor(random() * 5),
    createdAt: new Date(createdAt),
    hidden: random() < 0.01,
    posts,
  };
}

interface Forum {
  authorIds: string[];
  categoryIds: string[];
  threads: number;
  posts: number;
}

async function openForum(database: DatabaseHandle): Promise<Forum> {
  await database.migrate();
  await seedCommunityCategories(database.db);
  const categoryIds = (
    await database.db.select({ id: communityCategories.id }).from(communityCategories)
  ).map((c) => c.id);
  const run = randomUUID().slice(0, 8);
  const authors = Array.from({ length: AUTHORS }, (_, i) => ({
    id: randomUUID(),
    username: `bench-${run}-${i}`,
    email: `bench-${run}-${i}@bench.invalid`,
  }));
  await database.db.insert(users).values(authors);
  return { authorIds: authors.map((a) => a.id), categoryIds, threads: 0, posts: 0 };
}

/** Threads up to `size` (500 at a time), then their derived columns through refreshThread. */
async function growForum(database: DatabaseHandle, forum: Forum, size: number, now: number): Promise<number> {
  const started = performance.now();
  const { db } = database;
  for (let start = forum.threads; start < size; start += 500) {
    const batch = Array.from({ length: Math.min(500, size - start) }, (_, j) => threadAt(start + j, now));
    const ids = await db
      .insert(communityThreads)
      .values(
        batch.map((t) => ({
          categoryId: forum.categoryIds[t.category % forum.categoryIds.length]!,
          authorId: forum.authorIds[t.posts[0]!.author]!,
          title: t.title,
          slug: threadSlug(t.title),
          tags: t.tags,
          lastPostAt: t.createdAt,
          createdAt: t.createdAt,
          // Written by refreshThread() below, as createThread does.
          searchVector: sql`''::tsvector`,
          matchText: '',
        })),
      )
      .returning({ id: communityThreads.id });
    const posts = batch.flatMap((t, j) =>
      t.posts.map((p, n) => ({
        threadId: ids[j]!.id,
        authorId: forum.authorIds[p.author]!,
        number: n + 1,
        body: p.body,
        voteCount: p.votes,
        hidden: n === 0 && t.hidden,
        createdAt: p.at,
      })),
    );
    for (let k = 0; k < posts.length; k += 1000)
      await db.insert(communityPosts).values(posts.slice(k, k + 1000));
    await db.transaction(async (tx) => {
      for (const { id } of ids) await refreshThread(tx, id);
    });
    forum.posts += posts.length;
  }
  forum.threads = size;
  // A third of the answered threads are solved by their first reply.
  await db.execute(sql`update community_threads t set solution_post_id = p.id from community_posts p
    where p.thread_id = t.id and p.number = 2 and t.id % 3 = 0 and t.solution_post_id is null`);
  await db.execute(sql`analyze`);
  return performance.now() - started;
}

const QUERIES = [
  { name: 'search, exact word', path: '/search?q=webhook' },
  { name: 'search, a typo of it', path: '/search?q=webhok' },
  { name: 'search, two typos', path: '/search?q=slak%20webhok' },
  { name: 'search, several words', path: '/search?q=stripe%20payment%20fails%20webhook' },
  { name: 'latest', path: '/threads' },
  { name: 'top, this week', path: '/threads?view=top&period=week' },
  { name: 'unanswered', path: '/threads?view=unanswered' },
] as const;

export interface CommunityFigures {
  threads: number;
  posts: number;
  seedMs: number;
  queries: { name: string; path: string; p50Ms: number; p95Ms: number; matched: number }[];
}

/** The app's dependencies around this database (what communityRoutes reads is the database and the clock). */
async function benchDeps(database: DatabaseHandle): Promise<AppDeps> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'aiz-bench-community-')),
  });
  const logger = createLogger('silent');
  return {
    config,
    database,
    logger,
    rateLimits: createMemoryRateLimitStore(),
    mail: createOutboxTransport(database.db, logger),
    http: createSafeHttp({ allowlist: allowlistFrom(config.httpAllowlist) }),
    ai: await AiService.create({
      config: config.ai,
      db: database.db,
      logger,
      offline: offlineProviderEntry(currentOfflineContext),
    }),
    now: () => new Date(),
    version: 'bench',
    clientDir: null,
    runEvents: createMemoryRunEventBus(),
  };
}

export async function benchCommunity(database: DatabaseHandle): Promise<CommunityFigures[]> {
  const forum = await openForum(database);
  const deps = await benchDeps(database);
  const routes = communityRoutes(deps);
  const ask = async (url: string) => {
    const res = await routes.request(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { total: number }).total;
  };
  const now = Date.now();
  const figures: CommunityFigures[] = [];
  try {
    for (const size of SIZES) {
      const seedMs = await growForum(database, forum, size, now);
      const matched: number[] = [];
      for (const q of QUERIES) matched.push(await ask(q.path)); // warm-up, and the rows each matches
      const samples = QUERIES.map(() => [] as number[]);
      for (let r = 0; r < ROUNDS; r++) {
        for (const [i, q] of QUERIES.entries()) {
          const t0 = performance.now();
          await ask(q.path);
          samples[i]!.push(performance.now() - t0);
        }
      }
      figures.push({
        threads: forum.threads,
        posts: forum.posts,
        seedMs,
        queries: QUERIES.map((q, i) => {
          const { p50, p95 } = p50p95(samples[i]!);
          return { ...q, p50Ms: p50, p95Ms: p95, matched: matched[i]! };
        }),
      });
    }
  } finally {
    await deps.http.close();
  }
  return figures;
}

const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9);
const count = (n: number) => n.toLocaleString('en-US');

function printFigures(label: string, all: CommunityFigures[]) {
  for (const f of all) {
    console.log(
      `${label} ${count(f.threads)} threads, ${count(f.posts)} posts (grown to this size in ${(f.seedMs / 1000).toFixed(1)} s)`,
    );
    for (const q of f.queries)
      console.log(
        `  ${q.name.padEnd(22)} ${q.path.padEnd(48)} p50 ${ms(q.p50Ms)}   p95 ${ms(q.p95Ms)}   ${count(q.matched).padStart(6)} matched`,
      );
    const exact = f.queries[0]!;
    const typo = f.queries[1]!;
    console.log(
      `  ratio typo/exact search: p50 ${(typo.p50Ms / exact.p50Ms).toFixed(2)}   p95 ${(typo.p95Ms / exact.p95Ms).toFixed(2)}`,
    );
  }
}

export async function printCommunityBench(postgresUrl: string | undefined) {
  console.log(
    `\n# Community forum: search and thread lists over ${SIZES.map(count).join(' and ')} threads (its routes in process, signed out; ${ROUNDS} rounds after a warm-up)`,
  );
  const pglite = await openDatabase({ pglite: newPGlite() });
  try {
    printFigures('PGlite', await benchCommunity(pglite));
  } finally {
    await pglite.close();
  }
  if (!postgresUrl) {
    console.log('PostgreSQL: skipped (no PostgreSQL answered; set BENCH_DATABASE_URL)');
    return;
  }
  const scratch = await scratchDatabase(postgresUrl);
  const postgres = await openDatabase({ databaseUrl: scratch.url });
  try {
    printFigures('PostgreSQL', await benchCommunity(postgres));
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reachablePostgres()
    .then((found) => printCommunityBench(process.argv[2] ?? found))
    .then(() => process.exit(0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
