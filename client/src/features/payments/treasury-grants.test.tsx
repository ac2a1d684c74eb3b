import type { AdminGrant } from '@common/schemas/payments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anError, mockApi } from '@/test/mock-api';
import { scaled } from '@/test/time';
import { TreasuryGrants } from './treasury-grants';

afterEach(() => vi.unstubAllGlobals());

const slow = { timeout: scaled(5000) };

const aGrant = (overrides: Partial<AdminGrant> = {}): AdminGrant => ({
  id: 'g1',
  recipient: { id: 'u2', username: 'dana' },
  admin: { id: 'u1', username: 'root' },
  aiz: '250',
  reason: 'Beta tester thank-you',
  transferId: 't1',
  createdAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

function renderGrants() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TreasuryGrants />
    </QueryClientProvider>,
  );
}

describe('grants from the treasury', () => {
  it('names each missing field and sends nothing', async () => {
    const api = mockApi({ 'GET /api/payments/admin/grants': { body: { grants: [], treasury: '1000000' } } });
    renderGrants();
    expect(await screen.findByText('No grants yet.', {}, slow)).toBeTruthy();
    expect(screen.getByText(/The treasury holds/)).toHaveTextContent('1,000,000 AIZ');
    fireEvent.click(screen.getByRole('button', { name: 'Grant AIZ' }));
    expect(screen.getByText('Name the recipient by username or e-mail.')).toBeTruthy();
    expect(screen.getByText(/An amount is a positive number of AIZ/)).toBeTruthy();
    expect(screen.getByText('Say why (at least 3 characters).')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('grants, lists the grant, and shows an unknown recipient at its field', async () => {
    let grants: AdminGrant[] = [];
    const api = mockApi({
      'GET /api/payments/admin/grants': () => ({ body: { grants, treasury: '999750' } }),
      'POST /api/payments/admin/grants': ({ body }) => {
        const request = body as { recipient: string };
        if (request.recipient === 'ghost') {
          return anError(404, { error: 'not_found', message: 'No user has that username or e-mail.' });
        }
        grants = [aGrant()];
        return { body: aGrant() };
      },
    });
    renderGrants();
    await screen.findByText('No grants yet.', {}, slow);
    const fill = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill('Recipient', 'ghost');
    fill('Amount (AIZ)', '250');
    fill('Reason', 'Beta tester thank-you');
    fireEvent.click(screen.getByRole('button', { name: 'Grant AIZ' }));
    expect(await screen.findByText('No user has that username or e-mail.', {}, slow)).toBeTruthy();
    fill('Recipient', 'dana');
    fireEvent.click(screen.getByRole('button', { name: 'Grant AIZ' }));
    const list = await screen.findByRole('list', { name: 'Recent grants' }, slow);
    expect(within(list).getByText('to dana')).toBeTruthy();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    // A retry after a refusal keeps its key, so a grant that did go through is not paid twice.
    expect((posts[0]!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (posts[1]!.body as { idempotencyKey: string }).idempotencyKey,
    );
    expect(posts[1]!.body).toMatchObject({ recipient: 'dana', aiz: '250', reason: 'Beta tester thank-you' });
  });
});
