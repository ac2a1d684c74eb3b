import { describe, expect, it } from 'vitest';
import { DocumentTooNew } from '../documents/define-document';
import {
  loadOnboardingPreferences,
  onboardingPreferencesDocument,
  storedOnboardingPreferences,
} from './preferences';

describe('onboarding preferences, stored', () => {
  it('migration 1: loads what was stored before versions (the plain record, or the column default {})', () => {
    expect(loadOnboardingPreferences({ dimPage: false, pace: 'slow' })).toEqual({
      dimPage: false,
      pace: 'slow',
    });
    expect(loadOnboardingPreferences({})).toEqual({});
  });

  it('stores the current version, with the preferences under values, and loads it back', () => {
    const stored = storedOnboardingPreferences({ dimPage: true });
    expect(stored).toEqual({
      schemaVersion: onboardingPreferencesDocument.version,
      values: { dimPage: true },
    });
    expect(loadOnboardingPreferences(stored)).toEqual({ dimPage: true });
  });

  it('keeps a preference named like a stored field apart from the version', () => {
    expect(loadOnboardingPreferences(storedOnboardingPreferences({ values: 1 }))).toEqual({ values: 1 });
  });

  it('refuses preferences saved by a newer version of the app', () => {
    expect(() => loadOnboardingPreferences({ schemaVersion: 99, values: {} })).toThrow(DocumentTooNew);
  });
});
