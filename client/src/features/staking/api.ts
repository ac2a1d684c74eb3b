/** The staking API: the pool's figures, the person's stakes, and the writes (each with its own Idempotency-Key). */
import {
  type CompoundRequest,
  type FundRewardsRequest,
  fundRewardsResultSchema,
  type MyStaking,
  myStakingSchema,
  type StakeRequest,
  type StakingPool,
  stakingPoolSchema,
  stakingResultSchema,
} from '@common/schemas/staking';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { apiJson } from '@/lib/api';

export const stakingKeys = {
  all: ['staking'] as const,
  pool: () => [...stakingKeys.all, 'pool'] as const,
  mine: () => [...stakingKeys.all, 'me'] as const,
};

/** Rewards accrue every second: the figures are read again while the page is open. */
const REFRESH_MS = 15_000;

export function useStakingPool() {
  return useQuery({
    queryKey: stakingKeys.pool(),
    queryFn: (): Promise<StakingPool> =>
      apiJson('GET', '/api/staking', { parse: (b) => stakingPoolSchema.parse(b) }),
    refetchInterval: REFRESH_MS,
  });
}

export function useMyStaking(enabled: boolean) {
  return useQuery({
    queryKey: stakingKeys.mine(),
    queryFn: (): Promise<MyStaking> =>
      apiJson('GET', '/api/staking/me', { parse: (b) => myStakingSchema.parse(b) }),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/**
 * One write. The key is made once per click (the mutation's variables carry it), so a request the
 * network retries moves AIZ once; a second click is a new request.
 */
function useStakingWrite<Input>(url: (input: Input) => string, body: (input: Input) => unknown) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiJson('POST', url(input), {
        body: body(input),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        parse: (b) => stakingResultSchema.parse(b),
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: stakingKeys.all });
      // The balance in the header is the current user's.
      void client.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}

export const useStake = () =>
  useStakingWrite<StakeRequest>(
    () => '/api/staking/stake',
    (input) => input,
  );

export const useUnstake = () =>
  useStakingWrite<string>(
    (id) => `/api/staking/positions/${encodeURIComponent(id)}/unstake`,
    () => undefined,
  );

export const useClaim = () =>
  useStakingWrite<void>(
    () => '/api/staking/claim',
    () => undefined,
  );

export const useCompound = () =>
  useStakingWrite<CompoundRequest>(
    () => '/api/staking/compound',
    (input) => input,
  );

export function useFundRewards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FundRewardsRequest) =>
      apiJson('POST', '/api/staking/fund', {
        body: input,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        parse: (b) => fundRewardsResultSchema.parse(b),
      }),
    onSettled: () => void client.invalidateQueries({ queryKey: stakingKeys.all }),
  });
}
