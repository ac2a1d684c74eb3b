/**
 * /providers in Chromium against the real server (no AI key: only the offline assistant): health icon,
 * 4-decimal cost, read-only for visitors and users; an administrator (ADMIN_EMAILS of the test server)
 * gets the enable and reorder controls, which send PUT /api/ai/enhanced/providers/settings.
 */
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { E2E_ADMIN_EMAILS } from './support/admin-emails';
import { DESKTOP, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const ADMIN_EMAIL = E2E_ADMIN_EMAILS.providers;

const card = (page: Page, name: string) => page.getByRole('article', { name });

function fakeProvider(id: string, name: string, priority: number, enabled = true) {
  return {
    id,
    name,
    type: id,
    model: `${id}-model`,
    isHealthy: enabled,
    successRate: id === 'openai' ? 0.9 : 0.5,
    responseTime: id === 'openai' ? 850 : 1900,
    costPerToken: id === 'openai' ? 0.000_002_5 : 0.000_015,
    priority,
    enabled,
    capabilities: { streaming: true, functionCalling: true, codeGeneration: true, imageAnalysis: true },
    inputs: { image: true, pdf: true, audio: false, video: false, transcription: id === 'openai' },
    calls: 12,
    costUsd: 0.0123,
    misconfigured: null,
    cooldownMs: id === 'anthropic' ? 45_000 : 0,
    lastError: id === 'anthropic' ? 'HTTP 529: overloaded' : null,
  };
}

describe('/providers', () => {
  it('lists the offline assistant with a green icon and its cost per 1K tokens with 4 decimals, read-only for visitors', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: DESKTOP });
    try {
      await page.goto('/providers');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('AI Providers');
      const offline = card(page, 'Offline assistant');
      await poll(() => offline.isVisible()).toBe(true);
      await expect
        .poll(() => offline.locator('[data-health]').first().getAttribute('data-health'))
        .toBe('green');
      await expect
        .poll(() => offline.locator('[data-health] .sr-only').first().textContent())
        .toBe('Healthy');
      const text = (await offline.textContent()) ?? '';
      expect(text).toContain('$0.0000');
      expect(text).toContain('100%');
      expect(text).toContain('bm25-help');
      expect(text).toContain('Priority');
      for (const capability of ['Streaming', 'Function calling', 'Code generation', 'Image analysis'])
        expect(text).toContain(capability);
      await expect
        .poll(() => page.getByRole('list', { name: 'Success rate by provider' }).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText('OPENAI_API_KEY', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('OLLAMA_BASE_URL', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('switch').count()).toBe(0);
      await screenshot(page, 'providers-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('looks right on a phone in the light theme', async () => {
    const { page, context, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.goto('/providers');
      await poll(() => card(page, 'Offline assistant').isVisible()).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(MOBILE.width);
      await screenshot(page, 'providers-mobile-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('gives a signed-in user who is not an administrator no controls; the settings call refuses them', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/providers');
      const user = await enterInPage(page, `prov${stamp}`);
      expect(user.role).toBe('user');
      await poll(() => card(page, 'Offline assistant').isVisible()).toBe(true);
      await page.waitForTimeout(300);
      await expect.poll(() => page.getByRole('switch').count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: /^Move / }).count()).toBe(0);
      const status = await page.evaluate(async () => {
        const res = await fetch('/api/ai/enhanced/providers/settings', {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('token')}`,
          },
          body: JSON.stringify({ enabled: {} }),
        });
        return res.status;
      });
      expect(status).toBe(403);
      expect(errors.filter((e) => !e.includes('status of 403'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('gives an administrator the enable and reorder controls, which save the settings', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: DESKTOP });
    try {
      await page.goto('/providers');
      const admin = await enterInPage(page, `padmin${stamp}`, ADMIN_EMAIL);
      expect(admin.role).toBe('admin');
      const offline = card(page, 'Offline assistant');
      // The offline assistant is always on and always last: its controls are shown, disabled.
      const offlineSwitch = offline.getByRole('switch', { name: 'Enable Offline assistant' });
      await poll(() => offlineSwitch.isVisible()).toBe(true);
      await expect.poll(() => offlineSwitch.isDisabled()).toBe(true);
      await expect
        .poll(() => offline.getByRole('button', { name: 'Move Offline assistant up' }).isDisabled())
        .toBe(true);
      // The real settings call accepts the administrator.
      const real = await page.evaluate(async () => {
        const res = await fetch('/api/ai/enhanced/providers/settings', {
          method: 'PUT',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${localStorage.getItem('token')}`,
          },
          body: JSON.stringify({ enabled: {} }),
        });
        return { status: res.status, body: await res.json() };
      });
      expect(real.status).toBe(200);
      expect(real.body.providers.at(-1).id).toBe('offline');

      // With two configured providers (answered here, since this server has no AI key), the
      // controls send the admin's changes and show the list the server answers with.
      let providers = [
        fakeProvider('openai', 'OpenAI', 1),
        fakeProvider('anthropic', 'Anthropic', 2),
        real.body.providers.at(-1),
      ];
      const puts: Request[] = [];
      await page.route('**/api/ai/enhanced/providers/**', async (route: Route) => {
        const request = route.request();
        if (request.method() === 'PUT') {
          puts.push(request);
          const change = JSON.parse(request.postData() ?? '{}') as {
            order?: string[];
            enabled?: Record<string, boolean>;
          };
          if (change.enabled)
            providers = providers.map((p) =>
              p.id in change.enabled! ? { ...p, enabled: change.enabled![p.id] } : p,
            );
          if (change.order)
            providers = [
              ...change.order.map((id, i) => ({ ...providers.find((p) => p.id === id)!, priority: i + 1 })),
              providers.at(-1),
            ];
        }
        await route.fulfill({ json: { success: true, providers } });
      });
      await page.reload();
      const openai = card(page, 'OpenAI');
      await poll(() => openai.isVisible()).toBe(true);
      await expect
        .poll(() => openai.locator('[data-health]').first().getAttribute('data-health'))
        .toBe('yellow');
      await expect
        .poll(() => card(page, 'Anthropic').locator('[data-health]').first().getAttribute('data-health'))
        .toBe('red');
      await expect.poll(() => openai.textContent()).toContain('$0.0025');
      await expect.poll(() => card(page, 'Anthropic').textContent()).toContain('$0.0150');
      await expect.poll(() => card(page, 'Anthropic').textContent()).toContain('Cooling down');
      await expect.poll(() => openai.getByRole('button', { name: 'Move OpenAI up' }).isDisabled()).toBe(true);
      await screenshot(page, 'providers-admin-dark');

      await openai.getByRole('switch', { name: 'Enable OpenAI' }).click();
      await poll(() =>
        openai.getByRole('switch', { name: 'Enable OpenAI' }).getAttribute('aria-checked'),
      ).toBe('false');
      await poll(() => openai.textContent()).toContain('Disabled by an administrator');

      await card(page, 'Anthropic').getByRole('button', { name: 'Move Anthropic up' }).click();
      const order = () =>
        page
          .getByRole('list', { name: 'Providers in routing order' })
          .getByRole('article')
          .evaluateAll((articles) => articles.map((a) => a.getAttribute('data-provider')));
      await poll(order).toEqual(['anthropic', 'openai', 'offline']);
      // Keyboard works too: focus "Move Anthropic down" and press Enter.
      await card(page, 'Anthropic').getByRole('button', { name: 'Move Anthropic down' }).focus();
      await page.keyboard.press('Enter');
      await poll(order).toEqual(['openai', 'anthropic', 'offline']);

      expect(puts.map((r) => JSON.parse(r.postData()!))).toEqual([
        { enabled: { openai: false } },
        { order: ['anthropic', 'openai'] },
        { order: ['openai', 'anthropic'] },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
