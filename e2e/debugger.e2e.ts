/**
 * The debugger at /builder-enhanced in Chromium: a workflow is run, its run detail page opens it on the
 * debugger; the person steps to a node with the keyboard and the buttons, sees the node highlighted,
 * its output and the value its expression produced, and re-runs from there. Light, dark and phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const workflowDocument = {
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
    {
      id: 'who',
      type: 'set',
      typeVersion: 1,
      name: 'Who',
      position: [280, 0],
      parameters: { assignments: [{ name: 'name', value: 'Ada' }] },
    },
    {
      id: 'greet',
      type: 'set',
      typeVersion: 1,
      name: 'Greet',
      position: [560, 0],
      parameters: { assignments: [{ name: 'greeting', value: '=hello {{ $json.name }}' }] },
    },
  ],
  edges: [
    { id: 'e1', source: 'start', sourceOutput: 0, target: 'who', targetInput: 0 },
    { id: 'e2', source: 'who', sourceOutput: 0, target: 'greet', targetInput: 0 },
  ],
  settings: {},
};

async function runnable(page: Page, name: string) {
  const created = await page.request.post('/api/workflows', {
    data: { name, document: workflowDocument },
    headers: { Origin: baseUrl },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const ran = await page.request.post(`/api/workflows/${id}/runs`, {
    data: {},
    headers: { Origin: baseUrl },
  });
  expect(ran.status()).toBe(201);
  const run = (await ran.json()) as { id: string; status: string };
  expect(run.status).toBe('succeeded');
  return { id, runId: run.id };
}

const position = (page: Page) => page.getByTestId('step-position').textContent();

/** Waits until the canvas has finished panning to the current node (its box stands still). */
async function settled(page: Page, name: string) {
  const card = page.locator(`.react-flow__node.selected [data-node-name="${name}"]`);
  let last = '';
  await poll(async () => {
    const now = JSON.stringify(await card.boundingBox());
    const still = now === last && now !== 'null';
    last = now;
    return still;
  }).toBe(true);
}
const highlighted = (page: Page) =>
  page.locator('.react-flow__node.selected [data-testid="workflow-node"]').getAttribute('data-node-name');

describe('the debugger', () => {
  it('opens a run from its detail page, steps to a node, shows its values and re-runs from there', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `debug${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const { id, runId } = await runnable(page, `Debugged ${stamp}`);

      await page.goto(`/workflows/${id}/runs/${runId}`);
      await page.getByRole('link', { name: 'Open on canvas' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/builder-enhanced');
      await expect.poll(() => new URL(page.url()).searchParams.get('run')).toBe(runId);
      await poll(() => position(page)).toBe('Step 1 of 3: Start');
      await expect.poll(() => highlighted(page)).toBe('Start');

      // Keyboard and buttons move through the run; the canvas follows.
      await page.keyboard.press('ArrowRight');
      await poll(() => position(page)).toBe('Step 2 of 3: Who');
      await page.getByRole('button', { name: 'Next step' }).click();
      await poll(() => position(page)).toBe('Step 3 of 3: Greet');
      await expect.poll(() => highlighted(page)).toBe('Greet');
      const output = page.getByRole('region', { name: 'Output' });
      await poll(() => output.textContent()).toContain('hello Ada');
      const resolved = page.getByTestId('resolved-parameter');
      await poll(() => resolved.textContent()).toContain('"hello Ada"');
      await expect.poll(() => resolved.textContent()).toContain('assignments[0].value');
      await expect
        .poll(() => page.getByRole('region', { name: 'Variables' }).textContent())
        .toContain("$('Who')1 item");
      await settled(page, 'Greet');
      await screenshot(page, 'debugger-step-light');

      // Re-run from here: a partial run from Greet that reuses Who's output; the new run opens on Greet.
      await page.getByRole('button', { name: 'Re-run from here' }).click();
      await poll(() => new URL(page.url()).searchParams.get('run')).not.toBe(runId);
      await poll(() => position(page)).toMatch(/: Greet$/);
      await poll(() => output.textContent()).toContain('hello Ada');
      const newRun = new URL(page.url()).searchParams.get('run');
      const detail = (await (await page.request.get(`/api/workflows/${id}/runs/${newRun}`)).json()) as {
        status: string;
        steps: { nodeId: string }[];
      };
      expect(detail.status).toBe('succeeded');
      expect(detail.steps.map((s) => s.nodeId)).toContain('greet');
      expect(detail.steps.map((s) => s.nodeId)).not.toContain('start');

      // The run picker lists both runs and goes back to the first.
      const picker = page.getByLabel('Run', { exact: true });
      await poll(() => picker.locator('option').count()).toBe(2);
      await picker.selectOption(runId);
      await poll(() => position(page)).toBe('Step 1 of 3: Start');
      // The picker keeps its own keys while focused; away from it, End goes to the last step.
      await page.getByTestId('step-position').click();
      await page.keyboard.press('End');
      await poll(() => position(page)).toBe('Step 3 of 3: Greet');

      // Follow live: a run started elsewhere opens by itself (server-sent events), on its newest step.
      await page.getByRole('button', { name: 'Follow live' }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Follow live' }).getAttribute('aria-pressed'))
        .toBe('true');
      const elsewhere = await page.request.post(`/api/workflows/${id}/runs`, {
        data: {},
        headers: { Origin: baseUrl },
      });
      const third = ((await elsewhere.json()) as { id: string }).id;
      await poll(() => new URL(page.url()).searchParams.get('run')).toBe(third);
      await poll(() => position(page)).toBe('Step 3 of 3: Greet');

      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await poll(() => position(page)).toBe('Step 1 of 3: Start');
      await page.keyboard.press('ArrowRight');
      await poll(() => position(page)).toBe('Step 2 of 3: Who');
      await screenshot(page, 'debugger-step-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone: canvas above, the step below', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await enterInPage(page, `debugm${stamp}`);
      const { id, runId } = await runnable(page, `Phone debug ${stamp}`);
      await page.goto(`/builder-enhanced?workflow=${id}&run=${runId}`);
      await poll(() => position(page)).toBe('Step 1 of 3: Start');
      await page.getByRole('button', { name: 'Next step' }).click();
      await poll(() => position(page)).toBe('Step 2 of 3: Who');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await settled(page, 'Who');
      await screenshot(page, 'debugger-mobile');
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload();
      await poll(() => position(page)).toBe('Step 1 of 3: Start');
      await page.getByRole('button', { name: 'Next step' }).click();
      await poll(() => position(page)).toBe('Step 2 of 3: Who');
      await settled(page, 'Who');
      await screenshot(page, 'debugger-mobile-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
