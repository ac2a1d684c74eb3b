/**
 * POST /api/tokens/send and GET /api/tokens/recipient: a send is one ledger transfer, answered again
 * (not repeated) for the same Idempotency-Key, refused below zero, to oneself and to nobody; and 20
 * concurrent sends from one account never overdraw it.
 */
import { sendAizResultSchema } from '@common/schemas/tokens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiz, auditLedger, getUserBalance } from '../../ledger';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

describe('sending AIZ', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const auth = (u: SignedInUser, key?: string) => ({
    authorization: `Bearer ${u.token}`,
    ...(key ? { 'idempotency-key': key } : {}),
  });
  const send = (u: SignedInUser, body: unknown, key?: string) =>
    t.request('POST', '/api/tokens/send', body, auth(u, key));

  it('shows the recipient, sends once per key, and both histories show it', async () => {
    const ann = await createSignedInUser(t, { username: 'ann' });
    const ben = await createSignedInUser(t, { username: 'Ben.Builder' });

    const who = await t.request('GET', '/api/tokens/recipient?username=ben.builder', undefined, auth(ann));
    expect(who.status).toBe(200);
    expect(await who.json()).toEqual({ username: 'Ben.Builder', profileImage: null });

    const first = await send(ann, { username: 'ben.builder', amount: '12.5', memo: 'thanks' }, 'k-1');
    expect(first.status).toBe(201);
    const sent = sendAizResultSchema.parse(await first.json());
    expect(sent).toMatchObject({ amount: '12.5', balance: '987.5', replayed: false });
    expect(sent.recipient.username).toBe('Ben.Builder');

    // A retry with the same key (the answer was lost) moves nothing and answers the same transfer.
    const again = await send(ann, { username: 'ben.builder', amount: '12.5', memo: 'thanks' }, 'k-1');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      transferId: sent.transferId,
      replayed: true,
      balance: '987.5',
    });
    expect(await getUserBalance(t.database.db, ben.user.id)).toBe(aiz(1012) + aiz(1) / 2n);

    // The same key for a different send is refused, not replayed.
    const other = await send(ann, { username: 'ben.builder', amount: '3' }, 'k-1');
    expect(other.status).toBe(409);
    expect((await other.json()).message).toMatch(/Idempotency-Key was used for another send/);

    const annHistory = await (await t.request('GET', '/api/ledger/history', undefined, auth(ann))).json();
    expect(annHistory.entries[0]).toMatchObject({
      direction: 'out',
      amount: '12.5',
      kind: 'transfer',
      memo: 'thanks',
      counterparty: { kind: 'user', label: '@Ben.Builder' },
    });
    const benHistory = await (await t.request('GET', '/api/ledger/history', undefined, auth(ben))).json();
    expect(benHistory.entries[0]).toMatchObject({
      direction: 'in',
      amount: '12.5',
      counterparty: { label: '@ann' },
    });
    expect((await auditLedger(t.database.db)).violations).toBe(0);
  });

  it('refuses sends that would go below zero, to oneself, to nobody, and bad input, with clear messages', async () => {
    const cat = await createSignedInUser(t, { username: 'cat' });
    await createSignedInUser(t, { username: 'dan' });

    const tooMuch = await send(cat, { username: 'dan', amount: '1000.000000000000000001' }, 'over');
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toMatchObject({
      error: 'insufficient_funds',
      message: 'You have 1000 AIZ, not enough to send 1000.000000000000000001 AIZ. Nothing was sent.',
    });

    const self = await send(cat, { username: 'CAT', amount: '1' }, 'self');
    expect(self.status).toBe(400);
    expect((await self.json()).message).toMatch(/cannot send AIZ to yourself/);
    const selfLookup = await t.request('GET', '/api/tokens/recipient?username=cat', undefined, auth(cat));
    expect(selfLookup.status).toBe(400);

    const nobody = await send(cat, { username: 'no-such-person', amount: '1' }, 'nobody');
    expect(nobody.status).toBe(404);
    expect((await nobody.json()).message).toMatch(/No one has the username “no-such-person”/);
    const lookup = await t.request('GET', '/api/tokens/recipient?username=ghost', undefined, auth(cat));
    expect(lookup.status).toBe(404);

    for (const amount of ['0', '-1', 'abc', '1.0000000000000000001', '', '0.000']) {
      const res = await send(cat, { username: 'dan', amount }, `bad-${amount}`);
      expect(res.status, amount).toBe(400);
      expect((await res.json()).error).toBe('validation_failed');
    }
    const noKey = await send(cat, { username: 'dan', amount: '1' });
    expect(noKey.status).toBe(400);
    const signedOut = await t.request(
      'POST',
      '/api/tokens/send',
      { username: 'dan', amount: '1' },
      { 'idempotency-key': 'anon' },
    );
    expect(signedOut.status).toBe(401);
    expect(await getUserBalance(t.database.db, cat.user.id)).toBe(aiz(1000));
  });

  it('20 concurrent sends from one account: exactly the affordable ones succeed, never below zero', async () => {
    const eve = await createSignedInUser(t, { username: 'eve' });
    await createSignedInUser(t, { username: 'fay' });
    // 1000 AIZ buys 16 sends of 60 AIZ (960), not 17.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(eve, { username: 'fay', amount: '60' }, `race-${i}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(16);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await getUserBalance(t.database.db, eve.user.id)).toBe(aiz(40));

    // Retried all at once with the same keys: nothing more moves.
    const retries = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(eve, { username: 'fay', amount: '60' }, `race-${i}`)),
    );
    expect(retries.filter((r) => r.status === 201)).toHaveLength(0);
    expect(await getUserBalance(t.database.db, eve.user.id)).toBe(aiz(40));
    expect((await auditLedger(t.database.db)).violations).toBe(0);
  });
});
