/**
 * "Describe it" in Chromium against the real server (offline: no AI provider, so the pattern library
 * answers): a new user describes a workflow, sees the read-only preview with the explanation and the
 * warnings, opens it (saved, then on the canvas route), and starts another from a template. Desktop in
 * dark, phone in light; screenshots of each.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

async function workflow(page: Page, id: string) {
  const res = await page.request.get(`/api/workflows/${id}`, { headers: { Origin: baseUrl } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { name: string; tags: string[]; draft: { nodes: { type: string }[] } };
}

const workflowIdIn = (page: Page) => new URL(page.url()).searchParams.get('workflow') ?? '';

describe('describe a workflow in words', () => {
  for (const [label, theme, viewport] of [
    ['desktop-dark', 'dark', undefined],
    ['mobile-light', 'light', MOBILE],
  ] as const) {
    it(`generates a draft offline, previews it, opens it on the canvas, and uses a template (${label})`, async () => {
      const { page, context, errors, close } = await openQuietPage(viewport ? { viewport } : {});
      await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      try {
        await enterInPage(page, `describer${label.replace('-', '')}${stamp}`);
        await page.goto('/workflow-builder');
        await poll(() =>
          page.getByRole('heading', { level: 1, name: 'AI Workflow Builder' }).isVisible(),
        ).toBe(true);
        await expect.poll(() => page.locator('footer').count()).toBe(0);
        await poll(() =>
          page.getByRole('button', { name: 'Use template Lead qualification' }).isVisible(),
        ).toBe(true);
        await screenshot(page, `describe-empty-${label}`);

        const prompt = page.getByLabel('Describe your workflow');
        await prompt.fill(
          'Triage support tickets into billing, bugs and sales and e-mail billing@acme.example, bugs@acme.example and sales@acme.example',
        );
        await page.getByRole('button', { name: 'Generate workflow' }).click();
        await poll(() => page.getByRole('heading', { level: 2, name: 'Support triage' }).isVisible()).toBe(
          true,
        );
        await expect.poll(() => page.getByText('Pattern: Support triage').isVisible()).toBe(true);
        await expect.poll(() => page.getByText(/classified as Billing, Bugs, Sales/).isVisible()).toBe(true);
        // The picture: every node on the read-only canvas, nothing to drag.
        const preview = page.getByTestId('workflow-preview');
        await poll(() => preview.locator('.react-flow__node').count()).toBe(6);
        await expect.poll(() => preview.locator('.react-flow__edge').count()).toBe(5);
        await expect.poll(() => preview.getByText('E-mail Bugs').isVisible()).toBe(true);
        await preview.scrollIntoViewIfNeeded();
        await screenshot(page, `describe-result-${label}`);

        await page.getByRole('button', { name: 'Open in canvas' }).click();
        await poll(() => new URL(page.url()).pathname).toBe('/builder-advanced');
        const saved = await workflow(page, workflowIdIn(page));
        expect(saved.name).toBe('Support triage');
        expect(saved.draft.nodes.map((n) => n.type)).toEqual([
          'webhook-trigger',
          'text-classifier',
          'send-email',
          'send-email',
          'send-email',
          'no-op',
        ]);

        await page.goto('/ai-builder');
        const use = page.getByRole('button', { name: 'Use template Lead qualification' });
        await use.scrollIntoViewIfNeeded();
        await screenshot(page, `describe-templates-${label}`);
        await use.click();
        await poll(() => new URL(page.url()).pathname).toBe('/builder-advanced');
        const copy = await workflow(page, workflowIdIn(page));
        expect(copy.name).toBe('Lead qualification');
        expect(copy.tags).toEqual(['template', 'sales']);
        expect(copy.draft.nodes).toHaveLength(5);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it('asks a visitor to sign in before generating', async () => {
    const { page, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await page.goto('/ai-builder');
      await page.getByLabel('Describe your workflow').fill('E-mail me every webhook call');
      await page.getByRole('button', { name: 'Generate workflow' }).click();
      await poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    } finally {
      await close();
    }
  });
});
