/**
 * A <select> in a node's settings form (the HTTP Request node's choices) opens and changes in place: the
 * page does not move when it is clicked at the edge of the side panel, focused, changed by keyboard or by
 * choosing, on a desktop and on a phone, on /builder-advanced and the unified builder's Canvas tab (only
 * the panel's own scroller may move). The steps editor is a long page: there a change must not move it.
 * The cause was a builder 1px taller than the space under the header (BUILDER_SCREEN_HEIGHT).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { enterInPage, openQuietPage, poll } from './support/accounts';
import { baseUrl, disconnectBrowser, MOBILE, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const stamp = Date.now().toString(36);

const workflowDocument = {
  nodes: [
    { id: 'start', type: 'manual-trigger', typeVersion: 1, name: 'Start', position: [0, 0] },
    {
      id: 'fetch',
      type: 'http-request',
      typeVersion: 1,
      name: 'Fetch',
      position: [280, 0],
      parameters: { url: 'https://example.com/' },
    },
  ],
  edges: [{ id: 'e1', source: 'start', sourceOutput: 0, target: 'fetch', targetInput: 0 }],
  settings: {},
};

/** Where the page stands: the window's scroll, and every scrolled element but the settings panel's own. */
const pageScroll = (page: Page) =>
  page.evaluate(() => {
    const moved: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body, body *')) {
      if (el.closest('[data-parameter-form]') || el.querySelector('[data-parameter-form]') === null) continue;
      if (el.scrollTop !== 0 || el.scrollLeft !== 0) {
        if (el.getAttribute('role') === 'tabpanel' || el.dataset.testid === 'steps-scroller') continue;
        moved.push(`${el.tagName}.${el.className.toString().slice(0, 60)} ${el.scrollTop}/${el.scrollLeft}`);
      }
    }
    return { x: window.scrollX, y: window.scrollY, moved };
  });

/**
 * Focuses each select of the open settings form (from the last up, as Tab reaches it), then changes it
 * by keyboard and by choosing an option: the page does not move. `scrolls`: the page itself scrolls (the
 * steps editor is a long page), so it is compared with where it stood before, not with the top.
 */
async function changeEverySelect(page: Page, scrolls: boolean) {
  const form = page.locator('[data-parameter-form]').first();
  await poll(() => form.locator('select').count()).toBeGreaterThan(1);
  const count = await form.locator('select').count();
  for (let i = count - 1; i >= 0; i--) {
    // A choice can hide the fields after it (one that needs no more settings): a select gone is skipped.
    if (i >= (await form.locator('select').count())) continue;
    const select = form.locator('select').nth(i);
    if (!(await select.isVisible()) || (await select.isDisabled())) continue;
    const values = await select
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const next = values.find((v) => v !== '' && v !== values[0]);
    const where = `${page.url()} ${JSON.stringify(page.viewportSize())} ${await select.getAttribute('id')}`;
    if (!scrolls) {
      // As a person clicks a select the panel shows only the top of: scrolled to the panel's bottom edge.
      await select.evaluate((el) => {
        let scroller = el.parentElement;
        while (scroller && getComputedStyle(scroller).overflowY !== 'auto') scroller = scroller.parentElement;
        if (!scroller) return;
        scroller.scrollTop += el.getBoundingClientRect().top - (scroller.getBoundingClientRect().bottom - 12);
      });
      const box = await select.boundingBox();
      if (box) await page.mouse.click(box.x + box.width / 2, box.y + 4);
      // On a phone the panel is a sheet that Escape closes: when the list had not opened yet (a busy
      // machine), Escape closed the panel and the next select was gone. There the click is checked alone.
      if ((page.viewportSize()?.width ?? 1280) >= 640) await page.keyboard.press('Escape');
      await expect
        .poll(() => pageScroll(page), { message: `clicked at its top edge: ${where}` })
        .toEqual({ x: 0, y: 0, moved: [] });
    }
    await select.evaluate((el) => (el as HTMLSelectElement).focus());
    // On a long page, focus may bring the field into view; on a screen-tall builder nothing moves.
    const before = scrolls ? await pageScroll(page) : { x: 0, y: 0, moved: [] };
    await expect.poll(() => pageScroll(page), { message: where }).toEqual(before);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => pageScroll(page), { message: where }).toEqual(before);
    if (next !== undefined) await select.selectOption(next);
    await expect.poll(() => pageScroll(page), { message: where }).toEqual(before);
  }
}

/** One screen size: both canvas builders, then the steps editor, with a workflow of its own. */
async function checkAt(viewport: { width: number; height: number }, who: string) {
  const { page, errors, close } = await openQuietPage({ viewport });
  try {
    await enterInPage(page, who);
    const created = await page.request.post('/api/workflows', {
      data: { name: `Selects ${stamp}`, document: workflowDocument },
      headers: { Origin: baseUrl },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const route of [
      `/workflow-builder-legacy?workflow=${id}&tab=canvas`,
      `/builder-advanced?workflow=${id}`,
    ]) {
      await page.goto(route);
      const card = page.locator('[data-testid="workflow-node"][data-node-name="Fetch"]');
      await poll(() => card.isVisible()).toBe(true);
      await card.click();
      await poll(() => page.getByTestId('node-side-panel').isVisible()).toBe(true);
      // Playwright's own click scrolls the node card into view: the page starts at its top again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await changeEverySelect(page, false);
      await screenshot(page, `parameter-select-canvas-${viewport.width}`);
    }
    await page.goto(`/builder-legacy?workflow=${id}`);
    await page.getByRole('button', { name: /^Fetch/ }).click();
    await changeEverySelect(page, true);
    await screenshot(page, `parameter-select-steps-${viewport.width}`);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

describe('a select in the node settings form', () => {
  it(
    'leaves the page where it is when it is opened or changed, on a desktop',
    async () => {
      await checkAt({ width: 1280, height: 800 }, `selectd${stamp}`);
    },
    scaled(60_000),
  );

  it(
    'leaves the page where it is when it is opened or changed, on a phone',
    async () => {
      await checkAt(MOBILE, `selectp${stamp}`);
    },
    scaled(60_000),
  );
});
