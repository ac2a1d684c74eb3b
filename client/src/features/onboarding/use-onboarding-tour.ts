/**
 * The tour's state and calls (SPEC §4): on first load a signed-in user's status is read (404 →
 * initialise) and the tour shows once by itself; Take Tour restarts it; every action calls the server
 * and toasts its outcome (SPEC §8). Status and initialise failures stay silent.
 */
import { STORAGE_KEYS } from '@common/constants';
import {
  type OnboardingPreferences,
  type OnboardingProgress,
  type OnboardingStep,
  TOUR_PREFERENCES,
} from '@common/schemas/onboarding';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getHelpPanels, helpActions, useHelpPanels } from '@/features/help/help-panels';
import { readStorage, writeStorage } from '@/lib/storage';
import { deviceTypeForWidth } from './device-type';
import {
  completeOnboarding,
  fetchOnboardingStatus,
  initializeOnboarding,
  restartOnboarding,
  skipOnboarding,
  updateOnboardingPreferences,
  updateOnboardingProgress,
} from './onboarding-api';
import { TOUR_SKIP_REASON, TOUR_TOASTS } from './tour-copy';
import { adjacentStep, orderedSteps } from './tour-navigation';

export interface TourData {
  progress: OnboardingProgress;
  steps: OnboardingStep[];
  currentStepId: string;
  percentage: number;
}

function percentageOf(progress: OnboardingProgress, steps: OnboardingStep[]): number {
  if (steps.length === 0) return 0;
  const done = new Set(progress.completedSteps);
  return Math.round((steps.filter((s) => done.has(s.id)).length / steps.length) * 100);
}

function tourData(progress: OnboardingProgress, steps: OnboardingStep[]): TourData {
  const ordered = orderedSteps(steps);
  return {
    progress,
    steps: ordered,
    currentStepId: progress.currentStepId,
    percentage: percentageOf(progress, ordered),
  };
}

const isActive = (p: OnboardingProgress) => !p.is_completed && !p.skipped;

function fail(title: string) {
  toast({ title, variant: 'destructive' });
}

export function useOnboardingTour() {
  const { panel, tourRequests } = useHelpPanels();
  const [data, setData] = useState<TourData | null>(null);
  const [pending, setPending] = useState(false);
  const [restarting, setRestarting] = useState(false);
  // Take Tour requests made before this user's tour mounted are not this user's.
  const handledRequests = useRef(panel === 'tour' ? 0 : tourRequests);
  const autoOpenDue = useRef(false);

  /** The first automatic display, once: waits while another help panel is open. */
  const autoOpen = useCallback(() => {
    if (!autoOpenDue.current) return;
    const open = getHelpPanels().panel;
    if (open === 'welcome' || open === 'feedback') return;
    autoOpenDue.current = false;
    writeStorage(STORAGE_KEYS.hasSeenOnboarding, 'true');
    if (open === null) helpActions.resumeTour();
  }, []);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.hasSeenOnboarding)) return;
    let cancelled = false;
    void (async () => {
      try {
        const status = await fetchOnboardingStatus();
        if (cancelled) return;
        if (status) {
          setData(tourData(status.progress, status.steps));
          autoOpenDue.current = isActive(status.progress);
        } else {
          const started = await initializeOnboarding({
            deviceType: deviceTypeForWidth(window.innerWidth),
            userAgent: navigator.userAgent,
          });
          if (cancelled) return;
          setData(tourData(started.progress, started.steps));
          autoOpenDue.current = isActive(started.progress);
        }
        autoOpen();
      } catch {
        // SPEC §8: status and initialise failures are silently ignored.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [autoOpen]);

  useEffect(() => {
    if (panel === null) autoOpen();
  }, [panel, autoOpen]);

  // Take Tour: restart (which also starts a tour that never was).
  useEffect(() => {
    if (panel !== 'tour' || tourRequests <= handledRequests.current) return;
    handledRequests.current = tourRequests;
    autoOpenDue.current = false;
    setRestarting(true);
    restartOnboarding()
      .then((restarted) => {
        setData(tourData(restarted.progress, restarted.steps));
        toast({ title: TOUR_TOASTS.restarted });
      })
      .catch(() => {
        fail(TOUR_TOASTS.restartFailed);
        helpActions.close();
      })
      .finally(() => setRestarting(false));
  }, [panel, tourRequests]);

  const run = useCallback(async (action: () => Promise<void>, failure: string) => {
    setPending(true);
    try {
      await action();
    } catch {
      fail(failure);
    } finally {
      setPending(false);
    }
  }, []);

  /** Records `stepId` as current (not completed) and shows it: Next, Previous, go to a step. */
  const goTo = useCallback(
    (stepId: string) =>
      run(async () => {
        const updated = await updateOnboardingProgress(stepId, false);
        setData(
          (d) =>
            d && {
              ...d,
              progress: updated.progress,
              currentStepId: stepId,
              percentage: updated.progressPercentage,
            },
        );
      }, TOUR_TOASTS.progressFailed),
    [run],
  );

  const move = useCallback(
    (direction: 1 | -1) => {
      if (!data || pending) return;
      const target = adjacentStep(data.steps, data.currentStepId, direction);
      if (target) void goTo(target.id);
    },
    [data, pending, goTo],
  );

  const completeStep = useCallback(() => {
    if (!data || pending) return;
    void run(async () => {
      const done = await updateOnboardingProgress(data.currentStepId, true);
      setData((d) => d && { ...d, progress: done.progress, percentage: done.progressPercentage });
      toast({ title: TOUR_TOASTS.stepCompleted });
      if (!done.nextStep) return;
      const next = done.nextStep.id;
      const moved = await updateOnboardingProgress(next, false);
      setData(
        (d) =>
          d && { ...d, progress: moved.progress, currentStepId: next, percentage: moved.progressPercentage },
      );
    }, TOUR_TOASTS.progressFailed);
  }, [data, pending, run]);

  const finish = useCallback(() => {
    if (pending) return;
    void run(async () => {
      const { progress } = await completeOnboarding();
      setData((d) => d && { ...d, progress, percentage: 100 });
      helpActions.close();
      toast({ title: TOUR_TOASTS.completed });
    }, TOUR_TOASTS.completeFailed);
  }, [pending, run]);

  const skip = useCallback(() => {
    if (pending) return;
    void run(async () => {
      const { progress } = await skipOnboarding(TOUR_SKIP_REASON);
      setData((d) => d && { ...d, progress });
      helpActions.close();
      toast({ title: TOUR_TOASTS.skipped });
    }, TOUR_TOASTS.skipFailed);
  }, [pending, run]);

  const setPreference = useCallback(
    (key: string, value: unknown) => {
      if (!data || pending) return;
      const preferences: OnboardingPreferences = { ...data.progress.preferences, [key]: value };
      void run(async () => {
        const saved = await updateOnboardingPreferences(preferences);
        setData((d) => d && { ...d, progress: { ...d.progress, preferences: saved.preferences } });
        toast({ title: TOUR_TOASTS.preferencesUpdated });
      }, TOUR_TOASTS.preferencesFailed);
    },
    [data, pending, run],
  );

  const currentStep = data?.steps.find((s) => s.id === data.currentStepId) ?? data?.steps[0] ?? null;
  return {
    open: panel === 'tour' && data !== null && currentStep !== null && !restarting,
    data,
    currentStep,
    pending,
    dimPage: data?.progress.preferences[TOUR_PREFERENCES.dimPage] !== false,
    next: () => move(1),
    previous: () => move(-1),
    completeStep,
    finish,
    skip,
    close: helpActions.close,
    setDimPage: (on: boolean) => setPreference(TOUR_PREFERENCES.dimPage, on),
  };
}

export type OnboardingTourState = ReturnType<typeof useOnboardingTour>;
