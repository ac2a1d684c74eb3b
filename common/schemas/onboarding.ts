/** Payloads and answers of the onboarding calls (SPEC §3, §7), shared by the routes and the tour. */
import { z } from 'zod';

export const deviceTypeSchema = z.enum(['mobile', 'tablet', 'desktop']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

/** One stop of the tour. Steps are server-side data; `target` is a CSS selector of a real element. */
export const onboardingStepSchema = z.object({
  id: z.string(),
  order: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The page the step belongs to; the tour navigates there first. */
  route: z.string(),
  /**
   * A CSS selector list; the tour highlights the first visible match in document order and shows the
   * step centred when nothing matches.
   */
  target: z.string(),
});
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

export const PREFERENCES_MAX_BYTES = 4096;
export const PREFERENCES_MAX_KEYS = 50;

export const onboardingPreferencesSchema = z
  .record(z.string().min(1).max(64), z.unknown())
  .refine((p) => Object.keys(p).length <= PREFERENCES_MAX_KEYS, {
    message: `preferences have at most ${PREFERENCES_MAX_KEYS} keys`,
  })
  .refine((p) => JSON.stringify(p).length <= PREFERENCES_MAX_BYTES, {
    message: `preferences are too large (${PREFERENCES_MAX_BYTES} bytes at most)`,
  });
export type OnboardingPreferences = z.infer<typeof onboardingPreferencesSchema>;

/** Preferences the tour itself reads. */
export const TOUR_PREFERENCES = {
  /** Darken the page around the highlighted element (default on). */
  dimPage: 'dimPage',
} as const;

/** SPEC §3 names the first three fields (hence `is_completed`); the rest are ours. */
export const onboardingProgressSchema = z.object({
  is_completed: z.boolean(),
  skipped: z.boolean(),
  preferences: z.record(z.string(), z.unknown()),
  currentStepId: z.string(),
  completedSteps: z.array(z.string()),
  deviceType: deviceTypeSchema.nullable(),
  skipReason: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgressSchema>;

export const initializeOnboardingSchema = z.object({
  deviceType: deviceTypeSchema,
  userAgent: z.string().max(1000),
});
export type InitializeOnboardingPayload = z.infer<typeof initializeOnboardingSchema>;

export const updateOnboardingProgressSchema = z.object({
  stepId: z.string().trim().min(1, 'stepId is required').max(64),
  /** true marks the step done; false only records it as the current step. */
  completed: z.boolean(),
});
export type UpdateOnboardingProgressPayload = z.infer<typeof updateOnboardingProgressSchema>;

export const skipOnboardingSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});
export type SkipOnboardingPayload = z.infer<typeof skipOnboardingSchema>;

export const updateOnboardingPreferencesSchema = z.object({ preferences: onboardingPreferencesSchema });
export type UpdateOnboardingPreferencesPayload = z.infer<typeof updateOnboardingPreferencesSchema>;

const percentage = z.number().int().min(0).max(100);

export const onboardingStatusSchema = z.object({
  progress: onboardingProgressSchema,
  steps: z.array(onboardingStepSchema),
  currentStep: onboardingStepSchema.nullable(),
  progressPercentage: percentage,
});
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;

export const onboardingWithStepsSchema = z.object({
  progress: onboardingProgressSchema,
  steps: z.array(onboardingStepSchema),
});
export type OnboardingWithSteps = z.infer<typeof onboardingWithStepsSchema>;

export const onboardingProgressUpdateSchema = z.object({
  progress: onboardingProgressSchema,
  progressPercentage: percentage,
  nextStep: onboardingStepSchema.nullable(),
});
export type OnboardingProgressUpdate = z.infer<typeof onboardingProgressUpdateSchema>;

export const onboardingProgressOnlySchema = z.object({ progress: onboardingProgressSchema });
export type OnboardingProgressOnly = z.infer<typeof onboardingProgressOnlySchema>;

export const onboardingPreferencesResponseSchema = z.object({
  preferences: z.record(z.string(), z.unknown()),
});
