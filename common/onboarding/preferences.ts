/**
 * `onboarding_progress.preferences` as stored, a versioned document (common/documents/).
 * Version 0 (before versions): the person's preferences as one free record. Its keys are chosen by
 * the client, so a `schemaVersion` beside them could collide with one; version 1 keeps them under
 * `values`. The API still speaks the plain record (OnboardingPreferences).
 */
import { z } from 'zod';
import { defineDocument } from '../documents/define-document';
import { type OnboardingPreferences, onboardingPreferencesSchema } from '../schemas/onboarding';

export const onboardingPreferencesDocument = defineDocument({
  name: 'onboarding preferences',
  version: 1,
  schema: z.object({ values: onboardingPreferencesSchema }),
  migrations: [
    {
      to: 1,
      description: 'the free record moves under `values`, apart from `schemaVersion`',
      up: (legacy) => ({ values: legacy }),
    },
  ],
});

/** The preferences in any stored version, as the API gives them. */
export function loadOnboardingPreferences(stored: unknown): OnboardingPreferences {
  return onboardingPreferencesDocument.load(stored).values;
}

/** What to store for these preferences: the current version. */
export function storedOnboardingPreferences(values: OnboardingPreferences) {
  return onboardingPreferencesDocument.save({ values });
}
