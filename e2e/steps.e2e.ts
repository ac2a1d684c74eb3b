/**
 * The linear steps editor at /builder-legacy and the unified builder at /workflow-builder-legacy in
 * Chromium: open a linear workflow as a list of steps, add a step, reorder it with the keyboard, test
 * the workflow and read each step's status and output; a workflow with branches opens read-only with
 * the way to the canvas; in the unified builder, JSON with an error shows it on its line, the fix is
 * applied, and the Canvas tab shows the change. Dark, light and a phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const node = (id: string, type: string, name: string, x: number, y = 0) => ({
  id,
  type,
  typeVersion: 1,
  name,
  position: [x, y],
});
const edge = (source: string, target: string, sourceOutput = 0) => ({
  id: `${source}-${target}`,
  source,
  sourceOutput,
  target,
  targetInput: 0,
});

async function createWorkflow(page: Page, name: string, document: unknown): Promise<string> {
  const res = await page.request.post('/api/workflows', { data: { name, document } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const linear = {
  nodes: [node('start', 'manual-trigger', 'Start', 0), node('fields', 'set', 'Fields', 280)],
  edges: [edge('start', 'fields')],
  settings: {},
};

const stepNames = (page: Page) =>
  page.getByTestId('step-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-step-name')));

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
}

describe('the steps editor', () => {
  it('adds a step, reorders it by keyboard and by drag, saves and tests a linear workflow', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `steps${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const id = await createWorkflow(page, `Linear ${stamp}`, linear);
      await page.goto(`/builder-legacy?workflow=${id}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Legacy Builder');
      await poll(() => stepNames(page)).toEqual(['Start', 'Fields']);

      // A step added after the last one, found by searching the palette.
      await page.getByRole('button', { name: 'Add a step after Fields' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a step' });
      await poll(() => dialog.isVisible()).toBe(true);
      // Triggers are not offered between steps.
      await expect.poll(() => dialog.locator('[data-node-type="manual-trigger"]').count()).toBe(0);
      await dialog.getByLabel('Search nodes').fill('no operation');
      await dialog.getByLabel('Search nodes').press('Enter');
      await poll(() => stepNames(page)).toEqual(['Start', 'Fields', 'No Operation']);

      // Alt+↑ on the new step moves it above Fields; the trigger stays first.
      const added = page.locator('[data-testid="step-card"][data-step-name="No Operation"]');
      await added.focus();
      await page.keyboard.press('Alt+ArrowUp');
      await poll(() => stepNames(page)).toEqual(['Start', 'No Operation', 'Fields']);
      await page.keyboard.press('Alt+ArrowUp');
      await poll(() => stepNames(page)).toEqual(['Start', 'No Operation', 'Fields']);
      await expect.poll(() => page.getByRole('button', { name: 'Move Start up' }).isDisabled()).toBe(true);

      // Autosaved: the draft's wires follow the new order.
      await poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');
      const saved = (await (await page.request.get(`/api/workflows/${id}`)).json()) as {
        draft: { nodes: { id: string; name: string }[]; edges: { source: string; target: string }[] };
      };
      const nameOf = (nid: string) => saved.draft.nodes.find((n) => n.id === nid)?.name;
      expect(saved.draft.edges.map((e) => `${nameOf(e.source)} > ${nameOf(e.target)}`).sort()).toEqual([
        'No Operation > Fields',
        'Start > No Operation',
      ]);

      // Test the whole workflow: every step says it succeeded; Fields shows its output.
      await page.getByRole('button', { name: 'Test workflow' }).click();
      await poll(() =>
        page
          .getByTestId('step-status')
          .evaluateAll((els) => els.map((e) => e.textContent?.includes('Succeeded'))),
      ).toEqual([true, true, true]);
      await page.getByRole('button', { name: /^Fields/ }).click();
      await poll(() => page.getByRole('region', { name: 'Output of Fields' }).isVisible()).toBe(true);
      await screenshot(page, 'steps-linear-light');

      // Dragged by its handle onto the step above, Fields takes its place.
      await page
        .locator('[data-testid="step-card"][data-step-name="Fields"] [draggable="true"]')
        .dragTo(page.locator('[data-testid="step-card"][data-step-name="No Operation"]'));
      await poll(() => stepNames(page)).toEqual(['Start', 'Fields', 'No Operation']);
      await poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');
      await setTheme(page, 'dark');
      await poll(() => stepNames(page)).toEqual(['Start', 'Fields', 'No Operation']);
      await screenshot(page, 'steps-linear-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens a workflow with branches read-only, with the way to the canvas', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await enterInPage(page, `stepsb${stamp}`);
      const id = await createWorkflow(page, `Branches ${stamp}`, {
        nodes: [
          node('start', 'manual-trigger', 'Start', 0),
          node('check', 'if', 'Check', 280),
          node('yes', 'set', 'Yes', 560, -100),
          node('no', 'set', 'No', 560, 100),
        ],
        edges: [edge('start', 'check'), edge('check', 'yes', 0), edge('check', 'no', 1)],
        settings: {},
      });
      await page.goto(`/builder-legacy?workflow=${id}`);
      const message = page.getByTestId('branches-message');
      await poll(() => message.isVisible()).toBe(true);
      await expect
        .poll(() => message.textContent())
        .toContain('This workflow has branches; open it on the canvas');
      await expect
        .poll(() => message.getByRole('link', { name: 'Open on the canvas' }).getAttribute('href'))
        .toBe(`/builder-advanced?workflow=${id}`);
      // Read-only: no adding, moving or removing.
      await expect.poll(() => page.getByRole('button', { name: /^Add a step/ }).count()).toBe(0);
      await expect.poll(() => page.getByRole('button', { name: /^Remove / }).count()).toBe(0);
      await screenshot(page, 'steps-branches-mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('the unified builder', () => {
  it('shows a JSON error on its line, applies the fix, and the canvas and steps show the change', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `unified${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const id = await createWorkflow(page, `Unified ${stamp}`, linear);
      await page.goto(`/workflow-builder-legacy?workflow=${id}`);
      // A workflow (not an agent) opens on the canvas.
      await poll(() =>
        page.locator('[data-testid="workflow-node"][data-node-name="Fields"]').isVisible(),
      ).toBe(true);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Unified Builder');

      await page.getByRole('tab', { name: 'JSON' }).click();
      const editor = page.locator('[data-testid="json-editor"] .cm-content');
      await poll(() => editor.isVisible()).toBe(true);
      // What the tab shows is the draft, formatted (CodeMirror draws only the lines in view, so not read from the page).
      const loaded = (await (await page.request.get(`/api/workflows/${id}`)).json()) as {
        draft: typeof linear;
      };
      const current = loaded.draft;
      const withError = structuredClone(current);
      (withError.edges[0] as { target: string }).target = 'nowhere';
      await editor.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(JSON.stringify(withError, null, 2));
      // Underlined on the edge's line, marked in the gutter, and said above the editor.
      const underlined = page.locator('[data-testid="json-editor"] .cm-lintRange-error');
      await poll(() => underlined.first().textContent()).toBe('"nowhere"');
      await poll(() => page.locator('[data-testid="json-editor"] .cm-lint-marker-error').count()).toBe(1);
      const lines = JSON.stringify(withError, null, 2).split('\n');
      const errorLine = lines.findIndex((l) => l.includes('"nowhere"')) + 1;
      await poll(() => page.getByTestId('json-status').textContent()).toContain(`line ${errorLine}:`);
      await screenshot(page, 'unified-json-error-light');

      // The fix (and a new name for Fields) is applied to the document.
      const fixed = structuredClone(current);
      const fields = fixed.nodes.find((n) => n.name === 'Fields');
      if (!fields) throw new Error('no Fields node');
      fields.name = 'Greeting';
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.insertText(JSON.stringify(fixed, null, 2));
      await poll(() => page.getByTestId('json-status').textContent()).toContain('Valid workflow document');
      await expect.poll(() => underlined.count()).toBe(0);

      await page.getByRole('tab', { name: 'Canvas' }).click();
      await poll(() =>
        page.locator('[data-testid="workflow-node"][data-node-name="Greeting"]').isVisible(),
      ).toBe(true);
      await page.getByRole('tab', { name: 'Steps' }).click();
      await poll(() => stepNames(page)).toEqual(['Start', 'Greeting']);
      await page.getByRole('tab', { name: 'Wizard' }).click();
      await poll(() => page.getByTestId('wizard-note').isVisible()).toBe(true);

      // Saved once, through the one draft editor.
      await poll(async () => {
        const res = await page.request.get(`/api/workflows/${id}`);
        const body = (await res.json()) as { draft: { nodes: { name: string }[] } };
        return body.draft.nodes.map((n) => n.name).sort();
      }).toEqual(['Greeting', 'Start']);

      await page.getByRole('tab', { name: 'JSON' }).click();
      await setTheme(page, 'dark');
      await poll(() => editor.isVisible()).toBe(true);
      await screenshot(page, 'unified-json-dark');
      await page.getByRole('tab', { name: 'Canvas' }).click();
      await poll(() =>
        page.locator('[data-testid="workflow-node"][data-node-name="Greeting"]').isVisible(),
      ).toBe(true);
      await screenshot(page, 'unified-canvas-dark');
      await page.setViewportSize(MOBILE);
      await page.getByRole('tab', { name: 'Steps' }).click();
      await poll(() => stepNames(page)).toEqual(['Start', 'Greeting']);
      await screenshot(page, 'unified-steps-mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
  it('edits an agent in the Wizard tab and shows the edit in JSON and Steps', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `unifieda${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const res = await page.request.post('/api/agents', {
        data: { name: `Helper ${stamp}`, instructions: 'Be brief.' },
      });
      expect(res.status(), await res.text()).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await page.goto(`/workflow-builder-legacy?workflow=${id}`);
      // An agent opens on the wizard.
      await poll(() => page.getByRole('tab', { name: 'Wizard' }).getAttribute('aria-selected')).toBe('true');
      const instructions = page.getByLabel('Instructions', { exact: true });
      await poll(() => instructions.inputValue()).toBe('Be brief.');
      await instructions.fill('Answer in one friendly sentence.');
      await screenshot(page, 'unified-wizard-light');
      await page.getByRole('tab', { name: 'JSON' }).click();
      await poll(() => page.locator('[data-testid="json-editor"] .cm-content').textContent()).toContain(
        'Answer in one friendly sentence.',
      );
      await page.getByRole('tab', { name: 'Steps' }).click();
      await poll(() => page.getByTestId('step-card').count()).toBe(2);
      await poll(async () => {
        const body = (await (await page.request.get(`/api/workflows/${id}`)).json()) as {
          draft: { nodes: { type: string; parameters: { instructions?: string } }[] };
        };
        return body.draft.nodes.find((n) => n.type === 'ai-agent')?.parameters.instructions;
      }).toBe('Answer in one friendly sentence.');
      await page.setViewportSize(MOBILE);
      await page.getByRole('tab', { name: 'Wizard' }).click();
      await poll(() => instructions.isVisible()).toBe(true);
      await screenshot(page, 'unified-wizard-mobile');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
