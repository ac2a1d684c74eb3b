/**
 * The offline assistant's readers for one request, filled in from the ledger and the onboarding
 * service: server/ai declares what it needs (OfflineContext), the module that owns the request
 * supplies it.
 */
import { type OfflineContext, type OfflineUser, SIGNED_OUT_CONTEXT } from '../../ai/offline';
import type { Database } from '../../db/client';
import { formatAiz, getUserBalance } from '../../ledger';
import { NotFound } from '../../lib/errors';
import { getOnboardingStatus } from '../onboarding';

export function offlineContextFor(deps: {
  db: Database;
  user: OfflineUser | null;
  now: () => Date;
  /** The community's solved threads (wired in app.ts: the community module depends on this one). */
  findSolvedThreads?: OfflineContext['findSolvedThreads'];
}): OfflineContext {
  const { db, user, now } = deps;
  const findThreads = deps.findSolvedThreads;
  if (!user) return { ...SIGNED_OUT_CONTEXT, findSolvedThreads: findThreads };
  return {
    user: { id: user.id, username: user.username },
    findSolvedThreads: findThreads,
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
