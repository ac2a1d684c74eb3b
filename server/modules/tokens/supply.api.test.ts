/**
 * GET /api/tokens/supply and the filtered history with its CSV: the holders add up to the minted supply
 * exactly, pools added later show by themselves, and the CSV holds every filtered transfer.
 */
import { tokenSupplySchema } from '@common/schemas/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiz, auditLedger, formatAiz, transfer, userAccountId } from '../../ledger';
import { createFundedAccounts } from '../../ledger/testing';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('AIZ supply and history export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const supply = async () =>
    tokenSupplySchema.parse(await (await t.request('GET', '/api/tokens/supply')).json());
  const sum = (s: Awaited<ReturnType<typeof supply>>) =>
    s.holders.reduce((total, h) => total + BigInt(h.amountBaseUnits), 0n);

  it('answers signed out; the holders add up to the minted supply', async () => {
    const fresh = await supply();
    // Genesis: the 100 × 1000 AIZ signup pool and the 1,000,000 AIZ treasury.
    expect(fresh.issued).toBe('1100000');
    expect(sum(fresh)).toBe(BigInt(fresh.issuedBaseUnits));
    expect(fresh.holders.map((h) => [h.id, h.amount])).toEqual(
      expect.arrayContaining([
        ['system:treasury', '1000000'],
        ['pool:signup-bonus', '100000'],
        ['users', '0'],
      ]),
    );
    expect(fresh.signupPool).toEqual({ left: '100000', total: '100000', granted: 0, limit: 100 });

    const ann = await createSignedInUser(t, { username: 'supply-ann' });
    const ben = await createSignedInUser(t, { username: 'supply-ben' });
    // A sale: 95 to the creator, 5 to the platform (kinds as the marketplace writes them).
    const at = new Date(t.clock.now);
    await transfer(t.database.db, {
      idempotencyKey: 'sale',
      from: userAccountId(ann.user.id),
      to: userAccountId(ben.user.id),
      amount: aiz(95),
      kind: 'purchase',
      at,
      metadata: { slug: 'thing', listingId: 'l1' },
    });
    await transfer(t.database.db, {
      idempotencyKey: 'sale-fee',
      from: userAccountId(ann.user.id),
      to: 'system:platform-fees',
      amount: aiz(5),
      kind: 'platform_fee',
      at,
    });
    // A pool another module adds later (staking) shows without a change here.
    await createFundedAccounts(t.database.db, ['staking-rewards'], aiz(250));

    const after = await supply();
    expect(after.issued).toBe(formatAiz(aiz(1_100_250)));
    expect(sum(after)).toBe(BigInt(after.issuedBaseUnits));
    expect(after.circulating).toBe('1995');
    expect(after.holdersWithBalance).toBe(2);
    expect(after.signupPool).toMatchObject({ left: '98000', granted: 2 });
    expect(after.creatorsEarnings).toBe('95');
    expect(after.platformFeesCollected).toBe('5');
    expect(after.holders.find((h) => h.id === 'pool:test-staking-rewards')).toMatchObject({
      kind: 'pool',
      amount: '250',
    });
    expect(after.holders.find((h) => h.id === 'system:platform-fees')?.amount).toBe('5');
    expect(after.holders.some((h) => h.id === 'system:issuance')).toBe(false);
    expect((await auditLedger(t.database.db)).violations).toBe(0);
  });

  it('filters the history by kind, direction and days, and exports all of it as CSV', async () => {
    const cy = await createSignedInUser(t, { username: 'csv-cy' });
    const di = await createSignedInUser(t, { username: 'csv-di' });
    const auth = { authorization: `Bearer ${cy.token}` };
    // 130 sends on two days (written straight to the ledger as a send writes them: past the send limit).
    for (let i = 0; i < 130; i += 1) {
      if (i === 65) t.clock.advance(2 * 86_400_000);
      await transfer(t.database.db, {
        idempotencyKey: `send:${cy.user.id}:csv-${i}`,
        from: userAccountId(cy.user.id),
        to: userAccountId(di.user.id),
        amount: aiz(1),
        kind: 'transfer',
        at: new Date(t.clock.now),
        memo: i === 0 ? '=HYPERLINK("x")' : null,
        metadata: { fromUsername: 'csv-cy', toUsername: 'csv-di' },
      });
    }
    const page = async (query: string) =>
      (await (await t.request('GET', `/api/ledger/history?limit=100&${query}`, undefined, auth)).json()) as {
        entries: { kind: string; direction: string }[];
        nextCursor: string | null;
      };
    const bonuses = await page('kind=signup_bonus');
    expect(bonuses.entries).toHaveLength(1);
    expect(bonuses.entries[0]?.direction).toBe('in');
    const incoming = await page('direction=in');
    expect(incoming.entries.map((e) => e.kind)).toEqual(['signup_bonus']);
    const firstDay = new Date(t.clock.now - 2 * 86_400_000).toISOString().slice(0, 10);
    const onFirstDay = await page(`kind=transfer&from=${firstDay}&to=${firstDay}`);
    expect(onFirstDay.entries).toHaveLength(65);
    expect(onFirstDay.nextCursor).toBeNull();
    const bad = await t.request('GET', '/api/ledger/history?from=2026-02-30', undefined, auth);
    expect(bad.status).toBe(400);
    const backwards = await t.request(
      'GET',
      '/api/ledger/history?from=2026-03-02&to=2026-03-01',
      undefined,
      auth,
    );
    expect(backwards.status).toBe(400);

    const csv = await t.request('GET', '/api/ledger/history.csv?direction=out', undefined, auth);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="aiz-history-/);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,direction,kind,counterparty,amount_aiz,memo,id');
    expect(lines).toHaveLength(131);
    expect(lines[1]).toMatch(/,out,transfer,csv-di,-1,,/);
    // The oldest send's memo would be a formula in a spreadsheet: it is quoted as text.
    expect(lines[130]).toContain(`"'=HYPERLINK(""x"")"`);
    const all = await (await t.request('GET', '/api/ledger/history.csv', undefined, auth)).text();
    expect(all.trimEnd().split('\r\n')).toHaveLength(132);
    expect((await t.request('GET', '/api/ledger/history.csv')).status).toBe(401);
  });
});
