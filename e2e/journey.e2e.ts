/**
 * The newcomer's journey as one story, in Chromium against the real server with no AI key (the offline
 * model): sign up from the home page with the mailed code, build an agent in /builder from its Customer
 * support template with a knowledge document, test it with a chat message, publish and deploy it from the
 * same screen, create a key in the deploy dialog, copy the key and the curl snippet, run that snippet in a
 * shell, then paste the embed tag into a page served from another local port and read the widget's
 * rendered answer. Screenshots at each step.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedCode, openQuietPage, poll } from './support/accounts';
import { baseUrl, DESKTOP, disconnectBrowser, screenshot } from './support/browser';
import { mailTo } from './support/mail';

afterAll(disconnectBrowser);

const run = promisify(execFile);
const stamp = Date.now().toString(36);

/** What the agent knows; the offline model quotes it, so the widget's answer holds a quoted heading. */
const POLICY = `# Walker Widgets refund policy

You can return any widget within **30 days** for a full refund.

Keep the receipt and pack the widget well.
`;

/** Someone else's site: one static page whose body is whatever embed tag the test pastes in. */
let embedTag = '';
let site: { origin: string; close(): Promise<void> };

beforeAll(async () => {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Walker Widgets</title></head>
<body><h1>Walker Widgets</h1><p>Widgets for every home.</p>
${embedTag}
</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  site = {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
});
afterAll(() => site?.close());

describe("the newcomer's journey", () => {
  it('signs up, builds an agent from a template, tests, publishes and deploys it, calls it and embeds it', async () => {
    const { page, context, errors, close } = await openQuietPage({ viewport: DESKTOP });
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      const username = `newcomer${stamp}`;
      const email = `${username}@example.com`;

      // Sign up from the home page, with the code the server mailed.
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Started' }).click();
      const auth = page.getByRole('dialog');
      await poll(() => auth.getByRole('tab', { name: 'Sign Up' }).isVisible()).toBe(true);
      await auth.getByRole('tab', { name: 'Sign Up' }).click();
      await auth.getByLabel('Username').fill(username);
      await auth.getByLabel('E-mail').fill(email);
      const before = mailTo(email).length;
      await auth.getByRole('button', { name: 'Send Code' }).click();
      await poll(() => auth.getByLabel('Verification code').isVisible()).toBe(true);
      await auth.getByLabel('Verification code').fill(await mailedCode(page, email, before));
      await auth.getByRole('button', { name: 'Verify & Create Account' }).click();
      await poll(() => page.getByRole('button', { name: `Account menu for ${username}` }).isVisible()).toBe(
        true,
      );
      await screenshot(page, 'journey-1-signed-up');

      // An agent from the builder's Customer support template, with the refund policy as knowledge.
      await page.goto('/builder');
      await poll(() => page.locator('h1').textContent()).toBe('Agent Builder');
      await page.getByLabel('Name', { exact: true }).fill('Walker Helper');
      await page.getByRole('button', { name: 'Customer support' }).click();
      await expect
        .poll(() => page.getByLabel('Instructions', { exact: true }).inputValue())
        .toContain('friendly support agent');
      await poll(() => page.locator('[data-save-status]').getAttribute('data-save-status')).toBe('saved');
      await page.getByLabel('Upload knowledge documents').setInputFiles({
        name: 'refund-policy.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from(POLICY),
      });
      const documents = page.getByRole('list', { name: 'Knowledge documents' });
      await poll(() => documents.getByText('refund-policy.md').isVisible(), 20_000).toBe(true);

      // Tested with a chat message: the answer quotes the document.
      const chat = page.getByRole('region', { name: 'Test chat' });
      const box = chat.getByLabel('Message to the agent');
      await box.fill('What is the refund policy?');
      await box.press('Enter');
      const log = chat.getByRole('log', { name: 'Conversation with the agent' });
      await poll(() => log.getByTestId('answer-usage').count(), 20_000).toBe(1);
      await expect.poll(() => log.getByTestId('agent-answer').first().textContent()).toContain('30 days');
      await screenshot(page, 'journey-2-tested');

      // Published and deployed in one step from the same screen; the dialog makes a key for it.
      await page.getByRole('button', { name: 'Publish and deploy' }).click();
      const publish = page.getByRole('dialog', { name: 'Publish and deploy this agent' });
      await publish.getByRole('button', { name: 'Publish and deploy' }).click();
      const live = page.getByRole('dialog', { name: 'Version 1 is live' });
      await poll(() => live.isVisible(), 20_000).toBe(true);
      await live.getByRole('button', { name: 'Create a key for this deployment' }).click();
      await poll(() => live.getByTestId('deploy-key-secret').textContent()).toMatch(/^aiz_sk_/);
      const secret = (await live.getByTestId('deploy-key-secret').textContent()) as string;
      await screenshot(page, 'journey-3-deployed');

      // The key and the curl snippet, copied as a person copies them.
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      await live.getByRole('button', { name: 'Copy key' }).click();
      await poll(clipboard).toBe(secret);
      await live.getByRole('button', { name: 'Copy curl' }).click();
      await poll(clipboard).toContain(`Authorization: Bearer ${secret}`);
      const curl = await clipboard();

      // The snippet runs in a shell as copied; with its sample message swapped for a question, the agent
      // answers from its document.
      const call = async (snippet: string) => {
        const { stdout } = await run('bash', ['-c', `${snippet} --silent --show-error`], { timeout: 60_000 });
        return JSON.parse(stdout) as { status: string; output: { output: string } };
      };
      expect(await call(curl)).toMatchObject({ status: 'succeeded', output: { output: expect.any(String) } });
      expect(curl).toContain('Hello!');
      const asked = await call(curl.replace('Hello!', 'What is the refund policy?'));
      expect(asked.status).toBe('succeeded');
      expect(asked.output.output).toContain('30 days');

      // The embed tag, pasted into a page of another site (no allowed sites listed: any site may show it).
      await live.getByRole('tab', { name: 'Embed tag' }).click();
      await live.getByRole('button', { name: 'Copy Embed tag' }).click();
      await poll(clipboard).toContain('/embed.js');
      embedTag = await clipboard();
      expect(errors).toEqual([]);

      await page.goto(`${site.origin}/`);
      const launcher = page.getByRole('button', { name: 'Open chat: Walker Helper' });
      await poll(() => launcher.isVisible(), 20_000).toBe(true);
      await launcher.click();
      const widget = page.getByRole('dialog', { name: 'Walker Helper' });
      await poll(() => widget.isVisible()).toBe(true);
      await page.getByRole('textbox', { name: 'Message' }).fill('What is the refund policy?');
      await page.keyboard.press('Enter');
      const answer = widget.locator('.msg.bot').last();
      // Rendered, not raw: the quoted heading is a heading inside a quote, the bold is bold.
      await poll(() => answer.locator('blockquote .md-h').first().textContent(), 20_000).toBe(
        'Walker Widgets refund policy',
      );
      await expect.poll(() => answer.locator('blockquote strong').first().textContent()).toBe('30 days');
      // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: the lines a person reads.
      const lines = (await answer.innerText()).split('\n').map((line) => line.trim());
      expect(lines.filter((line) => line.startsWith('>') || line.startsWith('#'))).toEqual([]);
      await screenshot(page, 'journey-4-widget-answer');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
