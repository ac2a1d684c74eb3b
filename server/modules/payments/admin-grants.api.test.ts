import { randomUUID } from 'node:crypto';
import { adminGrantSchema, adminGrantsSchema } from '@common/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aiz,
  auditLedger,
  getBalance,
  getUserBalance,
  SYSTEM_ACCOUNTS,
  TREASURY_GENESIS_AMOUNT,
} from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('admin grants from the treasury', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let dana: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited', env: { ADMIN_EMAILS: 'root@example.test' } });
    admin = await createSignedInUser(t, { role: 'admin', username: 'root', email: 'root@example.test' });
    dana = await createSignedInUser(t, { username: 'dana', email: 'dana@example.test' });
  });
  afterAll(() => t.close());

  const grant = (body: Record<string, unknown>, as: SignedInUser = admin) =>
    as.request('POST', '/api/payments/admin/grants', {
      recipient: 'dana',
      aiz: '250',
      reason: 'Beta tester thank-you',
      idempotencyKey: randomUUID(),
      ...body,
    });

  it('is for administrators only', async () => {
    expect((await t.request('GET', '/api/payments/admin/grants')).status).toBe(401);
    expect((await dana.request('GET', '/api/payments/admin/grants')).status).toBe(403);
    const res = await grant({}, dana);
    expect(res.status).toBe(403);
    expect(await getUserBalance(t.database.db, dana.user.id)).toBe(aiz(1000));
  });

  it('grants by username or e-mail with a reason, once per submission, and lists it', async () => {
    const key = randomUUID();
    const first = await grant({ idempotencyKey: key });
    expect(first.status).toBe(200);
    const body = adminGrantSchema.parse(await first.json());
    expect(body).toMatchObject({
      recipient: { id: dana.user.id, username: 'dana' },
      admin: { id: admin.user.id, username: 'root' },
      aiz: '250',
      reason: 'Beta tester thank-you',
    });
    const retried = adminGrantSchema.parse(await (await grant({ idempotencyKey: key })).json());
    expect(retried.id).toBe(body.id);
    t.clock.advance(60_000);
    const byEmail = await grant({ recipient: 'Dana@Example.test', aiz: '12.5' });
    expect(byEmail.status).toBe(200);
    expect(await getUserBalance(t.database.db, dana.user.id)).toBe(aiz(1000) + aiz(250) + aiz(25) / 2n);
    expect(await getBalance(t.database.db, SYSTEM_ACCOUNTS.treasury.id)).toBe(
      TREASURY_GENESIS_AMOUNT - aiz(250) - aiz(25) / 2n,
    );

    const list = adminGrantsSchema.parse(
      await (await admin.request('GET', '/api/payments/admin/grants')).json(),
    );
    expect(list.grants.map((g) => g.aiz)).toEqual(['12.5', '250']);
    expect(list.treasury).toBe('999737.5');

    const history = await (await dana.request('GET', '/api/ledger/history?limit=1')).json();
    expect(history.entries[0]).toMatchObject({
      direction: 'in',
      kind: 'admin_grant',
      memo: 'Beta tester thank-you',
      counterparty: { label: 'Treasury' },
    });
  });

  it('grants once when the same submission arrives several times at once', async () => {
    const before = await getUserBalance(t.database.db, dana.user.id);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => grant({ idempotencyKey: key, aiz: '7' })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = await Promise.all(answers.map(async (r) => adminGrantSchema.parse(await r.json()).id));
    expect(new Set(ids).size).toBe(1);
    expect(await getUserBalance(t.database.db, dana.user.id)).toBe(before + aiz(7));
  });

  it('names what is wrong: no reason, bad amount, unknown person, more than the treasury holds', async () => {
    for (const body of [{ reason: '' }, { aiz: '0' }, { aiz: '-5' }, { aiz: 'lots' }, { recipient: '' }]) {
      const res = await grant(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toBe('validation_failed');
    }
    expect((await grant({ recipient: 'nobody-here' })).status).toBe(404);
    const tooMuch = await grant({ aiz: '1000001' });
    expect(tooMuch.status).toBe(409);
    expect((await tooMuch.json()).error).toBe('insufficient_funds');
    expect((await auditLedger(t.database.db)).violations).toBe(0);
  });
});
