/**
 * The figures a listing's row keeps for the search (search-figures.ts) stay exact through the services:
 * gets, a refund, reviews written and edited, a review hidden and restored, the listing hidden and listed
 * again. After each step the columns equal a count over the installs and visible reviews themselves; the
 * migration that added them (0034) sets the same from the rows.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ListingCard } from '@common/schemas/marketplace';
import type { AdminReport } from '@common/schemas/marketplace-reviews';
import { and, avg, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceInstalls, marketplaceListings, marketplaceReviews } from '../../db/schema/marketplace';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('the search figures kept on a listing', () => {
  let t: TestApp;
  let maker: SignedInUser;
  let admin: SignedInUser;
  let reporter: SignedInUser;
  const buyers: SignedInUser[] = [];
  let slug: string;
  let listingId: string;

  /** The row's columns beside the same figures counted from the installs and the visible reviews. */
  async function figures() {
    const db = t.database.db;
    const [row] = await db
      .select({
        installs: marketplaceListings.installsCount,
        reviews: marketplaceListings.reviewCount,
        rating: marketplaceListings.rating,
        popularity: marketplaceListings.popularity,
      })
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, listingId));
    const [installs] = await db
      .select({ n: count() })
      .from(marketplaceInstalls)
      .where(and(eq(marketplaceInstalls.listingId, listingId), isNull(marketplaceInstalls.refundedAt)));
    const [reviews] = await db
      .select({ n: count(), mean: avg(marketplaceReviews.stars) })
      .from(marketplaceReviews)
      .where(and(eq(marketplaceReviews.listingId, listingId), eq(marketplaceReviews.status, 'visible')));
    const mean = reviews?.mean === null || reviews?.mean === undefined ? null : Number(reviews.mean);
    expect(row).toEqual({
      installs: installs?.n,
      reviews: reviews?.n,
      rating: mean === null ? null : Math.round(mean * 100) / 100,
      popularity: installs?.n,
    });
    return row!;
  }

  const card = async (): Promise<ListingCard | undefined> => {
    const res = await t.request('GET', '/api/marketplace/listings?q=figurestest');
    expect(res.status).toBe(200);
    return ((await res.json()).listings as ListingCard[]).find((l) => l.slug === slug);
  };
  const get = async (user: SignedInUser) => {
    const res = await user.request('POST', `/api/marketplace/listings/${slug}/get`);
    expect(res.status).toBe(201);
    const [install] = await t.database.db
      .select({ id: marketplaceInstalls.id })
      .from(marketplaceInstalls)
      .where(eq(marketplaceInstalls.workflowId, (await res.json()).workflowId));
    return install!.id;
  };
  const review = async (user: SignedInUser, stars: number) => {
    const res = await user.request('PUT', `/api/marketplace/listings/${slug}/review`, {
      stars,
      body: 'Fine.',
    });
    expect(res.status).toBeLessThan(300);
    return (await res.json()).id as string;
  };
  /** A report by a fourth person, then the admin's decision on it; answers the report's id. */
  const report = async (body: object) => {
    expect((await reporter.request('POST', '/api/marketplace/reports', body)).status).toBe(201);
    const open = await admin.request('GET', '/api/admin/marketplace/reports?status=open');
    const [first] = (await open.json()).reports as AdminReport[];
    return first!.id;
  };
  const decide = async (reportId: string, action: 'hide' | 'restore') => {
    const res = await admin.request('POST', `/api/admin/marketplace/reports/${reportId}/resolve`, { action });
    expect(res.status).toBe(200);
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited', env: { ADMIN_EMAILS: 'keeper@aiz.test' } });
    maker = await createSignedInUser(t, { username: 'figures-maker' });
    admin = await createSignedInUser(t, { username: 'keeper', email: 'keeper@aiz.test', role: 'admin' });
    reporter = await createSignedInUser(t, { username: 'fig-eve' });
    for (const name of ['fig-ann', 'fig-ben', 'fig-cat', 'fig-dan'])
      buyers.push(await createSignedInUser(t, { username: name }));
    const workflow = await (await maker.request('POST', '/api/workflows', { name: 'Figures' })).json();
    expect((await maker.request('POST', `/api/workflows/${workflow.id}/versions`, {})).status).toBe(201);
    const listed = await maker.request('POST', '/api/marketplace/listings', {
      workflowId: workflow.id,
      title: 'Figures keeper',
      summary: 'A listing whose figures the search reads from its row.',
      category: 'operations',
      tags: ['figurestest'],
      price: '3',
    });
    expect(listed.status).toBe(201);
    ({ slug, id: listingId } = await listed.json());
  });
  afterAll(() => t.close());

  it('counts installs as they are got and refunded', async () => {
    expect(await figures()).toMatchObject({ installs: 0, reviews: 0, rating: null });
    const [ann, ben, cat] = buyers;
    const annInstall = await get(ann!);
    await get(ben!);
    await get(cat!);
    expect(await figures()).toMatchObject({ installs: 3, popularity: 3 });
    const refund = await maker.request('POST', `/api/marketplace/installs/${annInstall}/refund`, {});
    expect(refund.status).toBe(200);
    expect(await figures()).toMatchObject({ installs: 2, popularity: 2 });
    // A second refund is refused and changes nothing.
    expect((await maker.request('POST', `/api/marketplace/installs/${annInstall}/refund`, {})).status).toBe(
      409,
    );
    expect((await card())?.figures).toMatchObject({ installs: 2, rating: null, ratingCount: 0 });
    expect(await figures()).toMatchObject({ installs: 2 });
  });

  it('keeps the rating of visible reviews through writes, edits, a hidden review and a hidden listing', async () => {
    const [, ben, cat, dan] = buyers;
    await review(ben!, 4);
    expect(await figures()).toMatchObject({ reviews: 1, rating: 4 });
    await get(dan!);
    const danReview = await review(dan!, 5);
    await review(cat!, 5);
    expect(await figures()).toMatchObject({ installs: 3, reviews: 3, rating: 4.67 });
    // An edit changes the stars, not the count.
    await review(cat!, 1);
    expect(await figures()).toMatchObject({ reviews: 3, rating: 3.33 });
    expect((await card())?.figures).toMatchObject({ installs: 3, rating: 3.33, ratingCount: 3 });

    // A hidden review counts in no rating; restored, it counts again.
    const reviewReport = await report({ slug, reviewId: danReview, reason: 'spam' });
    await decide(reviewReport, 'hide');
    expect(await figures()).toMatchObject({ reviews: 2, rating: 2.5 });
    expect((await card())?.figures).toMatchObject({ rating: 2.5, ratingCount: 2 });
    // Its author's edit keeps it hidden, and out of the rating.
    await review(dan!, 2);
    expect(await figures()).toMatchObject({ reviews: 2, rating: 2.5 });
    await decide(reviewReport, 'restore');
    expect(await figures()).toMatchObject({ reviews: 3, rating: 2.33 });

    // A hidden listing leaves search and keeps its figures; listed again, they are the same.
    const listingReport = await report({ slug, reason: 'misleading' });
    await decide(listingReport, 'hide');
    expect(await card()).toBeUndefined();
    expect(await figures()).toMatchObject({ installs: 3, reviews: 3, rating: 2.33 });
    await decide(listingReport, 'restore');
    expect((await card())?.figures).toMatchObject({ installs: 3, rating: 2.33, ratingCount: 3 });
    const filtered = await t.request('GET', '/api/marketplace/listings?q=figurestest&minRating=2.33');
    expect((await filtered.json()).total).toBe(1);
    const above = await t.request('GET', '/api/marketplace/listings?q=figurestest&minRating=2.34');
    expect((await above.json()).total).toBe(0);
  });

  it('sets the same figures from the rows with the migration that added them', async () => {
    const before = await figures();
    const db = t.database.db;
    await db
      .update(marketplaceListings)
      .set({ installsCount: 0, reviewCount: 0, rating: null, recentRuns: 7 })
      .where(eq(marketplaceListings.id, listingId));
    const statements = readFileSync(
      fileURLToPath(new URL('../../db/migrations/0034_marketplace_search_figures.sql', import.meta.url)),
      'utf8',
    ).split('--> statement-breakpoint');
    await db.execute(sql.raw(statements.at(-1)!));
    expect(await figures()).toEqual(before);
  });
});
