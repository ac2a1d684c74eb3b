/**
 * The official catalogue on a fresh install: every platform template listed free by the official account,
 * marked official, with no made-up figures; seeding again lists nothing twice; the listings are found by
 * search and can be got like anyone's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { TEMPLATES } from '../templates';
import { seedOfficialListings } from './seed-official';

describe('the official listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every template once, free and official, found by search and got like any listing', async () => {
    const now = () => new Date();
    expect(await seedOfficialListings(t.database.db, now)).toEqual({ listed: TEMPLATES.length, kept: 0 });
    expect(await seedOfficialListings(t.database.db, now)).toEqual({ listed: 0, kept: TEMPLATES.length });

    const ada = await createSignedInUser(t, { username: 'officialbrowser' });
    const page = await ada.request('GET', '/api/marketplace/listings?pageSize=48');
    expect(page.status).toBe(200);
    const { listings, total } = await page.json();
    expect(total).toBe(TEMPLATES.length);
    for (const listing of listings) {
      expect(listing).toMatchObject({
        official: true,
        price: '0',
        creator: { username: 'aiz-platform' },
        figures: { installs: 0, rating: null, ratingCount: 0 },
      });
    }
    const found = await ada.request('GET', '/api/marketplace/listings?q=suport%20tiket%20triage');
    expect((await found.json()).listings[0]).toMatchObject({
      title: 'Support ticket triage',
      official: true,
    });

    const slug = listings.find((l: { title: string }) => l.title === 'Support ticket triage').slug;
    const got = await ada.request('POST', `/api/marketplace/listings/${slug}/get`, {});
    expect(got.status).toBe(201);
    const { workflowId, paid } = await got.json();
    expect(paid).toBe('0');
    expect((await ada.request('GET', `/api/workflows/${workflowId}`)).status).toBe(200);
  });
});
