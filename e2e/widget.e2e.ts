/**
 * The chat widget in Chromium against the real server: an agent made and deployed through the API, its embed
 * snippet in a static page served from another local port (on the allowlist), the widget opened, a message
 * sent and the offline model's answer streamed in and rated; the same snippet on a port that is not on the
 * allowlist says so in the page; a deployment with no allowed sites (the default) works on any site and
 * renders its Markdown answer (a quoted heading, no raw `>`), in the widget and on the hosted chat page; a
 * paused deployment says so; the iframe fallback and frame-ancestors; the hosted chat and form pages.
 * Screenshots: closed, open (light and dark), phone, refused, any site, Markdown, paused, hosted.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, openPage, screenshot } from './support/browser';

const stamp = Date.now().toString(36);
/** The publishable key of a second deployment, paused (its page is /paused on the allowed site). */
let pausedKey = '';
/** A third deployment with no allowed sites (the default) and a knowledge document (its page is /open). */
let openKey = '';
let openSlug = '';

/** Quoted by the offline model line by line: `> # Walker Widgets refund policy`, a lone `>`, ... */
const POLICY = `# Walker Widgets refund policy

You can return any widget within **30 days** for a full refund.

Keep the receipt and pack the widget well.
`;

const knowledgeTool = {
  kind: 'node',
  name: 'search_knowledge',
  description: 'Searches the documents.',
  node: {
    id: 'tool-search',
    type: 'knowledge-retrieval',
    typeVersion: 1,
    name: 'tool-search',
    position: [0, 0],
    parameters: { query: '={{ $json.query }}', topK: 4 },
  },
};

/** A stranger's site: a static page with the embed snippet, nothing else. */
async function startSite(
  html: (path: string) => string,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html(req.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const sitePage = (key: string, slug: string) => (path: string) =>
  path === '/frame'
    ? `<!doctype html><title>Framed</title><iframe title="hosted" src="${baseUrl}/d/${slug}/chat?embed=1"></iframe>`
    : `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Solar Shop</title>
<style>body{font-family:Georgia,serif;margin:0;padding:40px;background:#fffbeb;color:#422006}
/* The widget's styles live in a shadow root: the page's CSS must not reach them. */
button{background:red!important;font-size:40px!important}</style></head>
<body><h1>Solar Shop</h1><p>Panels, batteries and inverters.</p>
<script src="${baseUrl}/embed.js" data-key="${path === '/paused' ? pausedKey : path === '/open' ? openKey : key}"${path === '/iframe' ? ' data-mode="iframe"' : ''} async></script>
</body></html>`;

describe('chat widget', () => {
  let deployment: { id: string; slug: string; publishableKey: string };
  let allowed: Awaited<ReturnType<typeof startSite>>;
  let refused: Awaited<ReturnType<typeof startSite>>;
  let key = '';

  beforeAll(async () => {
    allowed = await startSite((path) => sitePage(key, deployment?.slug ?? '')(path));
    refused = await startSite((path) => sitePage(key, deployment?.slug ?? '')(path));
  });

  /** Signs up and deploys the agent once, inside the first test that needs it (expect.poll runs in tests). */
  let deploying: Promise<void> | undefined;
  const deployed = () => {
    deploying ??= deploy();
    return deploying;
  };
  async function deploy() {
    const { page, close } = await openQuietPage();
    try {
      await enterInPage(page, `widget${stamp}`);
      const post = async (path: string, data: unknown) => {
        const res = await page.request.post(path, { data, headers: { Origin: baseUrl } });
        expect(res.status(), await res.text()).toBeLessThan(300);
        return res.json();
      };
      const agent = await post('/api/agents', {
        name: 'Solar Helper',
        starters: ['How do I stake AIZ?'],
      });
      await post(`/api/workflows/${agent.id}/versions`, {});
      deployment = await post('/api/deployments', {
        workflowId: agent.id,
        widget: { allowedOrigins: [allowed.origin], greeting: 'Hi! Ask me about solar panels.' },
      });
      key = deployment.publishableKey;
      const other = await post('/api/agents', { name: 'Resting Helper' });
      await post(`/api/workflows/${other.id}/versions`, {});
      const resting = await post('/api/deployments', {
        workflowId: other.id,
        widget: { allowedOrigins: [allowed.origin] },
      });
      const paused = await page.request.patch(`/api/deployments/${resting.id}`, {
        data: { status: 'paused' },
        headers: { Origin: baseUrl },
      });
      expect(paused.status()).toBe(200);
      pausedKey = resting.publishableKey;

      const walker = await post('/api/agents', { name: 'Walker Helper', tools: [knowledgeTool] });
      const uploaded = await page.request.post(`/api/workflows/${walker.id}/knowledge`, {
        multipart: { file: { name: 'policy.md', mimeType: 'text/markdown', buffer: Buffer.from(POLICY) } },
        headers: { Origin: baseUrl },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(201);
      await post(`/api/workflows/${walker.id}/versions`, {});
      const open = await post('/api/deployments', { workflowId: walker.id });
      expect(open.widget.allowedOrigins).toEqual([]);
      openKey = open.publishableKey;
      openSlug = open.slug;
    } finally {
      await close();
    }
  }

  afterAll(async () => {
    await allowed?.close();
    await refused?.close();
    await disconnectBrowser();
  });

  /** Playwright's role queries reach into open shadow roots. */
  const launcher = (page: Page) => page.getByRole('button', { name: /^Open chat/ });
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Solar Helper' });

  it('chats from an allowed site: opens, streams the offline answer, rates it, closes with Esc', async () => {
    const { page, errors, close } = await openPage({ colorScheme: 'light' });
    try {
      await deployed();
      await page.goto(`${allowed.origin}/`);
      await poll(() => launcher(page).getAttribute('aria-label')).toBe('Open chat: Solar Helper');
      await screenshot(page, 'widget-closed-light');

      await launcher(page).click();
      await poll(() => panel(page).isVisible()).toBe(true);
      await expect.poll(() => launcher(page).getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.getByText('Hi! Ask me about solar panels.').isVisible()).toBe(true);
      // Focus moves into the panel, on the message box.
      await poll(() => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.id)).toBe(
        'aiz-chat-input',
      );
      // The page's `button { background: red }` does not reach the shadow root.
      const background = await launcher(page).evaluate((b) => getComputedStyle(b).backgroundColor);
      expect(background).toBe('rgb(124, 58, 237)');
      await screenshot(page, 'widget-open-light');

      await page.getByRole('textbox', { name: 'Message' }).fill('How do I stake AIZ?');
      await page.keyboard.press('Enter');
      await poll(() => page.getByText('How do I stake AIZ?', { exact: true }).count()).toBeGreaterThan(0);
      const good = page.getByRole('button', { name: 'Good answer' });
      await poll(() => good.isVisible(), 20_000).toBe(true);
      const answer = await panel(page).locator('.msg.bot').last().textContent();
      expect(answer?.trim().length).toBeGreaterThan(20);
      await good.click();
      await poll(() => good.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByRole('button', { name: 'Bad answer' }).isDisabled()).toBe(true);
      await screenshot(page, 'widget-answered-light');

      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'widget-answered-dark');

      await page.keyboard.press('Escape');
      await poll(() => panel(page).isVisible()).toBe(false);
      await expect.poll(() => launcher(page).getAttribute('aria-expanded')).toBe('false');
      await poll(() =>
        page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.className),
      ).toBe('launcher');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('fills a phone screen when open', async () => {
    const { page, errors, close } = await openPage({ viewport: MOBILE, colorScheme: 'dark' });
    try {
      await deployed();
      await page.goto(`${allowed.origin}/`);
      await poll(() => launcher(page).getAttribute('aria-label')).toBe('Open chat: Solar Helper');
      await screenshot(page, 'widget-closed-mobile');
      await launcher(page).click();
      await poll(() => panel(page).isVisible()).toBe(true);
      const box = await panel(page).boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
      await page.getByRole('button', { name: 'How do I stake AIZ?' }).click();
      await poll(() => page.getByRole('button', { name: 'Good answer' }).isVisible(), 20_000).toBe(true);
      await screenshot(page, 'widget-open-mobile-dark');
      await page.getByRole('button', { name: 'Close chat' }).first().click();
      await poll(() => panel(page).isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says in the page, not only in the console, that a site off the allowlist may not use it', async () => {
    const { page, close } = await openPage({ colorScheme: 'light' });
    try {
      await deployed();
      await page.goto(`${refused.origin}/`);
      const said = `This chat is not available on ${refused.origin}: its owner limited it to other sites.`;
      // Without opening anything: a card beside the launcher.
      const notice = page.getByRole('status').filter({ hasText: said });
      await poll(() => notice.isVisible()).toBe(true);
      await expect
        .poll(() => launcher(page).getAttribute('aria-label'))
        .toBe('Open chat: not available on this site');
      await screenshot(page, 'widget-refused-notice');
      await launcher(page).click();
      await poll(() => page.getByRole('alert').textContent()).toContain(said);
      await expect.poll(() => notice.count()).toBe(0);
      await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).isDisabled()).toBe(true);
      await screenshot(page, 'widget-refused');
      // The server refuses it (not the browser alone): 403, readable by that page only.
      const asked = (origin: string) =>
        fetch(`${baseUrl}/embed/config?key=${key}`, { headers: { origin } }).then((res) => ({
          status: res.status,
          cors: res.headers.get('access-control-allow-origin'),
        }));
      expect(await asked(refused.origin)).toEqual({ status: 403, cors: refused.origin });
      expect(await asked(allowed.origin)).toEqual({ status: 200, cors: allowed.origin });

      // The iframe fallback says it too.
      await page.goto(`${refused.origin}/iframe`);
      await poll(() => page.getByRole('status').filter({ hasText: said }).isVisible()).toBe(true);
      await expect.poll(() => page.locator('iframe').count()).toBe(0);
    } finally {
      await close();
    }
  });

  /** The answer's Markdown as the person reads it: the quoted heading rendered, no raw quote marks. */
  async function expectRenderedPolicy(answer: ReturnType<Page['locator']>) {
    await poll(() => answer.locator('blockquote .md-h').first().textContent(), 20_000).toBe(
      'Walker Widgets refund policy',
    );
    expect(await answer.locator('blockquote strong').first().textContent()).toBe('30 days');
    // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText: the lines a person reads.
    const lines = (await answer.innerText()).split('\n').map((line) => line.trim());
    expect(lines.filter((line) => line.startsWith('>') || line.startsWith('#'))).toEqual([]);
    expect(lines).toContain('Walker Widgets refund policy');
  }

  it('works on any site while no site is listed, and renders the answer’s Markdown', async () => {
    const { page, errors, close } = await openPage({ colorScheme: 'light' });
    try {
      await deployed();
      // A site nobody listed: the deployment lists none, so any site may load it.
      await page.goto(`${refused.origin}/open`);
      await poll(() => launcher(page).getAttribute('aria-label')).toBe('Open chat: Walker Helper');
      await launcher(page).click();
      const walker = page.getByRole('dialog', { name: 'Walker Helper' });
      await poll(() => walker.isVisible()).toBe(true);
      await page.getByRole('textbox', { name: 'Message' }).fill('What is the refund policy?');
      await page.keyboard.press('Enter');
      await poll(() => page.getByRole('button', { name: 'Good answer' }).isVisible(), 20_000).toBe(true);
      await expectRenderedPolicy(walker.locator('.msg.bot').last());
      await screenshot(page, 'widget-any-site-markdown-light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, 'widget-any-site-markdown-dark');
      expect(errors).toEqual([]);

      // The hosted chat page renders it the same way.
      await page.goto(`${baseUrl}/d/${openSlug}/chat`);
      await poll(() => page.getByRole('heading', { name: 'Walker Helper' }).isVisible()).toBe(true);
      await page.getByRole('textbox', { name: 'Message' }).fill('What is the refund policy?');
      await page.getByRole('button', { name: 'Send' }).click();
      await poll(() => page.getByRole('button', { name: 'Good answer' }).isVisible(), 20_000).toBe(true);
      await expectRenderedPolicy(page.locator('.msg.bot').last());
      await screenshot(page, 'hosted-chat-markdown-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says so when the deployment is paused', async () => {
    const { page, close } = await openPage({ colorScheme: 'dark' });
    try {
      await deployed();
      await page.goto(`${allowed.origin}/paused`);
      await poll(() => launcher(page).isVisible()).toBe(true);
      await launcher(page).click();
      await poll(() => page.getByRole('alert').textContent()).toContain('This deployment is paused.');
      await expect.poll(() => page.getByRole('textbox', { name: 'Message' }).isDisabled()).toBe(true);
      await screenshot(page, 'widget-paused-dark');
    } finally {
      await close();
    }
  });

  it('falls back to an iframe of the hosted chat, which closes from inside', async () => {
    const { page, close } = await openPage({ colorScheme: 'light' });
    try {
      await deployed();
      await page.goto(`${allowed.origin}/iframe`);
      const button = page.getByRole('button', { name: 'Open chat: Solar Helper' });
      await poll(() => button.isVisible()).toBe(true);
      await button.click();
      const frame = page.frameLocator('iframe[title="Solar Helper"]');
      await poll(() => frame.getByRole('heading', { name: 'Solar Helper' }).isVisible()).toBe(true);
      await frame.getByRole('textbox', { name: 'Message' }).fill('Hello from the iframe');
      await frame.getByRole('button', { name: 'Send' }).click();
      await poll(() => frame.getByRole('button', { name: 'Good answer' }).isVisible(), 20_000).toBe(true);
      await screenshot(page, 'widget-iframe');
      // Without a shadow root, the launcher's inline styles still win over the page's `!important` rule.
      await expect
        .poll(() => button.evaluate((b) => getComputedStyle(b).backgroundColor))
        .toBe('rgb(124, 58, 237)');
      // The hosted chat asks its parent to close it.
      await frame.getByRole('button', { name: 'Close chat' }).click();
      await poll(() => page.locator('iframe').isVisible()).toBe(false);
      await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

  it('lets only allowed sites frame the hosted chat (frame-ancestors)', async () => {
    const { page, close } = await openPage();
    try {
      await deployed();
      await page.goto(`${allowed.origin}/frame`);
      const heading = page
        .frameLocator('iframe[title="hosted"]')
        .getByRole('heading', { name: 'Solar Helper' });
      await poll(() => heading.isVisible()).toBe(true);
      await page.goto(`${refused.origin}/frame`);
      await poll(() => page.frames().at(-1)?.url()).toMatch(/^chrome-error:/);
      await expect.poll(() => heading.count()).toBe(0);
    } finally {
      await close();
    }
  });

  it('serves the hosted chat page and the hosted form page', async () => {
    const { page, errors, close } = await openPage({ colorScheme: 'dark' });
    try {
      await deployed();
      await page.goto(`/d/${deployment.slug}/chat`);
      await poll(() => page.title()).toBe('Solar Helper');
      await poll(() => page.getByRole('heading', { name: 'Solar Helper' }).isVisible()).toBe(true);
      await page.getByRole('textbox', { name: 'Message' }).fill('What is AIZ?');
      await page.getByRole('button', { name: 'Send' }).click();
      await poll(() => page.getByRole('button', { name: 'Good answer' }).isVisible(), 20_000).toBe(true);
      await screenshot(page, 'hosted-chat-dark');

      await page.goto(`/d/${deployment.slug}/form`);
      await poll(() => page.getByRole('textbox', { name: 'message *' }).isVisible()).toBe(true);
      await page.getByRole('textbox', { name: 'message *' }).fill('Please call me back about panels.');
      await page.getByRole('button', { name: 'Send' }).click();
      await poll(() => page.getByText('Thank you! The answer:').isVisible(), 20_000).toBe(true);
      await screenshot(page, 'hosted-form-dark');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
