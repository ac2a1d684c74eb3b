/**
 * The assistant widget in Chromium against the real server, which has no AI key: the offline assistant
 * answers. Text chat streamed over SSE, quick actions signed out and in, ratings, file upload with
 * progress, voice (501 without speech-to-text), the camera, the sign-up prompt, history after reload.
 */
import { deflateSync } from 'node:zlib';
import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { DESKTOP, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

/** Chromium logs every non-OK fetch; these answers are the contract, not faults of the page. */
const realErrors = (errors: string[]) =>
  errors.filter(
    (e) => !e.includes('status of 501') && !e.includes('status of 404') && !e.includes('status of 415'),
  );

const panel = (page: Page) => page.locator('#assistant-panel');
const answers = (page: Page) => panel(page).locator('li[data-role="assistant"]');
const lastAnswer = (page: Page) => answers(page).last();
const box = (page: Page) => page.getByLabel('Message the assistant');

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Open assistant' }).click();
  await poll(() => panel(page).isVisible()).toBe(true);
  await poll(() => answers(page).count()).toBeGreaterThan(0);
}

/** Sends a message with Enter and waits for its answer to finish. */
async function ask(page: Page, text: string) {
  const before = await answers(page).count();
  await box(page).fill(text);
  await box(page).press('Enter');
  await poll(() => answers(page).count()).toBe(before + 1);
  await poll(() => lastAnswer(page).getAttribute('data-status')).toBe('done');
}

const quickActionLabels = (page: Page) =>
  panel(page)
    .getByRole('navigation', { name: 'Quick actions' })
    .getByRole('button')
    .allTextContents()
    .then((t) => t.map((s) => s.trim()));

/** The quick actions not wholly inside the panel and the viewport (cut off at an edge). */
async function quickActionsOutside(page: Page): Promise<string[]> {
  const outer = await panel(page).boundingBox();
  const viewport = page.viewportSize();
  if (!outer || !viewport) return ['(no panel)'];
  const right = Math.min(outer.x + outer.width, viewport.width);
  const bottom = Math.min(outer.y + outer.height, viewport.height);
  const buttons = panel(page).getByRole('navigation', { name: 'Quick actions' }).getByRole('button');
  const outside: string[] = [];
  for (const button of await buttons.all()) {
    const b = await button.boundingBox();
    const inside =
      b &&
      b.x >= outer.x - 0.5 &&
      b.y >= outer.y - 0.5 &&
      b.x + b.width <= right + 0.5 &&
      b.y + b.height <= bottom + 0.5;
    if (!inside) outside.push((await button.textContent())?.trim() ?? '?');
  }
  return outside;
}

function jsonBodies(requests: Request[]) {
  return requests.map((r) => JSON.parse(r.postData() ?? 'null'));
}

/** A valid PNG of w×h pixels (noise, so it does not compress to nothing and the upload takes a moment). */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let i = 0; i < rows.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    rows[i] = i % (width * 3 + 1) === 0 ? 0 : seed >>> 24;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('assistant widget, signed out', () => {
  it('streams an answer from the offline assistant, labelled as such; Enter sends, Shift+Enter does not; Esc closes', async () => {
    const { page, errors, close } = await openQuietPage({ viewport: DESKTOP });
    try {
      await page.goto('/');
      const button = page.getByRole('button', { name: 'Open assistant' });
      await openAssistant(page);
      // Focus moves into the panel; the greeting has four suggestions.
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('assistant-message');
      await expect
        .poll(() =>
          answers(page)
            .first()
            .getByRole('list', { name: 'Suggested questions' })
            .getByRole('button')
            .count(),
        )
        .toBe(4);
      await screenshot(page, 'assistant-open-dark');

      const tracked: Request[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/analytics/track') && r.postData()?.includes('message_sent'))
          tracked.push(r);
      });
      const streamed = page.waitForResponse((r) => r.url().endsWith('/api/ai/enhanced/chat/stream'));
      await ask(page, 'How do I stake AIZ?');
      const response = await streamed;
      expect(response.headers()['content-type']).toContain('text/event-stream');
      const sse = await response.text();
      expect(sse.match(/^event: delta$/gm)?.length ?? 0).toBeGreaterThan(3);
      expect(sse).toContain('event: done');

      const answer = lastAnswer(page);
      await expect.poll(() => answer.getAttribute('data-offline')).toBe('true');
      await expect.poll(() => answer.getByText('Offline assistant', { exact: true }).isVisible()).toBe(true);
      await expect.poll(() => answer.textContent()).toContain('Staking');
      // The answer's own label line, with a link to /providers rendered from its Markdown.
      await expect
        .poll(() => answer.getByRole('link', { name: '/providers' }).getAttribute('href'))
        .toBe('/providers');
      await expect
        .poll(() => panel(page).getByTestId('assistant-provider').textContent())
        .toBe('Answered by Offline assistant');
      await expect
        .poll(() => answer.getByRole('list', { name: 'Suggested questions' }).getByRole('button').count())
        .toBeGreaterThan(0);
      // Session tracking goes with the chat-usage analytics call.
      await poll(() => tracked.length).toBe(1);
      const [event] = jsonBodies(tracked);
      expect(event).toMatchObject({
        action: 'message_sent',
        userId: null,
        data: { interactions: 1, conversionStage: 'visitor', featureUsage: { textChat: 1 } },
      });
      expect(typeof event.sessionId).toBe('string');

      // Shift+Enter adds a line and sends nothing; whitespace is never sent.
      const chats: Request[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/ai/enhanced/chat')) chats.push(r);
      });
      await box(page).fill('first line');
      await box(page).press('Shift+Enter');
      await box(page).pressSequentially('second line');
      await expect.poll(() => box(page).inputValue()).toBe('first line\nsecond line');
      await box(page).fill('   ');
      await box(page).press('Enter');
      await page.waitForTimeout(300);
      expect(chats).toHaveLength(0);

      // Esc closes the panel and gives focus back to the button.
      await page.keyboard.press('Escape');
      await poll(() => panel(page).isVisible()).toBe(false);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Open assistant');
      // Reopening keeps the conversation.
      await button.click();
      await poll(() => panel(page).isVisible()).toBe(true);
      await expect.poll(() => answers(page).count()).toBe(2);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('offers the signed-out quick actions: Help & Support asks, Browse Agents opens the marketplace', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await openAssistant(page);
      await expect
        .poll(() => quickActionLabels(page))
        .toEqual(['Browse Agents', 'Help & Support', 'Getting Started']);
      await panel(page).getByRole('button', { name: 'Getting Started' }).click();
      await poll(() => panel(page).locator('li[data-role="user"]').last().textContent()).toBe(
        'How do I get started?',
      );
      await poll(() => lastAnswer(page).getAttribute('data-status')).toBe('done');
      await panel(page).getByRole('button', { name: 'Help & Support' }).click();
      await poll(() => panel(page).locator('li[data-role="user"]').count()).toBe(2);
      await poll(() => lastAnswer(page).getAttribute('data-status')).toBe('done');
      await panel(page).getByRole('button', { name: 'Browse Agents' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/marketplace');
      await expect.poll(() => panel(page).isVisible()).toBe(true);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('toggles ratings and sends each change to /rate', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await openAssistant(page);
      const rates: Request[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/ai-assistant/rate')) rates.push(r);
      });
      const streamed = page.waitForResponse((r) => r.url().endsWith('/api/ai/enhanced/chat/stream'));
      await ask(page, 'What is the AIZ token?');
      const messageId = /"messageId":"([^"]+)"/.exec(await (await streamed).text())?.[1];
      expect(messageId).toBeTruthy();
      const up = lastAnswer(page).getByRole('button', { name: 'Helpful', exact: true });
      const down = lastAnswer(page).getByRole('button', { name: 'Not helpful' });
      const statuses: number[] = [];
      page.on('response', (r) => {
        if (r.url().endsWith('/api/ai-assistant/rate')) statuses.push(r.status());
      });

      await up.click();
      await poll(() => up.getAttribute('aria-pressed')).toBe('true');
      await poll(() => statuses.length).toBe(1);
      await up.click();
      await poll(() => up.getAttribute('aria-pressed')).toBe('false');
      await poll(() => statuses.length).toBe(2);
      await down.click();
      await poll(() => down.getAttribute('aria-pressed')).toBe('true');
      await poll(() => statuses.length).toBe(3);
      await expect.poll(() => up.getAttribute('aria-pressed')).toBe('false');

      const bodies = jsonBodies(rates);
      expect(bodies.map((b) => b.rating)).toEqual(['positive', null, 'negative']);
      for (const body of bodies) {
        expect(body.messageId).toBe(messageId);
        expect(typeof body.sessionId).toBe('string');
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('reads an attached markdown file and answers from it, offline too', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await openAssistant(page);
      await panel(page).getByRole('tab', { name: 'Files' }).click();
      const policy = [
        '# Walker Widgets refund policy',
        'We sell widgets to shops across Europe.',
        'Refunds are paid within 14 days of the return reaching our warehouse in Leeds.',
      ].join('\n\n');
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/ai-assistant/upload'));
      await panel(page)
        .getByLabel('Upload a file')
        .setInputFiles({ name: 'policy.md', mimeType: 'text/markdown', buffer: Buffer.from(policy) });
      expect((await uploaded).status()).toBe(201);
      const chip = panel(page).getByRole('list', { name: 'Attached files' }).getByRole('listitem');
      await poll(() => chip.count()).toBe(1);
      await ask(page, 'When are refunds paid?');
      await expect.poll(() => lastAnswer(page).textContent()).toContain('Refunds are paid within 14 days');
      expect(await lastAnswer(page).textContent()).not.toMatch(/cannot read/i);
      await screenshot(page, 'assistant-reads-markdown');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('uploads a file with progress to 100 %, attaches it to the next message, and refuses other types', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await openAssistant(page);
      await panel(page).getByRole('tab', { name: 'Files' }).click();
      // Every percent shown, recorded as the page renders them.
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { percents: string[] }).percents = seen;
        new MutationObserver(() => {
          const text = document.querySelector('[data-testid="upload-percent"]')?.textContent;
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      const image = png(400, 300);
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/ai-assistant/upload'));
      await panel(page)
        .getByLabel('Upload a file')
        .setInputFiles({ name: 'pixels.png', mimeType: 'image/png', buffer: image });
      expect((await uploaded).status()).toBe(201);
      await poll(() => panel(page).getByTestId('upload-percent').textContent()).toBe('100%');
      const percents = await page.evaluate(() => (window as unknown as { percents: string[] }).percents);
      expect(percents.at(-1)).toBe('100%');
      expect(percents.every((p) => /^\d+%$/.test(p))).toBe(true);
      const chip = panel(page).getByRole('list', { name: 'Attached files' }).getByRole('listitem');
      await poll(() => chip.count()).toBe(1);
      await expect.poll(() => chip.textContent()).toContain('pixels.png');
      await expect.poll(() => chip.textContent()).toMatch(/\d+(\.\d)? KB/);
      await screenshot(page, 'assistant-files-dark');

      const sent = page.waitForRequest((r) => r.url().endsWith('/api/ai/enhanced/chat/stream'));
      await ask(page, 'What is in this picture?');
      const body = JSON.parse((await sent).postData()!);
      expect(body.messages.at(-1).attachments).toEqual([
        {
          url: expect.stringMatching(/^\/api\/ai-assistant\/files\//),
          mediaType: 'image/png',
          name: 'pixels.png',
        },
      ]);
      await expect.poll(() => chip.count()).toBe(0);
      await expect.poll(() => lastAnswer(page).textContent()).toContain('cannot see images');
      await expect
        .poll(() => panel(page).locator('li[data-role="user"]').last().textContent())
        .toContain('pixels.png');

      // Wrong type: a clear message, nothing uploaded.
      await panel(page)
        .getByLabel('Upload a file')
        .setInputFiles({ name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
      await poll(() => panel(page).getByRole('alert').textContent()).toContain('not supported');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('records voice with a seconds counter and sends it on stop; explains that voice needs a provider', async () => {
    const { page, context, errors, close } = await openQuietPage();
    try {
      // Records the size of the audio the page sends (the request body of a Blob upload is not visible here).
      await context.addInitScript(() => {
        const original = window.fetch;
        window.fetch = (input, init) => {
          const audio = init?.body instanceof FormData ? init.body.get('audio') : null;
          if (audio instanceof Blob) (window as unknown as { voiceBytes: number }).voiceBytes = audio.size;
          return original(input, init);
        };
      });
      await page.goto('/');
      await openAssistant(page);
      await panel(page).getByRole('tab', { name: 'Voice' }).click();
      await panel(page).getByRole('button', { name: 'Record' }).click();
      const timer = panel(page).getByRole('timer', { name: 'Recording time' });
      await poll(() => timer.isVisible()).toBe(true);
      // The counter reads m:ss and goes up while recording (how far it has gone when first read
      // depends on the machine's load, so only the format and the rise are checked).
      const secondsOf = async () => {
        const text = (await timer.textContent()) ?? '';
        expect(text).toMatch(/^\d+:\d{2}$/);
        const [minutes, seconds] = text.split(':').map(Number);
        return minutes! * 60 + seconds!;
      };
      const first = await secondsOf();
      await poll(secondsOf, 5000).toBeGreaterThan(first);
      const voice = page.waitForResponse((r) => r.url().endsWith('/api/ai-assistant/voice'));
      await panel(page).getByRole('button', { name: 'Stop and send' }).click();
      const response = await voice;
      expect(response.status()).toBe(501);
      expect(response.request().headers()['content-type']).toContain('multipart/form-data');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { voiceBytes: number }).voiceBytes))
        .toBeGreaterThan(100);
      await poll(() =>
        panel(page).getByRole('status').filter({ hasText: 'speech-to-text' }).isVisible(),
      ).toBe(true);
      await poll(() => panel(page).getByRole('button', { name: 'Record' }).isVisible()).toBe(true);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('turns the camera on with a playing preview, asks about a frame, and turns it off', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await openAssistant(page);
      await panel(page).getByRole('tab', { name: 'Video' }).click();
      const toggle = panel(page).getByRole('button', { name: 'Start camera' });
      await toggle.click();
      const video = panel(page).locator('video');
      await poll(() => video.isVisible()).toBe(true);
      await poll(() =>
        video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.videoWidth > 0),
      ).toBe(true);
      await expect
        .poll(() => panel(page).getByRole('button', { name: 'Stop camera' }).getAttribute('aria-pressed'))
        .toBe('true');
      await screenshot(page, 'assistant-camera-dark');

      await box(page).fill('What do you see?');
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/ai/enhanced/chat/stream'));
      await panel(page).getByRole('button', { name: 'Ask about this frame' }).click();
      const body = JSON.parse((await sent).postData()!);
      expect(body.messages.at(-1)).toMatchObject({
        content: 'What do you see?',
        attachments: [{ mediaType: 'image/jpeg', name: 'camera-frame.jpg' }],
      });
      await poll(() => lastAnswer(page).getAttribute('data-status')).toBe('done');
      await expect.poll(() => panel(page).getByRole('img', { name: 'Camera frame' }).count()).toBe(1);

      await panel(page).getByRole('button', { name: 'Stop camera' }).click();
      await poll(() => video.count()).toBe(0);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('invites a visitor to sign up after 3 interactions', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await openAssistant(page);
      const prompt = panel(page).getByRole('region', { name: 'Enjoying the assistant?' });
      await ask(page, 'What is Solara?');
      await ask(page, 'What chains are supported?');
      await expect.poll(() => prompt.count()).toBe(0);
      await ask(page, 'How much is the signup bonus?');
      await poll(() => prompt.isVisible()).toBe(true);
      await screenshot(page, 'assistant-signup-prompt-dark');
      await prompt.getByRole('button', { name: 'Sign up free' }).click();
      const dialog = page.getByRole('dialog', { name: /./ }).filter({ has: page.getByRole('tablist') });
      await poll(() => dialog.isVisible()).toBe(true);
      await expect
        .poll(() => dialog.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected'))
        .toBe('true');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('assistant widget, signed in', () => {
  it('offers the signed-in quick actions, keeps the conversation across reloads, and clears it', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await enterInPage(page, `chat${stamp}`);
      await openAssistant(page);
      await expect
        .poll(() => quickActionLabels(page))
        .toEqual([
          'My Dashboard',
          'Deploy Agent',
          'My Earnings',
          'Staking Info',
          'Browse Agents',
          'Help & Support',
        ]);
      await expect.poll(() => quickActionsOutside(page)).toEqual([]);
      await screenshot(page, 'assistant-quick-actions-desktop');
      await page.setViewportSize(MOBILE);
      await expect.poll(() => quickActionsOutside(page)).toEqual([]);
      await screenshot(page, 'assistant-quick-actions-mobile');
      await page.setViewportSize(DESKTOP);
      await panel(page).getByRole('button', { name: 'My Earnings' }).click();
      await poll(() => panel(page).locator('li[data-role="user"]').last().textContent()).toBe(
        'What is my AIZ balance?',
      );
      await poll(() => lastAnswer(page).getAttribute('data-status')).toBe('done');
      await expect.poll(() => lastAnswer(page).textContent()).toContain('AIZ');
      await ask(page, 'How do I stake AIZ?');

      await page.reload();
      await openAssistant(page);
      const userMessages = panel(page).locator('li[data-role="user"]');
      await poll(() => userMessages.allTextContents()).toEqual([
        'What is my AIZ balance?',
        'How do I stake AIZ?',
      ]);
      await expect.poll(() => answers(page).count()).toBe(3); // greeting + two stored answers
      await expect.poll(() => lastAnswer(page).getAttribute('data-offline')).toBe('true');

      await panel(page).getByRole('button', { name: 'Deploy Agent' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/fleet');
      await panel(page).getByRole('button', { name: 'My Dashboard' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/dashboard');

      const cleared = page.waitForResponse(
        (r) => r.url().endsWith('/api/ai-assistant/history') && r.request().method() === 'DELETE',
      );
      await panel(page).getByRole('button', { name: 'Clear conversation' }).click();
      expect((await cleared).status()).toBe(200);
      await poll(() => userMessages.count()).toBe(0);
      await page.reload();
      await openAssistant(page);
      await page.waitForTimeout(500);
      await expect.poll(() => userMessages.count()).toBe(0);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('assistant widget, looks', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    for (const theme of ['dark', 'light'] as const) {
      it(`opens on ${name} in the ${theme} theme`, async () => {
        const { page, context, errors, close } = await openQuietPage({ viewport });
        try {
          await context.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
          await page.goto('/');
          await openAssistant(page);
          await ask(page, 'How do I create an agent?');
          const box_ = await panel(page).boundingBox();
          expect(box_).not.toBeNull();
          if (name === 'mobile') {
            // Full screen on phones.
            expect(Math.round(box_!.width)).toBe(viewport.width);
            expect(Math.round(box_!.height)).toBe(viewport.height);
          } else {
            expect(box_!.width).toBeLessThan(viewport.width / 2);
            await panel(page).getByRole('button', { name: 'Expand the assistant' }).click();
            await poll(async () => (await panel(page).boundingBox())!.width).toBeGreaterThan(box_!.width);
            await panel(page).getByRole('button', { name: 'Provider settings' }).click();
            await poll(() => panel(page).getByRole('group', { name: 'Answering provider' }).isVisible()).toBe(
              true,
            );
          }
          await page.waitForTimeout(200);
          await screenshot(page, `assistant-${name}-${theme}`);
          await expect
            .poll(() => isWithinViewport(panel(page).getByRole('button', { name: 'Send message' }), viewport))
            .toBe(true);
          expect(realErrors(errors)).toEqual([]);
        } finally {
          await close();
        }
      });
    }
  }
});

async function isWithinViewport(locator: Locator, viewport: { width: number; height: number }) {
  const b = await locator.boundingBox();
  return (
    b !== null && b.x >= 0 && b.y >= 0 && b.x + b.width <= viewport.width && b.y + b.height <= viewport.height
  );
}
