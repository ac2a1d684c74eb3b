/**
 * /solar-designer as an installer uses it: signed in, draws a roof plane by clicking its corners on the
 * canvas, auto-fills it with panels under the IRC 2018 setbacks, gives the ZIP code and sees production
 * from the solar model, saves, and finds the design saved with its server-computed summary.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { api, enterInPage, openQuietPage, poll } from './support/accounts';
import { disconnectBrowser, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

describe('the solar designer', () => {
  it('draws a roof plane, auto-fills it, models production and saves', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await enterInPage(page, `designer${stamp}`);
      await page.goto('/solar-designer');
      await poll(() => page.getByRole('heading', { level: 1, name: 'Solar Designer' }).isVisible()).toBe(
        true,
      );
      await poll(() => page.getByText(/No roof planes yet/).isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Draw plane' }).click();
      const canvas = page.getByRole('img', { name: /Roof plan/ });
      const box = (await canvas.boundingBox())!;
      // The canvas is 32 × 22 m from (−1.5, −1.5): metres to pixels.
      const at = (x: number, y: number) => ({
        x: box.x + ((x + 1.5) / 32) * box.width,
        y: box.y + ((y + 1.5) / 22) * box.height,
      });
      for (const [x, y] of [
        [3, 3],
        [15, 3],
        [15, 9],
        [3, 9],
        [3, 3],
      ] as const) {
        const p = await at(x, y);
        await page.mouse.click(p.x, p.y);
      }
      await page.screenshot({ path: '/tmp/designer-drawn.png' });
      await poll(() => page.getByLabel('Roof plane to edit').isVisible()).toBe(true);

      await page.getByRole('button', { name: 'Auto-fill' }).click();
      await poll(async () =>
        Number(await page.getByTestId('designer-panel-count').textContent()),
      ).toBeGreaterThan(0);
      const panels = Number(await page.getByTestId('designer-panel-count').textContent());

      await page.getByLabel('ZIP code').fill('85004');
      await page.getByLabel('ZIP code').press('Enter');
      await page.getByLabel('Annual use (kWh)').fill('11000');
      await page.getByLabel('Annual use (kWh)').press('Enter');
      await poll(() => page.getByTestId('designer-annual-kwh').textContent(), 20_000).toMatch(/^[\d,]+ kWh$/);

      await page.getByLabel('Design name').fill(`Roof ${stamp}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await poll(() => page.getByText('Design saved').first().isVisible()).toBe(true);
      const list = (await api(page, 'GET', '/api/solar/designs')) as {
        designs: { name: string; summary: { panelCount: number; annualKwh: number | null } }[];
      };
      const saved = list.designs.find((d) => d.name === `Roof ${stamp}`);
      expect(saved?.summary.panelCount).toBe(panels);
      expect(saved?.summary.annualKwh).toBeGreaterThan(0);

      await page.screenshot({ path: '/tmp/designer.png', fullPage: true });
      await screenshot(page, 'solar-designer-saved');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
