/**
 * GET /api/economy: the flows between groups are the ledger's transfers summed by kind and side, over
 * the chosen period; top earners and agents net of refunds; people who opt out are not named.
 */
import { economySchema } from '@common/schemas/economy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiz, transfer, userAccountId } from '../../ledger';
import { createSessionFor, createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('economy flows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const economy = async (period: string) => {
    const res = await t.request('GET', `/api/economy?period=${period}`);
    expect(res.status).toBe(200);
    return economySchema.parse(await res.json());
  };
  const flow = (e: Awaited<ReturnType<typeof economy>>, from: string, to: string, kind: string) =>
    e.flows.find((f) => f.from === from && f.to === to && f.kind === kind);

  it('sums real transfers by group, period by period, and keeps private earners unnamed', async () => {
    const buyer = await createSignedInUser(t, { username: 'eco-buyer' });
    const maker = await createSignedInUser(t, { username: 'eco-maker' });
    const quiet = await createSignedInUser(t, { username: 'eco-quiet' });
    const move = (key: string, from: string, to: string, amount: bigint, kind: string, metadata?: object) =>
      transfer(t.database.db, {
        idempotencyKey: key,
        from,
        to,
        amount,
        kind,
        at: new Date(t.clock.now),
        ...(metadata ? { metadata: metadata as Record<string, unknown> } : {}),
      });
    const [b, m, q] = [buyer, maker, quiet].map((u) => userAccountId(u.user.id)) as [string, string, string];
    // 40 days ago: a sale of `old-tool` by maker.
    await move('old-sale', b, m, aiz(19), 'purchase', { slug: 'old-tool', listingId: 'l0' });
    t.clock.advance(40 * 86_400_000);
    // Today: a sale (95 + 5 fee), a refund of 10, two hosted-agent runs paying quiet (and a fee), a send.
    await move('sale', b, m, aiz(95), 'purchase', { slug: 'tool', listingId: 'l1' });
    await move('sale-fee', b, 'system:platform-fees', aiz(5), 'platform_fee', {
      slug: 'tool',
      listingId: 'l1',
    });
    await move('refund', m, b, aiz(10), 'refund', { slug: 'tool', listingId: 'l1' });
    await move('run-1', b, q, aiz(150), 'deployment_run', { slug: 'helper', deploymentId: 'd1' });
    await move('run-2', b, q, aiz(150), 'deployment_run', { slug: 'helper', deploymentId: 'd1' });
    await move('run-fee', b, 'system:platform-fees', aiz(15), 'platform_fee', { deploymentId: 'd1' });
    await move('gift', m, q, aiz(7), 'transfer');

    // A session of today (the first one expired during the 40 days).
    const session = await createSessionFor(t, 'eco-quiet@example.test');
    const quietAuth = { authorization: `Bearer ${session.token}` };
    expect(await (await t.request('GET', '/api/economy/privacy', undefined, quietAuth)).json()).toEqual({
      private: false,
    });
    const put = await t.request('PUT', '/api/economy/privacy', { private: true }, quietAuth);
    expect(await put.json()).toEqual({ private: true });

    const month = await economy('30d');
    expect(flow(month, 'users:buyers', 'users:creators', 'purchase')?.amount).toBe('95');
    expect(flow(month, 'users:buyers', 'system:platform-fees', 'platform_fee')?.amount).toBe('5');
    expect(flow(month, 'users:agent-runs', 'system:platform-fees', 'platform_fee')?.amount).toBe('15');
    expect(flow(month, 'users:agent-runs', 'users:creators', 'deployment_run')).toMatchObject({
      amount: '300',
      transfers: 2,
    });
    expect(flow(month, 'users:creators', 'users:refunded', 'refund')?.amount).toBe('10');
    expect(flow(month, 'users:senders', 'users:recipients', 'transfer')?.amount).toBe('7');
    // The signup bonuses were 40 days ago, genesis after now (the harness dates it by the system clock).
    expect(month.flows.some((f) => f.kind === 'signup_bonus' || f.kind === 'genesis')).toBe(false);
    expect(month.totalMoved).toBe('432');
    expect(month.topEarners).toEqual([
      {
        name: 'A creator (private)',
        private: true,
        earned: '300',
        earnedBaseUnits: aiz(300).toString(),
        sales: 0,
        runs: 2,
      },
      {
        name: 'eco-maker',
        private: false,
        earned: '85',
        earnedBaseUnits: aiz(85).toString(),
        sales: 1,
        runs: 0,
      },
    ]);
    expect(month.topAgents.map((a) => [a.name, a.source, a.creator, a.earned])).toEqual([
      ['An agent (private)', 'deployment', 'A creator (private)', '300'],
      ['tool', 'marketplace', 'eco-maker', '85'],
    ]);
    expect(JSON.stringify(month)).not.toContain('eco-quiet');

    const all = await economy('all');
    expect(flow(all, 'system:issuance', 'system:treasury', 'genesis')?.amount).toBe('1000000');
    expect(flow(all, 'system:issuance', 'pool:signup-bonus', 'genesis')?.amount).toBe('100000');
    expect(flow(all, 'pool:signup-bonus', 'users:new', 'signup_bonus')).toMatchObject({
      amount: '3000',
      transfers: 3,
    });
    expect(flow(all, 'users:buyers', 'users:creators', 'purchase')).toMatchObject({
      amount: '114',
      transfers: 2,
    });
    expect(all.topAgents.find((a) => a.name === 'old-tool')?.earned).toBe('19');
    // Every flow's two ends are listed groups.
    const ids = new Set(all.groups.map((g) => g.id));
    expect(all.flows.every((f) => ids.has(f.from) && ids.has(f.to))).toBe(true);

    expect((await t.request('GET', '/api/economy?period=1y')).status).toBe(400);
    expect((await t.request('PUT', '/api/economy/privacy', { private: true })).status).toBe(401);
    expect((await t.request('PUT', '/api/economy/privacy', { private: 'yes' }, quietAuth)).status).toBe(400);
  });
});
