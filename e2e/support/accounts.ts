/**
 * Signing people up and in through the API for tests whose subject is not the auth dialog (that one is
 * walked in auth.e2e.ts). Calls go through the page's own request context, so the session cookie lands
 * in the browser and Chromium logs nothing for an answer such as "409: that e-mail has an account".
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { scaled } from '../../scripts/test-time.mjs';
import { baseUrl, type OpenedPage, openPage } from './browser';
import { mailTo } from './mail';

export interface Person {
  email: string;
  username: string;
  role: string;
  /**
   * What the server said of the signup bonus: true or false for a sign-up, undefined for a sign-in.
   * This server's pool (100 bonuses) is shared by every file and its order is not fixed, so assert a
   * balance relative to this, never "1,000 AIZ" outright (the files that assert the bonus itself run
   * on a server of their own: see e2e/README.md).
   */
  bonusGranted: boolean | undefined;
}

/**
 * Lazy chunks, queries and page transitions can take a few seconds on a busy machine: `timeout` is the
 * wait on an idle one, scaled to this machine (scripts/test-time.mjs).
 */
export const poll = <T>(fn: () => T | Promise<T>, timeout = 10_000) =>
  expect.poll(fn, { timeout: scaled(timeout) });

/** A page whose onboarding tour stays away (it opens by itself for new users and covers the page). */
export async function openQuietPage(options: Parameters<typeof openPage>[0] = {}): Promise<OpenedPage> {
  const opened = await openPage({ serviceWorkers: 'block', ...options });
  await opened.context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  return opened;
}

/** POSTs JSON as the app does: same origin, with the context's cookies. */
async function post(page: Page, path: string, body: unknown) {
  const res = await page.request.post(path, { data: body, headers: { Origin: baseUrl } });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

/** Quoted-printable soft breaks would split the code; the text part is enough to find it. */
const codeIn = (text: string | undefined) => text?.replace(/=\r?\n/g, '').match(/\b(\d{6})\b/)?.[1];

/**
 * The code of the first mail to `email` after the `after`-th one: from the SMTP sink the test server
 * sends to, else (a server without SMTP_URL) from the development inbox.
 */
export async function mailedCode(page: Page, email: string, after: number): Promise<string> {
  let code: string | undefined;
  await poll(async () => {
    const sunk = mailTo(email);
    if (sunk.length > 0) {
      code = sunk.length > after ? codeIn(sunk.at(-1)?.raw) : undefined;
      return code;
    }
    const res = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`);
    if (!res.ok()) return undefined;
    const { mail } = (await res.json()) as { mail: { text: string }[] };
    code = codeIn(mail[0]?.text);
    return code;
  }).toBeDefined();
  return code as string;
}

/**
 * Signs `username` up (or, when the e-mail has an account already, in), keeps the token where the app
 * keeps it, and reloads. Another test file may sign the same person in at the same moment, and a new
 * code replaces the last, so verification is tried again with a fresh code.
 */
export async function enterInPage(
  page: Page,
  username: string,
  email = `${username}@example.com`,
): Promise<Person> {
  if (new URL(page.url()).protocol === 'about:') await page.goto('/');
  for (let attempt = 1; ; attempt++) {
    let type: 'signup' | 'signin' = 'signup';
    const before = mailTo(email).length;
    let sent = await post(page, '/api/auth/send-verification', { email, type, username });
    if (sent.status === 409) {
      type = 'signin';
      sent = await post(page, '/api/auth/send-verification', { email, type });
    }
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await mailedCode(page, email, before);
    const verified = await post(page, '/api/auth/verify-code', {
      email,
      code,
      type,
      ...(type === 'signup' ? { username } : {}),
    });
    if (verified.status !== 200 && attempt < 3) continue;
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    await page.evaluate((token) => localStorage.setItem('token', token), verified.body.token as string);
    await page.reload();
    const user = verified.body.user as { username: string; role: string };
    const bonusGranted = verified.body.bonusGranted as boolean | undefined;
    return { email, username: user.username, role: user.role, bonusGranted };
  }
}

/** A JSON API call as the page's signed-in person (same-origin, as the app sends it); fails the test on a non-OK answer. */
export async function api(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const res = await page.request.fetch(path, { method, data, headers: { Origin: baseUrl } });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}
