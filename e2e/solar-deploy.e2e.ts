/**
 * An installer's own Solara in Chromium against the real server (issue 22, item 5): signed in, the installer
 * configures their Solara on /deploy/solar-ai-agent (brand, colour, area, prices, ways to pay, their site) and
 * sees the preview follow, deploys it and gets the snippet, and sets their booking hours. The snippet on a
 * page served from another local port (the listed site) opens the branded chat, which goes from a ZIP code to
 * a booked consultation; the same snippet on a port that is not listed is refused. The lead then shows on
 * /solar, with the deployment and its leads count. Screenshots: the form and preview, the deployed snippet,
 * the chat on the site (open, booked), refused, the hub.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, screenshot } from './support/browser';

const stamp = Date.now().toString(36);
const BRAND = `Sunny Roofs ${stamp}`;

/** An installer's site: a static page with whatever snippet it is given. */
async function startSite(): Promise<{ origin: string; snippet: string; close(): Promise<void> }> {
  const site = {
    origin: '',
    snippet: '',
    close: async () => {},
  };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sunny Roofs</title>
<style>body{font-family:Georgia,serif;margin:0;padding:40px;background:#f0f9ff;color:#0c4a6e}</style></head>
<body><h1>Sunny Roofs</h1><p>Solar for Manhattan homes since 2009.</p>
${site.snippet}
</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  site.origin = `http://127.0.0.1:${port}`;
  site.close = () => new Promise((resolve) => server.close(() => resolve()));
  return site;
}

describe('your own Solara', () => {
  let listed: Awaited<ReturnType<typeof startSite>>;
  let other: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    listed = await startSite();
    other = await startSite();
  });
  afterAll(async () => {
    await listed?.close();
    await other?.close();
    await disconnectBrowser();
  });

  /** Sends one answer in the chat on the site and waits for Solara's reply. */
  async function say(page: Page, text: string) {
    const replies = page.locator('[data-solara] .m.a');
    const before = await replies.count();
    await page.getByLabel('Your message').fill(text);
    await page.getByLabel('Your message').press('Enter');
    await poll(() => replies.count()).toBeGreaterThan(before);
    await poll(() => page.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
  }

  it('configures and deploys Solara, chats on the listed site to a booked slot, and the lead shows on /solar', async () => {
    const { page, errors, close } = await openQuietPage({ timezoneId: 'America/New_York' });
    try {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await enterInPage(page, `sunny${stamp}`);
      await page.goto('/deploy/solar-ai-agent');
      await poll(() =>
        page.getByRole('heading', { level: 1, name: 'Deploy the Solar AI Agent' }).isVisible(),
      ).toBe(true);
      const form = page.getByRole('form', { name: 'Your Solara' });

      // Nothing listed yet: refused before anything is sent.
      await form.getByRole('button', { name: 'Deploy' }).click();
      await poll(() => form.getByText('Give your company’s name.').isVisible()).toBe(true);

      await form.getByLabel('Company name', { exact: true }).fill(BRAND);
      await form.getByLabel('Brand colour', { exact: true }).fill('#0369a1');
      await form
        .getByLabel('Greeting')
        .fill(`Hi, I’m the ${BRAND} solar assistant. Shall we size your roof?`);
      await form.getByLabel('ZIP code prefixes', { exact: true }).fill('100, 101');
      await form.getByLabel('States', { exact: true }).fill('NY');
      await form.getByLabel('Price per watt ($)', { exact: true }).fill('2.9');
      await form.getByLabel('Floor price per watt ($)', { exact: true }).fill('2.6');
      await form.getByLabel('Lease', { exact: true }).uncheck();
      await form.getByLabel('PPA (power purchase agreement)', { exact: true }).uncheck();
      await form.getByLabel('Time zone', { exact: true }).selectOption('America/New_York');
      await form.getByLabel('Sites where the chat goes', { exact: true }).fill(listed.origin);
      const preview = page.getByRole('figure', { name: 'Preview of the chat on your site' });
      await poll(() => preview.getByTestId('preview-brand').textContent()).toBe(BRAND);
      await poll(() => preview.getByText('Lease').count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, 'solara-deploy-form');

      await form.getByRole('button', { name: 'Deploy' }).click();
      const snippet = page.getByTestId('solara-embed-snippet');
      await poll(() => snippet.isVisible(), 30_000).toBe(true);
      listed.snippet = (await snippet.textContent()) ?? '';
      other.snippet = listed.snippet;
      expect(listed.snippet).toMatch(/^<script src="http:\/\/[^"]+\/embed\/solara\.js" data-key="aiz_pk_/);
      await snippet.scrollIntoViewIfNeeded();
      await screenshot(page, 'solara-deploy-snippet');

      // Booking hours: Monday to Friday, 9 to 5 in New York, hour slots (the availability editor of /solar).
      const hours = page.getByRole('form', { name: 'Booking hours' });
      for (let day = 1; day <= 5; day++) {
        await hours.getByRole('button', { name: 'Add a window' }).click();
        const window = hours.getByRole('group', { name: `Window ${day}` });
        await window.getByLabel('Day').selectOption(String(day));
        await window.getByLabel('Time zone').selectOption('America/New_York');
      }
      await hours.getByRole('button', { name: 'Save hours' }).click();
      await poll(
        async () => ((await api(page, 'GET', '/api/solar/availability')).rows as unknown[]).length,
      ).toBe(5);

      // The listed site: the branded chat, from a ZIP code to a booked consultation.
      const site = await page.context().newPage();
      await site.goto(`${listed.origin}/`);
      // The launcher says the brand once the chat's configuration is read (a listed site may read it).
      const launcher = site.getByRole('button', { name: `Chat with ${BRAND}` });
      await poll(() => launcher.isVisible()).toBe(true);
      await launcher.click();
      await poll(() => site.getByText(`Hi, I’m the ${BRAND} solar assistant.`).isVisible()).toBe(true);
      await poll(() => site.locator('[data-solara] .h span').textContent()).toBe(BRAND);
      await screenshot(site, 'solara-site-open');
      for (const answer of ['10001', 'we own it', 'townhouse', '8 years', 'no shade', '$240 a month'])
        await say(site, answer);
      await poll(() => site.getByText('Non-binding estimate').first().isVisible()).toBe(true);
      await say(site, 'lower my bill');
      await poll(() => site.getByRole('button', { name: 'Lease' }).count()).toBe(0);
      expect(await site.getByRole('button', { name: 'Loan' }).count()).toBe(1);
      for (const answer of ['Loan', 'as soon as possible', 'Ada Lovelace', `ada${stamp}@example.com`, 'Skip'])
        await say(site, answer);
      await say(site, 'first available');
      // A named time that is open is taken at once; else the open times are offered as buttons.
      const offered = site.locator('[data-solara] .c button');
      if ((await offered.count()) > 0) await say(site, (await offered.first().textContent()) ?? '');
      await poll(() => site.getByText(/Do you agree\?/).isVisible()).toBe(true);
      await say(site, 'I agree');
      await poll(() => site.getByText(/^Booked: /).isVisible()).toBe(true);
      await screenshot(site, 'solara-site-booked');
      await site.close();

      // A site that is not listed: the chat is refused and says why.
      const stranger = await page.context().newPage();
      await stranger.goto(`${other.origin}/`);
      await poll(() => stranger.getByRole('button', { name: 'Get a solar estimate' }).isVisible()).toBe(true);
      await stranger.getByRole('button', { name: 'Get a solar estimate' }).click();
      await poll(() => stranger.getByText(/not available on/).isVisible()).toBe(true);
      await screenshot(stranger, 'solara-site-refused');
      await stranger.close();

      // The lead on /solar, with the deployment and its count.
      await page.goto('/solar');
      await poll(() => page.getByText('Ada Lovelace').first().isVisible(), 20_000).toBe(true);
      const mine = page.getByRole('list', { name: 'Your Solara deployments' });
      await poll(() => mine.getByText(BRAND).isVisible()).toBe(true);
      await poll(() => mine.getByText('1 lead').isVisible()).toBe(true);
      expect(await mine.getByText(listed.origin).count()).toBe(1);
      await page.getByRole('heading', { name: 'Your Solara deployments' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'solara-deploy-hub');
      expect(await page.getByRole('link', { name: 'Change your Solara' }).getAttribute('href')).toBe(
        '/deploy/solar-ai-agent',
      );
      // The refused site's 403 is logged by the browser of that page only; this page has no errors.
      expect(errors.filter((e) => !e.includes('403'))).toEqual([]);
      expect(baseUrl).not.toBe(listed.origin);
    } finally {
      await close();
    }
  });
});
