/**
 * The copilot canvas at /builder-classic in Chromium, offline (no AI provider): open a workflow, ask the
 * copilot to add an HTTP request after the webhook, see the proposed changes previewed on the canvas,
 * accept them, find the node and its wire on the canvas and in the saved draft, undo with Ctrl+Z and with
 * the change's Undo; build a whole workflow on an empty one. Light, dark and a phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const nodeCard = (page: Page, name: string) =>
  page.locator(`[data-testid="workflow-node"][data-node-name="${name}"]`);
const savedStatus = (page: Page) => page.getByTestId('save-status').getAttribute('data-status');
const changeStatuses = (page: Page) =>
  page
    .getByTestId('copilot-change')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.status));

async function webhookWorkflow(page: Page, name: string): Promise<string> {
  const res = await page.request.post('/api/workflows', {
    headers: { Origin: baseUrl },
    data: {
      name,
      document: {
        nodes: [
          {
            id: 'hook',
            type: 'webhook-trigger',
            typeVersion: 1,
            name: 'Webhook',
            position: [0, 0],
            parameters: { path: `copilot-${stamp}-${name.length}`, httpMethod: 'POST' },
          },
        ],
        edges: [],
        settings: {},
      },
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function draftNodeNames(page: Page, id: string): Promise<string[]> {
  const res = await page.request.get(`/api/workflows/${id}`);
  return ((await res.json()) as { draft: { nodes: { name: string }[] } }).draft.nodes.map((n) => n.name);
}

async function ask(page: Page, message: string) {
  await page.getByLabel('Message to the copilot').fill(message);
  await page.getByLabel('Message to the copilot').press('Enter');
}

describe('the copilot canvas', () => {
  it('adds and connects a node from a chat message, accepted, then undone', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `copilot${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const id = await webhookWorkflow(page, `Orders ${stamp}`);
      await page.goto(`/builder-classic?workflow=${id}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Next-Gen Builder');
      await poll(() => nodeCard(page, 'Webhook').isVisible()).toBe(true);
      await screenshot(page, 'copilot-empty-light');

      await ask(page, 'Add an HTTP request to https://api.example.com/orders after Webhook');
      await poll(() => page.getByTestId('copilot-answer').count(), 20_000).toBe(1);
      await expect.poll(() => changeStatuses(page)).toEqual(['pending', 'pending']);
      const answer = page.getByTestId('copilot-answer');
      await expect.poll(() => answer.textContent()).toContain('Add “HTTP Request” (http-request)');
      await expect.poll(() => answer.textContent()).toContain('Connect “Webhook” → “HTTP Request”');
      // Previewed on the canvas before anything is accepted; the draft is untouched.
      await poll(() => nodeCard(page, 'HTTP Request').isVisible()).toBe(true);
      await expect
        .poll(() => page.getByTestId('copilot-preview-note').textContent())
        .toContain('Previewing 2 changes');
      await expect.poll(() => draftNodeNames(page, id)).toEqual(['Webhook']);
      await screenshot(page, 'copilot-preview-light');

      await answer.getByRole('button', { name: 'Accept all' }).click();
      await expect.poll(() => changeStatuses(page)).toEqual(['accepted', 'accepted']);
      await poll(() => page.getByTestId('copilot-preview-note').count()).toBe(0);
      await expect.poll(() => nodeCard(page, 'HTTP Request').isVisible()).toBe(true);
      await poll(() => page.locator('.react-flow__edge').count()).toBe(1);
      await poll(() => savedStatus(page), 10_000).toBe('saved');
      await expect.poll(() => draftNodeNames(page, id)).toEqual(['Webhook', 'HTTP Request']);
      await screenshot(page, 'copilot-accepted-light');

      // Ctrl+Z takes the accept back (one history step); the changes read as undone. Redo brings it back.
      await page.getByTestId('workflow-canvas').click({ position: { x: 20, y: 200 } });
      await page.keyboard.press('Control+z');
      await poll(() => nodeCard(page, 'HTTP Request').count()).toBe(0);
      await expect.poll(() => changeStatuses(page)).toEqual(['undone', 'undone']);
      await page.keyboard.press('Control+Shift+z');
      await poll(() => nodeCard(page, 'HTTP Request').count()).toBe(1);
      await expect.poll(() => changeStatuses(page)).toEqual(['accepted', 'accepted']);

      // The wire alone undone from the list, then the node.
      await answer.getByRole('button', { name: 'Undo: Connect “Webhook” → “HTTP Request”' }).click();
      await poll(() => page.locator('.react-flow__edge').count()).toBe(0);
      await answer.getByRole('button', { name: 'Undo: Add “HTTP Request” (http-request)' }).click();
      await poll(() => nodeCard(page, 'HTTP Request').count()).toBe(0);
      await poll(() => savedStatus(page), 10_000).toBe('saved');
      await expect.poll(() => draftNodeNames(page, id)).toEqual(['Webhook']);

      // Dark: a second request, previewed.
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await poll(() => nodeCard(page, 'Webhook').isVisible()).toBe(true);
      await ask(page, 'Send an e-mail to ops@example.com');
      await poll(() => page.getByTestId('copilot-answer').count(), 20_000).toBe(1);
      await poll(() => nodeCard(page, 'Send E-mail').isVisible()).toBe(true);
      await screenshot(page, 'copilot-preview-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('builds a whole workflow on a new, empty one from the pattern library', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await enterInPage(page, `copilotb${stamp}`);
      await page.goto('/builder-classic');
      await page.getByLabel('Name').fill(`Built ${stamp}`);
      await page.getByRole('button', { name: 'New workflow' }).click();
      await poll(() => new URL(page.url()).searchParams.get('workflow')).toBeTruthy();
      const id = new URL(page.url()).searchParams.get('workflow') as string;
      await poll(() => page.getByText('This workflow is empty').isVisible()).toBe(true);
      await ask(page, 'Build me a workflow that e-mails ops@example.com when a webhook receives a POST');
      await poll(() => page.getByTestId('copilot-answer').count(), 20_000).toBe(1);
      await expect.poll(() => page.getByTestId('copilot-answer').textContent()).toContain('From the pattern');
      await page.getByRole('button', { name: 'Accept all' }).click();
      await poll(() => page.locator('[data-testid="workflow-node"]').count()).toBeGreaterThan(1);
      await expect.poll(() => changeStatuses(page)).not.toContain('failed');
      await poll(() => savedStatus(page), 10_000).toBe('saved');
      const names = await draftNodeNames(page, id);
      expect(names.length).toBeGreaterThan(1);
      await screenshot(page, 'copilot-built-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('works on a phone: chat and canvas as tabs', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await enterInPage(page, `copilotm${stamp}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      const id = await webhookWorkflow(page, `Phone ${stamp}`);
      await page.goto(`/builder-classic?workflow=${id}`);
      await poll(() => page.getByLabel('Message to the copilot').isVisible()).toBe(true);
      await screenshot(page, 'copilot-mobile-chat');
      await ask(page, 'add a wait of 5 minutes after Webhook');
      await poll(() => page.getByTestId('copilot-answer').count(), 20_000).toBe(1);
      await page.getByRole('button', { name: 'Accept all' }).click();
      await screenshot(page, 'copilot-mobile-answer');
      await page.getByRole('tab', { name: 'Canvas' }).click();
      await poll(() => nodeCard(page, 'Wait').isVisible()).toBe(true);
      // Fitted into view once the canvas shows (it was hidden behind the chat tab).
      await poll(async () => (await nodeCard(page, 'Wait').boundingBox())?.width ?? 0).toBeGreaterThan(100);
      await screenshot(page, 'copilot-mobile-canvas');
      await poll(() => savedStatus(page), 10_000).toBe('saved');
      await expect.poll(() => draftNodeNames(page, id)).toEqual(['Webhook', 'Wait']);
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
      await page.reload();
      await poll(() => page.getByLabel('Message to the copilot').isVisible()).toBe(true);
      await screenshot(page, 'copilot-mobile-chat-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
