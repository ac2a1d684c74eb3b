/** The tour's toasts, word for word from SPEC §8. */
export const TOUR_TOASTS = {
  stepCompleted: 'Step completed!',
  skipped: 'Onboarding skipped. You can restart it anytime from settings.',
  restarted: 'Onboarding restarted!',
  preferencesUpdated: 'Preferences updated!',
  completed: "Congratulations! You've completed the onboarding!",
  progressFailed: 'Failed to update progress',
  skipFailed: 'Failed to skip onboarding',
  restartFailed: 'Failed to restart onboarding',
  preferencesFailed: 'Failed to update preferences',
  completeFailed: 'Failed to complete onboarding',
} as const;

/** Stored with the progress when the user presses Skip in the tour. */
export const TOUR_SKIP_REASON = 'Skipped from the tour';
