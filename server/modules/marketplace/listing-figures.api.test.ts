/**
 * A card's figures from real runs: the calls the creator's deployment served in the last 30 days (runs,
 * success rate over finished calls, median run time, thumbs up over rated answers), nothing for a listing
 * whose workflow has no deployment, and 'popular' counting runs beside installs (runs as the periodic
 * refresh counted them).
 */

import { randomUUID } from 'node:crypto';
import type { ListingCard } from '@common/schemas/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentRuns } from '../../db/schema/deployments';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { refreshRecentRuns } from './search-figures';

const DAY = 86_400_000;

describe('marketplace figures from runs', () => {
  let t: TestApp;
  let ada: SignedInUser;
  let bob: SignedInUser;

  /** An agent of Ada's with a published version, listed; answers the workflow id and the slug. */
  async function listedAgent(title: string): Promise<{ workflowId: string; slug: string }> {
    const created = await ada.request('POST', '/api/agents', { name: title, starters: ['Hello?'] });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await ada.request('POST', `/api/workflows/${id}/versions`, {})).status).toBe(201);
    const listed = await ada.request('POST', '/api/marketplace/listings', {
      workflowId: id,
      title,
      summary: `${title}: answers questions for you.`,
      category: 'customer-support',
    });
    expect(listed.status).toBe(201);
    return { workflowId: id, slug: (await listed.json()).slug };
  }

  const cardOf = async (slug: string): Promise<ListingCard> => {
    const res = await t.request('GET', `/api/marketplace/listings/${slug}`);
    expect(res.status).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    ada = await createSignedInUser(t, { username: 'figures-creator' });
    bob = await createSignedInUser(t, { username: 'figures-buyer' });
  });
  afterAll(() => t.close());

  it('counts the deployment’s calls of the last 30 days, and shows nothing without a deployment', async () => {
    const hosted = await listedAgent('Hosted helper');
    const plain = await listedAgent('Plain helper');
    expect((await cardOf(plain.slug)).figures.usage).toBeNull();

    const deployed = await ada.request('POST', '/api/deployments', { workflowId: hosted.workflowId });
    expect(deployed.status).toBe(201);
    const deploymentId = (await deployed.json()).id as string;
    // Before any call: a deployment with zero runs, every rate unknown.
    expect((await cardOf(hosted.slug)).figures.usage).toEqual({
      days: 30,
      runs: 0,
      successRate: null,
      p50Ms: null,
      satisfaction: null,
      ratings: 0,
    });

    const now = t.clock.now;
    const call = (
      status: 'running' | 'succeeded' | 'failed' | 'cancelled',
      durationMs: number | null,
      rating: number | null,
      ageMs = DAY,
    ) => ({
      runId: randomUUID(),
      deploymentId,
      versionNumber: 1,
      surface: 'chat' as const,
      status,
      durationMs,
      rating,
      startedAt: new Date(now - ageMs),
    });
    await t.database.db.insert(deploymentRuns).values([
      call('succeeded', 100, 1),
      call('succeeded', 200, 1),
      call('succeeded', 300, -1),
      call('failed', 400, null),
      call('running', null, null),
      call('cancelled', 50, null),
      // Older than the window: not counted.
      call('failed', 9000, -1, 31 * DAY),
    ]);
    const card = await cardOf(hosted.slug);
    expect(card.figures.usage).toEqual({
      days: 30,
      runs: 6,
      successRate: 0.75,
      // The median of 100, 200, 300 and 400 (cancelled and running calls are not timed).
      p50Ms: 250,
      satisfaction: 2 / 3,
      ratings: 3,
    });
    const page = await t.request('GET', '/api/marketplace/listings?q=helper');
    const cards = (await page.json()).listings as ListingCard[];
    expect(cards.find((c) => c.slug === hosted.slug)?.figures.usage?.runs).toBe(6);
    expect(cards.find((c) => c.slug === plain.slug)?.figures.usage).toBeNull();
  });

  it('sorts popular by installs plus runs', async () => {
    const got = await listedAgent('Installed twice');
    for (const key of ['a', 'b']) {
      const res = await bob.request(
        'POST',
        `/api/marketplace/listings/${got.slug}/get`,
        {},
        {
          'idempotency-key': `popular-${key}`,
        },
      );
      expect(res.status).toBe(201);
    }
    const popular = async () => {
      const res = await t.request('GET', '/api/marketplace/listings?sort=popular');
      return ((await res.json()).listings as ListingCard[]).map((c) => c.title);
    };
    // Installs count at once; runs once the periodic refresh (at start, then every 5 minutes) counted them.
    let order = await popular();
    expect(order.indexOf('Installed twice')).toBeLessThan(order.indexOf('Hosted helper'));
    expect(await refreshRecentRuns(t.database.db, new Date(t.clock.now))).toBe(1);
    expect(await refreshRecentRuns(t.database.db, new Date(t.clock.now))).toBe(0);
    order = await popular();
    // Hosted helper: 6 runs; Installed twice: 2 installs; Plain helper: nothing.
    expect(order.indexOf('Hosted helper')).toBeLessThan(order.indexOf('Installed twice'));
    expect(order.indexOf('Installed twice')).toBeLessThan(order.indexOf('Plain helper'));
    // 31 days on, the window holds none of those runs.
    expect(await refreshRecentRuns(t.database.db, new Date(t.clock.now + 31 * DAY))).toBe(1);
    order = await popular();
    expect(order.indexOf('Installed twice')).toBeLessThan(order.indexOf('Hosted helper'));
  });
});
