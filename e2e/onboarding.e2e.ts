/**
 * Onboarding in Chromium against the real server: the tour a new user sees by itself, its steps,
 * Finish, the hasSeenOnboarding flag, Take Tour and Skip from the help menu; the welcome dialog.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, poll } from './support/accounts';
import { DESKTOP, disconnectBrowser, MOBILE, openPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const tourCard = (page: Page) => page.locator('[data-tour-overlay] [role="dialog"]');
const path = (page: Page) => new URL(page.url()).pathname;
/** The 404 of GET /api/onboarding/status before the first initialise is the spec's contract, not a fault. */
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('status of 404'));

async function expectToast(page: Page, text: string) {
  await poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
}

async function onboardingStatus(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/onboarding/status', {
      headers: { Authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return { status: res.status, body: res.ok ? await res.json() : null };
  });
}

describe('onboarding tour', () => {
  it('shows itself to a new user, walks the steps on their pages, and finishes', async () => {
    const { page, errors, close } = await openPage({ serviceWorkers: 'block', viewport: DESKTOP });
    try {
      const user = await enterInPage(page, `tour${stamp}`);
      const card = tourCard(page);
      await poll(() => card.textContent()).toContain('Step 1 of 7');
      await expect.poll(() => card.getAttribute('aria-modal')).toBe('false');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('hasSeenOnboarding'))).toBe('true');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
        .toBe('dialog');
      await expect.poll(() => path(page)).toBe('/');
      await poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
      const initial = await onboardingStatus(page);
      expect(initial.body.progress).toMatchObject({ deviceType: 'desktop', currentStepId: 'welcome' });
      await screenshot(page, 'tour-step1-dark');

      // Next: the marketplace step, on /marketplace, with the ring around the nav's Marketplace link.
      await card.getByRole('button', { name: 'Next step' }).click();
      await poll(() => card.textContent()).toContain('Step 2 of 7');
      await poll(() => path(page)).toBe('/marketplace');
      // The bar counts the step passed with Next (it read 0% on every step walked this way).
      await poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('14');
      await poll(() => card.getAttribute('data-placement')).toBe('anchored');
      const link = await page.locator('[data-tour="nav-marketplace"]').boundingBox();
      const ring = await page.locator('[data-tour-overlay] > div[aria-hidden="true"]').boundingBox();
      expect(link && ring).toBeTruthy();
      await poll(async () => {
        const r = await page.locator('[data-tour-overlay] > div[aria-hidden="true"]').boundingBox();
        return r ? Math.round(r.x + r.width / 2) : 0;
      }).toBe(Math.round(link!.x + link!.width / 2));
      await screenshot(page, 'tour-step2-dark');

      // Previous goes back; nothing before the first step.
      await card.getByRole('button', { name: 'Previous step' }).click();
      await poll(() => card.textContent()).toContain('Step 1 of 7');
      await poll(() => path(page)).toBe('/');
      await expect.poll(() => card.getByRole('button', { name: 'Previous step' }).isDisabled()).toBe(true);

      // Arrow keys move too.
      await page.keyboard.press('ArrowRight');
      await poll(() => card.textContent()).toContain('Step 2 of 7');

      // Completing a step records it, toasts and moves on.
      await card.getByRole('button', { name: 'Complete step' }).click();
      await expectToast(page, 'Step completed!');
      await poll(() => card.textContent()).toContain('Step 3 of 7');
      await poll(() => path(page)).toBe('/workflow-builder');
      await poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('29');

      for (const n of [4, 5, 6, 7]) {
        await card.getByRole('button', { name: 'Next step' }).click();
        await poll(() => card.textContent()).toContain(`Step ${n} of 7`);
      }
      await poll(() => path(page)).toBe('/dashboard');
      await expect.poll(() => card.getByRole('button', { name: 'Next step' }).isDisabled()).toBe(true);
      // Next is disabled at the end: focus moved on to Finish instead of falling to the page.
      await poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Finish');
      await screenshot(page, 'tour-last-step-dark');
      await card.getByRole('button', { name: 'Finish' }).click();
      await expectToast(page, "Congratulations! You've completed the onboarding!");
      await poll(() => card.count()).toBe(0);
      const done = await onboardingStatus(page);
      expect(done.body.progress.is_completed).toBe(true);
      expect(done.body.progressPercentage).toBe(100);

      // Seen once: a reload does not bring it back.
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => card.count()).toBe(0);

      // Take Tour (help menu) restarts it; Esc closes without skipping; Skip skips.
      await page.locator('[data-tour="help-menu"]').click();
      await page.getByRole('menuitem', { name: 'Take Tour' }).click();
      await expectToast(page, 'Onboarding restarted!');
      await poll(() => card.textContent()).toContain('Step 1 of 7');
      await poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
      await page.keyboard.press('Escape');
      await poll(() => card.count()).toBe(0);
      expect((await onboardingStatus(page)).body.progress).toMatchObject({
        skipped: false,
        is_completed: false,
      });

      await page.locator('[data-tour="help-menu"]').click();
      await page.getByRole('menuitem', { name: 'Take Tour' }).click();
      await poll(() => card.textContent()).toContain('Step 1 of 7');
      await card.getByRole('button', { name: 'Skip tour' }).click();
      await expectToast(page, 'Onboarding skipped. You can restart it anytime from settings.');
      await poll(() => card.count()).toBe(0);
      expect((await onboardingStatus(page)).body.progress.skipped).toBe(true);

      // Show Onboarding reopens the welcome dialog; signed in, it needs no e-mail.
      await page.evaluate(() => localStorage.setItem('aiz.onboarding.completed', 'true'));
      await page.locator('[data-tour="help-menu"]').click();
      await page.getByRole('menuitem', { name: 'Show Onboarding' }).click();
      const welcome = page.getByRole('dialog', { name: 'Welcome to AIZ Platform' });
      await poll(() => welcome.isVisible()).toBe(true);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('aiz.onboarding.completed')))
        .toBeNull();
      await expect.poll(() => welcome.getByLabel('E-mail').count()).toBe(0);
      await welcome.getByRole('button', { name: 'Start Building' }).click();
      await poll(() => welcome.count()).toBe(0);
      const record = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('aiz.onboarding.data') ?? 'null'),
      );
      expect(record).toMatchObject({ email: user.email, useCase: 'general' });

      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone in the light theme: a sheet at the edge, dim preference saved, Esc then reload stays closed', async () => {
    const { page, context, errors, close } = await openPage({ serviceWorkers: 'block', viewport: MOBILE });
    try {
      await context.addInitScript(() => localStorage.setItem('theme', 'light'));
      await enterInPage(page, `tourphone${stamp}`);
      const card = tourCard(page);
      await poll(() => card.textContent()).toContain('Step 1 of 7');
      await expect.poll(() => card.getAttribute('data-placement')).toBe('sheet');
      expect((await onboardingStatus(page)).body.progress.deviceType).toBe('mobile');
      const box = await card.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(MOBILE.height);
      await screenshot(page, 'tour-step1-light-375');

      // Nav links are behind the menu toggle on a phone: the step highlights the page heading instead.
      await card.getByRole('button', { name: 'Next step' }).click();
      await poll(() => card.textContent()).toContain('Step 2 of 7');
      await poll(() => path(page)).toBe('/marketplace');
      await poll(async () => {
        const heading = await page.locator('main h1').boundingBox();
        const ring = await page.locator('[data-tour-overlay] > div[aria-hidden="true"]').boundingBox();
        return heading && ring ? Math.round(ring.y - heading.y) : null;
      }).toBe(-6);
      await screenshot(page, 'tour-step2-light-375');

      await card.getByRole('switch', { name: 'Dim page' }).click();
      await expectToast(page, 'Preferences updated!');
      expect((await onboardingStatus(page)).body.progress.preferences).toEqual({ dimPage: false });

      await page.keyboard.press('Escape');
      await poll(() => card.count()).toBe(0);
      await page.reload();
      await page.waitForLoadState('networkidle');
      await expect.poll(() => card.count()).toBe(0);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('welcome dialog', () => {
  for (const [name, options] of [
    ['dark', { viewport: DESKTOP }],
    ['light-375', { viewport: MOBILE }],
  ] as const) {
    it(`asks a visitor for an e-mail and stores the record on Start Building (${name})`, async () => {
      const { page, context, errors, close } = await openPage({ serviceWorkers: 'block', ...options });
      try {
        if (name.startsWith('light'))
          await context.addInitScript(() => localStorage.setItem('theme', 'light'));
        await page.goto('/marketplace?welcome');
        const dialog = page.getByRole('dialog', { name: 'Welcome to AIZ Platform' });
        await poll(() => dialog.isVisible()).toBe(true);
        await poll(() => page.url()).toMatch(/\/marketplace$/);
        for (const feature of ['AI Agents', 'Automation', 'Deploy']) {
          await expect
            .poll(() => dialog.getByText(feature, { exact: true }).count(), { message: feature })
            .toBe(1);
        }
        await screenshot(page, `welcome-${name}`);

        await dialog.getByRole('button', { name: 'Start Building' }).click();
        await expectToast(page, 'Email required');
        await expectToast(page, 'Please enter your email to continue');
        await expect.poll(() => dialog.isVisible()).toBe(true);

        await dialog.getByLabel('E-mail').fill(' visitor@example.com ');
        await dialog.getByRole('combobox').selectOption({ label: 'Workflow Management' });
        await dialog.getByRole('button', { name: 'Start Building' }).click();
        await poll(() => dialog.count()).toBe(0);
        const stored = await page.evaluate(() => ({
          data: JSON.parse(localStorage.getItem('aiz.onboarding.data') ?? 'null'),
          completed: localStorage.getItem('aiz.onboarding.completed'),
        }));
        expect(stored.data).toMatchObject({ email: 'visitor@example.com', useCase: 'workflows' });
        expect(stored.completed).toBe('true');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('records the reason on Skip for now', async () => {
    const { page, errors, close } = await openPage({ serviceWorkers: 'block' });
    try {
      await page.goto('/?welcome');
      const dialog = page.getByRole('dialog', { name: 'Welcome to AIZ Platform' });
      await dialog.getByRole('button', { name: 'Skip for now' }).click();
      await poll(() => dialog.count()).toBe(0);
      const data = await page.evaluate(() =>
        JSON.parse(localStorage.getItem('aiz.onboarding.data') ?? 'null'),
      );
      expect(data).toMatchObject({ skipped: true, reason: 'User chose to skip' });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
