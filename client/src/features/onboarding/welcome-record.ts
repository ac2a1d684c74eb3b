/**
 * The welcome dialog's rules (SPEC §2, §3, §4, §5, §8): who must give an e-mail, and what is stored in
 * the browser on Start Building or Skip. Storage is passed in, so tests can make it fail.
 */
import { STORAGE_KEYS } from '@common/constants';

export const USE_CASES = [
  { label: 'Business Automation', value: 'automation' },
  { label: 'AI Agent Development', value: 'ai-agents' },
  { label: 'Workflow Management', value: 'workflows' },
  { label: 'System Integration', value: 'integration' },
  { label: 'Just Exploring', value: 'experimentation' },
] as const;
export type UseCase = (typeof USE_CASES)[number]['value'];

/** Stored when no use case was chosen (SPEC §3). */
export const DEFAULT_USE_CASE = 'general';
export const WELCOME_SKIP_REASON = 'User chose to skip';

export const WELCOME_TOASTS = {
  emailRequired: { title: 'Email required', description: 'Please enter your email to continue' },
} as const;

/** The onboarding record of SPEC §3. */
export interface WelcomeRecord {
  email: string;
  useCase: string;
  completedAt: string;
}

export interface WelcomeSkip {
  skipped: true;
  reason: typeof WELCOME_SKIP_REASON;
  skippedAt: string;
}

export type WelcomeCheck = { ok: true; email: string } | { ok: false; reason: 'email-required' };

/**
 * Signed out, an e-mail is required (only its presence is checked: the input's type does the rest).
 * Signed in, the account's e-mail is used.
 */
export function checkWelcome(input: { signedInEmail: string | null; email: string }): WelcomeCheck {
  if (input.signedInEmail) return { ok: true, email: input.signedInEmail };
  const email = input.email.trim();
  return email ? { ok: true, email } : { ok: false, reason: 'email-required' };
}

export function welcomeRecord(email: string, useCase: string, now: Date): WelcomeRecord {
  return { email, useCase: useCase || DEFAULT_USE_CASE, completedAt: now.toISOString() };
}

/** Stores the record and the completed flag. Throws when storage does (full, disabled, private mode). */
export function saveWelcomeRecord(storage: Storage, record: WelcomeRecord): void {
  storage.setItem(STORAGE_KEYS.onboardingData, JSON.stringify(record));
  storage.setItem(STORAGE_KEYS.onboardingCompleted, 'true');
}

/** Skip: the flag is set too (so nothing nags again) and the reason is kept with it. */
export function saveWelcomeSkip(storage: Storage, now: Date): void {
  const skip: WelcomeSkip = { skipped: true, reason: WELCOME_SKIP_REASON, skippedAt: now.toISOString() };
  storage.setItem(STORAGE_KEYS.onboardingData, JSON.stringify(skip));
  storage.setItem(STORAGE_KEYS.onboardingCompleted, 'skipped');
}

/** Show Onboarding: forget both, so the dialog starts afresh. */
export function clearWelcomeFlags(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.onboardingCompleted);
  storage.removeItem(STORAGE_KEYS.onboardingData);
}

/** window.localStorage, which itself throws in some privacy modes. */
export function browserStorage(): Storage {
  return window.localStorage;
}
