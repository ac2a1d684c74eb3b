import { ledgerHistorySchema } from '@common/schemas/ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAccountId } from '../../ledger/accounts';
import { aiz } from '../../ledger/amount';
import { transfer } from '../../ledger/transfer';
import { createSignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('token routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/token-distribution answers the bonus figures, signed out', async () => {
    const res = await t.request('GET', '/api/token-distribution');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ bonusAmount: 1000, limit: 100, granted: 0, remaining: 100 });
  });

  it('GET /api/ledger/history is 401 when signed out', async () => {
    const res = await t.request('GET', '/api/ledger/history');
    expect(res.status).toBe(401);
    expect((await res.json()).error).toBe('unauthorized');
  });

  it('GET /api/ledger/history shows the signup bonus and pages with exact amounts', async () => {
    const alice = await createSignedInUser(t, { username: 'alice', email: 'alice@example.test' });
    const bob = await createSignedInUser(t, { username: 'bob', email: 'bob@example.test' });
    expect(await (await t.request('GET', '/api/token-distribution')).json()).toMatchObject({
      granted: 2,
      remaining: 98,
    });
    await transfer(t.database.db, {
      idempotencyKey: 'route-test-gift',
      from: userAccountId(alice.user.id),
      to: userAccountId(bob.user.id),
      amount: aiz(12) + aiz(1) / 2n,
      kind: 'transfer',
      at: new Date(),
      memo: 'lunch',
    });
    const auth = { authorization: `Bearer ${alice.token}` };

    const first = await t.request('GET', '/api/ledger/history?limit=1', undefined, auth);
    expect(first.status).toBe(200);
    const page1 = ledgerHistorySchema.parse(await first.json());
    expect(page1).toMatchObject({
      balance: '987.5',
      balanceBaseUnits: (aiz(1000) - aiz(12) - aiz(1) / 2n).toString(),
      entries: [
        {
          direction: 'out',
          amount: '12.5',
          amountBaseUnits: '12500000000000000000',
          kind: 'transfer',
          memo: 'lunch',
          counterparty: { kind: 'user', label: 'AIZ user' },
        },
      ],
    });
    expect(page1.nextCursor).not.toBeNull();

    const second = await t.request(
      'GET',
      `/api/ledger/history?limit=1&before=${page1.nextCursor}`,
      undefined,
      auth,
    );
    const page2 = ledgerHistorySchema.parse(await second.json());
    expect(page2.entries).toMatchObject([
      { direction: 'in', amount: '1000', kind: 'signup_bonus', counterparty: { label: 'Signup bonus' } },
    ]);
    expect(page2.nextCursor).toBeNull();

    const flows = await (await t.request('GET', '/api/ledger/flows?days=30', undefined, auth)).json();
    expect(flows).toEqual({
      days: 30,
      earned: [{ kind: 'signup_bonus', amount: '1000', count: 1 }],
      spent: [{ kind: 'transfer', amount: '12.5', count: 1 }],
      totalEarned: '1000',
      totalSpent: '12.5',
    });
    expect((await t.request('GET', '/api/ledger/flows?days=0', undefined, auth)).status).toBe(400);
    expect((await t.request('GET', '/api/ledger/flows')).status).toBe(401);
  });

  it('names the bad query field', async () => {
    const { token } = await createSignedInUser(t, { username: 'carol', email: 'carol@example.test' });
    const auth = { authorization: `Bearer ${token}` };
    for (const query of ['limit=0', 'limit=101', 'limit=x', 'before=abc', 'before=0']) {
      const res = await t.request('GET', `/api/ledger/history?${query}`, undefined, auth);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('validation_failed');
    }
  });

  it('describes both routes in the OpenAPI document', async () => {
    const doc = await (await t.request('GET', '/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/token-distribution', '/api/ledger/history']),
    );
  });
});
