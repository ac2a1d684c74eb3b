/**
 * Purchases and paid runs racing on PostgreSQL (PGlite has one connection, so nothing races there): 20
 * buyers with 1,000 AIZ each send 200 purchase requests of a 150 AIZ listing (5 purchases each, every one
 * sent twice at once with the same Idempotency-Key) and 120 requests of a 100 AIZ-per-run deployment (3
 * runs each, twice each), all at once. 5 × 150 + 3 × 100 = 1,050 > 1,000: every buyer is refused exactly
 * once, whichever of their last two came second. After: every auditLedger() invariant holds, nobody is below
 * zero, each buyer paid exactly for what succeeded, and the creator and the platform got exactly their share.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, marketplaceInstalls, marketplaceListings } from '../../db/schema';
import { aiz, auditLedger, getBalance, getUserBalance, SYSTEM_ACCOUNTS, userAccountId } from '../../ledger';
import { testDatabaseKind } from '../../test/database';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { edge, node } from '../../test/workflow-documents';
import { splitPrice } from '../deployments';

const BUYERS = 20;
const PURCHASES_EACH = 5;
const RUNS_EACH = 3;
const COPY_PRICE = aiz(150);
const RUN_PRICE = aiz(100);

const quickWorkflow = {
  nodes: [node('start', 'manual-trigger'), node('done', 'no-op')],
  edges: [edge('start', 'done')],
  settings: {},
};

describe.runIf(testDatabaseKind === 'postgres')(
  'marketplace purchases under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    let creator: SignedInUser;
    let buyers: SignedInUser[];

    async function published(name: string): Promise<string> {
      const created = await (await creator.request('POST', '/api/workflows', { name })).json();
      const saved = await creator.request('PUT', `/api/workflows/${created.id}/draft`, {
        document: quickWorkflow,
        revision: 1,
      });
      expect(saved.status).toBe(200);
      expect((await creator.request('POST', `/api/workflows/${created.id}/versions`, {})).status).toBe(201);
      return created.id;
    }

    beforeAll(async () => {
      t = await createTestApp({ rateLimits: 'unlimited' });
      creator = await createSignedInUser(t, { username: 'race-creator' });
      buyers = [];
      for (let i = 0; i < BUYERS; i++)
        buyers.push(await createSignedInUser(t, { username: `race-buyer-${i}` }));
    });
    afterAll(() => t.close());

    it('keeps the ledger exact through 320 concurrent purchase and run requests with retries', async () => {
      const db = t.database.db;
      const listed = await creator.request('POST', '/api/marketplace/listings', {
        workflowId: await published('Race template'),
        title: 'Race template',
        summary: 'A template bought many times at once.',
        category: 'other',
        price: '150',
      });
      expect(listed.status).toBe(201);
      const { slug } = await listed.json();
      const deployed = await creator.request('POST', '/api/deployments', {
        workflowId: await published('Race agent'),
        price: '100',
      });
      expect(deployed.status).toBe(201);
      const deployment = await deployed.json();
      const secrets = await Promise.all(
        buyers.map(async (b) => {
          const res = await b.request('POST', '/api/api-keys', { name: 'race' });
          expect(res.status).toBe(201);
          return (await res.json()).secret as string;
        }),
      );

      const start = new Map(
        await Promise.all(buyers.map(async (b) => [b.user.id, await getUserBalance(db, b.user.id)] as const)),
      );
      for (const balance of start.values()) expect(balance).toBe(aiz(1000));
      const creatorStart = await getUserBalance(db, creator.user.id);
      const feesStart = await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id).catch(() => 0n);

      type Outcome = { buyer: number; op: string; status: number; id: string | null; error: string | null };
      const requests: Promise<Outcome>[] = [];
      for (const [i, buyer] of buyers.entries()) {
        for (let attempt = 0; attempt < 2; attempt++) {
          for (let p = 0; p < PURCHASES_EACH; p++) {
            const op = `buy-${p}`;
            requests.push(
              buyer
                .request('POST', `/api/marketplace/listings/${slug}/get`, {}, { 'idempotency-key': op })
                .then(async (res) => {
                  const body = await res.json();
                  return {
                    buyer: i,
                    op,
                    status: res.status,
                    id: body.workflowId ?? null,
                    error: body.error ?? null,
                  };
                }),
            );
          }
          for (let r = 0; r < RUNS_EACH; r++) {
            const op = `run-${r}`;
            requests.push(
              Promise.resolve(
                t.app.request(`/api/run/${deployment.slug}`, {
                  method: 'POST',
                  headers: {
                    authorization: `Bearer ${secrets[i]}`,
                    'content-type': 'application/json',
                    'idempotency-key': op,
                  },
                  body: JSON.stringify({ input: {} }),
                }),
              ).then(async (res) => {
                const body = await res.json();
                return {
                  buyer: i,
                  op,
                  status: res.status,
                  id: body.runId ?? null,
                  error: body.error ?? null,
                };
              }),
            );
          }
        }
      }
      expect(requests).toHaveLength(BUYERS * 2 * (PURCHASES_EACH + RUNS_EACH));
      const outcomes = await Promise.all(requests);

      // Every answer is a success (201, or 200 for a replay) or the clean refusal for want of funds; never a 500.
      for (const o of outcomes) {
        if (o.op.startsWith('buy')) expect([200, 201, 409], JSON.stringify(o)).toContain(o.status);
        else expect([200, 202, 402], JSON.stringify(o)).toContain(o.status);
        if (o.status === 409) expect(o.error).toBe('insufficient_funds');
        if (o.status === 402) expect(o.error).toBe('payment_required');
      }

      const audit = await auditLedger(db);
      expect(audit).toMatchObject({ violations: 0, negativeBalances: 0, total: 0n, mismatchedAccounts: 0 });

      let paidToCreator = 0n;
      let paidInFees = 0n;
      for (const [i, buyer] of buyers.entries()) {
        const mine = outcomes.filter((o) => o.buyer === i);
        // A key's successful attempts name one copy or one run: a retry never makes a second.
        const succeeded = new Map<string, Set<string>>();
        for (const o of mine.filter((m) => m.status < 300)) {
          succeeded.set(o.op, (succeeded.get(o.op) ?? new Set()).add(o.id ?? ''));
        }
        for (const ids of succeeded.values()) expect(ids.size).toBe(1);
        const bought = [...succeeded.keys()].filter((op) => op.startsWith('buy')).length;
        const ran = [...succeeded.keys()].filter((op) => op.startsWith('run')).length;
        // 8 things wanted, 1,000 AIZ: 7 fit whatever the order, the 8th does not.
        expect(bought + ran).toBe(PURCHASES_EACH + RUNS_EACH - 1);
        const spent = COPY_PRICE * BigInt(bought) + RUN_PRICE * BigInt(ran);
        const balance = await getUserBalance(db, buyer.user.id);
        expect(balance).toBe(start.get(buyer.user.id)! - spent);
        expect(balance >= 0n).toBe(true);
        expect(balance < COPY_PRICE).toBe(true);
        // The ledger holds exactly one purchase and one fee per copy bought, one charge per run.
        const moves = await db
          .select({ kind: ledgerTransfers.kind })
          .from(ledgerTransfers)
          .where(eq(ledgerTransfers.fromAccount, userAccountId(buyer.user.id)));
        expect(moves.filter((m) => m.kind === 'purchase')).toHaveLength(bought);
        const copy = splitPrice(COPY_PRICE);
        const run = splitPrice(RUN_PRICE);
        paidToCreator += copy.owner * BigInt(bought) + run.owner * BigInt(ran);
        paidInFees += copy.fee * BigInt(bought) + run.fee * BigInt(ran);
      }
      expect((await getUserBalance(db, creator.user.id)) - creatorStart).toBe(paidToCreator);
      expect((await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id)) - feesStart).toBe(paidInFees);
      // The search's kept install count took every concurrent purchase, once.
      const [kept] = await db
        .select({ installs: marketplaceListings.installsCount })
        .from(marketplaceListings)
        .where(eq(marketplaceListings.slug, slug));
      const [counted] = await db
        .select({ n: count() })
        .from(marketplaceInstalls)
        .innerJoin(marketplaceListings, eq(marketplaceListings.id, marketplaceInstalls.listingId))
        .where(eq(marketplaceListings.slug, slug));
      expect(kept?.installs).toBe(counted?.n);
    });
  },
);
