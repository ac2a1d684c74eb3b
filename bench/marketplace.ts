/**
 * The marketplace (issue 21): search p95 over 10,000 listings on PGlite and on PostgreSQL (goal: under 30 ms
 * on both), the assistant's recommendation index over the same rows (build, freshness check, a ranked
 * answer), and purchases per second on PostgreSQL with the ledger's invariants checked after, beside the
 * ledger's plain transfer rate measured in the same run.
 *
 * Rows are seeded directly with the SQL the service writes (`searchColumns`); searches go through
 * `searchListings`, purchases through `getCopy` (a copy of the workflow, the install row, the price and the
 * fee in one transaction). Run alone: `node --import tsx bench/marketplace.ts [postgres://...]`.
 */
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { LISTING_CATEGORIES, type ListingSearch, listingSearchSchema } from '../common/schemas/marketplace';
import { createWorkflowSchema } from '../common/schemas/workflows';
import { type DatabaseHandle, openDatabase } from '../server/db/client';
import { newPGlite } from '../server/db/pglite';
import { marketplaceListings, users } from '../server/db/schema';
import type { SessionUser } from '../server/http/context';
import {
  aiz,
  auditLedger,
  ensureLedgerGenesis,
  ensureUserAccount,
  InsufficientFunds,
  transfer,
  userAccountId,
} from '../server/ledger';
import {
  createListing,
  getCopy,
  listingIndexOf,
  recommendAgents,
  searchColumns,
  searchListings,
} from '../server/modules/marketplace';
import { createWorkflow, publishVersion } from '../server/modules/workflows';
import { benchLedgerThroughput } from './ledger-throughput';
import { reachablePostgres, scratchDatabase } from './lib/postgres';
import { seeded } from './lib/seeded';

export const SEARCH_GOAL_MS = 30;
const LISTINGS = 10_000;

const SUBJECTS =
  `support ticket invoice lead sales solar email slack crm newsletter meeting calendar recruiting
  onboarding refund shipping inventory survey feedback billing contract podcast social marketing seo
  translation compliance security incident weather energy meter payroll expense booking review`.split(/\s+/);
const ROLES =
  'agent bot router digest qualifier parser triage assistant summariser reporter tracker writer'.split(' ');
const VERBS =
  'answers sorts drafts reads scores sends tracks summarises routes checks books translates'.split(' ');

function catalogue(count: number) {
  const random = seeded(21);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const subject = pick(SUBJECTS);
    const other = pick(SUBJECTS);
    const title = `${subject[0]!.toUpperCase()}${subject.slice(1)} ${pick(ROLES)} ${i}`;
    const tags = [subject, other, pick(ROLES)];
    const summary = `${pick(VERBS)} ${subject} and ${other} requests for your team, every day.`;
    const readme = Array.from(
      { length: 12 },
      () => `It ${pick(VERBS)} ${pick(SUBJECTS)} items and ${pick(VERBS)} the ${pick(SUBJECTS)} report.`,
    ).join(' ');
    return { title, tags, summary, readme, category: pick(LISTING_CATEGORIES) };
  });
}

function sessionUser(id: string, username: string): SessionUser {
  return {
    id,
    username,
    email: `${username}@bench.invalid`,
    role: 'user',
    subscription: 'free',
    profileImage: null,
    createdAt: new Date(),
    sessionId: 'bench',
  };
}

async function insertUser(database: DatabaseHandle, username: string): Promise<SessionUser> {
  const id = randomUUID();
  await database.db.insert(users).values({ id, username, email: `${username}@bench.invalid` });
  return sessionUser(id, username);
}

/** 10,000 listings of one creator over 100 workflows (100 versions each), inserted in batches. */
export async function seedListings(database: DatabaseHandle): Promise<number> {
  const started = performance.now();
  const creator = await insertUser(database, `bench-creator-${randomUUID().slice(0, 8)}`);
  const ctx = { db: database.db, now: () => new Date(), user: creator };
  const workflowIds: string[] = [];
  for (let w = 0; w < 100; w++)
    workflowIds.push((await createWorkflow(ctx, createWorkflowSchema.parse({ name: `Bench ${w}` }))).id);
  const rows = catalogue(LISTINGS);
  const now = new Date();
  for (let start = 0; start < rows.length; start += 500) {
    await database.db.insert(marketplaceListings).values(
      rows.slice(start, start + 500).map((row, j) => {
        const i = start + j;
        return {
          slug: `bench-${i}`,
          creatorId: creator.id,
          workflowId: workflowIds[i % 100]!,
          versionNumber: Math.floor(i / 100) + 1,
          title: row.title,
          summary: row.summary,
          readme: row.readme,
          category: row.category,
          tags: row.tags,
          priceBaseUnits: i % 3 === 0 ? '0' : aiz(1 + (i % 50)).toString(),
          ...searchColumns(row),
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
  }
  return performance.now() - started;
}

/** The mix a person sends: words, typos, filters, sorts, browsing without words, a later page. */
const SEARCHES: Partial<Record<keyof ListingSearch, string>>[] = [
  { q: 'support agent' },
  { q: 'suport agnet' },
  { q: 'invoice parser' },
  { q: 'lead qualifer' },
  { q: 'solar' },
  { q: 'newsletter digest', sort: 'popular' },
  {},
  { q: 'crm', category: 'sales' },
  { q: 'email', sort: 'newest' },
  { q: 'ticket triage', page: '2' },
  { free: 'true', sort: 'price' },
  { q: 'refund tracker', maxPrice: '20' },
];

export interface Percentiles {
  n: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;
  return { n: sorted.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: sorted.at(-1) ?? Number.NaN };
}

export interface SearchBench {
  seedMs: number;
  search: Percentiles;
  /** The slowest query of the mix by its p95, with that p95. */
  slowest: { query: string; p95Ms: number };
  /** Every query of the mix with its p50 and p95, in the mix's order. */
  byQuery: { query: string; p50Ms: number; p95Ms: number }[];
  totalHitsForTypo: number;
  index: {
    buildMs: number;
    /** A refresh after one listing was hidden, then after it was listed again. */
    hideMs: number;
    restoreMs: number;
    freshCheck: Percentiles;
    recommend: Percentiles;
    recommended: string[];
  };
}

export async function benchMarketplaceSearch(database: DatabaseHandle, rounds = 20): Promise<SearchBench> {
  await database.migrate();
  const seedMs = await seedListings(database);
  const ctx = { db: database.db, now: () => new Date() };
  const parsed = SEARCHES.map((s) => listingSearchSchema.parse(s));
  const typo = await searchListings(ctx, parsed[1]!);
  for (const search of parsed) await searchListings(ctx, search); // warm-up
  const all: number[] = [];
  const perQuery = parsed.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (const [i, search] of parsed.entries()) {
      const t0 = performance.now();
      await searchListings(ctx, search);
      const elapsed = performance.now() - t0;
      all.push(elapsed);
      perQuery[i]!.push(elapsed);
    }
  }
  const byQuery = perQuery.map((samples, i) => {
    const { p50Ms, p95Ms } = percentiles(samples);
    return { query: JSON.stringify(SEARCHES[i]), p50Ms, p95Ms };
  });
  const slowest = byQuery.reduce((a, b) => (b.p95Ms > a.p95Ms ? b : a));

  const t0 = performance.now();
  await listingIndexOf(database.db);
  const buildMs = performance.now() - t0;
  const fresh: number[] = [];
  const recommend: number[] = [];
  let recommended: string[] = [];
  for (let r = 0; r < rounds * 3; r++) {
    const t1 = performance.now();
    await listingIndexOf(database.db);
    fresh.push(performance.now() - t1);
    const t2 = performance.now();
    recommended = (
      await recommendAgents(ctx, { latest: 'I need a customer support agent for refunds', earlier: [] })
    ).map((a) => a.name);
    recommend.push(performance.now() - t2);
  }
  const timed = async (status: 'hidden' | 'listed') => {
    await database.db
      .update(marketplaceListings)
      .set({ status, updatedAt: new Date() })
      .where(eq(marketplaceListings.slug, 'bench-7'));
    const t3 = performance.now();
    await listingIndexOf(database.db);
    return performance.now() - t3;
  };
  const hideMs = await timed('hidden');
  const restoreMs = await timed('listed');
  return {
    seedMs,
    search: percentiles(all),
    slowest,
    byQuery,
    totalHitsForTypo: typo.total,
    index: {
      buildMs,
      hideMs,
      restoreMs,
      freshCheck: percentiles(fresh),
      recommend: percentiles(recommend),
      recommended,
    },
  };
}

export interface PurchaseBench {
  purchasesPerSecond: number;
  purchases: number;
  refused: number;
  p50Ms: number;
  p99Ms: number;
  invariantViolations: number;
  transfersPerSecond: number;
  ratio: number;
}

/** Purchases of a 1 AIZ listing by `buyers` funded buyers from `clients` concurrent clients for `durationMs`. */
export async function benchPurchases(
  adminUrl: string,
  { clients = 32, durationMs = 5000, buyers = 200 } = {},
): Promise<PurchaseBench> {
  const scratch = await scratchDatabase(adminUrl);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: clients });
  let result: Omit<PurchaseBench, 'transfersPerSecond' | 'ratio'>;
  try {
    await database.migrate();
    const { db } = database;
    await ensureLedgerGenesis(db);
    const creator = await insertUser(database, 'bench-seller');
    const ctx = { db, now: () => new Date(), user: creator };
    const workflow = await createWorkflow(ctx, createWorkflowSchema.parse({ name: 'Bench template' }));
    await publishVersion(ctx, workflow.id, 'bench');
    const { slug } = await createListing(ctx, {
      workflowId: workflow.id,
      title: 'Bench template',
      summary: 'A template bought as fast as the ledger allows.',
      readme: '',
      category: 'other',
      tags: [],
      price: '1',
    });
    const people: SessionUser[] = [];
    for (let i = 0; i < buyers; i++) {
      const buyer = await insertUser(database, `bench-buyer-${i}`);
      await ensureUserAccount(db, buyer.id);
      await transfer(db, {
        idempotencyKey: `bench-fund:${buyer.id}`,
        from: 'system:issuance',
        to: userAccountId(buyer.id),
        amount: aiz(1_000_000),
        kind: 'genesis',
        at: new Date(),
      });
      people.push(buyer);
    }
    const latencies: number[] = [];
    let refused = 0;
    let sequence = 0;
    const runClient = async (deadline: number, record: boolean) => {
      while (performance.now() < deadline) {
        const n = sequence++;
        const buyer = people[n % people.length]!;
        const t0 = performance.now();
        try {
          await getCopy({ db, now: () => new Date(), user: buyer }, slug, `bench-${n}`);
          if (record) latencies.push(performance.now() - t0);
        } catch (err) {
          if (!(err instanceof InsufficientFunds)) throw err;
          refused++;
        }
      }
    };
    const warmUp = performance.now() + 1000;
    await Promise.all(Array.from({ length: clients }, () => runClient(warmUp, false)));
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, () => runClient(started + durationMs, true)));
    const seconds = (performance.now() - started) / 1000;
    const audit = await auditLedger(db);
    const { p50Ms, maxMs } = percentiles(latencies);
    const sorted = [...latencies].sort((a, b) => a - b);
    result = {
      purchasesPerSecond: latencies.length / seconds,
      purchases: latencies.length,
      refused,
      p50Ms,
      p99Ms: sorted[Math.floor(sorted.length * 0.99)] ?? maxMs,
      invariantViolations: audit.violations,
    };
  } finally {
    await database.close();
    await scratch.drop();
  }
  const ledger = await benchLedgerThroughput(adminUrl, { clients, durationMs });
  return {
    ...result,
    transfersPerSecond: ledger.transfersPerSecond,
    ratio: result.purchasesPerSecond / ledger.transfersPerSecond,
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

function printSearch(label: string, r: SearchBench) {
  const verdict = r.search.p95Ms < SEARCH_GOAL_MS ? 'meets' : 'misses';
  console.log(
    `${label.padEnd(10)} search p50 ${ms(r.search.p50Ms)}   p95 ${ms(r.search.p95Ms)}   max ${ms(r.search.maxMs)}   (${r.search.n} searches; ${verdict} the ${SEARCH_GOAL_MS} ms goal)`,
  );
  console.log(
    `${''.padEnd(10)} slowest query ${r.slowest.query} p95 ${ms(r.slowest.p95Ms)}; "suport agnet" finds ${r.totalHitsForTypo}; seeding took ${ms(r.seedMs)}`,
  );
  if (process.env.BENCH_MARKETPLACE_QUERIES)
    for (const q of r.byQuery)
      console.log(
        `${''.padEnd(10)}   ${q.query.padEnd(44)} p50 ${ms(q.p50Ms).padStart(10)}   p95 ${ms(q.p95Ms).padStart(10)}`,
      );
  console.log(
    `${''.padEnd(10)} recommendations: index build ${ms(r.index.buildMs)}, refresh after a hide ${ms(r.index.hideMs)} / a restore ${ms(r.index.restoreMs)}, freshness check p50 ${ms(r.index.freshCheck.p50Ms)} p95 ${ms(r.index.freshCheck.p95Ms)}, an answer's cards p50 ${ms(r.index.recommend.p50Ms)} p95 ${ms(r.index.recommend.p95Ms)} (${r.index.recommended.length} cards)`,
  );
}

export async function printMarketplaceBench(postgresUrl: string | undefined) {
  console.log(
    `\n# Marketplace search over ${LISTINGS.toLocaleString('en-US')} listings (a mix of 12 queries incl. typos, filters, sorts)   goal: p95 < ${SEARCH_GOAL_MS} ms on both`,
  );
  const pglite = await openDatabase({ pglite: newPGlite() });
  try {
    printSearch('PGlite', await benchMarketplaceSearch(pglite));
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
    printSearch('PostgreSQL', await benchMarketplaceSearch(postgres));
  } finally {
    await postgres.close();
    await scratch.drop();
  }
  if (process.env.BENCH_MARKETPLACE_SEARCH_ONLY) return;
  console.log(
    '\n# Marketplace purchases on PostgreSQL (32 clients, 5 s; copy + install + price + fee per purchase) beside plain ledger transfers',
  );
  const p = await benchPurchases(postgresUrl);
  console.log(
    `${p.purchasesPerSecond.toFixed(0)} purchases/s   p50 ${ms(p.p50Ms)}   p99 ${ms(p.p99Ms)}   refused ${p.refused}   invariant violations ${p.invariantViolations}`,
  );
  console.log(
    `${p.transfersPerSecond.toFixed(0)} plain transfers/s in the same run   ratio purchases/transfers ${p.ratio.toFixed(2)}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  reachablePostgres()
    .then((found) => printMarketplaceBench(process.argv[2] ?? found))
    .then(() => process.exit(0))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
