/** /analytics in Chromium against the real server: calls made to a deployment just now show in the figures. */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const node = (id: string, type: string, parameters: Record<string, unknown> = {}) => ({
  id,
  type,
  typeVersion: 1,
  name: id,
  position: [0, 0],
  parameters,
});

describe('analytics', () => {
  it('shows the runs just made through a deployment, per version, with the error that failed one', async () => {
    const { page, context, errors, close } = await openQuietPage();
    try {
      await page.goto('/analytics');
      await enterInPage(page, `stats${stamp}`);
      const name = `Quote bot ${stamp}`;
      const workflow = await api(page, 'POST', '/api/workflows', { name });
      await api(page, 'PUT', `/api/workflows/${workflow.id}/draft`, {
        revision: 1,
        document: {
          nodes: [
            node('start', 'manual-trigger'),
            node('quote', 'code', {
              jsCode:
                "if ($input.first().json.fail) throw new Error('No price for that'); return [{ price: 42 }];",
            }),
          ],
          edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'quote', targetInput: 0 }],
          settings: {},
        },
      });
      await api(page, 'POST', `/api/workflows/${workflow.id}/versions`, { note: 'first' });
      const deployment = await api(page, 'POST', '/api/deployments', { workflowId: workflow.id });
      const { secret } = (await api(page, 'POST', '/api/api-keys', { name: 'e2e' })) as { secret: string };
      for (const input of [{}, {}, {}, { fail: true }]) {
        const res = await page.request.post(`/api/run/${deployment.slug}`, {
          data: { input },
          headers: { authorization: `Bearer ${secret}` },
        });
        expect(res.status()).toBe(200);
      }

      await page.reload();
      await poll(() =>
        page.getByRole('table', { name: /Runs per agent or workflow and version/ }).isVisible(),
      ).toBe(true);
      const row = page.getByRole('row').filter({ hasText: name });
      await poll(() => row.textContent()).toContain('v1');
      await expect.poll(() => row.textContent()).toMatch(/v14\s*75\.0%|v1475\.0%/);
      await expect
        .poll(() => page.getByRole('list', { name: 'Most frequent errors' }).textContent())
        .toContain('No price for that');
      await page.waitForTimeout(300);
      await screenshot(page, 'analytics-dark');

      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.reload();
      await poll(() => row.isVisible()).toBe(true);
      await page.waitForTimeout(300);
      await screenshot(page, 'analytics-light');

      await page.setViewportSize(MOBILE);
      await page.waitForTimeout(300);
      await screenshot(page, 'analytics-mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
