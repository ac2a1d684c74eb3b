/**
 * A listing's images as its creator and a visitor see them: the creator lists a workflow, opens "Edit
 * images" on its page, uploads an icon and two captioned screenshots (and is told why an SVG is refused);
 * on /marketplace the card shows the icon; the listing page's gallery opens a screenshot large, and the
 * arrow keys and Escape work. The images are built in the test (common/testing/images.ts).
 */
import { pngImage } from '@common/testing/images';
import { afterAll, describe, expect, it } from 'vitest';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);
const title = `Gallery agent ${stamp}`;
const png = (
  name: string,
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(pngImage(width, height, from, to)),
});

describe('a listing’s images', () => {
  it('the creator uploads an icon and screenshots; the card and the gallery show them', async () => {
    const creator = await openQuietPage();
    const visitor = await openQuietPage({ viewport: MOBILE });
    await visitor.context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    try {
      const { page } = creator;
      await enterInPage(page, `painter${stamp}`);
      const made = await page.request.post('/api/workflows', {
        data: {
          name: `Gallery ${stamp}`,
          document: {
            nodes: [{ id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] }],
            edges: [],
            settings: {},
          },
        },
      });
      expect(made.status()).toBe(201);
      const { id } = (await made.json()) as { id: string };
      expect((await page.request.post(`/api/workflows/${id}/versions`, { data: {} })).status()).toBe(201);
      const listed = await page.request.post('/api/marketplace/listings', {
        data: {
          workflowId: id,
          title,
          summary: 'Shows what it does with pictures, not just words.',
          category: 'content',
        },
      });
      expect(listed.status()).toBe(201);
      const { slug } = (await listed.json()) as { slug: string };

      // The creator's panel: an SVG is refused before it is sent; a PNG icon and two screenshots are taken.
      await page.goto(`/marketplace/${slug}`);
      await page.getByRole('button', { name: 'Edit images' }).click();
      await poll(() => page.getByRole('button', { name: 'Upload icon' }).isVisible()).toBe(true);
      await page.getByTestId('icon-file').setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await poll(() => page.getByRole('alert').textContent()).toMatch(/SVG images are not accepted/);
      await page
        .getByTestId('icon-file')
        .setInputFiles(png('icon.png', 96, 96, [250, 120, 40], [200, 40, 120]));
      await poll(() => page.getByRole('button', { name: 'Replace icon' }).isVisible()).toBe(true);

      const captions = ['The inbox, sorted by urgency', 'A drafted reply, ready to send'];
      const colours: [number, number, number][][] = [
        [
          [30, 110, 220],
          [20, 180, 160],
        ],
        [
          [140, 60, 200],
          [230, 80, 120],
        ],
      ];
      for (const [i, caption] of captions.entries()) {
        await page.getByLabel('Caption of the next screenshot (alt text, optional)').fill(caption);
        await page
          .getByTestId('screenshot-file')
          .setInputFiles(png(`shot-${i + 1}.png`, 640, 400, colours[i]![0]!, colours[i]![1]!));
        await poll(() => page.getByTestId('screenshot-row').count()).toBe(i + 1);
      }
      await poll(() => page.getByText('Screenshots (2 of 6)').isVisible()).toBe(true);
      await screenshot(page, 'marketplace-assets-editor');

      // The page's gallery shows them in order, and so does the card on /marketplace (the icon).
      await poll(() => page.getByRole('img', { name: captions[0] }).count()).toBeGreaterThan(0);
      await page.goto(`/marketplace?q=${encodeURIComponent(title)}`);
      const card = page.getByRole('link', { name: title });
      await poll(() => card.isVisible()).toBe(true);
      const icon = page.locator('article, div').filter({ has: card }).locator('img').first();
      await poll(() => icon.getAttribute('src')).toMatch(/^\/api\/marketplace\/assets\/[0-9a-f-]{36}$/);
      await poll(() => icon.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(96);
      await screenshot(page, 'marketplace-assets-card');

      // A visitor on a phone, in the dark: the gallery opens large and moves with the keyboard.
      const v = visitor.page;
      await v.goto(`/marketplace/${slug}`);
      await poll(() => v.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
      expect(await v.getByRole('button', { name: 'Edit images' }).count()).toBe(0);
      const first = v.getByRole('button', { name: `Enlarge: ${captions[0]}` });
      await poll(() => first.isVisible()).toBe(true);
      await poll(() =>
        v.getByRole('img', { name: captions[1] }).evaluate((img) => (img as HTMLImageElement).naturalWidth),
      ).toBe(640);
      await screenshot(v, 'marketplace-assets-gallery');
      await first.focus();
      await v.keyboard.press('Enter');
      const dialog = v.getByRole('dialog');
      await poll(() => dialog.getByRole('heading', { name: captions[0] }).isVisible()).toBe(true);
      await screenshot(v, 'marketplace-assets-enlarged');
      await v.keyboard.press('ArrowRight');
      await poll(() => dialog.getByRole('heading', { name: captions[1] }).isVisible()).toBe(true);
      await poll(() => dialog.getByText('2 of 2').isVisible()).toBe(true);
      await v.keyboard.press('ArrowLeft');
      await poll(() => dialog.getByRole('heading', { name: captions[0] }).isVisible()).toBe(true);
      await v.keyboard.press('Escape');
      await poll(() => v.getByRole('dialog').count()).toBe(0);

      // Reordering and deleting, back on the creator's panel.
      await page.goto(`/marketplace/${slug}`);
      await page.getByRole('button', { name: 'Edit images' }).click();
      await page.getByRole('button', { name: 'Move screenshot 2 earlier' }).click();
      await poll(() => page.getByLabel('Caption 1 (alt text)').inputValue()).toBe(captions[1]);
      await page.getByRole('button', { name: 'Delete screenshot 2' }).click();
      await poll(() => page.getByTestId('screenshot-row').count()).toBe(1);
      const shown = (await (await page.request.get(`/api/marketplace/listings/${slug}`)).json()) as {
        screenshots: { caption: string }[];
      };
      expect(shown.screenshots.map((s) => s.caption)).toEqual([captions[1]]);
      expect(creator.errors.filter((e) => !/415/.test(e))).toEqual([]);
      expect(visitor.errors).toEqual([]);
    } finally {
      await creator.close();
      await visitor.close();
    }
  });
});
