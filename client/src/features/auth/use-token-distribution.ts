import type { TokenDistribution } from '@common/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { authKeys } from './auth-keys';

/** Kept for features/home's test, which seeds the cache with it; new code uses `authKeys`. */
export const TOKEN_DISTRIBUTION_KEY = authKeys.tokenDistribution();

/** How many signup bonuses are left (GET /api/token-distribution). */
export function useTokenDistribution(enabled = true) {
  return useQuery<TokenDistribution>({ queryKey: authKeys.tokenDistribution(), enabled });
}

/** Unknown (still loading, or the call failed) counts as available: the server decides at sign-up. */
export function isBonusExhausted(distribution: TokenDistribution | undefined): boolean {
  return distribution !== undefined && distribution.remaining <= 0;
}

/** Whether every signup bonus is taken, for copy that would otherwise promise one. */
export function useBonusExhausted(): boolean {
  return isBonusExhausted(useTokenDistribution().data);
}
