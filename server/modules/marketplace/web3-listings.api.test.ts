/**
 * GET /api/marketplace/web3: only listed listings whose listed version pays on chain, each with the chain
 * and token it needs, read from that version's On-chain payment nodes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedOfficialListings } from './seed-official';

describe('the web3 listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is empty before anything pays on chain', async () => {
    const res = await t.request('GET', '/api/marketplace/web3');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ listings: [], total: 0 });
  });

  it('lists the on-chain template, and only it, with USDC on Base, 5 a run', async () => {
    await seedOfficialListings(t.database.db, () => new Date());
    const all = await (await t.request('GET', '/api/marketplace/listings?pageSize=48')).json();
    expect(all.total).toBeGreaterThan(1);
    const res = await t.request('GET', '/api/marketplace/web3');
    const body = await res.json();
    expect(body.total).toBe(1);
    expect(body.listings[0].listing).toMatchObject({ title: 'On-chain USDC payout', official: true });
    expect(body.listings[0].requirements).toEqual([
      {
        chainId: 8453,
        token: '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
        symbol: 'USDC',
        decimals: 6,
        perRun: '5',
        nodes: ['Pay on chain'],
      },
    ]);
  });
});
