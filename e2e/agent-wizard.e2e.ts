/**
 * The agent wizard (/builder) in Chromium against the real server, with no AI key (the offline model):
 * a new user names an agent, picks example instructions, uploads a knowledge document (with its upload
 * progress) and reads its passages, adds a conversation starter, asks it in the test chat and sees the
 * streamed answer with its usage line, publishes a version with a note, and opens the agent again by its
 * address. Screenshots in dark and light, on a desktop and a phone.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { DESKTOP, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const saveStatus = (page: Page) => page.locator('[data-save-status]').getAttribute('data-save-status');
const agentIdOf = (page: Page) => new URL(page.url()).searchParams.get('workflow');

const FAQ = `# Opening hours

The Solar Shop in Bern is open Monday to Friday from 9:00 to 18:00.

# Returns

Panels can be returned within 30 days with the receipt.
`;

describe('/builder, the agent wizard', () => {
  it('builds an agent with instructions and a document, chats with it offline, and publishes it', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: DESKTOP });
    try {
      await enterInPage(page, `wizard${stamp}`);
      await page.goto('/builder');
      await poll(() => page.locator('h1').textContent()).toBe('Agent Builder');
      await expect.poll(() => page.locator('footer').count()).toBe(0);

      // No provider on the test server: the model says so.
      const model = page.getByRole('combobox', { name: 'Model', exact: true });
      await poll(() => model.inputValue()).toBe('offline');
      await expect.poll(() => model.isDisabled()).toBe(true);
      await expect.poll(() => page.getByText('No AI provider is configured').isVisible()).toBe(true);

      // Knowledge waits for the agent to exist.
      await expect.poll(() => page.getByText('Give the agent a name first').isVisible()).toBe(true);

      await page.getByLabel('Name', { exact: true }).fill('Shop helper');
      await page.getByRole('button', { name: 'Customer support' }).click();
      await expect
        .poll(() => page.getByLabel('Instructions', { exact: true }).inputValue())
        .toContain('friendly support agent');
      await poll(() => agentIdOf(page)).not.toBeNull();
      await poll(() => saveStatus(page)).toBe('saved');
      const agentId = agentIdOf(page) as string;
      await expect
        .poll(() => page.getByRole('link', { name: 'Open in canvas' }).getAttribute('href'))
        .toBe(`/builder-advanced?workflow=${agentId}`);

      // Upload a markdown document; hold the request to see the progress bar, then let it through.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**/api/workflows/${agentId}/knowledge`, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        await held;
        await route.continue();
      });
      await page.getByLabel('Upload knowledge documents').setInputFiles({
        name: 'shop-faq.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(FAQ),
      });
      const progress = page.getByRole('progressbar', { name: 'Uploading shop-faq.md' });
      await poll(() => progress.isVisible()).toBe(true);
      release();
      const documents = page.getByRole('list', { name: 'Knowledge documents' });
      await poll(() => documents.getByText('shop-faq.md').isVisible()).toBe(true);
      await expect.poll(() => progress.count()).toBe(0);
      await page.unroute(`**/api/workflows/${agentId}/knowledge`);
      await documents.getByRole('button', { name: 'Show passages' }).click();
      const passages = page.getByRole('list', { name: 'Passages of shop-faq.md' });
      await poll(() => passages.textContent()).toContain('Monday to Friday from 9:00 to 18:00');
      // Uploading turned on the tool that searches the documents.
      await expect
        .poll(() => page.getByRole('checkbox', { name: /Search knowledge/ }).isChecked())
        .toBe(true);
      // The page itself does not scroll: the form scrolls in its pane, with nothing below it (a saved agent's
      // longer form once left about 1,000 px of empty page under the builder).
      await poll(() => page.getByRole('list', { name: 'Knowledge documents' }).isVisible()).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
        .toBeLessThanOrEqual(1);

      await page.getByRole('button', { name: 'Add a starter' }).click();
      await page.getByLabel('Conversation starter 1', { exact: true }).fill('How do I stake AIZ?');
      await poll(() => saveStatus(page)).toBe('saved');

      // The starter is a chip in the test chat; the answer streams in, then shows its usage.
      const chat = page.getByRole('region', { name: 'Test chat' });
      await chat.getByRole('button', { name: 'How do I stake AIZ?' }).click();
      const log = chat.getByRole('log', { name: 'Conversation with the agent' });
      // The question shows as the person's turn (the offline answer may quote it again, as an article's title).
      await poll(() => log.getByText('How do I stake AIZ?', { exact: true }).first().isVisible()).toBe(true);
      const usage = log.getByTestId('answer-usage');
      await poll(() => usage.textContent(), 20_000).toBe('Offline model · no tokens counted · $0.0000');
      const answer = (await log.getByTestId('agent-answer').textContent()) ?? '';
      expect(answer.toLowerCase()).toContain('stak');
      await screenshot(page, 'agent-wizard-dark');

      // A question the document answers, typed and sent with Enter: offline, the agent quotes its document,
      // and the search shows as a tool call with its arguments and result.
      const box = chat.getByLabel('Message to the agent');
      await box.fill('When is the shop open?');
      await box.press('Enter');
      await poll(() => log.getByTestId('answer-usage').count(), 20_000).toBe(2);
      await expect
        .poll(() => log.getByTestId('agent-answer').nth(1).textContent())
        .toContain('The Solar Shop in Bern is open Monday to Friday from 9:00 to 18:00.');
      const toolCall = log.getByRole('list', { name: 'Tool calls' }).last().locator('details');
      await expect.poll(() => toolCall.locator('summary').textContent()).toContain('search_knowledge');
      await toolCall.locator('summary').click();
      await expect.poll(() => toolCall.textContent()).toContain('"query": "When is the shop open?"');
      await screenshot(page, 'agent-wizard-dark-knowledge');

      await chat.getByRole('button', { name: 'New conversation' }).click();
      await expect.poll(() => log.getByTestId('agent-answer').count()).toBe(0);

      // Publish and deploy in one step from the header, with a note; the deploy dialog makes a key for this
      // deployment, and the curl snippet carries it and works.
      await page.getByRole('button', { name: 'Publish and deploy' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish and deploy this agent' });
      await dialog.getByLabel('What changed (optional)').fill('First version with the FAQ');
      await dialog.getByRole('button', { name: 'Publish and deploy' }).click();
      const live = page.getByRole('dialog', { name: 'Version 1 is live' });
      await live.getByRole('button', { name: 'Create a key for this deployment' }).click();
      await poll(() => live.getByTestId('deploy-key-secret').textContent()).toMatch(/^aiz_sk_/);
      const secret = (await live.getByTestId('deploy-key-secret').textContent())!;
      const curl = (await live.getByTestId('snippet-curl').textContent()) ?? '';
      expect(curl).toContain(`Authorization: Bearer ${secret}`);
      await screenshot(page, 'agent-wizard-deployed-dark');
      const restUrl = /curl -X POST '([^']+)'/.exec(curl)![1]!;
      const called = await page.request.post(restUrl, {
        headers: { Authorization: `Bearer ${secret}` },
        data: { input: { message: 'When is the shop open?' } },
      });
      expect(called.status()).toBe(200);
      expect(await called.json()).toMatchObject({ status: 'succeeded' });
      await page.keyboard.press('Escape');
      await poll(() => live.count()).toBe(0);
      const versions = await (
        await page.request.get(`/api/workflows/${agentId}/versions`, {
          headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
        })
      ).json();
      expect(versions.versions).toMatchObject([{ number: 1, note: 'First version with the FAQ' }]);

      // Its address opens it again, as saved.
      await page.goto(`/builder?workflow=${agentId}`);
      await poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('Shop helper');
      await expect
        .poll(() => page.getByLabel('Conversation starter 1', { exact: true }).inputValue())
        .toBe('How do I stake AIZ?');
      await expect
        .poll(() => page.getByRole('checkbox', { name: /Search knowledge/ }).isChecked())
        .toBe(true);

      // Removing the document asks first.
      const reopened = page.getByRole('list', { name: 'Knowledge documents' });
      await poll(() => reopened.getByText('shop-faq.md').isVisible()).toBe(true);
      await reopened.getByRole('button', { name: 'Remove', exact: true }).click();
      await reopened.getByRole('button', { name: 'Remove shop-faq.md' }).click();
      await poll(() => page.getByText('No documents yet.').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows what is wrong before saving, and a clear message for an agent that is not there', async () => {
    const { page, context, errors, close } = await openQuietPage({ viewport: DESKTOP });
    try {
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await enterInPage(page, `wizardcheck${stamp}`);
      await page.goto('/builder');
      await page.getByLabel('Name', { exact: true }).fill('Checker');
      await poll(() => saveStatus(page)).toBe('saved');
      await page.getByRole('button', { name: 'Add an HTTP tool' }).click();
      await page.getByLabel('HTTP tool name').fill('has space');
      await poll(() => saveStatus(page)).toBe('invalid');
      await expect
        .poll(() => page.getByText('A tool name is 1 to 64 letters').first().isVisible())
        .toBe(true);
      await page.getByLabel('HTTP tool name').fill('weather');
      await page.getByLabel('HTTP tool URL').fill('https://weather.example/{city}');
      await poll(() => saveStatus(page)).toBe('saved');
      await screenshot(page, 'agent-wizard-light');

      await page.goto('/builder?workflow=0b6f4d7e-3c1a-4f61-9b59-1b8a1b2c3d4e');
      await poll(() => page.getByText('There is no agent of yours at this address.').isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Start a new agent' }).click();
      await poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
      expect(agentIdOf(page)).toBeNull();
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fits a phone: the form and the test chat take turns, in the light theme', async () => {
    const { page, context, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await enterInPage(page, `wizardphone${stamp}`);
      await page.goto('/builder');
      await page.getByLabel('Name', { exact: true }).fill('Pocket helper');
      await poll(() => saveStatus(page)).toBe('saved');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(MOBILE.width);
      await screenshot(page, 'agent-wizard-mobile-light-form');
      const chat = page.getByRole('region', { name: 'Test chat' });
      await expect.poll(() => chat.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Test chat' }).click();
      await poll(() => chat.isVisible()).toBe(true);
      const box = chat.getByLabel('Message to the agent');
      await box.fill('How do I stake AIZ?');
      await box.press('Enter');
      await poll(() => chat.getByTestId('answer-usage').isVisible(), 20_000).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(MOBILE.width);
      await screenshot(page, 'agent-wizard-mobile-light-chat');
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      // Only for the picture: let the colour transitions finish.
      await page.waitForTimeout(500);
      await screenshot(page, 'agent-wizard-mobile-dark-chat');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
