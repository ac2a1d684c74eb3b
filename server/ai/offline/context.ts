/**
 * What the offline assistant may know about the person asking: who they are, and readers of their own
 * data. The chat service builds one per request; the readers run only when a skill needs them.
 */
import type { Database } from '../../db/client';
import { formatAiz, getUserBalance } from '../../ledger';
import { NotFound } from '../../lib/errors';
import { getOnboardingStatus } from '../../modules/onboarding';

export interface OfflineUser {
  id: string;
  username: string;
}

/** Where a user is in the onboarding tour. */
export interface OnboardingSnapshot {
  isCompleted: boolean;
  skipped: boolean;
  currentStep: { id: string; title: string; route: string };
  /** 1-based position of the current step in the tour. */
  stepNumber: number;
  totalSteps: number;
  completedSteps: number;
  progressPercentage: number;
}

export interface OfflineContext {
  user: OfflineUser | null;
  /** The user's AIZ balance as an exact decimal string, e.g. '1000' or '12.5'. */
  readBalance?: () => Promise<string>;
  /** The user's tour progress; null before they ever started it. */
  readOnboarding?: () => Promise<OnboardingSnapshot | null>;
}

export const SIGNED_OUT_CONTEXT: OfflineContext = { user: null };

/** The context for a request, reading from the ledger and the onboarding service. */
export function createOfflineContext(deps: {
  db: Database;
  user: OfflineUser | null;
  now: () => Date;
}): OfflineContext {
  const { db, user, now } = deps;
  if (!user) return SIGNED_OUT_CONTEXT;
  return {
    user: { id: user.id, username: user.username },
    readBalance: async () => formatAiz(await getUserBalance(db, user.id)),
    readOnboarding: async () => {
      try {
        const status = await getOnboardingStatus({ db, user, now });
        const current = status.currentStep ?? status.steps[0];
        if (!current) return null;
        return {
          isCompleted: status.progress.is_completed,
          skipped: status.progress.skipped,
          currentStep: { id: current.id, title: current.title, route: current.route },
          stepNumber: status.steps.findIndex((s) => s.id === current.id) + 1,
          totalSteps: status.steps.length,
          completedSteps: status.progress.completedSteps.length,
          progressPercentage: status.progressPercentage,
        };
      } catch (error) {
        if (error instanceof NotFound) return null;
        throw error;
      }
    },
  };
}
