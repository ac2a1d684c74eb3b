import { DEFAULT_AIZ_PACKS, type Purchase } from '@common/schemas/payments';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, aUser, mockApi, signedOutUser } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { scaled } from '@/test/time';
import { leaveFor } from './leave-for';
import { GAVE_UP_TEXT, WAITING_TEXT } from './payment-success-view';

vi.mock('./leave-for', () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const slow = { timeout: scaled(6000) };

const purchase = (overrides: Partial<Purchase> = {}): Purchase => ({
  sessionId: 'cs_test_1',
  packId: 'starter',
  packName: 'Starter',
  aiz: '1000',
  price: 1000,
  currency: 'usd',
  status: 'credited',
  createdAt: '2026-01-01T00:00:00.000Z',
  creditedAt: '2026-01-01T00:00:05.000Z',
  ...overrides,
});

describe('/payment-success', () => {
  it('shows the amount the ledger credited for the session', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/payments/sessions/cs_test_1': { body: purchase() },
    });
    renderApp('/payment-success?session_id=cs_test_1');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Payment Successful');
    expect(
      await screen.findByRole('heading', { name: '1,000 AIZ added to your balance' }, slow),
    ).toBeTruthy();
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('$10.00');
    expect(within(main).getByRole('link', { name: 'See your AIZ' }).getAttribute('href')).toBe('/tokens');
  });

  it('waits while Stripe has not confirmed, then shows the credit', async () => {
    let asked = 0;
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/payments/sessions/cs_test_1': () => {
        asked += 1;
        return { body: asked < 2 ? purchase({ status: 'pending', creditedAt: null }) : purchase() };
      },
    });
    renderApp('/payment-success?session_id=cs_test_1');
    expect(await screen.findByText(WAITING_TEXT, {}, slow)).toBeTruthy();
    expect(screen.queryByText(/added to your balance/)).toBeNull();
    expect(
      await screen.findByRole('heading', { name: '1,000 AIZ added to your balance' }, slow),
    ).toBeTruthy();
  });

  it('stops waiting after a while and says the credit will appear', async () => {
    const start = Date.now();
    let now = start;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/payments/sessions/cs_test_1': { body: purchase({ status: 'pending', creditedAt: null }) },
    });
    renderApp('/payment-success?session_id=cs_test_1');
    expect(await screen.findByText(WAITING_TEXT, {}, slow)).toBeTruthy();
    now = start + 61_000;
    expect(await screen.findByText(GAVE_UP_TEXT, {}, slow)).toBeTruthy();
  });

  it('says when the session is none of the person’s, and asks visitors to sign in', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/payments/sessions/cs_test_2': anError(404, { error: 'not_found', message: 'No purchase.' }),
    });
    const first = renderApp('/payment-success?session_id=cs_test_2');
    expect(await screen.findByRole('heading', { name: 'No such purchase' }, slow)).toBeTruthy();
    first.unmount();
    mockApi({ 'GET /api/auth/user': signedOutUser });
    renderApp('/payment-success?session_id=cs_test_2');
    expect(await screen.findByText('Sign in to see your purchase', {}, slow)).toBeTruthy();
  });
});

describe('/payment-cancelled', () => {
  it('says nothing was charged, leads back to /tokens and offers the packs again', async () => {
    const api = mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/payments/packs': { body: { configured: true, packs: DEFAULT_AIZ_PACKS } },
      'POST /api/payments/checkout': {
        body: { sessionId: 'cs_test_9', url: 'https://checkout.stripe.test/c/9' },
      },
    });
    renderApp('/payment-cancelled');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Payment Cancelled');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Nothing was charged');
    expect(within(main).getByRole('link', { name: 'Back to AIZ' }).getAttribute('href')).toBe('/tokens');
    const buy = await screen.findByRole('button', { name: 'Buy 5,000 AIZ for $45.00' }, slow);
    fireEvent.click(buy);
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.test/c/9'), slow);
    const sent = api.calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toMatchObject({ packId: 'builder' });
    expect((sent.body as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the packs without Buy buttons when payments are not configured', async () => {
    mockApi({
      'GET /api/auth/user': { body: aUser() },
      'GET /api/payments/packs': { body: { configured: false, packs: DEFAULT_AIZ_PACKS } },
    });
    renderApp('/payment-cancelled');
    expect(await screen.findByText('Payments are not configured', {}, slow)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'AIZ packs' })).toHaveTextContent('20,000 AIZ');
    expect(screen.queryByRole('button', { name: /^Buy / })).toBeNull();
  });
});
