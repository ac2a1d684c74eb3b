/** The onboarding calls of SPEC §7. apiRequest sends the stored bearer token (SPEC §6) and the cookie. */
import type {
  InitializeOnboardingPayload,
  OnboardingPreferences,
  OnboardingProgressOnly,
  OnboardingProgressUpdate,
  OnboardingStatus,
  OnboardingWithSteps,
} from '@common/schemas/onboarding';
import { ApiError, apiRequest } from '@/lib/api';

const BASE = '/api/onboarding';

/** The user's progress, or null when there is none yet (404: the caller initialises). */
export async function fetchOnboardingStatus(): Promise<OnboardingStatus | null> {
  try {
    return (await (await apiRequest('GET', `${BASE}/status`)).json()) as OnboardingStatus;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export async function initializeOnboarding(
  payload: InitializeOnboardingPayload,
): Promise<OnboardingWithSteps> {
  return (await apiRequest('POST', `${BASE}/initialize`, payload)).json();
}

export async function updateOnboardingProgress(
  stepId: string,
  completed: boolean,
): Promise<OnboardingProgressUpdate> {
  return (await apiRequest('PUT', `${BASE}/progress`, { stepId, completed })).json();
}

export async function skipOnboarding(reason: string): Promise<OnboardingProgressOnly> {
  return (await apiRequest('POST', `${BASE}/skip`, { reason })).json();
}

export async function restartOnboarding(): Promise<OnboardingWithSteps> {
  return (await apiRequest('POST', `${BASE}/restart`)).json();
}

export async function updateOnboardingPreferences(
  preferences: OnboardingPreferences,
): Promise<{ preferences: OnboardingPreferences }> {
  return (await apiRequest('PUT', `${BASE}/preferences`, { preferences })).json();
}

export async function completeOnboarding(): Promise<OnboardingProgressOnly> {
  return (await apiRequest('POST', `${BASE}/complete`)).json();
}
