/**
 * A small stand-in for Stripe on a local port, speaking the shapes the Stripe SDK uses: POST
 * /v1/checkout/sessions (form-encoded, bracket notation) answers a Checkout Session (JSON, with `id` and
 * `url`); the same Idempotency-Key answers the same session. Its `url` is a hosted checkout page of its
 * own: "Pay" marks the session paid, posts the signed `checkout.session.completed` event to the app's
 * webhook (when `webhookUrl` is set) and sends the browser to `success_url`, as Stripe does.
 * Used by the payments API tests and by the browser tests' global setup (STRIPE_API_BASE points here).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  livemode: false;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form fields as sent (`line_items[0][price_data][unit_amount]` → '1000'). */
  form: Record<string, string>;
}

export interface FakeStripe {
  /** http://127.0.0.1:PORT: STRIPE_API_BASE. */
  url: string;
  sessions: Map<string, FakeCheckoutSession>;
  requests: FakeStripeRequest[];
  /** Where "Pay" posts the signed event; set it once the app's address is known. */
  webhookUrl: string | undefined;
  /** A signed event about a session, as Stripe sends it: the raw body and its Stripe-Signature header. */
  signedEvent(
    type: string,
    session: FakeCheckoutSession,
    options?: { timestamp?: number; secret?: string },
  ): { payload: string; signature: string };
  /** Answers every following API call with this HTTP status (a Stripe outage); null to stop. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

const stripeSigner = new Stripe('sk_test_fake_signer');

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_aiz_platform';

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
  });
  res.end(JSON.stringify(body));
};

const stripeError = (res: ServerResponse, status: number, message: string) =>
  json(res, status, { error: { type: 'invalid_request_error', message } });

function sessionFrom(form: Record<string, string>, base: string, now: number): FakeCheckoutSession | string {
  const unit = Number(form['line_items[0][price_data][unit_amount]']);
  const quantity = Number(form['line_items[0][quantity]'] ?? '1');
  const currency = form['line_items[0][price_data][currency]'];
  if (!form.success_url || !form.cancel_url) return 'Missing required param: success_url or cancel_url.';
  if (!Number.isInteger(unit) || unit <= 0 || !currency) return 'Missing required param: line_items.';
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  const id = `cs_test_${randomBytes(12).toString('hex')}`;
  return {
    id,
    object: 'checkout.session',
    mode: form.mode ?? 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: unit * quantity,
    currency,
    client_reference_id: form.client_reference_id ?? null,
    customer_email: form.customer_email ?? null,
    metadata,
    success_url: form.success_url,
    cancel_url: form.cancel_url,
    url: `${base}/checkout/${id}`,
    created: Math.floor(now / 1000),
    livemode: false,
  };
}

function checkoutPage(session: FakeCheckoutSession): string {
  const price = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title><link rel="icon" href="data:,"></head>
<body><main><h1>Fake Stripe Checkout</h1><p>Pay ${price}</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay ${price}</button></form>
<p><a href="${session.cancel_url}">Cancel</a></p></main></body></html>`;
}

export async function startFakeStripe(options: {
  webhookSecret: string;
  webhookUrl?: string;
  /** The clock the fake's sessions and signatures use (the app's clock in API tests). */
  now?: () => number;
}): Promise<FakeStripe> {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, FakeCheckoutSession>();
  const byIdempotencyKey = new Map<string, FakeCheckoutSession>();
  const requests: FakeStripeRequest[] = [];
  let failure: number | null = null;

  const signedEvent: FakeStripe['signedEvent'] = (type, session, signOptions = {}) => {
    const created = signOptions.timestamp ?? Math.floor(now() / 1000);
    const payload = JSON.stringify(
      {
        id: `evt_${randomBytes(12).toString('hex')}`,
        object: 'event',
        api_version: '2026-10-28.endive',
        created,
        type,
        livemode: false,
        pending_webhooks: 1,
        data: { object: session },
      },
      null,
      2,
    );
    const signature = stripeSigner.webhooks.generateTestHeaderString({
      payload,
      secret: signOptions.secret ?? options.webhookSecret,
      timestamp: created,
    });
    return { payload, signature };
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake-stripe');
      const body = await readBody(req);
      const form = Object.fromEntries(new URLSearchParams(body));
      if (url.pathname.startsWith('/v1/')) {
        requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
        if (failure !== null) return stripeError(res, failure, 'The fake Stripe is failing on purpose.');
        if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`)
          return json(res, 401, {
            error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
          });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? byIdempotencyKey.get(key) : undefined;
        if (earlier) return json(res, 200, earlier);
        const session = sessionFrom(form, fakeUrl, now());
        if (typeof session === 'string') return stripeError(res, 400, session);
        sessions.set(session.id, session);
        if (typeof key === 'string') byIdempotencyKey.set(key, session);
        return json(res, 200, session);
      }
      const api = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && api) {
        const session = sessions.get(api[1]!);
        return session ? json(res, 200, session) : stripeError(res, 404, 'No such checkout.session');
      }
      const page = /^\/checkout\/([\w]+)(\/pay)?$/.exec(url.pathname);
      const session = page ? sessions.get(page[1]!) : undefined;
      if (page && session && req.method === 'GET' && !page[2]) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(checkoutPage(session));
      }
      if (page && session && req.method === 'POST' && page[2]) {
        session.status = 'complete';
        session.payment_status = 'paid';
        if (fake.webhookUrl) {
          const event = signedEvent('checkout.session.completed', session);
          await fetch(fake.webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
            body: event.payload,
          });
        }
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    } catch (err) {
      return stripeError(res, 500, (err as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fakeUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeStripe = {
    url: fakeUrl,
    sessions,
    requests,
    webhookUrl: options.webhookUrl,
    signedEvent,
    failWith: (status) => {
      failure = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return fake;
}
