/**
 * What only a real layout shows: the floating assistant button must not sit on text at the end of a
 * page on a phone, the 404 page's path must not split mid-word, and toasts must not cover the button.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { poll } from './support/accounts';
import { DESKTOP, disconnectBrowser, openPage, screenshot } from './support/browser';

afterAll(disconnectBrowser);

const PHONE = { width: 390, height: 844 };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

// Not by role: an open modal dialog hides the button from the accessibility tree, not from the eye.
const assistantButton = (page: Page) => page.locator('button[aria-label="Open assistant"]');

/** The visible pieces of text (outside the button itself) whose boxes meet the given box. */
function textUnder(page: Page, box: Box): Promise<string[]> {
  return page.evaluate((b) => {
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('button[aria-label="Open assistant"]')) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        if (r.width === 0 || r.height === 0) continue;
        if (r.x < b.x + b.width && b.x < r.x + r.width && r.y < b.y + b.height && b.y < r.y + r.height) {
          hits.push(text);
          break;
        }
      }
    }
    return hits;
  }, box);
}

describe('on a 390 px phone', () => {
  it.each([
    '/',
    '/marketplace',
    '/workflow-builder',
    '/solar-ai-agent',
    '/dashboard',
    '/providers',
    '/no-such-page',
  ])('%s leaves room at its end so no text sits under the assistant button', async (path) => {
    const { page, errors, close } = await openPage({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      await page.goto(path);
      await poll(() => page.locator('h1').count()).toBe(1);
      await poll(() => assistantButton(page).isVisible()).toBe(true);
      // A part still loading its data says so (aria-busy); the page's end is where it is once loaded.
      await poll(() => page.locator('main [aria-busy="true"]').count()).toBe(0);
      // Full-height screens scroll inside <main>; the others scroll the document.
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        for (const el of document.querySelectorAll('main *')) {
          if (el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY === 'auto') {
            el.scrollTop = el.scrollHeight;
          }
        }
      });
      const button = await assistantButton(page).boundingBox();
      expect(button).not.toBeNull();
      await expect.poll(() => textUnder(page, button as Box)).toEqual([]);
      await screenshot(page, `phone-end-of${path.replaceAll('/', '-') || '-home'}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('moves the assistant button out of the way while the person scrolls mid-page, and back after', async () => {
    const { page, errors, close } = await openPage({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      await page.goto('/');
      await poll(() => assistantButton(page).isVisible()).toBe(true);
      const opacity = () => assistantButton(page).evaluate((el) => Number(getComputedStyle(el).opacity));
      await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
      await page.mouse.wheel(0, 400);
      await poll(() => assistantButton(page).getAttribute('data-scrolling')).toBe('true');
      // The person goes on scrolling (down and up, staying mid-page) while the button fades out: it comes
      // back 600 ms after the last scroll, which a loaded machine can let pass between two polls.
      let step = 40;
      await poll(async () => {
        step = -step;
        await page.mouse.wheel(0, step);
        return opacity();
      }).toBe(0);
      await screenshot(page, 'phone-scrolling-mid-page');
      // SPEC §9: back 600 ms after the last scroll, where the person has stopped to read.
      await poll(() => assistantButton(page).getAttribute('data-scrolling')).toBeNull();
      await poll(opacity).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the 404 page shows a short path whole on one line, and wraps a long one inside the screen', async () => {
    const { page, close } = await openPage({ viewport: PHONE, serviceWorkers: 'block' });
    try {
      await page.goto('/this-page-does-not-exist');
      const code = page.locator('main code');
      await poll(() => code.textContent()).toBe('/this-page-does-not-exist');
      const lines = await code.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines).toBe(1);
      await screenshot(page, 'phone-404-short-path');

      const long = `/templates/${'very-long-segment-'.repeat(6)}end`;
      await page.goto(long);
      await poll(() => code.textContent()).toBe(long);
      await expect.poll(() => code.getAttribute('title')).toBe(long);
      const box = (await code.boundingBox()) as Box;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
      await screenshot(page, 'phone-404-long-path');
    } finally {
      await close();
    }
  });
});

describe('on a desktop', () => {
  it('shows toasts clear of the assistant button', async () => {
    const { page, close } = await openPage({ viewport: DESKTOP, serviceWorkers: 'block' });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Started' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Sign Up' }).click();
      await dialog.getByLabel('Username').fill('   ');
      await dialog.getByLabel('E-mail').fill('someone@example.com');
      await dialog.getByRole('button', { name: 'Send Code' }).click();
      // Not by role: the modal dialog hides the rest of the page, toasts included, from the accessibility tree.
      const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Username Required' });
      await poll(() => toast.isVisible()).toBe(true);
      // Let the slide-in animation finish before measuring.
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const toastBox = (await toast.boundingBox()) as Box;
      const buttonBox = (await assistantButton(page).boundingBox()) as Box;
      await screenshot(page, 'desktop-toast-and-assistant');
      expect(overlaps(toastBox, buttonBox), JSON.stringify({ toastBox, buttonBox })).toBe(false);
    } finally {
      await close();
    }
  });
});
