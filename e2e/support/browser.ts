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
 * Chromium logs every non-OK fetch. Three are answers by design, not errors of the page: signed out,
 * GET /api/auth/user is 401 (SPEC §7); before a tour exists, GET /api/onboarding/status is 404; an
 * approval link that is not valid answers 404.
 */
function isExpectedSignedOutProbe(text: string, url: string): boolean {
  const path = new URL(url, baseUrl).pathname;
  return (
    (text.includes('status of 401') && path === '/api/auth/user') ||
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
  const context = await b.newContext({ baseURL: baseUrl, viewport: DESKTOP, ...options });
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
