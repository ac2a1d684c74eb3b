/**
 * The Code node in Python, as a person writes it on the canvas: choose Python as the language, write the
 * code in the field that appears, test the workflow and read the output (Python runs in the sandbox's
 * workers through Pyodide; its first run there loads Python, a few seconds).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

describe('the Code node in Python', () => {
  it(
    'switches the language to Python, runs the code and shows its output',
    async () => {
      const { page, errors, close } = await openQuietPage();
      try {
        await enterInPage(page, `python${stamp}`);
        const res = await page.request.post('/api/workflows', {
          data: {
            name: `Python ${stamp}`,
            document: {
              nodes: [
                { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
                { id: 'code', type: 'code', typeVersion: 1, name: 'Code', position: [280, 0] },
              ],
              edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'code', targetInput: 0 }],
              settings: {},
            },
          },
        });
        expect(res.status()).toBe(201);
        const { id } = (await res.json()) as { id: string };
        await page.goto(`/builder-advanced?workflow=${id}`);
        const card = page.locator('[data-testid="workflow-node"][data-node-name="Code"]');
        await poll(() => card.isVisible()).toBe(true);
        await card.click();
        const panel = page.getByTestId('node-side-panel');
        const form = panel.locator('[data-parameter-form]');
        await poll(() => form.getByRole('combobox', { name: /^Language/ }).isVisible()).toBe(true);
        // JavaScript first: its field shows; Python's shows once Python is chosen.
        await expect.poll(() => form.getByRole('textbox', { name: /^Js code/ }).isVisible()).toBe(true);
        await form.getByRole('combobox', { name: /^Language/ }).selectOption({ label: 'Python' });
        await poll(() => form.getByRole('textbox', { name: /^Python code/ }).isVisible()).toBe(true);
        await expect.poll(() => form.getByRole('textbox', { name: /^Js code/ }).count()).toBe(0);
        await form
          .getByRole('textbox', { name: /^Python code/ })
          .fill(
            'total = sum(len(item.json) + n for n, item in enumerate(_input.all(), 1))\nreturn [{"total": total, "lang": "python"}]',
          );
        await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('saved');
        await screenshot(page, 'code-python-panel');

        await page.getByRole('button', { name: 'Test workflow' }).click();
        const status = () => card.getByTestId('node-run-status').getAttribute('data-status');
        await poll(status, 60_000).toMatch(/^(succeeded|failed)$/);
        // A failure says why (the run's error), not only that the badge is red.
        const runs = (await (await page.request.get(`/api/workflows/${id}/runs`)).json()) as {
          runs: { error: { message: string } | null }[];
        };
        expect(await status(), runs.runs[0]?.error?.message).toBe('succeeded');
        await card.click();
        await panel.getByRole('tab', { name: 'Input/Output' }).click();
        const output = panel.getByRole('region', { name: 'Output' });
        await output.getByRole('tab', { name: 'JSON' }).click();
        await poll(() => output.textContent()).toContain('"lang": "python"');
        await expect.poll(() => output.textContent()).toContain('"total": 1');
        await screenshot(page, 'code-python-output');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
      // Python's first load in a sandbox worker takes seconds on an idle machine, far more on a busy one.
    },
    scaled(90_000),
  );
});
