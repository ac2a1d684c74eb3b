/**
 * Testing a chat-triggered workflow in the builders (issue 19): the "Document Q&A agent" template's "Test
 * workflow" on the canvas opens a chat box, a message starts the run as the chat trigger's item, the answer
 * shows in the chat and each node's result on the canvas; no message names an internal field. The same
 * chat in the steps editor. No AI key: the offline model answers.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { DESKTOP, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

describe('testing a chat-triggered workflow', () => {
  it('opens a chat box on the canvas and in the steps editor, and answers a message', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: DESKTOP });
    try {
      await enterInPage(page, `chattest${stamp}`);
      const used = await api(page, 'POST', '/api/templates/document-qa-agent/use');
      const id = used.id as string;

      await page.goto(`/builder-advanced?workflow=${id}`);
      await poll(() => page.getByTestId('canvas-editor').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Test workflow' }).click();
      const box = page.getByTestId('workflow-test-chat');
      await poll(() => box.isVisible()).toBe(true);
      // Nothing ran, so nothing failed: the old error ("start it with {"chatInput": …}") is gone.
      expect(await page.getByTestId('run-error').count()).toBe(0);

      const message = box.getByRole('textbox', { name: 'Message to the workflow' });
      await poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true);
      await message.fill('What does the product documentation say about refunds?');
      await message.press('Enter');
      const log = box.getByRole('log', { name: 'Conversation with the workflow' });
      await poll(() =>
        log.getByText('What does the product documentation say about refunds?').isVisible(),
      ).toBe(true);
      await poll(() => log.locator('[data-status="done"], [data-status="error"]').count()).toBe(1);
      // An error says what it was, rather than a count of 0.
      expect(await log.locator('[data-status="error"]').allTextContents()).toEqual([]);
      expect(await log.locator('[data-status="done"]').count()).toBe(1);
      await poll(async () => ((await log.getByTestId('agent-answer').textContent()) ?? '').length > 0).toBe(
        true,
      );
      // The run's nodes show their results on the canvas.
      await poll(() =>
        page.locator('[data-testid="node-run-status"][data-status="succeeded"]').count(),
      ).toBeGreaterThan(0);
      expect(await page.getByText('chatInput').count()).toBe(0);
      await screenshot(page, 'builder-chat-test-canvas');

      // A second message goes on in the same conversation; Escape closes the box.
      await message.fill('And shipping?');
      await message.press('Enter');
      await poll(() => log.locator('[data-status="done"]').count()).toBe(2);
      await message.press('Escape');
      await poll(() => box.count()).toBe(0);

      // The steps editor opens the same chat.
      await page.goto(`/builder-legacy?workflow=${id}`);
      await poll(() => page.getByTestId('steps-editor').isVisible()).toBe(true);
      // The draft is loaded and nothing is being saved before the test starts (a loaded machine is slow here).
      await poll(() => page.getByTestId('save-status').textContent()).toBe('All changes saved');
      await page.getByRole('button', { name: 'Test workflow' }).click();
      const stepsBox = page.getByTestId('workflow-test-chat');
      await poll(() => stepsBox.isVisible()).toBe(true);
      const stepsMessage = stepsBox.getByRole('textbox', { name: 'Message to the workflow' });
      await stepsMessage.fill('Hello');
      await stepsBox.getByRole('button', { name: 'Send' }).click();
      const stepsLog = stepsBox.getByRole('log', { name: 'Conversation with the workflow' });
      await poll(() => stepsLog.getByText('Hello', { exact: true }).first().isVisible()).toBe(true);
      await poll(() => stepsLog.locator('[data-status="done"], [data-status="error"]').count()).toBe(1);
      // An error says what it was, rather than a count of 0.
      expect(await stepsLog.locator('[data-status="error"]').allTextContents()).toEqual([]);
      expect(await stepsLog.locator('[data-status="done"]').count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone as a sheet over the canvas', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await enterInPage(page, `chatphone${stamp}`);
      const id = (await api(page, 'POST', '/api/templates/document-qa-agent/use')).id as string;
      await page.goto(`/builder-advanced?workflow=${id}`);
      await poll(() => page.getByTestId('canvas-editor').isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Test workflow' }).click();
      const box = page.getByTestId('workflow-test-chat');
      await poll(() => box.isVisible()).toBe(true);
      const size = await box.boundingBox();
      const viewport = page.viewportSize();
      expect(
        size && viewport && size.width <= viewport.width && size.y + size.height <= viewport.height + 1,
      ).toBe(true);
      await box.getByRole('textbox', { name: 'Message to the workflow' }).fill('Hi');
      await box.getByRole('button', { name: 'Send' }).click();
      await poll(() => box.locator('[data-status="done"]').count()).toBe(1);
      await screenshot(page, 'builder-chat-test-phone');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
