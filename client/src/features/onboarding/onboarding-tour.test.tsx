import { STORAGE_KEYS } from '@common/constants';
import type { OnboardingProgress, OnboardingStep } from '@common/schemas/onboarding';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToastState, resetToasts } from '@/components/ui/use-toast';
import { getHelpPanels, helpActions } from '@/lib/help-panels';
import { createQueryClient } from '@/lib/query-client';
import { OnboardingTour } from './onboarding-tour';

const steps: OnboardingStep[] = [
  {
    id: 'welcome',
    order: 1,
    title: 'Welcome aboard',
    description: 'Start here.',
    route: '/',
    target: 'main h1',
  },
  {
    id: 'market',
    order: 2,
    title: 'The market',
    description: 'Buy agents.',
    route: '/market',
    target: 'main h1',
  },
  {
    id: 'build',
    order: 3,
    title: 'The builder',
    description: 'Make agents.',
    route: '/build',
    target: 'main h1',
  },
];

/** A tiny in-memory stand-in for /api/onboarding, recording every call. */
function fakeServer() {
  let progress: OnboardingProgress | null = null;
  const calls: string[] = [];
  const failing = new Set<string>();
  const pct = () => Math.round(((progress?.completedSteps.length ?? 0) / steps.length) * 100);
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fresh = (): OnboardingProgress => ({
    is_completed: false,
    skipped: false,
    preferences: {},
    currentStepId: 'welcome',
    completedSteps: [],
    deviceType: 'desktop',
    skipReason: null,
    startedAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.replace('/api/onboarding', '');
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    calls.push(`${method} ${path}${body ? ` ${JSON.stringify(body)}` : ''}`);
    if (failing.has(`${method} ${path}`)) return json({ error: 'boom' }, 500);
    if (path === '/status') {
      return progress
        ? json({ progress, steps, currentStep: steps[0], progressPercentage: pct() })
        : json({ error: 'not_found' }, 404);
    }
    if (path === '/initialize') {
      progress ??= fresh();
      return json({ progress, steps });
    }
    if (path === '/restart') {
      progress = { ...fresh(), preferences: progress?.preferences ?? {} };
      return json({ progress, steps });
    }
    if (!progress) return json({ error: 'not_found' }, 404);
    if (path === '/progress') {
      const done = body.completed && !progress.completedSteps.includes(body.stepId);
      progress = {
        ...progress,
        currentStepId: body.stepId,
        completedSteps: done ? [...progress.completedSteps, body.stepId] : progress.completedSteps,
      };
      const next = steps[steps.findIndex((s) => s.id === body.stepId) + 1] ?? null;
      return json({ progress, progressPercentage: pct(), nextStep: next });
    }
    if (path === '/skip') {
      progress = { ...progress, skipped: true };
      return json({ progress });
    }
    if (path === '/complete') {
      progress = { ...progress, is_completed: true, completedSteps: steps.map((s) => s.id) };
      return json({ progress });
    }
    if (path === '/preferences') {
      progress = { ...progress, preferences: body.preferences };
      return json({ preferences: body.preferences });
    }
    return json({ error: 'no route' }, 404);
  });
  return {
    fetch,
    calls,
    failing,
    set: (p: Partial<OnboardingProgress>) => {
      progress = { ...fresh(), ...p };
    },
  };
}

let server: ReturnType<typeof fakeServer>;

function renderTour() {
  const page = (title: string) => (
    <main>
      <h1>{title}</h1>
    </main>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page('Home') },
      { path: '/market', element: page('Market') },
      { path: '/build', element: page('Build') },
      { path: '/elsewhere', element: page('Elsewhere') },
    ],
    { initialEntries: ['/elsewhere'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <OnboardingTour router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const card = () => screen.findByRole('dialog');
const toastTitle = () => getToastState().toasts[0]?.title;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  server = fakeServer();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  act(() => {
    helpActions.close();
    resetToasts();
  });
  vi.unstubAllGlobals();
});

describe('OnboardingTour', () => {
  it('initialises after a 404, shows itself once at step 1 on its page, and remembers it was seen', async () => {
    const router = renderTour();
    expect(await card()).toHaveTextContent('Step 1 of 3');
    expect(screen.getByRole('heading', { name: 'Welcome aboard' })).toBeInTheDocument();
    expect(server.calls.slice(0, 2)).toEqual([
      'GET /status',
      `POST /initialize {"deviceType":"desktop","userAgent":${JSON.stringify(navigator.userAgent)}}`,
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBe('true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('moves with Next and Previous (recorded as not completed), and does nothing at the ends', async () => {
    const router = renderTour();
    await card();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    click(/Next/);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 3'));
    expect(server.calls).toContain('PUT /progress {"stepId":"market","completed":false}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/market'));
    click(/Previous/);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 3'));
    // Arrow keys move too.
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 3'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 3 of 3'));
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('shows how far through the tour the person is as they press Next, not 0% on every step', async () => {
    renderTour();
    await card();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    click(/Next/);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 3'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('dialog')).toHaveTextContent('33% complete');
    click(/Next/);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 3 of 3'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    click(/Previous/);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 3'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  });

  it('completes a step (toast, percentage) and moves on; Finish completes the tour', async () => {
    renderTour();
    await card();
    click('Complete step');
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 3'));
    expect(toastTitle()).toBe('Step completed!');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(server.calls).toContain('PUT /progress {"stepId":"welcome","completed":true}');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 3 of 3'));
    click('Finish');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTitle()).toBe("Congratulations! You've completed the onboarding!");
    expect(server.calls).toContain('POST /complete');
  });

  it('skips with a reason', async () => {
    renderTour();
    await card();
    click('Skip tour');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toastTitle()).toBe('Onboarding skipped. You can restart it anytime from settings.');
    expect(server.calls).toContain('POST /skip {"reason":"Skipped from the tour"}');
  });

  it('closes on Escape without skipping', async () => {
    renderTour();
    await card();
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls.some((c) => c.startsWith('POST /skip'))).toBe(false);
    expect(getHelpPanels().panel).toBeNull();
  });

  it('saves the dim preference', async () => {
    renderTour();
    await card();
    const dim = screen.getByRole('switch', { name: 'Dim page' });
    expect(dim).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(dim);
    await waitFor(() => expect(toastTitle()).toBe('Preferences updated!'));
    expect(screen.getByRole('switch', { name: 'Dim page' })).toHaveAttribute('aria-checked', 'false');
    expect(server.calls).toContain('PUT /preferences {"preferences":{"dimPage":false}}');
  });

  it('toasts each failure of SPEC §8', async () => {
    renderTour();
    await card();
    const expectFailure = async (call: string, action: () => void, title: string) => {
      server.failing.add(call);
      action();
      await waitFor(() => expect(toastTitle()).toBe(title));
      expect(getToastState().toasts[0]?.variant).toBe('destructive');
      act(() => resetToasts());
    };
    await expectFailure('PUT /progress', () => click(/Next/), 'Failed to update progress');
    await expectFailure(
      'PUT /preferences',
      () => fireEvent.click(screen.getByRole('switch', { name: 'Dim page' })),
      'Failed to update preferences',
    );
    await expectFailure('POST /skip', () => click('Skip tour'), 'Failed to skip onboarding');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    server.failing.delete('PUT /progress');
    click(/Next/);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 3'));
    click(/Next/);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Step 3 of 3'));
    await expectFailure('POST /complete', () => click('Finish'), 'Failed to complete onboarding');
    await expectFailure(
      'POST /restart',
      () => act(() => helpActions.takeTour()),
      'Failed to restart onboarding',
    );
    expect(getHelpPanels().panel).toBeNull();
  });

  it('does not open by itself once seen, or when skipped or completed; Take Tour restarts it', async () => {
    localStorage.setItem(STORAGE_KEYS.hasSeenOnboarding, 'true');
    server.set({ completedSteps: ['welcome'], currentStepId: 'market' });
    renderTour();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.calls).toEqual([]);
    act(() => helpActions.takeTour());
    expect(await card()).toHaveTextContent('Step 1 of 3');
    expect(toastTitle()).toBe('Onboarding restarted!');
    expect(server.calls).toEqual(['POST /restart']);
  });

  it('stays closed for a skipped tour, and says nothing when the status call fails', async () => {
    server.set({ skipped: true });
    renderTour();
    await waitFor(() => expect(server.calls).toEqual(['GET /status']));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.hasSeenOnboarding)).toBeNull();
  });

  it('is silent when the status call fails', async () => {
    server.failing.add('GET /status');
    renderTour();
    await waitFor(() => expect(server.calls).toEqual(['GET /status']));
    await new Promise((r) => setTimeout(r, 20));
    expect(getToastState().toasts).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('waits for an open help panel before showing itself', async () => {
    act(() => helpActions.sendFeedback());
    renderTour();
    await waitFor(() =>
      expect(server.calls).toContain(
        `POST /initialize {"deviceType":"desktop","userAgent":${JSON.stringify(navigator.userAgent)}}`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => helpActions.close());
    expect(await card()).toHaveTextContent('Step 1 of 3');
  });
});
