/**
 * The creator's side against the real app and database: editing a listing (search follows), drafts out of
 * search until published, unlisting and relisting (not over an admin's hide), releases (later published
 * versions only, a changelog required), a buyer's update of their copy after the diff, refunds (creator and
 * admin, the window, once, the creator's funds, the ledger's invariants) and the Selling summary's figures.
 */
import type { ListingCard } from '@common/schemas/marketplace';
import type { SellingSummary } from '@common/schemas/marketplace-selling';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceInstalls, marketplaceListings } from '../../db/schema/marketplace';
import {
  aiz,
  auditLedger,
  getBalance,
  getUserBalance,
  SYSTEM_ACCOUNTS,
  transfer,
  userAccountId,
} from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { edge, node } from '../../test/workflow-documents';

const DAY = 86_400_000;
const CREDENTIAL = '9b2f4a52-6f0e-4c1a-9d53-0d3c2b7e8a11';

const documentSaying = (word: string) => ({
  nodes: [
    { ...node('start', 'manual-trigger'), position: [0, 0] },
    { ...node('work', 'code', { jsCode: `return [{ word: '${word}' }];` }), position: [240, 0] },
  ],
  edges: [edge('start', 'work')],
  settings: {},
});

describe('marketplace: the creator’s side', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  let eve: SignedInUser;
  let admin: SignedInUser;

  /** Saves `word` as the draft of `id` and publishes it; answers the version number. */
  async function publish(user: SignedInUser, id: string, word: string): Promise<number> {
    const current = await (await user.request('GET', `/api/workflows/${id}`)).json();
    const saved = await user.request('PUT', `/api/workflows/${id}/draft`, {
      document: documentSaying(word),
      revision: current.revision,
    });
    expect(saved.status).toBe(200);
    const version = await user.request('POST', `/api/workflows/${id}/versions`, { note: word });
    expect(version.status).toBe(201);
    return (await version.json()).number;
  }

  async function workflowOf(user: SignedInUser, name: string, word = name): Promise<string> {
    const created = await (await user.request('POST', '/api/workflows', { name })).json();
    await publish(user, created.id, word);
    return created.id;
  }

  async function list(user: SignedInUser, body: Record<string, unknown>) {
    const res = await user.request('POST', '/api/marketplace/listings', {
      summary: 'Does one useful thing for the people who get it.',
      category: 'operations',
      ...body,
    });
    expect(res.status).toBe(201);
    return res.json();
  }

  const search = async (q: string) => {
    const res = await t.request('GET', `/api/marketplace/listings?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return ((await res.json()).listings as ListingCard[]).map((l) => l.slug);
  };

  const selling = async (user: SignedInUser): Promise<SellingSummary> => {
    const res = await user.request('GET', '/api/marketplace/selling');
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited', env: { ADMIN_EMAILS: 'root@example.test' } });
    ada = await createSignedInUser(t, { username: 'maker' });
    bob = await createSignedInUser(t, { username: 'shopper' });
    eve = await createSignedInUser(t, { username: 'stranger' });
    admin = await createSignedInUser(t, { username: 'root', email: 'root@example.test', role: 'admin' });
  });
  afterAll(() => t.close());

  it('edits a listing: search finds the new words and no longer the old ones', async () => {
    const id = await workflowOf(ada, 'Invoice flow');
    const listing = await list(ada, { workflowId: id, title: 'Invoice chaser', tags: ['billing'] });
    expect(await search('chaser')).toContain(listing.slug);

    const res = await ada.request('PATCH', `/api/marketplace/listings/${listing.slug}`, {
      title: 'Payment reminder',
      readme: 'Sends a polite nudge about **overdue** bills.',
      tags: ['dunning'],
      price: '2.5',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ title: 'Payment reminder', tags: ['dunning'], price: '2.5' });
    expect(await search('chaser')).not.toContain(listing.slug);
    expect(await search('overdue')).toContain(listing.slug);
    expect(await search('dunning')).toContain(listing.slug);
    // A typo of the new title (pg_trgm over match_text).
    expect(await search('paymnet remindr')).toContain(listing.slug);

    // Only its creator; nothing to change is a 400.
    expect(
      (await eve.request('PATCH', `/api/marketplace/listings/${listing.slug}`, { title: 'Mine' })).status,
    ).toBe(404);
    expect((await ada.request('PATCH', `/api/marketplace/listings/${listing.slug}`, {})).status).toBe(400);
    expect(
      (await t.request('PATCH', `/api/marketplace/listings/${listing.slug}`, { title: 'Anon' })).status,
    ).toBe(401);
  });

  it('keeps a draft out of search and out of reach until its creator publishes it', async () => {
    const id = await workflowOf(ada, 'Rota planner');
    const draft = await list(ada, { workflowId: id, title: 'Shift rota planner', draft: true });
    expect(await search('rota')).not.toContain(draft.slug);
    expect((await bob.request('GET', `/api/marketplace/listings/${draft.slug}`)).status).toBe(404);
    expect((await bob.request('POST', `/api/marketplace/listings/${draft.slug}/get`)).status).toBe(404);
    // Its creator previews it.
    expect((await ada.request('GET', `/api/marketplace/listings/${draft.slug}`)).status).toBe(200);
    // A draft is not "hidden": it is published or left a draft.
    expect(
      (await ada.request('PATCH', `/api/marketplace/listings/${draft.slug}`, { status: 'hidden' })).status,
    ).toBe(409);

    expect(
      (await ada.request('PATCH', `/api/marketplace/listings/${draft.slug}`, { status: 'listed' })).status,
    ).toBe(200);
    expect(await search('rota')).toContain(draft.slug);
  });

  it('unlists and relists at the creator’s word, but not over an admin’s hide', async () => {
    const id = await workflowOf(ada, 'Lead scorer');
    const { slug } = await list(ada, { workflowId: id, title: 'Lead scorer' });
    const patch = (status: string) => ada.request('PATCH', `/api/marketplace/listings/${slug}`, { status });
    expect((await patch('hidden')).status).toBe(200);
    expect(await search('lead scorer')).not.toContain(slug);
    expect((await bob.request('GET', `/api/marketplace/listings/${slug}`)).status).toBe(404);
    expect((await patch('listed')).status).toBe(200);
    expect(await search('lead scorer')).toContain(slug);

    await t.database.db
      .update(marketplaceListings)
      .set({ status: 'hidden', hiddenReason: 'Misleading claims' })
      .where(eq(marketplaceListings.slug, slug));
    const refused = await patch('listed');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toContain('Misleading claims');
    expect(await search('lead scorer')).not.toContain(slug);
    const mine = (await selling(ada)).listings.find((l) => l.slug === slug);
    expect(mine).toMatchObject({ status: 'hidden', hiddenReason: 'Misleading claims' });
  });

  it('releases later published versions only, each with a changelog; the old release stays', async () => {
    const id = await workflowOf(ada, 'Digest', 'digest one');
    const { slug } = await list(ada, { workflowId: id, title: 'Daily digest' });
    const release = (body: unknown) =>
      ada.request('POST', `/api/marketplace/listings/${slug}/releases`, body);

    expect((await release({ versionNumber: 1, changelog: 'Again.' })).status).toBe(409);
    expect((await release({ versionNumber: 2, changelog: 'Not published.' })).status).toBe(404);
    const v2 = await publish(ada, id, 'digest two');
    expect((await release({ versionNumber: v2, changelog: '   ' })).status).toBe(400);
    expect((await release({ versionNumber: v2 })).status).toBe(400);
    expect(
      (
        await bob.request('POST', `/api/marketplace/listings/${slug}/releases`, {
          versionNumber: v2,
          changelog: 'x',
        })
      ).status,
    ).toBe(404);

    const res = await release({ versionNumber: v2, changelog: 'Adds **weekends**.' });
    expect(res.status).toBe(201);
    const { releases } = await res.json();
    expect(releases).toEqual([
      expect.objectContaining({ versionNumber: 2, changelog: 'Adds **weekends**.', current: true }),
      expect.objectContaining({ versionNumber: 1, changelog: 'First release.', current: false }),
    ]);
    const page = await (await t.request('GET', `/api/marketplace/listings/${slug}`)).json();
    expect(page.versionNumber).toBe(2);
    const anon = await (await t.request('GET', `/api/marketplace/listings/${slug}/releases`)).json();
    expect(anon).toMatchObject({ copies: null });
    expect(anon.releases).toHaveLength(2);
  });

  it('updates a buyer’s copy to the new release after the diff, keeping their credentials, once', async () => {
    const id = await workflowOf(ada, 'Mailer', 'mail one');
    const { slug } = await list(ada, { workflowId: id, title: 'Newsletter mailer' });
    const got = await (await bob.request('POST', `/api/marketplace/listings/${slug}/get`)).json();
    // The buyer links a credential of their own on the code node.
    const copy = await (await bob.request('GET', `/api/workflows/${got.workflowId}`)).json();
    const linked = {
      ...copy.draft,
      nodes: copy.draft.nodes.map((n: { id: string }) =>
        n.id === 'work' ? { ...n, credentials: { api: { id: CREDENTIAL } } } : n,
      ),
    };
    expect(
      (
        await bob.request('PUT', `/api/workflows/${got.workflowId}/draft`, {
          document: linked,
          revision: copy.revision,
        })
      ).status,
    ).toBe(200);

    let mine = await (await bob.request('GET', `/api/marketplace/listings/${slug}/releases`)).json();
    expect(mine.copies).toEqual([expect.objectContaining({ versionNumber: 1, updateAvailable: false })]);
    const installId = mine.copies[0].installId;

    const v2 = await publish(ada, id, 'mail two');
    await ada.request('POST', `/api/marketplace/listings/${slug}/releases`, {
      versionNumber: v2,
      changelog: 'Better.',
    });
    mine = await (await bob.request('GET', `/api/marketplace/listings/${slug}/releases`)).json();
    expect(mine.copies[0]).toMatchObject({ versionNumber: 1, updateAvailable: true });

    const preview = await bob.request('GET', `/api/marketplace/installs/${installId}/update`);
    expect(preview.status).toBe(200);
    const diff = await preview.json();
    expect(diff).toMatchObject({ fromVersion: 1, toVersion: 2, keptCredentials: ['work'] });
    expect(diff.releases.map((r: { versionNumber: number }) => r.versionNumber)).toEqual([2]);
    const changes = diff.diff.nodes.changed.flatMap((c: { changes: { path: string[] }[] }) => c.changes);
    expect(changes.map((c: { path: string[] }) => c.path.join('.'))).toEqual(['parameters.jsCode']);
    // Someone else's copy, or the creator asking about it, is a 404.
    expect((await eve.request('GET', `/api/marketplace/installs/${installId}/update`)).status).toBe(404);

    const updated = await bob.request('POST', `/api/marketplace/installs/${installId}/update`);
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ workflowId: got.workflowId, versionNumber: 2, updated: true });
    const after = await (await bob.request('GET', `/api/workflows/${got.workflowId}`)).json();
    const work = after.draft.nodes.find((n: { id: string }) => n.id === 'work');
    expect(work.parameters.jsCode).toContain('mail two');
    expect(work.credentials).toEqual({ api: { id: CREDENTIAL } });
    expect(after.revision).toBe(copy.revision + 2);

    // Again: nothing changes.
    const again = await bob.request('POST', `/api/marketplace/installs/${installId}/update`);
    expect(await again.json()).toMatchObject({ versionNumber: 2, updated: false });
    expect((await (await bob.request('GET', `/api/workflows/${got.workflowId}`)).json()).revision).toBe(
      after.revision,
    );
    mine = await (await bob.request('GET', `/api/marketplace/listings/${slug}/releases`)).json();
    expect(mine.copies[0]).toMatchObject({ versionNumber: 2, updateAvailable: false });
  });

  describe('refunds', () => {
    let slug: string;
    const buy = async (user: SignedInUser) => {
      const res = await user.request('POST', `/api/marketplace/listings/${slug}/get`);
      expect(res.status).toBe(201);
      const [install] = await t.database.db
        .select()
        .from(marketplaceInstalls)
        .where(eq(marketplaceInstalls.workflowId, (await res.json()).workflowId));
      return install!.id;
    };
    const refund = (user: SignedInUser, id: string, reason?: string) =>
      user.request('POST', `/api/marketplace/installs/${id}/refund`, reason ? { reason } : {});

    beforeAll(async () => {
      const id = await workflowOf(ada, 'Report builder');
      slug = (await list(ada, { workflowId: id, title: 'Weekly report builder', price: '40' })).slug;
    });

    it('gives the buyer back what they paid, from the creator and the platform fees, exactly once', async () => {
      const db = t.database.db;
      const start = {
        bob: await getUserBalance(db, bob.user.id),
        ada: await getUserBalance(db, ada.user.id),
        fees: await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id),
      };
      const installId = await buy(bob);
      expect(await getUserBalance(db, bob.user.id)).toBe(start.bob - aiz(40));
      const card = async () =>
        (await (await t.request('GET', `/api/marketplace/listings/${slug}`)).json()).figures;
      expect((await card()).installs).toBe(1);

      expect((await refund(eve, installId)).status).toBe(404);
      const res = await refund(ada, installId, 'Bought by mistake');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ installId, refunded: '40' });
      expect(await getUserBalance(db, bob.user.id)).toBe(start.bob);
      expect(await getUserBalance(db, ada.user.id)).toBe(start.ada);
      expect(await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id)).toBe(start.fees);
      expect((await auditLedger(db)).violations).toBe(0);

      const second = await refund(ada, installId);
      expect(second.status).toBe(409);
      expect((await second.json()).message).toMatch(/refunded already/);
      expect(await getUserBalance(db, bob.user.id)).toBe(start.bob);
      // No longer an install or a sale.
      expect((await card()).installs).toBe(0);
      const summary = await selling(ada);
      const row = summary.listings.find((l) => l.slug === slug)!;
      expect(row).toMatchObject({ installs: 0, sales: 0, earnings: '0' });
      // The payout stays in the history, marked refunded.
      expect(summary.payouts.filter((p) => p.listing?.slug === slug)).toEqual([
        expect.objectContaining({ amount: '38', source: 'sale', refunded: true }),
      ]);
      // Refunded copies get no updates.
      expect((await bob.request('POST', `/api/marketplace/installs/${installId}/update`)).status).toBe(409);
    });

    it("takes a refunded buyer's review out of the rating and the list, and back when they buy again", async () => {
      const id = await workflowOf(ada, 'Invoice reader');
      const own = (await list(ada, { workflowId: id, title: 'Invoice reader for refunds', price: '10' }))
        .slug;
      const buyOwn = async () => {
        const res = await eve.request('POST', `/api/marketplace/listings/${own}/get`);
        expect(res.status).toBe(201);
        const [install] = await t.database.db
          .select()
          .from(marketplaceInstalls)
          .where(eq(marketplaceInstalls.workflowId, (await res.json()).workflowId));
        return install!.id;
      };
      const figures = async () =>
        (await (await t.request('GET', `/api/marketplace/listings/${own}`)).json()).figures as {
          rating: number | null;
          ratingCount: number;
        };
      const othersSee = async () =>
        (await (await bob.request('GET', `/api/marketplace/listings/${own}/reviews`)).json()).summary.count;

      const installId = await buyOwn();
      const wrote = await eve.request('PUT', `/api/marketplace/listings/${own}/review`, {
        stars: 5,
        body: 'Reads every invoice we have.',
      });
      expect(wrote.status).toBe(201);
      expect(await figures()).toMatchObject({ rating: 5, ratingCount: 1 });
      expect(await othersSee()).toBe(1);

      expect((await refund(ada, installId)).status).toBe(200);
      expect(await figures()).toMatchObject({ rating: null, ratingCount: 0 });
      expect(await othersSee()).toBe(0);

      await buyOwn();
      expect(await figures()).toMatchObject({ rating: 5, ratingCount: 1 });
      expect(await othersSee()).toBe(1);
    });

    it('lets an admin refund, and refuses once the window has closed', async () => {
      const db = t.database.db;
      const before = await getUserBalance(db, bob.user.id);
      const byAdmin = await buy(bob);
      expect((await refund(admin, byAdmin)).status).toBe(200);
      expect(await getUserBalance(db, bob.user.id)).toBe(before);

      const late = await buy(bob);
      t.clock.advance(15 * DAY);
      const res = await refund(ada, late);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toMatch(/14-day refund window/);
      expect((await refund(admin, late)).status).toBe(409);
      expect(await getUserBalance(db, bob.user.id)).toBe(before - aiz(40));
      const sale = (await selling(ada)).sales.find((s) => s.installId === late)!;
      expect(sale).toMatchObject({ refundable: false, refundedAt: null, paid: '40' });
    });

    it('refuses a creator who cannot cover the refund, writing nothing', async () => {
      const db = t.database.db;
      const installId = await buy(bob);
      const bobBefore = await getUserBalance(db, bob.user.id);
      // The creator spends everything they have.
      await transfer(db, {
        idempotencyKey: 'test:ada-spends-all',
        from: userAccountId(ada.user.id),
        to: SYSTEM_ACCOUNTS.treasury.id,
        amount: await getUserBalance(db, ada.user.id),
        kind: 'transfer',
        at: new Date(t.clock.now),
      });
      const res = await refund(ada, installId);
      expect(res.status).toBe(409);
      const body = await res.json();
      expect(body.error).toBe('insufficient_funds');
      expect(body.message).toMatch(/38 AIZ .* your balance is 0 AIZ/);
      expect(await getUserBalance(db, bob.user.id)).toBe(bobBefore);
      const [row] = await db.select().from(marketplaceInstalls).where(eq(marketplaceInstalls.id, installId));
      expect(row!.refundedAt).toBeNull();
      expect((await auditLedger(db)).violations).toBe(0);
    });
  });

  it('sums the Selling page from the ledger: listings, sales, installs, earnings per day, payouts', async () => {
    const cara = await createSignedInUser(t, { username: 'seller2' });
    const id = await workflowOf(cara, 'Quote maker');
    const { slug } = await list(cara, { workflowId: id, title: 'Quote maker', price: '10' });
    const free = await list(cara, {
      workflowId: await workflowOf(cara, 'Free helper'),
      title: 'Free helper',
    });
    await bob.request('POST', `/api/marketplace/listings/${slug}/get`);
    await eve.request('POST', `/api/marketplace/listings/${slug}/get`);
    await eve.request('POST', `/api/marketplace/listings/${free.slug}/get`);

    const summary = await selling(cara);
    expect(summary.totals).toEqual({ sales: 2, installs: 3, earnings: '19' });
    expect(summary.listings.find((l) => l.slug === slug)).toMatchObject({
      status: 'listed',
      sales: 2,
      installs: 2,
      earnings: '19',
      price: '10',
    });
    expect(summary.listings.find((l) => l.slug === free.slug)).toMatchObject({ sales: 0, installs: 1 });
    expect(summary.days).toBe(30);
    expect(summary.earningsByDay).toHaveLength(30);
    expect(summary.earningsByDay.at(-1)).toEqual({
      day: new Date(t.clock.now).toISOString().slice(0, 10),
      amount: 19,
    });
    expect(summary.payouts.map((p) => [p.amount, p.source, p.listing?.slug])).toEqual([
      ['9.5', 'sale', slug],
      ['9.5', 'sale', slug],
    ]);
    expect(summary.sales.map((s) => [s.buyer.username, s.paid, s.refundable])).toEqual(
      expect.arrayContaining([
        ['shopper', '10', true],
        ['stranger', '10', true],
      ]),
    );
    // Only one's own: another creator sees none of these.
    expect((await selling(eve)).listings).toEqual([]);
    expect((await t.request('GET', '/api/marketplace/selling')).status).toBe(401);
  });
});
