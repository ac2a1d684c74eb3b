/**
 * The payments calls and their query keys: the packs on sale, opening a checkout, one purchase (polled
 * while Stripe has not confirmed it) and the administrators' grants from the treasury. Answers are parsed
 * with the `common/` schemas.
 */
import {
  type AdminGrant,
  type AdminGrantRequest,
  type AdminGrants,
  adminGrantSchema,
  adminGrantsSchema,
  type CheckoutAnswer,
  checkoutAnswerSchema,
  type PaymentPacks,
  type Purchase,
  paymentPacksSchema,
  purchaseSchema,
} from '@common/schemas/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiJson } from '@/lib/api';

export const paymentKeys = {
  all: ['payments'] as const,
  packs: () => [...paymentKeys.all, 'packs'] as const,
  purchase: (sessionId: string) => [...paymentKeys.all, 'purchase', sessionId] as const,
  grants: () => [...paymentKeys.all, 'admin-grants'] as const,
};

export function usePaymentPacks() {
  return useQuery({
    queryKey: paymentKeys.packs(),
    queryFn: (): Promise<PaymentPacks> =>
      apiJson('GET', '/api/payments/packs', { parse: (b) => paymentPacksSchema.parse(b) }),
  });
}

/** Opens Stripe Checkout for a pack; the caller sends the browser to the answer's url. */
export function useCheckout() {
  return useMutation({
    mutationFn: (packId: string): Promise<CheckoutAnswer> =>
      apiJson('POST', '/api/payments/checkout', {
        body: { packId, idempotencyKey: crypto.randomUUID() },
        parse: (b) => checkoutAnswerSchema.parse(b),
      }),
  });
}

/** How often the success page asks whether Stripe's confirmation has come, and for how long. */
export const PURCHASE_POLL_MS = 1500;
export const PURCHASE_WAIT_MS = 60_000;

/**
 * One purchase, asked again every PURCHASE_POLL_MS while it is pending, for PURCHASE_WAIT_MS at most;
 * `gaveUp` then says the page stopped waiting (the credit still comes when Stripe's webhook does).
 */
export function usePurchase(sessionId: string | null) {
  const [startedAt] = useState(() => Date.now());
  const client = useQueryClient();
  const query = useQuery({
    queryKey: paymentKeys.purchase(sessionId ?? ''),
    enabled: sessionId !== null,
    retry: false,
    queryFn: async (): Promise<Purchase> => {
      const purchase = await apiJson('GET', `/api/payments/sessions/${encodeURIComponent(sessionId ?? '')}`, {
        parse: (b) => purchaseSchema.parse(b),
      });
      // The balance and history shown elsewhere change with the credit.
      if (purchase.status === 'credited')
        void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'payments' });
      return purchase;
    },
    refetchInterval: (q) =>
      q.state.data?.status === 'pending' && Date.now() - startedAt < PURCHASE_WAIT_MS
        ? PURCHASE_POLL_MS
        : false,
  });
  const gaveUp =
    query.data?.status === 'pending' && !query.isFetching && Date.now() - startedAt >= PURCHASE_WAIT_MS;
  return { ...query, gaveUp };
}

export function useAdminGrants() {
  return useQuery({
    queryKey: paymentKeys.grants(),
    queryFn: (): Promise<AdminGrants> =>
      apiJson('GET', '/api/payments/admin/grants', { parse: (b) => adminGrantsSchema.parse(b) }),
    staleTime: 0,
  });
}

export function useGrantFromTreasury() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AdminGrantRequest): Promise<AdminGrant> =>
      apiJson('POST', '/api/payments/admin/grants', {
        body: request,
        parse: (b) => adminGrantSchema.parse(b),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: paymentKeys.grants() }),
  });
}
