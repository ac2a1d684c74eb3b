/**
 * The marketplace against the real app and database: listing a published version (and the refusals), the
 * search over a small catalogue (typo tolerance, filters, sorts, pages), a listing's page without parameters
 * or secrets, a free copy, a purchase moving AIZ once (fee included) even when retried, and a buyer without
 * funds refused with nothing written.
 */
import type { ListingCard } from '@common/schemas/marketplace';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceInstalls } from '../../db/schema/marketplace';
import { workflows } from '../../db/schema/workflows';
import { aiz, auditLedger, getBalance, getUserBalance, parseAiz, SYSTEM_ACCOUNTS } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { edge, node } from '../../test/workflow-documents';

const SECRET = 'sk-live-do-not-show-4242';

const documentNamed = (word: string) => ({
  nodes: [
    { ...node('start', 'manual-trigger'), position: [0, 0] },
    {
      ...node('work', 'code', { jsCode: `// ${SECRET}\nreturn [{ word: '${word}' }];` }, 'private notes'),
      position: [240, 0],
    },
  ],
  edges: [edge('start', 'work')],
  settings: {},
});

describe('marketplace', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;
  const slugs: Record<string, string> = {};

  /** A workflow of `user` with one published version per document; answers its id. */
  async function published(user: SignedInUser, name: string, count = 1): Promise<string> {
    const created = await (await user.request('POST', '/api/workflows', { name })).json();
    let revision = 1;
    for (let i = 0; i < count; i++) {
      const saved = await user.request('PUT', `/api/workflows/${created.id}/draft`, {
        document: documentNamed(`${name} ${i + 1}`),
        revision,
      });
      expect(saved.status).toBe(200);
      revision = (await saved.json()).revision;
      expect(
        (await user.request('POST', `/api/workflows/${created.id}/versions`, { note: `v${i + 1}` })).status,
      ).toBe(201);
    }
    return created.id;
  }

  const search = async (query: string) => {
    const res = await t.request('GET', `/api/marketplace/listings${query}`);
    expect(res.status).toBe(200);
    return (await res.json()) as { listings: ListingCard[]; total: number; page: number; pageSize: number };
  };
  const titles = (page: { listings: ListingCard[] }) => page.listings.map((l) => l.title);

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'creator' });
    bob = await createSignedInUser(t, { username: 'buyer' });
  });
  afterAll(() => t.close());

  it('lists the latest published version of the caller’s workflow, and a named one', async () => {
    const id = await published(ada, 'Helpdesk bot', 2);
    const res = await ada.request('POST', '/api/marketplace/listings', {
      workflowId: id,
      title: 'Support agent',
      summary: 'Answers customer questions from your help centre, day and night.',
      readme: '# Support agent\n\nConnects to your **helpdesk** and drafts replies.',
      category: 'customer-support',
      tags: ['Helpdesk', 'chat'],
    });
    expect(res.status).toBe(201);
    const listing = await res.json();
    expect(listing).toMatchObject({
      slug: 'support-agent',
      title: 'Support agent',
      category: 'customer-support',
      tags: ['helpdesk', 'chat'],
      price: '0',
      official: false,
      creator: { username: 'creator' },
      versionNumber: 2,
      figures: { installs: 0, rating: null, ratingCount: 0 },
      owned: false,
    });
    expect(listing.shape.nodes.map((n: { id: string }) => n.id)).toEqual(['start', 'work']);
    slugs.support = listing.slug;

    const first = await ada.request('POST', '/api/marketplace/listings', {
      workflowId: id,
      versionNumber: 1,
      title: 'Support agent',
      summary: 'The first release of the support agent, kept for comparison.',
      category: 'customer-support',
      price: '10',
    });
    expect(first.status).toBe(201);
    // Same title: a slug of its own.
    expect(await first.json()).toMatchObject({ slug: 'support-agent-2', versionNumber: 1, price: '10' });
    // Not in the catalogue below: hidden.
    const { marketplaceListings } = await import('../../db/schema/marketplace');
    await t.database.db
      .update(marketplaceListings)
      .set({ status: 'hidden' })
      .where(eq(marketplaceListings.slug, 'support-agent-2'));
    expect((await t.request('GET', '/api/marketplace/listings/support-agent-2')).status).toBe(404);
  });

  it('refuses what is not the caller’s, not published, listed already or malformed', async () => {
    const adas = await published(ada, 'Private flow');
    const body = {
      workflowId: adas,
      title: 'Borrowed',
      summary: 'Somebody else’s work, listed.',
      category: 'other',
    };
    expect((await bob.request('POST', '/api/marketplace/listings', body)).status).toBe(404);
    expect((await t.request('POST', '/api/marketplace/listings', body)).status).toBe(401);

    const draft = await (await ada.request('POST', '/api/workflows', { name: 'Only a draft' })).json();
    const unpublished = await ada.request('POST', '/api/marketplace/listings', {
      ...body,
      workflowId: draft.id,
    });
    expect(unpublished.status).toBe(409);
    expect((await unpublished.json()).message).toBe('Publish a version of this workflow before you list it.');
    expect(
      (await ada.request('POST', '/api/marketplace/listings', { ...body, versionNumber: 7 })).status,
    ).toBe(404);

    expect((await ada.request('POST', '/api/marketplace/listings', body)).status).toBe(201);
    const twice = await ada.request('POST', '/api/marketplace/listings', { ...body, title: 'Again' });
    expect(twice.status).toBe(409);
    expect((await twice.json()).message).toMatch(
      /^Version 1 of this workflow is listed already, as borrowed\./,
    );
    // Out of the catalogue below.
    const { marketplaceListings } = await import('../../db/schema/marketplace');
    await t.database.db
      .update(marketplaceListings)
      .set({ status: 'hidden' })
      .where(eq(marketplaceListings.slug, 'borrowed'));

    for (const bad of [
      { ...body, title: 'x' },
      { ...body, category: 'nope' },
      { ...body, price: '-1' },
      { ...body, price: 'ten' },
      { ...body, workflowId: 'abc' },
      { ...body, tags: ['ok', '!!'] },
      { ...body, versionNumber: 0 },
      { ...body, readme: 'x'.repeat(20_001) },
      { ...body, summary: 'Text PostgreSQL cannot store: \u0000.' },
    ]) {
      const res = await ada.request('POST', '/api/marketplace/listings', bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect((await ada.request('POST', '/api/marketplace/listings', '{not json')).status).toBe(400);
  });

  it('finds listings with typos, by any word, and lists everything for an empty query', async () => {
    const catalogue = [
      [
        'Support ticket triage',
        'customer-support',
        ['tickets'],
        '10',
        'Sorts incoming tickets by urgency and topic.',
      ],
      ['Sales agent', 'sales', ['crm'], '100', 'Follows up with leads and books meetings for you.'],
      [
        'Invoice parser',
        'data',
        ['pdf', 'finance'],
        '0',
        'Reads invoices and writes their lines to a sheet.',
      ],
      ['Energy meter reader', 'energy', ['iot'], '2.5', 'Collects readings from smart meters every hour.'],
      ['Lead qualification', 'sales', ['leads'], '5000', 'Scores new leads against your ideal customer.'],
    ] as const;
    for (const [title, category, tags, price, summary] of catalogue) {
      t.clock.advance(60_000);
      const id = await published(ada, title);
      const res = await ada.request('POST', '/api/marketplace/listings', {
        workflowId: id,
        title,
        summary,
        readme: title === 'Invoice parser' ? 'Understands **VAT** lines in quarterly statements.' : '',
        category,
        tags,
        price,
      });
      expect(res.status).toBe(201);
      slugs[title] = (await res.json()).slug;
    }

    const all = await search('');
    expect(all.total).toBe(6);
    expect(all.listings).toHaveLength(6);

    const typo = await search('?q=suport%20agnet');
    expect(titles(typo)[0]).toBe('Support agent');
    expect(titles(typo)).not.toContain('Invoice parser');
    expect(titles(typo)).not.toContain('Sales agent');
    expect(titles(await search('?q=invoce'))).toEqual(['Invoice parser']);
    // Full text: the summary and the README (stemmed), and tags.
    expect(titles(await search('?q=meetings'))).toEqual(['Sales agent']);
    expect(titles(await search('?q=quarterly%20statement'))).toEqual(['Invoice parser']);
    expect(titles(await search('?q=iot'))).toEqual(['Energy meter reader']);
    expect((await search('?q=zzzzqqq')).total).toBe(0);
    // Whatever a person types is a query, never an error.
    for (const q of ["'", 'a:b & !c | (', '"unclosed', 'the', '%', '\\']) {
      expect((await search(`?q=${encodeURIComponent(q)}`)).page, q).toBe(1);
    }
  });

  it('filters by category, free and maximum price, sorts, and pages', async () => {
    expect(titles(await search('?category=sales&sort=newest'))).toEqual([
      'Lead qualification',
      'Sales agent',
    ]);
    expect(titles(await search('?free=true&sort=newest'))).toEqual(['Invoice parser', 'Support agent']);
    expect((await search('?free=false')).total).toBe(4);
    expect(titles(await search('?maxPrice=10&sort=price'))).toEqual([
      'Invoice parser',
      'Support agent',
      'Energy meter reader',
      'Support ticket triage',
    ]);
    const byPrice = await search('?sort=price');
    expect(byPrice.listings.map((l) => l.price)).toEqual(['0', '0', '2.5', '10', '100', '5000']);
    expect(titles(await search('?sort=newest'))).toEqual([
      'Lead qualification',
      'Energy meter reader',
      'Invoice parser',
      'Sales agent',
      'Support ticket triage',
      'Support agent',
    ]);
    // No reviews yet: nothing has a rating.
    expect((await search('?minRating=1')).total).toBe(0);
    expect((await search('?sort=rating')).total).toBe(6);
    const second = await search('?sort=newest&pageSize=2&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(titles(second)).toEqual(['Invoice parser', 'Sales agent']);
    for (const bad of [
      '?sort=best',
      '?category=nope',
      '?maxPrice=-1',
      '?pageSize=1000',
      '?free=yes',
      `?q=${'a'.repeat(101)}`,
      '?q=%00',
    ]) {
      expect((await t.request('GET', `/api/marketplace/listings${bad}`)).status, bad).toBe(400);
    }
  });

  it('shows a listing’s page with its shape and never a parameter or a secret', async () => {
    const res = await t.request('GET', '/api/marketplace/listings/invoice-parser');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('parameters');
    expect(text).not.toContain('private notes');
    const detail = JSON.parse(text);
    expect(detail).toMatchObject({
      slug: 'invoice-parser',
      readme: 'Understands **VAT** lines in quarterly statements.',
      owned: null,
      shape: {
        nodes: [
          { id: 'start', name: 'start', type: 'manual-trigger', position: [0, 0] },
          { id: 'work', name: 'work', type: 'code', position: [240, 0] },
        ],
        edges: [{ source: 'start', target: 'work' }],
      },
    });
    expect(Object.keys(detail.shape.nodes[0]).sort()).toEqual(['id', 'name', 'position', 'type']);
    expect((await t.request('GET', '/api/marketplace/listings/no-such-listing')).status).toBe(404);
    expect((await t.request('GET', '/api/marketplace/listings/Bad%20Slug')).status).toBe(400);
  });

  it('gets a free copy as a new workflow of the caller', async () => {
    const res = await bob.request('POST', `/api/marketplace/listings/${slugs.support}/get`);
    expect(res.status).toBe(201);
    const got = await res.json();
    expect(got).toMatchObject({ paid: '0', replayed: false });
    const copy = await (await bob.request('GET', `/api/workflows/${got.workflowId}`)).json();
    expect(copy).toMatchObject({ name: 'Support agent', tags: ['marketplace', 'customer-support'] });
    // The listed version's document (version 2), not the draft.
    expect(copy.draft.nodes.map((n: { type: string }) => n.type)).toEqual(['manual-trigger', 'code']);
    expect(copy.draft.nodes[1].parameters.jsCode).toContain('Helpdesk bot 2');
    const detail = await (await bob.request('GET', `/api/marketplace/listings/${slugs.support}`)).json();
    expect(detail).toMatchObject({ owned: true, figures: { installs: 1 } });
    expect((await ada.request('GET', `/api/marketplace/listings/${slugs.support}`)).status).toBe(200);
    expect((await t.request('POST', `/api/marketplace/listings/${slugs.support}/get`)).status).toBe(401);
    expect((await bob.request('POST', '/api/marketplace/listings/no-such-listing/get')).status).toBe(404);
  });

  it('buys a priced listing: the buyer pays the price, the creator gets it less 5%, the platform the fee', async () => {
    const db = t.database.db;
    const before = {
      bob: await getUserBalance(db, bob.user.id),
      ada: await getUserBalance(db, ada.user.id),
      fees: await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id),
    };
    const res = await bob.request('POST', `/api/marketplace/listings/${slugs['Sales agent']}/get`);
    expect(res.status).toBe(201);
    const got = await res.json();
    expect(got).toMatchObject({ paid: '100', replayed: false });
    expect(await getUserBalance(db, bob.user.id)).toBe(before.bob - aiz(100));
    expect(await getUserBalance(db, ada.user.id)).toBe(before.ada + aiz(95));
    expect(await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id)).toBe(before.fees + aiz(5));
    expect((await auditLedger(db)).violations).toBe(0);
    const [install] = await db
      .select()
      .from(marketplaceInstalls)
      .where(eq(marketplaceInstalls.workflowId, got.workflowId));
    expect(install).toMatchObject({ buyerId: bob.user.id, paidBaseUnits: aiz(100).toString() });

    // The creator gets their own listing free.
    const own = await ada.request('POST', `/api/marketplace/listings/${slugs['Sales agent']}/get`);
    expect(own.status).toBe(201);
    expect(await own.json()).toMatchObject({ paid: '0', replayed: false });
    expect(await getUserBalance(db, ada.user.id)).toBe(before.ada + aiz(95));
  });

  it('pays once for a retried purchase with the same Idempotency-Key', async () => {
    const db = t.database.db;
    const url = `/api/marketplace/listings/${slugs['Energy meter reader']}/get`;
    const key = { 'idempotency-key': 'buy-energy-1' };
    const before = await getUserBalance(db, bob.user.id);
    const fees = await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id);
    const first = await bob.request('POST', url, undefined, key);
    expect(first.status).toBe(201);
    const bought = await first.json();
    expect(bought).toMatchObject({ paid: '2.5', replayed: false });
    const again = await bob.request('POST', url, undefined, key);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...bought, replayed: true });
    // Still the first copy after the listing was hidden.
    const { marketplaceListings } = await import('../../db/schema/marketplace');
    const hide = (status: 'listed' | 'hidden') =>
      db
        .update(marketplaceListings)
        .set({ status })
        .where(eq(marketplaceListings.slug, slugs['Energy meter reader']!));
    await hide('hidden');
    expect(await (await bob.request('POST', url, undefined, key)).json()).toEqual({
      ...bought,
      replayed: true,
    });
    await hide('listed');
    expect(await getUserBalance(db, bob.user.id)).toBe(before - parseAiz('2.5'));
    expect(await getBalance(db, SYSTEM_ACCOUNTS.platformFees.id)).toBe(fees + parseAiz('2.5') / 20n);
    const copies = await db.select().from(workflows).where(eq(workflows.ownerId, bob.user.id));
    expect(copies.filter((w) => w.name === 'Energy meter reader')).toHaveLength(1);
    // The same key for another listing is a mistake, said as such.
    const other = await bob.request(
      'POST',
      `/api/marketplace/listings/${slugs['Invoice parser']}/get`,
      undefined,
      key,
    );
    expect(other.status).toBe(409);
    // A new key is a second purchase.
    const second = await bob.request('POST', url, undefined, { 'idempotency-key': 'buy-energy-2' });
    expect(await second.json()).toMatchObject({ paid: '2.5', replayed: false });
    expect(await getUserBalance(db, bob.user.id)).toBe(before - aiz(5));
    expect((await auditLedger(db)).violations).toBe(0);
  });

  it('pays once when the same Idempotency-Key arrives twice at the same time', async () => {
    const db = t.database.db;
    const url = `/api/marketplace/listings/${slugs['Support ticket triage']}/get`;
    const key = { 'idempotency-key': 'buy-triage-race' };
    const before = await getUserBalance(db, bob.user.id);
    const answers = await Promise.all([
      bob.request('POST', url, undefined, key),
      bob.request('POST', url, undefined, key),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
    const [a, b] = await Promise.all(answers.map((r) => r.json()));
    expect(a.workflowId).toBe(b.workflowId);
    expect(await getUserBalance(db, bob.user.id)).toBe(before - aiz(10));
    const copies = await db.select().from(workflows).where(eq(workflows.ownerId, bob.user.id));
    expect(copies.filter((w) => w.name === 'Support ticket triage')).toHaveLength(1);
    expect((await auditLedger(db)).violations).toBe(0);
  });

  it('refuses a buyer without funds cleanly, writing nothing', async () => {
    const db = t.database.db;
    const before = await getUserBalance(db, bob.user.id);
    const workflowsBefore = (await db.select().from(workflows).where(eq(workflows.ownerId, bob.user.id)))
      .length;
    const installsBefore = (await db.select().from(marketplaceInstalls)).length;
    const res = await bob.request('POST', `/api/marketplace/listings/${slugs['Lead qualification']}/get`);
    expect(res.status).toBe(409);
    const error = await res.json();
    expect(error.error).toBe('insufficient_funds');
    expect(error.message).toMatch(
      /^Lead qualification costs 5000 AIZ and your balance is [\d.]+ AIZ\. Get AIZ /,
    );
    expect(await getUserBalance(db, bob.user.id)).toBe(before);
    expect((await db.select().from(workflows).where(eq(workflows.ownerId, bob.user.id))).length).toBe(
      workflowsBefore,
    );
    expect((await db.select().from(marketplaceInstalls)).length).toBe(installsBefore);
    expect((await auditLedger(db)).violations).toBe(0);
  });

  it('sorts by popularity: most copies first', async () => {
    const popular = await search('?sort=popular');
    expect(popular.listings.slice(0, 4).map((l) => [l.title, l.figures.installs])).toEqual([
      ['Energy meter reader', 2],
      ['Sales agent', 2],
      ['Support ticket triage', 1],
      ['Support agent', 1],
    ]);
  });

  it('rate-limits listing and getting', async () => {
    t.enforceRateLimits();
    const url = `/api/marketplace/listings/${slugs['Invoice parser']}/get`;
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await bob.request('POST', url)).status);
    expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
    expect(statuses[60]).toBe(429);
    // Reading is not limited by it.
    expect((await t.request('GET', '/api/marketplace/listings')).status).toBe(200);
  });
});
