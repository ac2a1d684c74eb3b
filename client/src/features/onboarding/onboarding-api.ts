/**
 * The onboarding calls of SPEC §7 and their query keys. apiJson sends the stored bearer token (SPEC §6)
 * and the cookie. Answers are cast, not parsed: the dashboard's onboarding card is first-page code.
 */
import type {
  InitializeOnboardingPayload,
  OnboardingPreferences,
  OnboardingProgressOnly,
  OnboardingProgressUpdate,
  OnboardingStatus,
  OnboardingWithSteps,
} from '@common/schemas/onboarding';
import { ApiError, apiJson } from '@/lib/api';

const BASE = '/api/onboarding';

/**
 * Every onboarding query key (named by feature, not URL: the status query brings its own fetcher, which
 * reads a 404 as "not started"). `all` also keys the tour's mutations, so one flag says one is running.
 */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  /** The one cache entry the tour and the dashboard's card both read. */
  status: () => [...onboardingKeys.all, 'status'] as const,
};

/** The user's progress, or null when there is none yet (404: the caller initialises). */
export async function fetchOnboardingStatus(): Promise<OnboardingStatus | null> {
  try {
    return await apiJson<OnboardingStatus>('GET', `${BASE}/status`);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export function initializeOnboarding(payload: InitializeOnboardingPayload): Promise<OnboardingWithSteps> {
  return apiJson('POST', `${BASE}/initialize`, { body: payload });
}

export function updateOnboardingProgress(
  stepId: string,
  completed: boolean,
): Promise<OnboardingProgressUpdate> {
  return apiJson('PUT', `${BASE}/progress`, { body: { stepId, completed } });
}

export function skipOnboarding(reason: string): Promise<OnboardingProgressOnly> {
  return apiJson('POST', `${BASE}/skip`, { body: { reason } });
}

export function restartOnboarding(): Promise<OnboardingWithSteps> {
  return apiJson('POST', `${BASE}/restart`);
}

export function updateOnboardingPreferences(
  preferences: OnboardingPreferences,
): Promise<{ preferences: OnboardingPreferences }> {
  return apiJson('PUT', `${BASE}/preferences`, { body: { preferences } });
}

export function completeOnboarding(): Promise<OnboardingProgressOnly> {
  return apiJson('POST', `${BASE}/complete`);
}
