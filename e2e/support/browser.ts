/** Per-test-file access to the shared Chromium: fresh contexts, console-error capture, screenshots. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { scaled } from '../../scripts/test-time.mjs';

export const baseUrl = inject('baseUrl');
const artifacts = fileURLToPath(new URL('../artifacts', import.meta.url));

let browser: Browser | undefined;

export async function connectBrowser(): Promise<Browser> {
  browser ??= await chromium.connect(inject('browserWsEndpoint'));
  return browser;
}

export async function disconnectBrowser() {
  await browser?.close();
  browser = undefined;
}

/**
 * Chromium logs every non-OK fetch. Two are answers by design, not errors of the page: before a tour
 * exists, GET /api/onboarding/status is 404; an approval link that is not valid answers 404. (Signed out,
 * the current-user query gets null, not a 401: shell.e2e.ts checks that no error is logged.)
 */
function isExpectedSignedOutProbe(text: string, url: string): boolean {
  const path = new URL(url, baseUrl).pathname;
  return (
    // A new user's first tour status is a 404 by design (SPEC §4: it triggers initialisation).
    (text.includes('status of 404') && path === '/api/onboarding/status') ||
    // An approval link that is not valid (the route walk opens /approve/sample-1) is a 404 the page explains.
    (text.includes('status of 404') && path.startsWith('/api/approvals/'))
  );
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 740 };

export async function openPage(options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const b = await connectBrowser();
  // Reduced motion, as many people set it: no spinner or pulse keeps Chromium compositing frames on a
  // machine the other test stages share (a test that needs motion passes its own `reducedMotion`).
  const context = await b.newContext({
    baseURL: baseUrl,
    viewport: DESKTOP,
    reducedMotion: 'reduce',
    ...options,
  });
  // Playwright's own waits (an action, a navigation): 30 s on an idle machine, scaled to this one.
  context.setDefaultTimeout(scaled(30_000));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error' || isExpectedSignedOutProbe(msg.text(), msg.location().url)) return;
    errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { page, context, errors, close: () => context.close() };
}

/** Saves a PNG under e2e/artifacts (git-ignored) so a person can look at what the test saw. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: false });
}
