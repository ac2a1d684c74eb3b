/**
 * The tour's state and calls (SPEC §4): a signed-in user's status is read through the same query as the
 * dashboard's card (404 → initialise) and the tour shows once by itself; Take Tour restarts it; every
 * action is a mutation that writes its answer into that query and toasts its outcome (SPEC §8). Status
 * and initialise failures stay silent.
 */
import { STORAGE_KEYS } from '@common/constants';
import { adjacentStep } from '@common/onboarding/progress';
import {
  type OnboardingPreferences,
  type OnboardingProgress,
  type OnboardingStatus,
  type OnboardingStep,
  TOUR_PREFERENCES,
} from '@common/schemas/onboarding';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getHelpPanels, helpActions, useHelpPanels } from '@/lib/help-panels';
import { readStorage, writeStorage } from '@/lib/storage';
import { deviceTypeForWidth } from './device-type';
import {
  completeOnboarding,
  initializeOnboarding,
  onboardingKeys,
  restartOnboarding,
  skipOnboarding,
  updateOnboardingPreferences,
  updateOnboardingProgress,
} from './onboarding-api';
import { shownPercentage, statusFrom, useOnboardingStatus, withProgress } from './onboarding-status';
import { TOUR_SKIP_REASON, TOUR_TOASTS } from './tour-copy';

export interface TourData {
  progress: OnboardingProgress;
  /** In tour order. */
  steps: OnboardingStep[];
  currentStepId: string;
  percentage: number;
}

const tourData = (status: OnboardingStatus): TourData => ({
  progress: status.progress,
  steps: status.steps,
  currentStepId: status.progress.currentStepId,
  percentage: shownPercentage(status),
});

const isActive = (p: OnboardingProgress) => !p.is_completed && !p.skipped;

function fail(title: string) {
  toast({ title, variant: 'destructive' });
}

/** Writes each answer into the one status query, so the tour and the dashboard card move together. */
function useStatusWriter() {
  const queryClient = useQueryClient();
  return useCallback(
    (update: (status: OnboardingStatus | null | undefined) => OnboardingStatus | null | undefined) =>
      queryClient.setQueryData<OnboardingStatus | null>(onboardingKeys.status(), update),
    [queryClient],
  );
}

export function useOnboardingTour() {
  const { panel, tourRequests } = useHelpPanels();
  const writeStatus = useStatusWriter();
  const update = (progress: OnboardingProgress) => writeStatus((s) => s && withProgress(s, progress));
  // Once seen, the tour never opens by itself, so its status need not be read until Take Tour.
  const [seenAtMount] = useState(() => readStorage(STORAGE_KEYS.hasSeenOnboarding) !== null);
  const status = useOnboardingStatus({ enabled: !seenAtMount });
  const pending = useIsMutating({ mutationKey: onboardingKeys.all }) > 0;
  // Take Tour requests made before this user's tour mounted are not this user's.
  const handledRequests = useRef(panel === 'tour' ? 0 : tourRequests);
  const autoOpenDecided = useRef(seenAtMount);
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

  const initialize = useMutation({
    mutationFn: initializeOnboarding,
    onSuccess: (started) => writeStatus(() => statusFrom(started.progress, started.steps)),
    // SPEC §8: initialise failures are silently ignored.
  });
  const initializeOnce = useRef(false);
  useEffect(() => {
    if (seenAtMount || status.data !== null || initializeOnce.current) return;
    initializeOnce.current = true;
    initialize.mutate({ deviceType: deviceTypeForWidth(window.innerWidth), userAgent: navigator.userAgent });
  }, [seenAtMount, status.data, initialize.mutate]);

  // The first status this tour sees (read or initialised) decides whether it shows by itself.
  useEffect(() => {
    if (autoOpenDecided.current || !status.data) return;
    autoOpenDecided.current = true;
    autoOpenDue.current = isActive(status.data.progress);
    autoOpen();
  }, [status.data, autoOpen]);

  useEffect(() => {
    if (panel === null) autoOpen();
  }, [panel, autoOpen]);

  const restart = useMutation({
    mutationKey: onboardingKeys.all,
    mutationFn: restartOnboarding,
    onSuccess: (restarted) => {
      writeStatus(() => statusFrom(restarted.progress, restarted.steps));
      toast({ title: TOUR_TOASTS.restarted });
    },
    onError: () => {
      fail(TOUR_TOASTS.restartFailed);
      helpActions.close();
    },
  });

  // Take Tour: restart (which also starts a tour that never was).
  useEffect(() => {
    if (panel !== 'tour' || tourRequests <= handledRequests.current) return;
    handledRequests.current = tourRequests;
    autoOpenDecided.current = true;
    autoOpenDue.current = false;
    restart.mutate();
  }, [panel, tourRequests, restart.mutate]);

  /** Records a step as current (Next, Previous, go to a step), or as completed and then the next one current. */
  const progress = useMutation({
    mutationKey: onboardingKeys.all,
    mutationFn: async ({ stepId, completed }: { stepId: string; completed: boolean }) => {
      const answer = await updateOnboardingProgress(stepId, completed);
      update(answer.progress);
      if (!completed) return;
      toast({ title: TOUR_TOASTS.stepCompleted });
      if (answer.nextStep) update((await updateOnboardingProgress(answer.nextStep.id, false)).progress);
    },
    onError: () => fail(TOUR_TOASTS.progressFailed),
  });

  const finishTour = useMutation({
    mutationKey: onboardingKeys.all,
    mutationFn: completeOnboarding,
    onSuccess: ({ progress }) => {
      update(progress);
      helpActions.close();
      toast({ title: TOUR_TOASTS.completed });
    },
    onError: () => fail(TOUR_TOASTS.completeFailed),
  });

  const skipTour = useMutation({
    mutationKey: onboardingKeys.all,
    mutationFn: () => skipOnboarding(TOUR_SKIP_REASON),
    onSuccess: ({ progress }) => {
      update(progress);
      helpActions.close();
      toast({ title: TOUR_TOASTS.skipped });
    },
    onError: () => fail(TOUR_TOASTS.skipFailed),
  });

  const preferences = useMutation({
    mutationKey: onboardingKeys.all,
    mutationFn: updateOnboardingPreferences,
    onSuccess: (saved) => {
      writeStatus((s) => s && withProgress(s, { ...s.progress, preferences: saved.preferences }));
      toast({ title: TOUR_TOASTS.preferencesUpdated });
    },
    onError: () => fail(TOUR_TOASTS.preferencesFailed),
  });

  const data = status.data ? tourData(status.data) : null;
  const move = (direction: 1 | -1) => {
    if (!data || pending) return;
    const target = adjacentStep(data.steps, data.currentStepId, direction);
    if (target) progress.mutate({ stepId: target.id, completed: false });
  };
  const setPreference = (key: string, value: unknown) => {
    if (!data || pending) return;
    const next: OnboardingPreferences = { ...data.progress.preferences, [key]: value };
    preferences.mutate(next);
  };

  const currentStep = data?.steps.find((s) => s.id === data.currentStepId) ?? data?.steps[0] ?? null;
  return {
    open: panel === 'tour' && data !== null && currentStep !== null && !restart.isPending,
    data,
    currentStep,
    pending,
    dimPage: data?.progress.preferences[TOUR_PREFERENCES.dimPage] !== false,
    next: () => move(1),
    previous: () => move(-1),
    completeStep: () => {
      if (data && !pending) progress.mutate({ stepId: data.currentStepId, completed: true });
    },
    finish: () => {
      if (!pending) finishTour.mutate();
    },
    skip: () => {
      if (!pending) skipTour.mutate();
    },
    close: helpActions.close,
    setDimPage: (on: boolean) => setPreference(TOUR_PREFERENCES.dimPage, on),
  };
}

export type OnboardingTourState = ReturnType<typeof useOnboardingTour>;
