import { randomUUID } from 'node:crypto';
import { checkoutAnswerSchema, DEFAULT_AIZ_PACKS, purchaseSchema } from '@common/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiz, auditLedger, findTransferByKey, getUserBalance } from '../../ledger';
import { FAKE_STRIPE_SECRET_KEY, type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const WEBHOOK_SECRET = 'whsec_test_payments_api';
const WEBHOOK = '/api/payments/stripe/webhook';

describe('payments', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let buyer: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET, now: () => t?.clock.now ?? Date.now() });
    t = await createTestApp({
      rateLimits: 'unlimited',
      env: {
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
      },
    });
    buyer = await createSignedInUser(t, { username: 'buyer' });
    other = await createSignedInUser(t, { username: 'other' });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Delivers a signed event the way Stripe does: raw JSON body, Stripe-Signature header, no Origin. */
  const deliver = (event: { payload: string; signature?: string }) =>
    t.app.request(WEBHOOK, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(event.signature ? { 'stripe-signature': event.signature } : {}),
      },
      body: event.payload,
    });

  async function checkout(user: SignedInUser, packId = 'starter', idempotencyKey: string = randomUUID()) {
    const res = await user.request('POST', '/api/payments/checkout', { packId, idempotencyKey });
    expect(res.status, await res.clone().text()).toBe(200);
    const answer = checkoutAnswerSchema.parse(await res.json());
    return { ...answer, session: fake.sessions.get(answer.sessionId)! };
  }

  const paid = (session: FakeStripe['sessions'] extends Map<string, infer S> ? S : never) => ({
    ...session,
    status: 'complete' as const,
    payment_status: 'paid' as const,
  });

  const balance = (user: SignedInUser) => getUserBalance(t.database.db, user.user.id);
  const purchase = async (user: SignedInUser, sessionId: string) =>
    purchaseSchema.parse(await (await user.request('GET', `/api/payments/sessions/${sessionId}`)).json());

  it('lists the packs, configured', async () => {
    const res = await t.request('GET', '/api/payments/packs');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ configured: true, packs: DEFAULT_AIZ_PACKS });
  });

  it('opens a Checkout Session at Stripe with the pack, the buyer and the return addresses', async () => {
    const before = fake.requests.length;
    const key = randomUUID();
    const { sessionId, url, session } = await checkout(buyer, 'builder', key);
    expect(url).toBe(`${fake.url}/checkout/${sessionId}`);
    const sent = fake.requests.at(-1)!;
    expect(fake.requests.length).toBe(before + 1);
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(sent.headers['idempotency-key']).toBe(`aiz-checkout:${buyer.user.id}:${key}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: buyer.user.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': '5,000 AIZ (Builder pack)',
      'metadata[packId]': 'builder',
      'metadata[aiz]': '5000',
      success_url: 'http://localhost/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost/payment-cancelled',
    });
    expect(session.amount_total).toBe(4500);
    expect(await purchase(buyer, sessionId)).toMatchObject({
      sessionId,
      packId: 'builder',
      aiz: '5000',
      price: 4500,
      currency: 'usd',
      status: 'pending',
      creditedAt: null,
    });

    // The same click retried: the same session, and Stripe is not asked again.
    const again = await checkout(buyer, 'builder', key);
    expect(again.sessionId).toBe(sessionId);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('opens one session for one key when the same click arrives several times at once', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => checkout(other, 'studio', key)));
    expect(new Set(answers.map((a) => a.sessionId)).size).toBe(1);
  });

  it('refuses bad checkouts: signed out, unknown or malformed pack, missing key', async () => {
    const body = { packId: 'starter', idempotencyKey: randomUUID() };
    expect((await t.request('POST', '/api/payments/checkout', body)).status).toBe(401);
    const unknown = await buyer.request('POST', '/api/payments/checkout', { ...body, packId: 'gold' });
    expect(unknown.status).toBe(404);
    for (const bad of [
      { ...body, packId: 'Not A Pack!' },
      { packId: 'starter' },
      { ...body, idempotencyKey: 'x' },
    ]) {
      const res = await buyer.request('POST', '/api/payments/checkout', bad);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('validation_failed');
    }
  });

  it('answers 503 and records nothing while Stripe fails', async () => {
    fake.failWith(500);
    try {
      const res = await buyer.request('POST', '/api/payments/checkout', {
        packId: 'starter',
        idempotencyKey: randomUUID(),
      });
      expect(res.status).toBe(503);
      expect((await res.json()).message).toMatch(/Nothing was charged/);
    } finally {
      fake.failWith(null);
    }
  });

  it('shows a purchase to its buyer only', async () => {
    const { sessionId } = await checkout(buyer);
    expect((await other.request('GET', `/api/payments/sessions/${sessionId}`)).status).toBe(404);
    expect((await t.request('GET', `/api/payments/sessions/${sessionId}`)).status).toBe(401);
    expect((await buyer.request('GET', '/api/payments/sessions/cs_test_unknown')).status).toBe(404);
    expect((await buyer.request('GET', '/api/payments/sessions/not-a-session')).status).toBe(400);
  });

  it('credits a paid session once, however often and in whatever order Stripe delivers it', async () => {
    const { sessionId, session } = await checkout(buyer, 'starter');
    const start = await balance(buyer);
    const completed = fake.signedEvent('checkout.session.completed', paid(session));
    const res = await deliver(completed);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect(await balance(buyer)).toBe(start + aiz(1000));
    const shown = await purchase(buyer, sessionId);
    expect(shown).toMatchObject({ status: 'credited', aiz: '1000' });
    expect(shown.creditedAt).not.toBeNull();
    const credit = await findTransferByKey(t.database.db, `stripe:checkout:${sessionId}`);
    expect(credit).toMatchObject({ from: 'system:issuance', kind: 'purchase', amount: aiz(1000) });

    // The same event again (a retry), a new delivery of it, and the async success after it.
    expect((await deliver(completed)).status).toBe(200);
    expect((await deliver(fake.signedEvent('checkout.session.completed', paid(session)))).status).toBe(200);
    expect(
      (await deliver(fake.signedEvent('checkout.session.async_payment_succeeded', paid(session)))).status,
    ).toBe(200);
    expect(await balance(buyer)).toBe(start + aiz(1000));
  });

  it('credits an asynchronous payment when it succeeds, not when the session completes unpaid', async () => {
    const { sessionId, session } = await checkout(buyer, 'studio');
    const start = await balance(buyer);
    const unpaid = { ...session, status: 'complete' as const, payment_status: 'unpaid' as const };
    expect((await deliver(fake.signedEvent('checkout.session.completed', unpaid))).status).toBe(200);
    expect((await purchase(buyer, sessionId)).status).toBe('pending');
    expect(await balance(buyer)).toBe(start);
    // Out of order: the success first, then the (paid) completion that Stripe sent earlier.
    expect(
      (await deliver(fake.signedEvent('checkout.session.async_payment_succeeded', paid(session)))).status,
    ).toBe(200);
    expect((await deliver(fake.signedEvent('checkout.session.completed', unpaid))).status).toBe(200);
    expect(await balance(buyer)).toBe(start + aiz(20_000));
    expect((await purchase(buyer, sessionId)).status).toBe('credited');
  });

  it('credits once when deliveries of one session arrive at the same time', async () => {
    const { session } = await checkout(other, 'starter');
    const start = await balance(other);
    const events = Array.from({ length: 12 }, (_, i) =>
      fake.signedEvent(
        i % 2 ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed',
        paid(session),
      ),
    );
    const answers = await Promise.all(events.map((e) => deliver(e)));
    expect(answers.map((r) => r.status)).toEqual(events.map(() => 200));
    expect(await balance(other)).toBe(start + aiz(1000));
  });

  it('refuses forged, tampered, unsigned and stale events with 400, and credits nothing', async () => {
    const { sessionId, session } = await checkout(other, 'studio');
    const start = await balance(other);
    const good = fake.signedEvent('checkout.session.completed', paid(session));
    const forged = fake.signedEvent('checkout.session.completed', paid(session), {
      secret: 'whsec_attacker',
    });
    const tampered = {
      payload: good.payload.replace('"amount_total": 16000', '"amount_total": 1'),
      signature: good.signature,
    };
    expect(tampered.payload).not.toBe(good.payload);
    const reserialised = { payload: JSON.stringify(JSON.parse(good.payload)), signature: good.signature };
    const stale = fake.signedEvent('checkout.session.completed', paid(session), {
      timestamp: Math.floor(t.clock.now / 1000) - 600,
    });
    for (const event of [forged, tampered, reserialised, stale, { payload: good.payload }]) {
      const res = await deliver(event);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe('validation_failed');
    }
    expect(await balance(other)).toBe(start);
    expect((await purchase(other, sessionId)).status).toBe('pending');

    // A genuine event replayed long after it was signed is refused too.
    t.clock.advance(10 * 60_000);
    expect((await deliver(good)).status).toBe(400);
    expect(await balance(other)).toBe(start);
  });

  it('acknowledges event types it does not handle, and marks expired sessions', async () => {
    const { sessionId, session } = await checkout(buyer, 'starter');
    const unknown = fake.signedEvent('customer.created', session);
    expect((await deliver(unknown)).status).toBe(200);
    const expired = fake.signedEvent('checkout.session.expired', { ...session, status: 'expired' });
    expect((await deliver(expired)).status).toBe(200);
    expect((await purchase(buyer, sessionId)).status).toBe('expired');
  });

  it('ignores paid sessions it did not open, and credits one its metadata names after a lost record', async () => {
    const start = await balance(other);
    const foreign = { ...paid([...fake.sessions.values()][0]!), id: 'cs_test_foreign', metadata: {} };
    expect((await deliver(fake.signedEvent('checkout.session.completed', foreign))).status).toBe(200);
    const lost = {
      ...paid([...fake.sessions.values()][0]!),
      id: 'cs_test_lost_record',
      client_reference_id: other.user.id,
      amount_total: 1000,
      metadata: { packId: 'starter', aiz: '1000', userId: other.user.id },
    };
    expect((await deliver(fake.signedEvent('checkout.session.completed', lost))).status).toBe(200);
    expect((await deliver(fake.signedEvent('checkout.session.completed', lost))).status).toBe(200);
    expect(await balance(other)).toBe(start + aiz(1000));
  });

  it('keeps the ledger sound', async () => {
    expect((await auditLedger(t.database.db)).violations).toBe(0);
  });
});

describe('payments without Stripe keys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
  });
  afterAll(() => t.close());

  it('says payments are not configured and opens no checkout', async () => {
    expect(await (await t.request('GET', '/api/payments/packs')).json()).toEqual({
      configured: false,
      packs: DEFAULT_AIZ_PACKS,
    });
    const user = await createSignedInUser(t);
    const res = await user.request('POST', '/api/payments/checkout', {
      packId: 'starter',
      idempotencyKey: randomUUID(),
    });
    expect(res.status).toBe(501);
    expect((await res.json()).message).toBe('Payments are not configured on this server.');
    const hook = await t.app.request(WEBHOOK, { method: 'POST', body: '{}' });
    expect(hook.status).toBe(501);
  });
});
