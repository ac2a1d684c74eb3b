/**
 * The canvas at /builder-advanced in Chromium, as a new user builds with it: create a workflow, drag a
 * trigger from the palette, add Edit Fields by searching, connect them by their handles, set a
 * parameter, test the workflow and read each node's status and the output; publish with a note; delete and undo; reload
 * and find the saved draft; a second, stale tab is told its save was refused. Dark, light and mobile.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const nodeCard = (page: Page, name: string) =>
  page.locator(`[data-testid="workflow-node"][data-node-name="${name}"]`);
const savedStatus = (page: Page) => page.getByTestId('save-status').getAttribute('data-status');

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
}

/** Drags from one handle to another with the mouse, as a person connects two nodes. */
async function connectHandles(page: Page, from: string, to: string) {
  // The view may still be panning to the new node: wait until the handle stands still.
  let last = '';
  await poll(async () => {
    const now = JSON.stringify(await page.getByLabel(to, { exact: true }).boundingBox());
    const still = now === last;
    last = now;
    return still;
  }).toBe(true);
  const source = await page.getByLabel(from, { exact: true }).boundingBox();
  const target = await page.getByLabel(to, { exact: true }).boundingBox();
  if (!source || !target) throw new Error('handles not on screen');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

describe('the canvas builder', () => {
  it('builds, tests, publishes and deploys a workflow', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `canvas${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.goto('/builder-advanced');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Advanced Builder');
      await screenshot(page, 'canvas-chooser-light');
      await page.getByLabel('Name').fill(`Greeter ${stamp}`);
      await page.getByRole('button', { name: 'New workflow' }).click();
      await poll(() => new URL(page.url()).searchParams.get('workflow')).toBeTruthy();
      await poll(() => page.getByText('This workflow is empty').isVisible()).toBe(true);

      // A trigger dragged from the palette onto the canvas.
      const palette = page.getByRole('complementary', { name: 'Node palette' });
      await poll(() => palette.locator('[data-node-type="manual-trigger"]').isVisible()).toBe(true);
      const canvas = page.getByTestId('workflow-canvas');
      const box = await canvas.boundingBox();
      if (!box) throw new Error('no canvas');
      await palette
        .locator('[data-node-type="manual-trigger"]')
        .dragTo(canvas, { targetPosition: { x: box.width * 0.3, y: box.height * 0.4 } });
      const trigger = page.locator('[data-testid="workflow-node"]').first();
      await poll(() => trigger.isVisible()).toBe(true);
      const triggerName = 'Manual Trigger';
      await expect.poll(() => trigger.getAttribute('data-node-name')).toBe(triggerName);

      // Edit Fields found by searching, added with Enter; its panel opens.
      await palette.getByLabel('Search nodes').fill('edit fields');
      await palette.getByLabel('Search nodes').press('Enter');
      const setName = 'Edit Fields (Set)';
      await poll(() =>
        page.getByTestId('node-side-panel').getByRole('heading', { name: setName }).isVisible(),
      ).toBe(true);
      // Added after the selected trigger, to its right.
      const setCard = nodeCard(page, setName);
      await connectHandles(page, `${triggerName} output`, `${setName} input`);
      await poll(() => page.locator('.react-flow__edge').count()).toBe(1);

      // A parameter, in the form generated from the node type's schema: one assignment.
      await setCard.click();
      const form = page.getByTestId('node-side-panel').locator('[data-parameter-form]');
      await form.getByRole('button', { name: 'Add assignment' }).click();
      await form.getByLabel(/^Name\W*\(required\)$/).fill('greeting');
      await form.getByLabel(/^Value\W*\(required\)$/).fill('hello canvas');
      await poll(() => savedStatus(page)).toBe('saved');
      await screenshot(page, 'canvas-built-light');

      // Test the workflow: both nodes succeed with one item each; the output shows the field.
      await page.getByRole('button', { name: 'Test workflow' }).click();
      await poll(() => setCard.getByTestId('node-run-status').getAttribute('data-status'), 20_000).toBe(
        'succeeded',
      );
      await expect
        .poll(() => trigger.getByTestId('node-run-status').getAttribute('data-status'))
        .toBe('succeeded');
      await expect.poll(() => setCard.getByTestId('node-run-status').textContent()).toMatch(/1 item/);
      await setCard.click();
      await page.getByTestId('node-side-panel').getByRole('tab', { name: 'Input/Output' }).click();
      const output = page.getByTestId('node-side-panel').getByRole('region', { name: 'Output' });
      await poll(() => output.textContent()).toContain('hello canvas');
      await output.getByRole('tab', { name: 'JSON' }).click();
      await poll(() => output.textContent()).toContain('"greeting": "hello canvas"');
      await screenshot(page, 'canvas-run-light');

      // Publish with a note: the header has Publish and "Publish and deploy".
      await poll(() => page.getByRole('button', { name: 'Publish and deploy' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      const publish = page.getByRole('dialog', { name: 'Publish this workflow' });
      await publish.getByLabel('What changed (optional)').fill('First version: greets.');
      await publish.getByRole('button', { name: 'Publish version' }).click();
      await poll(() => page.getByText('Published version 1').first().isVisible()).toBe(true);
      const id = new URL(page.url()).searchParams.get('workflow');
      const versions = (await (await page.request.get(`/api/workflows/${id}/versions`)).json()) as {
        versions: { number: number; note: string }[];
      };
      expect(versions.versions.map((v) => [v.number, v.note])).toEqual([[1, 'First version: greets.']]);
      // The toast deploys it; the deploy dialog makes a key for this deployment and the curl snippet carries it.
      await page.getByRole('button', { name: 'Deploy', exact: true }).click();
      const live = page.getByRole('dialog', { name: 'Version 1 is live' });
      await live.getByRole('button', { name: 'Create a key for this deployment' }).click();
      await poll(() => live.getByTestId('deploy-key-secret').textContent()).toMatch(/^aiz_sk_/);
      const secret = (await live.getByTestId('deploy-key-secret').textContent())!;
      await poll(() => live.getByTestId('snippet-curl').textContent()).toContain(`Bearer ${secret}`);
      await screenshot(page, 'canvas-deployed-light');
      const restUrl = /curl -X POST '([^']+)'/.exec(
        (await live.getByTestId('snippet-curl').textContent()) ?? '',
      )![1]!;
      const called = await page.request.post(restUrl, {
        headers: { Authorization: `Bearer ${secret}` },
        data: { input: { message: 'Hello!' } },
      });
      expect(called.status()).toBe(200);
      expect(((await called.json()) as { status: string }).status).toBe('succeeded');
      await page.keyboard.press('Escape');
      await poll(() => live.count()).toBe(0);
      // The side panel's Versions tab lists it.
      await page.getByTestId('node-side-panel').getByRole('tab', { name: 'Versions' }).click();
      await poll(() =>
        page.getByTestId('node-side-panel').getByRole('listitem', { name: 'Version 1' }).isVisible(),
      ).toBe(true);
      await screenshot(page, 'canvas-versions-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  // The second half of the same person's session, on a saved workflow of the same shape (two tests, so
  // that neither runs near its deadline on a loaded machine).
  it('runs to a node, deletes and undoes, reloads, and refuses a stale tab', async () => {
    const { page, context, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `canvas2${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const triggerName = 'Manual Trigger';
      const setName = 'Edit Fields (Set)';
      const res = await page.request.post('/api/workflows', {
        data: {
          name: `Greeter two ${stamp}`,
          document: {
            nodes: [
              { id: 'start', type: 'manual-trigger', typeVersion: 1, name: triggerName, position: [0, 0] },
              {
                id: 'set',
                type: 'set',
                typeVersion: 1,
                name: setName,
                position: [280, 0],
                parameters: { assignments: [{ name: 'greeting', value: 'hello canvas' }] },
              },
            ],
            edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'set', targetInput: 0 }],
            settings: {},
          },
        },
      });
      expect(res.status()).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await page.goto(`/builder-advanced?workflow=${id}`);
      const trigger = nodeCard(page, triggerName);
      const setCard = nodeCard(page, setName);
      await poll(() => setCard.isVisible()).toBe(true);

      // Run to the selected node: the trigger runs, Edit Fields after it does not.
      await trigger.click();
      await page.getByRole('button', { name: 'Run to selected node' }).click();
      // The last run's badges clear when this one starts; then wait for it to end.
      await poll(() => setCard.getByTestId('node-run-status').count()).toBe(0);
      await poll(() => trigger.getByTestId('node-run-status').getAttribute('data-status')).toBe('succeeded');
      await poll(() => page.getByRole('button', { name: 'Test workflow' }).isEnabled()).toBe(true);
      await expect
        .poll(() => trigger.getByTestId('node-run-status').getAttribute('data-status'))
        .toBe('succeeded');
      await expect.poll(() => setCard.getByTestId('node-run-status').count()).toBe(0);

      // Delete, then undo: the node and its wire come back.
      await page.getByLabel('Close the node panel').click();
      await setCard.click();
      await page.locator('.react-flow__pane').focus();
      await page.keyboard.press('Delete');
      await poll(() => setCard.count()).toBe(0);
      await page.keyboard.press('Control+z');
      await poll(() => setCard.count()).toBe(1);
      await poll(() => page.locator('.react-flow__edge').count()).toBe(1);

      // Saved: a reload shows the draft.
      await poll(() => savedStatus(page), 10_000).toBe('saved');
      await page.reload();
      await poll(() => nodeCard(page, setName).isVisible()).toBe(true);
      await expect.poll(() => page.locator('.react-flow__edge').count()).toBe(1);

      await setTheme(page, 'dark');
      await poll(() => nodeCard(page, setName).isVisible()).toBe(true);
      await screenshot(page, 'canvas-dark');

      // Help sheet.
      await page.locator('.react-flow__pane').click();
      await page.keyboard.press('Shift+?');
      await poll(() => page.getByRole('dialog', { name: 'Keyboard shortcuts' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');

      // A stale tab: this one saves, the other (opened before) is refused and says so.
      const stale = await context.newPage();
      await stale.goto(page.url());
      await poll(() => nodeCard(stale, setName).isVisible()).toBe(true);
      await page.locator('.react-flow__pane').click();
      await page.keyboard.press('Shift+S');
      await poll(() => savedStatus(page), 10_000).toBe('saved');
      await stale.locator('.react-flow__pane').click();
      await stale.keyboard.press('Shift+S');
      await poll(
        () => stale.getByRole('alert').filter({ hasText: 'changed elsewhere' }).isVisible(),
        10_000,
      ).toBe(true);
      await expect.poll(() => savedStatus(stale)).toBe('conflict');
      await screenshot(stale, 'canvas-conflict-dark');
      await stale.getByRole('button', { name: 'Reload' }).click();
      await poll(() => savedStatus(stale)).toBe('saved');
      await poll(() => stale.getByTestId('sticky-note').count()).toBe(1);
      await stale.close();

      expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('views and edits a node on a phone', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await enterInPage(page, `canvasm${stamp}`);
      const res = await page.request.post('/api/workflows', {
        data: {
          name: 'Phone',
          document: {
            nodes: [
              { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
              { id: 'set', type: 'set', typeVersion: 1, name: 'Fields', position: [280, 0] },
            ],
            edges: [{ id: 'e', source: 'start', sourceOutput: 0, target: 'set', targetInput: 0 }],
            settings: {},
          },
        },
      });
      expect(res.status()).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await page.goto(`/builder-advanced?workflow=${id}`);
      await poll(() => nodeCard(page, 'Fields').isVisible()).toBe(true);
      await nodeCard(page, 'Fields').click();
      await poll(() => page.getByTestId('node-side-panel').isVisible()).toBe(true);
      await page.getByLabel('Name', { exact: true }).fill('Greeting');
      await page.getByLabel('Name', { exact: true }).press('Enter');
      await poll(() => nodeCard(page, 'Greeting').count()).toBe(1);
      await screenshot(page, 'canvas-mobile-panel');
      await page.getByLabel('Close the node panel').click();
      await page.getByRole('button', { name: 'Add a node (N)' }).click();
      await poll(() => page.getByRole('dialog', { name: 'Add a node' }).isVisible()).toBe(true);
      await screenshot(page, 'canvas-mobile-palette');
      await page.keyboard.press('Escape');

      // n8n JSON pasted from the clipboard becomes nodes of this workflow.
      const n8n = JSON.stringify({
        nodes: [
          {
            id: 'a',
            name: 'When clicking',
            type: 'n8n-nodes-base.manualTrigger',
            typeVersion: 1,
            position: [0, 300],
            parameters: {},
          },
          {
            id: 'b',
            name: 'Greeting',
            type: 'n8n-nodes-base.noOp',
            typeVersion: 1,
            position: [250, 300],
            parameters: {},
          },
        ],
        connections: { 'When clicking': { main: [[{ node: 'Greeting', type: 'main', index: 0 }]] } },
      });
      await page.evaluate((text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        window.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data }));
      }, n8n);
      await poll(() => nodeCard(page, 'When clicking').count()).toBe(1);
      // The pasted "Greeting" meets ours and is renamed.
      await expect.poll(() => nodeCard(page, 'Greeting 2').count()).toBe(1);
      await poll(() => page.locator('.react-flow__edge').count()).toBe(2);
      await poll(() => savedStatus(page), 10_000).toBe('saved');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  // Four drags, three wires, two forms, a run and a publish: 12 s alone, more beside the other browser files.
  it(
    'builds webhook → if → two branches from the palette, tests it and publishes',
    async () => {
      const { page, errors, close } = await openQuietPage();
      try {
        await enterInPage(page, `branch${stamp}`);
        await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await page.goto('/builder-advanced');
        await page.getByLabel('Name').fill(`Branches ${stamp}`);
        await page.getByRole('button', { name: 'New workflow' }).click();
        await poll(() => page.getByText('This workflow is empty').isVisible()).toBe(true);

        // Each node dragged from the palette to its place: the webhook left, the If in the middle, two
        // Edit Fields on the right, one above the other.
        const palette = page.getByRole('complementary', { name: 'Node palette' });
        const canvas = page.getByTestId('workflow-canvas');
        const box = await canvas.boundingBox();
        if (!box) throw new Error('no canvas');
        const search = palette.getByLabel('Search nodes');
        const drop = async (query: string, type: string, x: number, y: number, name: string) => {
          await search.fill(query);
          await poll(() => palette.locator(`[data-node-type="${type}"]`).isVisible()).toBe(true);
          await palette
            .locator(`[data-node-type="${type}"]`)
            .dragTo(canvas, { targetPosition: { x: box.width * x, y: box.height * y } });
          await poll(() => nodeCard(page, name).isVisible()).toBe(true);
          // Dropping opens the node's panel over part of the canvas, possibly a moment after the card shows
          // (its code may still be loading): wait for it and close it before the next drag.
          const closePanel = page.getByLabel('Close the node panel');
          await poll(() => closePanel.isVisible()).toBe(true);
          await closePanel.click();
          await poll(() => closePanel.isVisible()).toBe(false);
        };
        await drop('webhook', 'webhook-trigger', 0.12, 0.45, 'Webhook');
        await drop('if', 'if', 0.35, 0.45, 'If');
        await drop('edit fields', 'set', 0.6, 0.25, 'Edit Fields (Set)');
        await drop('edit fields', 'set', 0.6, 0.7, 'Edit Fields (Set) 2');
        await connectHandles(page, 'Webhook output', 'If input');
        await connectHandles(page, 'If output true', 'Edit Fields (Set) input');
        await connectHandles(page, 'If output false', 'Edit Fields (Set) 2 input');
        await poll(() => page.locator('.react-flow__edge').count()).toBe(3);
        // Tidied into columns: webhook, If, then the two branches.
        await page.getByRole('button', { name: 'Tidy up (Shift+L)' }).click();
        await poll(() => page.getByRole('button', { name: 'Tidy up (Shift+L)' }).isEnabled()).toBe(true);
        // The view then fits the tidied graph: every card is inside the canvas, none left off screen.
        await poll(async () => {
          const pane = await canvas.boundingBox();
          const cards = await page.locator('[data-testid="workflow-node"]').all();
          const boxes = await Promise.all(cards.map((card) => card.boundingBox()));
          return (
            pane !== null &&
            boxes.length === 4 &&
            boxes.every(
              (b) =>
                b !== null &&
                b.x >= pane.x &&
                b.y >= pane.y &&
                b.x + b.width <= pane.x + pane.width &&
                b.y + b.height <= pane.y + pane.height,
            )
          );
        }).toBe(true);

        // The If's condition through its generated form.
        await nodeCard(page, 'If').click();
        const form = page.getByTestId('node-side-panel').locator('[data-parameter-form]');
        await form.getByRole('button', { name: 'Add condition' }).click();
        await form.getByLabel(/^Left value\W*\(required\)$/).fill('free');
        await form.getByLabel(/^Right value\W*\(required\)$/).fill('free');
        await form.getByRole('button', { name: /^Operator/ }).click();
        await form.locator('select[id$="-conditions-0-operator-type"]').selectOption('string');
        await form.locator('select[id$="-conditions-0-operator-operation"]').selectOption('equals');
        await poll(() => savedStatus(page)).toBe('saved');
        await screenshot(page, 'canvas-branches-if-dark');

        // The true branch sets a field.
        await page.getByLabel('Close the node panel').click();
        const yes = nodeCard(page, 'Edit Fields (Set)');
        const no = nodeCard(page, 'Edit Fields (Set) 2');
        await yes.click();
        const setForm = page.getByTestId('node-side-panel').locator('[data-parameter-form]');
        await setForm.getByRole('button', { name: 'Add assignment' }).click();
        await setForm.getByLabel(/^Name\W*\(required\)$/).fill('plan');
        await setForm.getByLabel(/^Value\W*\(required\)$/).fill('free tier');
        await poll(() => savedStatus(page)).toBe('saved');

        // The toolbar's test run: the webhook gives one empty item, the If sends it to true.
        await page.getByRole('button', { name: 'Test workflow' }).click();
        await poll(() => yes.getByTestId('node-run-status').getAttribute('data-status'), 20_000).toBe(
          'succeeded',
        );
        await poll(() => page.getByRole('button', { name: 'Test workflow' }).isEnabled()).toBe(true);
        await expect
          .poll(() => nodeCard(page, 'If').getByTestId('node-run-status').getAttribute('data-status'))
          .toBe('succeeded');
        await expect.poll(() => yes.getByTestId('node-run-status').textContent()).toMatch(/1 item/);
        await expect.poll(() => no.getByTestId('node-run-status').count()).toBe(0);
        await yes.click();
        await page.getByTestId('node-side-panel').getByRole('tab', { name: 'Input/Output' }).click();
        const output = page.getByTestId('node-side-panel').getByRole('region', { name: 'Output' });
        await output.getByRole('tab', { name: 'JSON' }).click();
        await poll(() => output.textContent()).toContain('"plan": "free tier"');
        await screenshot(page, 'canvas-branches-run-dark');

        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        const publish = page.getByRole('dialog', { name: 'Publish this workflow' });
        await publish.getByRole('button', { name: 'Publish version' }).click();
        await poll(() => page.getByText('Published version 1').first().isVisible()).toBe(true);
        const id = new URL(page.url()).searchParams.get('workflow');
        const saved = (await (await page.request.get(`/api/workflows/${id}/versions`)).json()) as {
          versions: { number: number }[];
        };
        expect(saved.versions.map((v) => v.number)).toEqual([1]);
        // Stored as drawn: the webhook into the If, its true output (0) and its false output (1) each to a branch.
        const doc = (await (await page.request.get(`/api/workflows/${id}`)).json()) as {
          draft: {
            nodes: { id: string; name: string }[];
            edges: { source: string; sourceOutput: number; target: string }[];
          };
        };
        const nameOf = (nodeId: string) => doc.draft.nodes.find((n) => n.id === nodeId)?.name;
        expect(
          doc.draft.edges.map((e) => `${nameOf(e.source)}:${e.sourceOutput} → ${nameOf(e.target)}`).sort(),
        ).toEqual(['If:0 → Edit Fields (Set)', 'If:1 → Edit Fields (Set) 2', 'Webhook:0 → If']);

        await setTheme(page, 'light');
        await poll(() => no.isVisible()).toBe(true);
        // All three wires drawn after a reload, the one from the If's second handle (false) too.
        await poll(() => page.locator('.react-flow__edge').count()).toBe(3);
        await screenshot(page, 'canvas-branches-light');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    scaled(60_000),
  );

  it('opens a large graph fitted in view, with the mini map in the groups’ colours in both themes', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `canvasbig${stamp}`);
      // 160 nodes (above the 150 where the canvas draws only what is in view), 10 × 16, rows chained.
      const nodes = [];
      const edges = [];
      for (let r = 0; r < 16; r++)
        for (let c = 0; c < 10; c++) {
          const first = r === 0 && c === 0;
          nodes.push({
            id: `n${r}_${c}`,
            type: first ? 'manual-trigger' : 'set',
            typeVersion: 1,
            name: first ? 'Start' : `Fields ${r}-${c}`,
            position: [c * 240, r * 110],
          });
          if (c > 0)
            edges.push({
              id: `e${r}_${c}`,
              source: `n${r}_${c - 1}`,
              sourceOutput: 0,
              target: `n${r}_${c}`,
              targetInput: 0,
            });
        }
      const res = await page.request.post('/api/workflows', {
        data: { name: 'Big grid', document: { nodes, edges } },
        headers: { Origin: baseUrl },
      });
      expect(res.status()).toBe(201);
      const { id } = (await res.json()) as { id: string };

      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        await page.goto(`/builder-advanced?workflow=${id}`);
        const canvas = await page.getByTestId('workflow-canvas').boundingBox();
        if (!canvas) throw new Error('no canvas');
        // Fitted: the first and the last node (opposite corners of the grid) lie inside the canvas.
        const inside = async (name: string) => {
          const box = await nodeCard(page, name).boundingBox();
          return (
            box !== null &&
            box.x >= canvas.x &&
            box.y >= canvas.y &&
            box.x + box.width <= canvas.x + canvas.width &&
            box.y + box.height <= canvas.y + canvas.height
          );
        };
        await poll(() => inside('Start')).toBe(true);
        await poll(() => inside('Fields 15-9')).toBe(true);
        await poll(() => page.locator('[data-testid="workflow-node"]').count()).toBe(160);
        // The mini map draws each node in its group's colour: a trigger amber, Edit Fields (data) green. It
        // comes just after the canvas's first paint.
        await poll(() => page.locator('.react-flow__minimap-node').count()).toBeGreaterThan(0);
        const fills = await page
          .locator('.react-flow__minimap-node')
          .evaluateAll((els) => [...new Set(els.map((e) => getComputedStyle(e).fill))].sort());
        expect(fills).toEqual(
          theme === 'light'
            ? ['rgb(16, 185, 129)', 'rgb(245, 158, 11)'] // #10b981 emerald, #f59e0b amber
            : ['rgb(251, 191, 36)', 'rgb(52, 211, 153)'], // #fbbf24 amber, #34d399 emerald
        );
        await screenshot(page, `canvas-big-fitted-${theme}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
