/**
 * Onboarding progress of one user (SPEC §3, §4, §7). Every change is a single statement, so two tabs
 * completing steps at once never lose a completion.
 */

import { loadOnboardingPreferences, storedOnboardingPreferences } from '@common/onboarding/preferences';
import type {
  InitializeOnboardingPayload,
  OnboardingPreferences,
  OnboardingProgress,
  OnboardingStatus,
  OnboardingStep,
  OnboardingWithSteps,
  UpdateOnboardingProgressPayload,
} from '@common/schemas/onboarding';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onboardingProgress } from '../../db/schema';
import { Invalid, NotFound } from '../../lib/errors';
import { progressPercentage, sortedSteps, stepAfter } from './progress';
import { ONBOARDING_STEPS } from './steps';

type ProgressRow = typeof onboardingProgress.$inferSelect;

/** The service context (server/service-context.ts), narrowed to what onboarding reads. */
export interface OnboardingContext {
  db: Database;
  now: () => Date;
  user: { id: string };
  /** The tour; the real one unless a test passes its own. */
  steps?: readonly OnboardingStep[];
}

const NOT_STARTED = 'Onboarding has not been started for this account. Initialize it first.';

function tourOf(ctx: OnboardingContext): OnboardingStep[] {
  return sortedSteps(ctx.steps ?? ONBOARDING_STEPS);
}

function toProgress(row: ProgressRow): OnboardingProgress {
  return {
    is_completed: row.isCompleted,
    skipped: row.skipped,
    preferences: loadOnboardingPreferences(row.preferences),
    currentStepId: row.currentStepId,
    completedSteps: row.completedSteps,
    deviceType: row.deviceType,
    skipReason: row.skipReason,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function firstStepOf(steps: OnboardingStep[]): OnboardingStep {
  const first = steps[0];
  if (!first) throw new Error('The onboarding tour has no steps');
  return first;
}

async function findRow(ctx: OnboardingContext): Promise<ProgressRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(onboardingProgress)
    .where(eq(onboardingProgress.userId, ctx.user.id));
  return row;
}

function requireRow(row: ProgressRow | undefined): ProgressRow {
  if (!row) throw new NotFound(NOT_STARTED);
  return row;
}

/** Progress, the tour and where the user is in it; NotFound before the first initialise. */
export async function getOnboardingStatus(ctx: OnboardingContext): Promise<OnboardingStatus> {
  const row = requireRow(await findRow(ctx));
  const steps = tourOf(ctx);
  return {
    progress: toProgress(row),
    steps,
    currentStep: steps.find((s) => s.id === row.currentStepId) ?? firstStepOf(steps),
    progressPercentage: progressPercentage(row.completedSteps, steps),
  };
}

/** Starts the tour at its first step; a second call returns the existing progress unchanged. */
export async function initializeOnboarding(
  ctx: OnboardingContext,
  payload: InitializeOnboardingPayload,
): Promise<OnboardingWithSteps> {
  const at = ctx.now();
  const steps = tourOf(ctx);
  await ctx.db
    .insert(onboardingProgress)
    .values({
      userId: ctx.user.id,
      currentStepId: firstStepOf(steps).id,
      deviceType: payload.deviceType,
      userAgent: payload.userAgent,
      startedAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: onboardingProgress.userId });
  const row = requireRow(await findRow(ctx));
  return { progress: toProgress(row), steps };
}

/**
 * Records `stepId` as the current step; `completed` also marks it done. A step once completed stays
 * completed until a restart (moving back to it with Previous does not undo it).
 */
export async function recordStepProgress(ctx: OnboardingContext, payload: UpdateOnboardingProgressPayload) {
  const at = ctx.now();
  const steps = tourOf(ctx);
  if (!steps.some((s) => s.id === payload.stepId)) {
    throw new Invalid(
      `Unknown onboarding step "${payload.stepId}". Steps are: ${steps.map((s) => s.id).join(', ')}.`,
      {
        stepId: payload.stepId,
      },
    );
  }
  const added = JSON.stringify([payload.stepId]);
  const column = onboardingProgress.completedSteps;
  const [row] = await ctx.db
    .update(onboardingProgress)
    .set({
      currentStepId: payload.stepId,
      updatedAt: at,
      ...(payload.completed
        ? {
            completedSteps: sql`case when ${column} @> ${added}::jsonb then ${column} else ${column} || ${added}::jsonb end`,
          }
        : {}),
    })
    .where(eq(onboardingProgress.userId, ctx.user.id))
    .returning();
  const updated = requireRow(row);
  return {
    progress: toProgress(updated),
    progressPercentage: progressPercentage(updated.completedSteps, steps),
    nextStep: stepAfter(steps, payload.stepId),
  };
}

export async function skipOnboarding(ctx: OnboardingContext, reason: string | undefined) {
  const at = ctx.now();
  const [row] = await ctx.db
    .update(onboardingProgress)
    .set({ skipped: true, skipReason: reason || null, skippedAt: at, updatedAt: at })
    .where(eq(onboardingProgress.userId, ctx.user.id))
    .returning();
  return { progress: toProgress(requireRow(row)) };
}

/** Back to the first step at 0 %, not skipped, not completed. Starts the tour if there was none. */
export async function restartOnboarding(ctx: OnboardingContext): Promise<OnboardingWithSteps> {
  const at = ctx.now();
  const steps = tourOf(ctx);
  const fresh = {
    currentStepId: firstStepOf(steps).id,
    completedSteps: [] as string[],
    isCompleted: false,
    skipped: false,
    skipReason: null,
    skippedAt: null,
    completedAt: null,
    startedAt: at,
    updatedAt: at,
  };
  const [row] = await ctx.db
    .insert(onboardingProgress)
    .values({ userId: ctx.user.id, ...fresh })
    .onConflictDoUpdate({ target: onboardingProgress.userId, set: fresh })
    .returning();
  return { progress: toProgress(requireRow(row)), steps };
}

/** Replaces the stored preferences (the schema bounds their size). */
export async function updateOnboardingPreferences(
  ctx: OnboardingContext,
  preferences: OnboardingPreferences,
) {
  const at = ctx.now();
  const [row] = await ctx.db
    .update(onboardingProgress)
    .set({ preferences: storedOnboardingPreferences(preferences), updatedAt: at })
    .where(eq(onboardingProgress.userId, ctx.user.id))
    .returning();
  return { preferences: loadOnboardingPreferences(requireRow(row).preferences) };
}

/** Every step done, 100 %. */
export async function completeOnboarding(ctx: OnboardingContext) {
  const at = ctx.now();
  const steps = tourOf(ctx);
  const last = steps[steps.length - 1] ?? firstStepOf(steps);
  const [row] = await ctx.db
    .update(onboardingProgress)
    .set({
      isCompleted: true,
      skipped: false,
      completedSteps: steps.map((s) => s.id),
      currentStepId: last.id,
      completedAt: at,
      updatedAt: at,
    })
    .where(eq(onboardingProgress.userId, ctx.user.id))
    .returning();
  return { progress: toProgress(requireRow(row)) };
}
