/**
 * What the offline assistant may know about the person asking: who they are, and readers of their own
 * data, which run only when a skill needs them. The assistant module fills the readers in from the
 * ledger and the onboarding service (server/ai never imports a module). The router builds models
 * without request arguments, so the chat service runs each call inside `withOfflineContext` and the
 * offline entry reads `currentOfflineContext`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

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

/** A solved community thread that answers a question: cited with a link, its accepted answer quoted. */
export interface CitedThread {
  id: number;
  slug: string;
  title: string;
  /** The accepted answer (Markdown). */
  solution: string;
  /** Who wrote it. */
  solver: string;
}

export interface OfflineContext {
  user: OfflineUser | null;
  /** Solved community threads that answer the question, best first; public, so signed out too. */
  findSolvedThreads?: (question: string) => Promise<readonly CitedThread[]>;
  /** The user's AIZ balance as an exact decimal string, e.g. '1000' or '12.5'. */
  readBalance?: () => Promise<string>;
  /** The user's tour progress; null before they ever started it. */
  readOnboarding?: () => Promise<OnboardingSnapshot | null>;
}

export const SIGNED_OUT_CONTEXT: OfflineContext = { user: null };

const storage = new AsyncLocalStorage<OfflineContext>();

/** Runs one request's model calls with this person's context. */
export function withOfflineContext<T>(context: OfflineContext, run: () => T): T {
  return storage.run(context, run);
}

/** The context of the request being answered; signed out outside any request. */
export function currentOfflineContext(): OfflineContext {
  return storage.getStore() ?? SIGNED_OUT_CONTEXT;
}
