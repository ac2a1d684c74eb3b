import { myStakingSchema, stakingPoolSchema, stakingResultSchema } from '@common/schemas/staking';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiz, auditLedger, getBalance, getUserBalance, parseAiz, SYSTEM_ACCOUNTS } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const DAY = 86_400_000;
const key = (k: string) => ({ 'idempotency-key': k });

describe('staking routes', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let alice: SignedInUser;
  let bob: SignedInUser;
  const db = () => t.database.db;
  const me = async (u: SignedInUser) =>
    myStakingSchema.parse(await (await u.request('GET', '/api/staking/me')).json());
  const pool = async () => stakingPoolSchema.parse(await (await t.request('GET', '/api/staking')).json());

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'treasurer@aiz.test' } });
    admin = await createSignedInUser(t, {
      username: 'treasurer',
      email: 'treasurer@aiz.test',
      role: 'admin',
    });
    alice = await createSignedInUser(t, { username: 'alice' });
    bob = await createSignedInUser(t, { username: 'bob' });
  });
  afterAll(() => t.close());

  it('shows an unfunded pool, with no APR, to anyone', async () => {
    const p = await pool();
    expect(p).toMatchObject({ status: 'unfunded', apr: null, totalStaked: '0', rewardsPoolBalance: '0' });
    expect(p.locks).toEqual([
      { id: 'flexible', label: 'Flexible', days: 0, weight: '1.00' },
      { id: '30d', label: '30 days', days: 30, weight: '1.25' },
      { id: '90d', label: '90 days', days: 90, weight: '1.50' },
    ]);
    expect((await t.request('GET', '/api/staking/me')).status).toBe(401);
  });

  it('lets only administrators fund the rewards pool, from the treasury, once per key', async () => {
    expect((await t.request('POST', '/api/staking/fund', { amount: '864', days: 10 })).status).toBe(401);
    const refused = await alice.request('POST', '/api/staking/fund', { amount: '864', days: 10 });
    expect(refused.status).toBe(403);
    expect((await admin.request('POST', '/api/staking/fund', { amount: '0', days: 10 })).status).toBe(400);
    expect((await admin.request('POST', '/api/staking/fund', { amount: '5', days: 0 })).status).toBe(400);
    const treasury = await getBalance(db(), SYSTEM_ACCOUNTS.treasury.id);
    const first = await admin.request(
      'POST',
      '/api/staking/fund',
      { amount: '864', days: 10 },
      key('fund-1'),
    );
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      amount: '864',
      leftover: '0',
      emissionPerDay: '86.4',
      replayed: false,
    });
    const again = await admin.request(
      'POST',
      '/api/staking/fund',
      { amount: '864', days: 10 },
      key('fund-1'),
    );
    expect(again.status).toBe(200);
    expect((await again.json()).replayed).toBe(true);
    expect(await getBalance(db(), SYSTEM_ACCOUNTS.treasury.id)).toBe(treasury - aiz(864));
    expect(await getBalance(db(), SYSTEM_ACCOUNTS.stakingRewards.id)).toBe(aiz(864));
    const tooMuch = await admin.request('POST', '/api/staking/fund', { amount: '99999999', days: 10 });
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).message).toMatch(/treasury holds/);
    expect((await pool()).status).toBe('running');
  });

  it('stakes with locks and weights and accrues rewards by weighted share on the clock', async () => {
    const a = await alice.request(
      'POST',
      '/api/staking/stake',
      { amount: '100', lock: 'flexible' },
      key('a-1'),
    );
    expect(a.status).toBe(201);
    const b = await bob.request('POST', '/api/staking/stake', { amount: '100', lock: '90d' }, key('b-1'));
    expect(b.status).toBe(201);
    // A retried stake answers the first one and moves nothing more.
    const retry = await alice.request(
      'POST',
      '/api/staking/stake',
      { amount: '100', lock: 'flexible' },
      key('a-1'),
    );
    expect(retry.status).toBe(200);
    expect(stakingResultSchema.parse(await retry.json()).replayed).toBe(true);
    expect(await getUserBalance(db(), alice.user.id)).toBe(aiz(900));
    expect(await getBalance(db(), SYSTEM_ACCOUNTS.staking.id)).toBe(aiz(200));

    // 1e15 base units a second over 250 weighted AIZ: 12,614.40 % a year for 1.0, 1.5 × that for 90 days.
    expect((await pool()).apr).toEqual({
      base: '12614.40',
      byLock: { flexible: '12614.40', '30d': '15768.00', '90d': '18921.60' },
    });
    t.clock.advance(DAY);
    // 86.4 AIZ emitted: 100/250 to alice, 150/250 to bob.
    expect((await me(alice)).claimable).toBe('34.56');
    expect((await me(bob)).claimable).toBe('51.84');
    expect((await me(bob)).positions).toMatchObject([{ lock: '90d', weight: '1.50', unlocked: false }]);
  });

  it('claims once per key, and has nothing more to claim right after', async () => {
    const first = await alice.request('POST', '/api/staking/claim', undefined, key('claim-1'));
    expect(first.status).toBe(201);
    expect(stakingResultSchema.parse(await first.json()).event).toMatchObject({
      kind: 'claim',
      amount: '34.56',
    });
    const again = await alice.request('POST', '/api/staking/claim', undefined, key('claim-1'));
    expect(again.status).toBe(200);
    expect(await getUserBalance(db(), alice.user.id)).toBe(aiz(900) + parseAiz('34.56'));
    const nothing = await alice.request('POST', '/api/staking/claim', undefined, key('claim-2'));
    expect(nothing.status).toBe(409);
    expect((await nothing.json()).message).toMatch(/no rewards to claim/);
    // The same key for another kind of request is a conflict, not a silent replay.
    const mixed = await alice.request('POST', '/api/staking/compound', { lock: 'flexible' }, key('claim-1'));
    expect(mixed.status).toBe(409);
  });

  it('pays concurrent claims once', async () => {
    t.clock.advance(DAY);
    const before = await getUserBalance(db(), alice.user.id);
    const owed = parseAiz((await me(alice)).claimable);
    expect(owed).toBe(parseAiz('34.56'));
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        alice.request('POST', '/api/staking/claim', undefined, key(`race-${i}`)),
      ),
      ...Array.from({ length: 4 }, () =>
        alice.request('POST', '/api/staking/claim', undefined, key('race-same')),
      ),
    ]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 201 || s === 409)).toBe(true);
    expect(await getUserBalance(db(), alice.user.id)).toBe(before + owed);
    expect((await me(alice)).claimable).toBe('0');
  });

  it('refuses to unstake a locked stake early, with its unlock date', async () => {
    const [position] = (await me(bob)).positions;
    const res = await bob.request('POST', `/api/staking/positions/${position!.id}/unstake`);
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(body.message).toContain(`locked until ${position!.unlockAt!.slice(0, 10)}`);
    expect(body.details).toEqual({ unlockAt: position!.unlockAt });
    expect((await alice.request('POST', `/api/staking/positions/${position!.id}/unstake`)).status).toBe(404);
    expect((await bob.request('POST', '/api/staking/positions/not-an-id/unstake')).status).toBe(400);
  });

  it('compounds rewards into a new stake and unstakes a flexible stake at once', async () => {
    const compounded = await bob.request('POST', '/api/staking/compound', { lock: '30d' }, key('c-1'));
    expect(compounded.status).toBe(201);
    // Two days of 60 % of 86.4.
    expect(stakingResultSchema.parse(await compounded.json()).event).toMatchObject({
      kind: 'compound',
      amount: '103.68',
      stakedAfter: '203.68',
      earnedAfter: '103.68',
    });
    expect((await me(bob)).positions.map((p) => [p.lock, p.amount])).toEqual([
      ['30d', '103.68'],
      ['90d', '100'],
    ]);
    const [flexible] = (await me(alice)).positions;
    const out = await alice.request(
      'POST',
      `/api/staking/positions/${flexible!.id}/unstake`,
      undefined,
      key('u-1'),
    );
    expect(out.status).toBe(201);
    expect((await alice.request('POST', `/api/staking/positions/${flexible!.id}/unstake`)).status).toBe(409);
    expect(await getUserBalance(db(), alice.user.id)).toBe(aiz(1000) + parseAiz('69.12'));
    const history = (await me(alice)).history.map((e) => e.kind);
    expect(history).toEqual(['unstake', 'claim', 'claim', 'stake']);
  });

  it('refuses bad amounts and balances it does not have', async () => {
    for (const body of [
      { amount: '0', lock: 'flexible' },
      { amount: 'abc', lock: 'flexible' },
      { amount: '-1', lock: 'flexible' },
      { amount: '1.1234567890123456789', lock: 'flexible' },
      { amount: '1', lock: '60d' },
      {},
    ]) {
      const res = await alice.request('POST', '/api/staking/stake', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const broke = await alice.request('POST', '/api/staking/stake', { amount: '5000', lock: 'flexible' });
    expect(broke.status).toBe(409);
    expect((await broke.json()).error).toBe('insufficient_funds');
  });

  it('tops the pool up mid-period with what was left, and never pays more than was funded', async () => {
    // 2 days into 10: 8 days × 86.4 left over; 100 more over 10 days: 791.2 AIZ / 864,000 s, rounded
    // down to the base unit a second (79.12 a day less 64 base units): the dust stays in the pool.
    const topUp = await admin.request('POST', '/api/staking/fund', { amount: '100', days: 10 });
    expect(await topUp.json()).toMatchObject({ leftover: '691.2', emissionPerDay: '79.119999999999936' });
    t.clock.advance(11 * DAY);
    const p = await pool();
    expect(p).toMatchObject({ status: 'ended', apr: null, fundedTotal: '964', emissionPerDay: '0' });
    const audit = await auditLedger(db());
    expect(audit).toMatchObject({ stakingRewardsExcess: 0n, violations: 0 });
    // Everything emitted went to bob after alice left; nothing beyond the 964 AIZ funded.
    const owed = parseAiz((await me(bob)).claimable);
    const paid = parseAiz(p.paidTotal);
    expect(paid + owed).toBeLessThanOrEqual(aiz(964));
    expect(aiz(964) - (paid + owed)).toBeLessThan(aiz(1) / 1000n); // rounding dust only
    await bob.request('POST', '/api/staking/claim');
    expect(await getBalance(db(), SYSTEM_ACCOUNTS.stakingRewards.id)).toBe(aiz(964) - paid - owed);
  });

  it('has auditLedger() catch rewards owed beyond the pool', async () => {
    await db().execute(sql`update staking_stakers set rewards_owed = rewards_owed + ${aiz(1).toString()}::numeric
      where user_id = ${alice.user.id}`);
    const audit = await auditLedger(db());
    expect(audit.stakingRewardsExcess > 0n).toBe(true);
    expect(audit.violations).toBe(1);
    await db().execute(sql`update staking_stakers set rewards_owed = rewards_owed - ${aiz(1).toString()}::numeric
      where user_id = ${alice.user.id}`);
    expect((await auditLedger(db())).violations).toBe(0);
  });
});
