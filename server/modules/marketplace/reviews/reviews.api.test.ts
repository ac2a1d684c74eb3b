/**
 * Reviews and reports against the real app and database: only people who got the listing (not refunded,
 * not its creator) review it, once, and may edit it; the creator replies once; helpful votes count once and
 * never on one's own review; the rating (mean and count of visible reviews) shows on cards and drives the
 * search's rating sort and minimum; reports go to the admins' queue, where hiding a listing takes it out of
 * search (404 to all but its creator) and hiding a review takes it out of the rating.
 */
import type { ListingCard } from '@common/schemas/marketplace';
import type { AdminReport, Review, ReviewsPage } from '@common/schemas/marketplace-reviews';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceInstalls, marketplaceReviews } from '../../../db/schema/marketplace';
import { createSignedInUser, type SignedInUser } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { edge, node } from '../../../test/workflow-documents';

const document = (word: string) => ({
  nodes: [
    { ...node('start', 'manual-trigger'), position: [0, 0] },
    { ...node('work', 'code', { jsCode: `return [{ word: '${word}' }];` }), position: [240, 0] },
  ],
  edges: [edge('start', 'work')],
  settings: {},
});

describe('marketplace reviews and reports', () => {
  let t: TestApp;
  let creator: SignedInUser;
  let ann: SignedInUser;
  let ben: SignedInUser;
  let cat: SignedInUser;
  let stranger: SignedInUser;
  let admin: SignedInUser;

  /** A listing of `user`'s (a workflow published once, listed free); answers its slug. */
  async function listing(user: SignedInUser, title: string): Promise<string> {
    const created = await (await user.request('POST', '/api/workflows', { name: title })).json();
    const saved = await user.request('PUT', `/api/workflows/${created.id}/draft`, {
      document: document(title),
      revision: 1,
    });
    expect(saved.status).toBe(200);
    expect((await user.request('POST', `/api/workflows/${created.id}/versions`, { note: 'v1' })).status).toBe(
      201,
    );
    const res = await user.request('POST', '/api/marketplace/listings', {
      workflowId: created.id,
      title,
      summary: `${title}: a listing made for the review tests.`,
      category: 'operations',
      tags: ['reviewtest'],
    });
    expect(res.status).toBe(201);
    return (await res.json()).slug;
  }

  const get = async (user: SignedInUser, slug: string) =>
    expect((await user.request('POST', `/api/marketplace/listings/${slug}/get`)).status).toBe(201);
  const review = (user: SignedInUser, slug: string, stars: number, body = 'Works well for us.') =>
    user.request('PUT', `/api/marketplace/listings/${slug}/review`, { stars, body });
  const reviews = async (user: SignedInUser | TestApp, slug: string, query = '') => {
    const res = await user.request('GET', `/api/marketplace/listings/${slug}/reviews${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as ReviewsPage;
  };
  const search = async (query: string) => {
    const res = await t.request('GET', `/api/marketplace/listings${query}`);
    expect(res.status).toBe(200);
    return (await res.json()).listings as ListingCard[];
  };
  const queue = async (status = 'open') => {
    const res = await admin.request('GET', `/api/admin/marketplace/reports?status=${status}`);
    expect(res.status).toBe(200);
    return (await res.json()).reports as AdminReport[];
  };

  let slug: string;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited', env: { ADMIN_EMAILS: 'mod@aiz.test' } });
    creator = await createSignedInUser(t, { username: 'maker' });
    ann = await createSignedInUser(t, { username: 'ann' });
    ben = await createSignedInUser(t, { username: 'ben' });
    cat = await createSignedInUser(t, { username: 'cat' });
    stranger = await createSignedInUser(t, { username: 'stranger' });
    admin = await createSignedInUser(t, { username: 'mod', email: 'mod@aiz.test', role: 'admin' });
    slug = await listing(creator, 'Invoice sorter');
    await get(ann, slug);
    await get(ben, slug);
    await get(cat, slug);
  });
  afterAll(() => t.close());

  it('lets only people who got the listing review it, and says why others cannot', async () => {
    const strangerTry = await review(stranger, slug, 5);
    expect(strangerTry.status).toBe(403);
    expect((await strangerTry.json()).message).toMatch(/^Get this listing to review it/);
    expect(await reviews(stranger, slug)).toMatchObject({ canReview: false, refusal: 'get-it-first' });

    // The creator has a copy of their own listing, and still may not review it.
    await get(creator, slug);
    const own = await review(creator, slug, 5);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toMatch(/own listing/);
    expect(await reviews(creator, slug)).toMatchObject({
      canReview: false,
      refusal: 'own-listing',
      isCreator: true,
    });

    expect(
      (await t.request('PUT', `/api/marketplace/listings/${slug}/review`, { stars: 4, body: 'Hi' })).status,
    ).toBe(401);
    expect(await reviews(t, slug)).toMatchObject({ canReview: false, refusal: 'sign-in', mine: null });
    expect((await t.request('GET', '/api/marketplace/listings/no-such/reviews')).status).toBe(404);

    // A refunded copy is no copy.
    const refunded = await createSignedInUser(t, { username: 'refunded' });
    await get(refunded, slug);
    await t.database.db
      .update(marketplaceInstalls)
      .set({ refundedAt: new Date(t.clock.now) })
      .where(eq(marketplaceInstalls.buyerId, refunded.user.id));
    expect((await review(refunded, slug, 1)).status).toBe(403);

    expect(await reviews(ann, slug)).toMatchObject({ canReview: true, refusal: null, mine: null });
  });

  it('validates stars and text with messages a person understands', async () => {
    const zero = await review(ann, slug, 0);
    expect(zero.status).toBe(400);
    expect((await zero.json()).message).toMatch(/1 to 5 stars/);
    expect((await review(ann, slug, 6)).status).toBe(400);
    expect((await review(ann, slug, 4.5)).status).toBe(400);
    expect((await review(ann, slug, 4, ' ')).status).toBe(400);
    expect((await review(ann, slug, 4, 'x'.repeat(2001))).status).toBe(400);
  });

  it('keeps one review per person, which its author edits', async () => {
    const first = await review(ann, slug, 4, 'Sorted a month of invoices.');
    expect(first.status).toBe(201);
    const written = (await first.json()) as Review;
    expect(written).toMatchObject({ stars: 4, author: { username: 'ann' }, mine: true, edited: false });

    t.clock.advance(60_000);
    const again = await review(ann, slug, 2, 'It broke on a PDF with two pages.');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: written.id, stars: 2, edited: true });
    const rows = await t.database.db
      .select()
      .from(marketplaceReviews)
      .where(eq(marketplaceReviews.authorId, ann.user.id));
    expect(rows).toHaveLength(1);

    const page = await reviews(ann, slug);
    expect(page.mine).toMatchObject({ id: written.id, stars: 2, body: 'It broke on a PDF with two pages.' });
    // Her own is apart, not in the list.
    expect(page.reviews).toEqual([]);
    expect(page.summary).toEqual({ rating: 2, count: 1, distribution: [0, 1, 0, 0, 0] });
  });

  it('lets the creator reply once to each review, and nobody else', async () => {
    const annReview = (await reviews(ann, slug)).mine!;
    const url = `/api/marketplace/reviews/${annReview.id}/reply`;
    const byAnother = await ben.request('POST', url, { body: 'I am not the creator.' });
    expect(byAnother.status).toBe(403);
    expect((await byAnother.json()).message).toBe(
      'Only the creator of the listing may reply to its reviews.',
    );

    const reply = await creator.request('POST', url, { body: 'Two-page PDFs work since version 2.' });
    expect(reply.status).toBe(201);
    expect((await reply.json()).reply).toMatchObject({ body: 'Two-page PDFs work since version 2.' });

    const twice = await creator.request('POST', url, { body: 'And another thing.' });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toMatch(/replied to this review already/);
    expect((await reviews(t, slug)).reviews[0]!.reply!.body).toBe('Two-page PDFs work since version 2.');

    expect((await creator.request('POST', url, { body: '' })).status).toBe(400);
    expect(
      (
        await creator.request('POST', '/api/marketplace/reviews/00000000-0000-4000-8000-000000000000/reply', {
          body: 'Hello there',
        })
      ).status,
    ).toBe(404);
    expect(
      (await creator.request('POST', '/api/marketplace/reviews/nope/reply', { body: 'Hello there' })).status,
    ).toBe(400);
  });

  it('counts a helpful vote once per person, never on one’s own review, and takes it back', async () => {
    const id = (await reviews(ann, slug)).mine!.id;
    const url = `/api/marketplace/reviews/${id}/helpful`;
    const own = await ann.request('POST', url);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe('You cannot mark your own review as helpful.');

    expect(await (await ben.request('POST', url)).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
    // Again: still one.
    expect(await (await ben.request('POST', url)).json()).toEqual({ helpfulCount: 1, votedHelpful: true });
    expect(await (await stranger.request('POST', url)).json()).toEqual({
      helpfulCount: 2,
      votedHelpful: true,
    });
    expect((await t.request('POST', url)).status).toBe(401);

    const seenByBen = (await reviews(ben, slug)).reviews.find((r) => r.id === id)!;
    expect(seenByBen).toMatchObject({ helpfulCount: 2, votedHelpful: true, mine: false });
    expect((await reviews(cat, slug)).reviews.find((r) => r.id === id)!.votedHelpful).toBe(false);

    expect(await (await stranger.request('DELETE', url)).json()).toEqual({
      helpfulCount: 1,
      votedHelpful: false,
    });
    expect(await (await stranger.request('DELETE', url)).json()).toEqual({
      helpfulCount: 1,
      votedHelpful: false,
    });
  });

  it('sorts reviews by helpful votes or newest, in pages', async () => {
    t.clock.advance(60_000);
    expect((await review(ben, slug, 5, 'Saves me an hour a day.')).status).toBe(201);
    t.clock.advance(60_000);
    expect((await review(cat, slug, 5, 'Does what it says.')).status).toBe(201);
    const helpful = await reviews(stranger, slug, '?sort=helpful');
    expect(helpful.reviews.map((r) => r.author.username)).toEqual(['ann', 'cat', 'ben']);
    const newest = await reviews(stranger, slug, '?sort=newest&pageSize=2');
    expect(newest.reviews.map((r) => r.author.username)).toEqual(['cat', 'ben']);
    expect(newest.total).toBe(3);
    const second = await reviews(stranger, slug, '?sort=newest&pageSize=2&page=2');
    expect(second.reviews.map((r) => r.author.username)).toEqual(['ann']);
    expect((await t.request('GET', `/api/marketplace/listings/${slug}/reviews?sort=best`)).status).toBe(400);
    expect(helpful.summary).toEqual({ rating: 4, count: 3, distribution: [0, 1, 0, 0, 2] });
  });

  it('shows the mean and count on cards and pages, and sorts and filters the search by them', async () => {
    const other = await listing(creator, 'Invoice reminder');
    await get(ann, other);
    expect((await review(ann, other, 5, 'Perfect reminders.')).status).toBe(201);
    const none = await listing(creator, 'Invoice archive');

    const page = await (await t.request('GET', `/api/marketplace/listings/${slug}`)).json();
    expect(page.figures).toMatchObject({ rating: 4, ratingCount: 3 });

    const byRating = await search('?q=reviewtest&sort=rating');
    expect(byRating.map((l) => [l.slug, l.figures.rating, l.figures.ratingCount])).toEqual([
      [other, 5, 1],
      [slug, 4, 3],
      [none, null, 0],
    ]);
    expect((await search('?q=reviewtest&minRating=4.5')).map((l) => l.slug)).toEqual([other]);
    expect((await search('?q=reviewtest&minRating=4&sort=rating')).map((l) => l.slug)).toEqual([other, slug]);
    expect((await t.request('GET', '/api/marketplace/listings?minRating=5.1')).status).toBe(400);
  });

  it('takes reports of a listing or a review, one open report per person and target', async () => {
    const annReview = (await reviews(ann, slug)).mine!;
    const report = (body: object, user = stranger) => {
      // Apart in time, so the queue's order (oldest first) is theirs.
      t.clock.advance(1_000);
      return user.request('POST', '/api/marketplace/reports', body);
    };
    const first = await report({ slug, reviewId: annReview.id, reason: 'offensive', detail: 'Rude words.' });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ status: 'open' });
    const twice = await report({ slug, reviewId: annReview.id, reason: 'spam' });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toBe('You reported this already. An administrator will look at it.');
    // The listing itself is another target; another person may report the same review.
    expect((await report({ slug, reason: 'misleading' })).status).toBe(201);
    expect((await report({ slug, reviewId: annReview.id, reason: 'offensive' }, ben)).status).toBe(201);

    expect((await report({ slug, reason: 'because' })).status).toBe(400);
    expect((await report({ slug, reason: 'other', detail: 'x'.repeat(1001) })).status).toBe(400);
    expect((await report({ slug: 'no-such', reason: 'spam' })).status).toBe(404);
    expect(
      (await report({ slug, reviewId: '00000000-0000-4000-8000-000000000000', reason: 'spam' })).status,
    ).toBe(404);
    expect((await t.request('POST', '/api/marketplace/reports', { slug, reason: 'spam' })).status).toBe(401);

    const open = await queue();
    expect(open.map((r) => [r.target, r.reason, r.reporter.username])).toEqual([
      ['review', 'offensive', 'stranger'],
      ['listing', 'misleading', 'stranger'],
      ['review', 'offensive', 'ben'],
    ]);
    expect(open[0]).toMatchObject({
      detail: 'Rude words.',
      status: 'open',
      resolution: null,
      listing: { slug, title: 'Invoice sorter', status: 'listed', creator: { username: 'maker' } },
      review: { id: annReview.id, stars: 2, author: { username: 'ann' }, status: 'visible' },
    });
  });

  it('keeps the admin routes to administrators', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/marketplace/reports'],
      ['POST', '/api/admin/marketplace/reports/00000000-0000-4000-8000-000000000000/resolve'],
    ] as const) {
      expect((await t.request(method, url, method === 'POST' ? { action: 'hide' } : undefined)).status).toBe(
        401,
      );
      const res = await stranger.request(method, url, method === 'POST' ? { action: 'hide' } : undefined);
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe('This area is for administrators.');
    }
    expect(
      (
        await admin.request(
          'POST',
          '/api/admin/marketplace/reports/00000000-0000-4000-8000-000000000000/resolve',
          { action: 'hide' },
        )
      ).status,
    ).toBe(404);
  });

  it('hides a review out of the list and the rating, resolving its open reports, and restores it', async () => {
    const [first] = await queue();
    const res = await admin.request('POST', `/api/admin/marketplace/reports/${first!.id}/resolve`, {
      action: 'hide',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'resolved',
      resolution: 'hidden',
      resolvedBy: { username: 'mod' },
      review: { status: 'hidden' },
    });
    // Ben's report of the same review is resolved with it; the listing's report stays open.
    expect((await queue()).map((r) => r.target)).toEqual(['listing']);
    expect((await queue('resolved')).map((r) => [r.reporter.username, r.resolution])).toEqual(
      expect.arrayContaining([
        ['stranger', 'hidden'],
        ['ben', 'hidden'],
      ]),
    );

    const seen = await reviews(stranger, slug);
    expect(seen.reviews.map((r) => r.author.username)).toEqual(['cat', 'ben']);
    expect(seen.summary).toEqual({ rating: 5, count: 2, distribution: [0, 0, 0, 0, 2] });
    expect(
      (await (await t.request('GET', `/api/marketplace/listings/${slug}`)).json()).figures,
    ).toMatchObject({
      rating: 5,
      ratingCount: 2,
    });
    // Its author still sees it, marked hidden; nobody can vote on it or reply to it.
    expect((await reviews(ann, slug)).mine).toMatchObject({ hidden: true });
    expect((await ben.request('POST', `/api/marketplace/reviews/${first!.review!.id}/helpful`)).status).toBe(
      404,
    );

    const restored = await admin.request('POST', `/api/admin/marketplace/reports/${first!.id}/resolve`, {
      action: 'restore',
    });
    expect(await restored.json()).toMatchObject({ resolution: 'restored', review: { status: 'visible' } });
    expect((await reviews(stranger, slug)).summary.count).toBe(3);
  });

  it('hides a listing out of search (404 to all but its creator, who reads why), and restores it', async () => {
    const [listingReport] = await queue();
    expect(listingReport!.target).toBe('listing');
    const hide = await admin.request('POST', `/api/admin/marketplace/reports/${listingReport!.id}/resolve`, {
      action: 'hide',
      note: 'The README promises what it does not do.',
    });
    expect(await hide.json()).toMatchObject({ resolution: 'hidden', listing: { status: 'hidden' } });

    expect((await search('?q=invoice%20sorter')).map((l) => l.slug)).not.toContain(slug);
    expect((await search('')).map((l) => l.slug)).not.toContain(slug);
    for (const who of [t, ann, stranger, admin]) {
      expect((await who.request('GET', `/api/marketplace/listings/${slug}`)).status).toBe(404);
    }
    expect((await review(ann, slug, 5)).status).toBe(404);
    expect((await ann.request('POST', `/api/marketplace/listings/${slug}/get`)).status).toBe(404);
    const seenByCreator = await creator.request('GET', `/api/marketplace/listings/${slug}`);
    expect(seenByCreator.status).toBe(200);
    expect((await seenByCreator.json()).hidden).toEqual({
      reason: 'The README promises what it does not do.',
    });
    expect((await reviews(creator, slug)).summary.count).toBe(3);

    const restored = await admin.request(
      'POST',
      `/api/admin/marketplace/reports/${listingReport!.id}/resolve`,
      {
        action: 'restore',
      },
    );
    expect(restored.status).toBe(200);
    expect((await search('?q=invoice%20sorter')).map((l) => l.slug)).toContain(slug);
    expect((await (await t.request('GET', `/api/marketplace/listings/${slug}`)).json()).hidden).toBeNull();
  });

  it('dismisses a report, leaving its target as it was', async () => {
    expect(
      (await cat.request('POST', '/api/marketplace/reports', { slug, reason: 'other', detail: 'Not sure.' }))
        .status,
    ).toBe(201);
    const [open] = await queue();
    const res = await admin.request('POST', `/api/admin/marketplace/reports/${open!.id}/resolve`, {
      action: 'dismiss',
    });
    expect(await res.json()).toMatchObject({ resolution: 'dismissed', listing: { status: 'listed' } });
    expect(await queue()).toEqual([]);
    // Resolved, so the same person may report it again.
    expect((await cat.request('POST', '/api/marketplace/reports', { slug, reason: 'spam' })).status).toBe(
      201,
    );
    expect(
      (await admin.request('POST', `/api/admin/marketplace/reports/${open!.id}/resolve`, { action: 'erase' }))
        .status,
    ).toBe(400);
  });

  it('counts review writes under the marketplace write limit, once per request', async () => {
    t.enforceRateLimits();
    const id = (await reviews(ann, slug)).mine!.id;
    const res = await ben.request('POST', `/api/marketplace/reviews/${id}/helpful`);
    expect(res.status).toBe(200);
    expect(res.headers.get('RateLimit-Remaining')).toBe('59');
    const unvote = await ben.request('DELETE', `/api/marketplace/reviews/${id}/helpful`);
    expect(unvote.headers.get('RateLimit-Remaining')).toBe('58');
    const statuses: number[] = [];
    for (let i = 0; i < 59; i++) statuses.push((await review(ben, slug, 5, `Edit ${i}`)).status);
    expect(statuses.slice(0, 58).every((s) => s === 200)).toBe(true);
    expect(statuses[58]).toBe(429);
    // Reading is not limited by it.
    expect((await reviews(ben, slug)).mine!.body).toBe('Edit 57');
  });
});
