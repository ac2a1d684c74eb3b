/**
 * Sign-up, sign-in and sign-out through the auth dialog in Chromium, against the real server, with the
 * codes the server mailed: countdown, resend, wrong code, the signed-in navigation, desktop and mobile.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scaled } from '../scripts/test-time.mjs';
import { disconnectBrowser, MOBILE, type OpenedPage, openPage, screenshot } from './support/browser';
import { mailTo } from './support/mail';

afterAll(disconnectBrowser);

/** Lazy chunks and mail delivery can take a few seconds on a busy machine. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: scaled(10_000) });

const stamp = Date.now().toString(36);
let people = 0;
function newPerson(prefix: string) {
  people += 1;
  const username = `${prefix}${stamp}${people}`;
  return { username, email: `${username}@example.com` };
}

/** Quoted-printable soft breaks and escapes, enough to read a code out of a raw message. */
const plainText = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Codes mailed to `email`, oldest first: from the SMTP sink, else (no SMTP_URL) the development inbox. */
async function mailedCodes(page: Page, email: string): Promise<string[]> {
  const sink = mailTo(email);
  const texts =
    sink.length > 0
      ? sink.map((m) => plainText(m.raw))
      : (
          (await (await page.request.get(`/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
            mail: { text: string }[];
          }
        ).mail
          .map((m) => m.text)
          .reverse();
  return texts.map((t) => t.match(/\b(\d{6})\b/)?.[1]).filter((c): c is string => Boolean(c));
}

/** Waits for mail number `count` to `email` and returns its code. */
async function codeNumber(page: Page, email: string, count: number): Promise<string> {
  await poll(async () => (await mailedCodes(page, email)).length).toBeGreaterThanOrEqual(count);
  return (await mailedCodes(page, email))[count - 1]!;
}

const dialog = (page: Page) => page.getByRole('dialog');
const toastWith = (page: Page, text: string) =>
  // Not by role: a modal dialog hides the rest of the page, toasts included, from the accessibility tree.
  page.locator('li[data-state="open"]').getByText(text, { exact: true });
const seconds = (label: string) => {
  const [m, s] = label.split(':').map(Number);
  return m! * 60 + s!;
};

async function sendCode(page: Page, person: { username: string; email: string }, mode: 'signin' | 'signup') {
  const d = dialog(page);
  if (mode === 'signup') await d.getByLabel('Username').fill(person.username);
  await d.getByLabel('E-mail').fill(person.email);
  await d.getByRole('button', { name: 'Send Code' }).click();
  await poll(() => d.getByLabel('Verification code').isVisible()).toBe(true);
}

/** A fresh browser in which the onboarding tour does not open by itself over the page. */
async function openQuietPage(options: Parameters<typeof openPage>[0] = {}): Promise<OpenedPage> {
  const opened = await openPage({ serviceWorkers: 'block', ...options });
  await opened.context.addInitScript(() => window.localStorage.setItem('hasSeenOnboarding', 'true'));
  return opened;
}

describe('sign-up, sign-out and sign-in', () => {
  const person = newPerson('ada');
  let opened: OpenedPage;
  let page: Page;

  beforeAll(async () => {
    opened = await openQuietPage();
    page = opened.page;
  });
  afterAll(() => opened.close());

  it('signs up from the home page: countdown, bonus toast, balance badge and avatar menu', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Claim your 1000 AIZ' }).click();
    const d = dialog(page);
    await poll(() => d.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    await expect
      .poll(() => d.getByText('Limited to first 100 users - Get 1000 AIZ tokens free!').isVisible())
      .toBe(true);
    await expect.poll(() => d.getByLabel('E-mail').getAttribute('type')).toBe('email');
    await d.getByLabel('Username').fill(person.username);
    await d.getByLabel('E-mail').fill(person.email);
    await page.waitForTimeout(300); // the opening animation
    await screenshot(page, 'auth-signup-email-dark');
    await d.getByRole('button', { name: 'Send Code' }).click();

    const timer = d.getByRole('timer');
    await poll(() => timer.isVisible()).toBe(true);
    const first = (await timer.textContent())!;
    // Five minutes, less however long a busy machine took to show it: no tighter wall-clock bound.
    expect(seconds(first)).toBeLessThanOrEqual(300);
    expect(seconds(first)).toBeGreaterThan(240);
    await expect.poll(() => d.getByRole('tab', { name: 'Sign In' }).isDisabled()).toBe(true);
    await expect.poll(() => d.getByRole('tab', { name: 'Sign Up' }).isDisabled()).toBe(true);
    await expect.poll(() => d.getByText(/Your 1000 AIZ signup bonus is added/).isVisible()).toBe(true);
    // It counts down (use-countdown.test.ts holds the one-second ticks).
    await poll(async () => seconds((await timer.textContent())!)).toBeLessThan(seconds(first));
    expect((await timer.textContent())!).toMatch(/^[0-4]:[0-5]\d$/);
    await screenshot(page, 'auth-signup-code-dark');

    const code = await codeNumber(page, person.email, 1);
    // The input keeps digits only, six at most.
    await d.getByLabel('Verification code').fill(`${code.slice(0, 3)} ${code.slice(3)}9`);
    await expect.poll(() => d.getByLabel('Verification code').inputValue()).toBe(code);
    await d.getByRole('button', { name: 'Verify & Create Account' }).click();

    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => toastWith(page, 'Account Created Successfully!').isVisible()).toBe(true);
    // In the toast itself: Radix also announces it through a live region holding the same words.
    await expect
      .poll(() =>
        toastWith(
          page,
          `Welcome to AIZ Platform, ${person.username}! You've received 1000 AIZ tokens as your signup bonus.`,
        ).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')))
      .toMatch(/^[A-Za-z0-9_-]{43}$/);

    const badge = page.locator('[data-tour="aiz-balance"]');
    await poll(() => badge.textContent()).toBe('1,000 AIZ');
    for (const tour of ['help-menu', 'user-menu']) {
      await expect
        .poll(() => page.locator(`[data-tour="${tour}"]`).isVisible(), { message: tour })
        .toBe(true);
    }
    await expect.poll(() => page.getByRole('button', { name: 'Get Started' }).count()).toBe(0);
    await screenshot(page, 'nav-signed-in-dark');

    await page.getByRole('button', { name: `Account menu for ${person.username}` }).click();
    const menu = page.getByRole('menu');
    await poll(() => menu.isVisible()).toBe(true);
    await expect.poll(() => menu.getByText(person.username, { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => menu.getByText(person.email, { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() => menu.getByRole('menuitem').allTextContents())
      .toEqual(['Dashboard', 'Account Settings', 'Wallet', 'Sign Out']);
    await screenshot(page, 'nav-user-menu-dark');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Help' }).click();
    await poll(() => page.getByRole('menu').getByRole('menuitem').allTextContents()).toEqual([
      'Take Tour',
      'Show Onboarding',
      'Send Feedback',
    ]);
    await page.keyboard.press('Escape');
    expect(opened.errors).toEqual([]);
  });

  it('signs out: Get Started returns and the stored token is gone', async () => {
    await page.getByRole('button', { name: `Account menu for ${person.username}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await poll(() => page.getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => page.locator('[data-tour="aiz-balance"]').count()).toBe(0);
    await poll(() => toastWith(page, 'Signed out').isVisible()).toBe(true);
    // The session is gone on the server too.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  it('refuses a wrong code with the server message, then signs in from Get Started', async () => {
    await page.getByRole('button', { name: 'Get Started' }).click();
    const d = dialog(page);
    await poll(() => d.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => d.getByLabel('Username').count()).toBe(0);
    await sendCode(page, person, 'signin');
    const code = await codeNumber(page, person.email, 2);
    await d.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await d.getByRole('button', { name: 'Verify & Sign In' }).click();
    await poll(() => toastWith(page, 'Verification Failed').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText('Incorrect code. 4 attempts left.', { exact: true }).isVisible())
      .toBe(true);
    await screenshot(page, 'auth-wrong-code-dark');

    await d.getByLabel('Verification code').fill(code);
    await d.getByRole('button', { name: 'Verify & Sign In' }).click();
    await poll(() => dialog(page).count()).toBe(0);
    await poll(() => toastWith(page, 'Welcome Back!').isVisible()).toBe(true);
    await poll(() => page.locator('[data-tour="aiz-balance"]').textContent()).toBe('1,000 AIZ');
  });

  it('resends a code: a second mail arrives and the old code no longer works', async () => {
    await page.getByRole('button', { name: `Account menu for ${person.username}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const d = dialog(page);
    await poll(() => d.isVisible()).toBe(true);
    await sendCode(page, person, 'signin');
    const old = await codeNumber(page, person.email, 3);
    await d.getByLabel('Verification code').fill('123');
    await d.getByRole('button', { name: 'Resend Code' }).click();
    await expect.poll(() => d.getByLabel('Verification code').inputValue()).toBe('');
    const fresh = await codeNumber(page, person.email, 4);
    await poll(() => d.getByRole('button', { name: 'Resend Code' }).isEnabled()).toBe(true);

    if (old !== fresh) {
      await d.getByLabel('Verification code').fill(old);
      await d.getByRole('button', { name: 'Verify & Sign In' }).click();
      await poll(() => toastWith(page, 'Verification Failed').isVisible()).toBe(true);
    }
    await d.getByLabel('Verification code').fill(fresh);
    await d.getByRole('button', { name: 'Verify & Sign In' }).click();
    await poll(() => toastWith(page, 'Welcome Back!').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText("You've successfully signed in.", { exact: true }).isVisible())
      .toBe(true);
    await poll(() => page.getByRole('heading', { name: person.username }).isVisible()).toBe(true);
  });
});

describe('dialog state', () => {
  it('switching tabs clears the fields, Change details goes back, closing resets', async () => {
    const { page, errors, close } = await openQuietPage();
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Started' }).click();
      const d = dialog(page);
      await poll(() => d.isVisible()).toBe(true);
      await d.getByLabel('E-mail').fill('someone@example.com');
      await d.getByRole('tab', { name: 'Sign Up' }).click();
      await expect.poll(() => d.getByLabel('E-mail').inputValue()).toBe('');
      await d.getByLabel('Username').fill('someone');
      await d.getByLabel('E-mail').fill('someone@example.com');
      await d.getByRole('tab', { name: 'Sign In' }).click();
      await expect.poll(() => d.getByLabel('E-mail').inputValue()).toBe('');
      await d.getByRole('tab', { name: 'Sign Up' }).click();
      await expect.poll(() => d.getByLabel('Username').inputValue()).toBe('');

      // A blank username is refused before anything is sent.
      await d.getByLabel('Username').fill('   ');
      await d.getByLabel('E-mail').fill('someone@example.com');
      await d.getByRole('button', { name: 'Send Code' }).click();
      await poll(() => toastWith(page, 'Username Required').isVisible()).toBe(true);

      const person = newPerson('tabs');
      await d.getByLabel('Username').fill(person.username);
      await d.getByLabel('E-mail').fill(person.email);
      await d.getByRole('button', { name: 'Send Code' }).click();
      await poll(() => d.getByRole('timer').isVisible()).toBe(true);
      await d.getByRole('button', { name: 'Verify & Create Account' }).click();
      await poll(() => toastWith(page, 'Invalid Code').isVisible()).toBe(true);
      await d.getByRole('button', { name: 'Change details' }).click();
      await expect.poll(() => d.getByLabel('Username').inputValue()).toBe(person.username);
      await expect.poll(() => d.getByRole('tab', { name: 'Sign In' }).isEnabled()).toBe(true);

      // (Escape would first dismiss the toast on screen, the topmost layer.)
      await d.getByRole('button', { name: 'Close' }).click();
      await poll(() => dialog(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Get Started' }).click();
      await poll(() => dialog(page).isVisible()).toBe(true);
      await expect
        .poll(() => dialog(page).getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected'))
        .toBe('true');
      await expect.poll(() => dialog(page).getByLabel('E-mail').inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the send failure with the server message', async () => {
    const { page, close } = await openQuietPage();
    try {
      await page.goto('/');
      const taken = newPerson('taken');
      const sent = await page.evaluate(
        async (body) => {
          const res = await fetch('/api/auth/send-verification', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return res.status;
        },
        { ...taken, type: 'signup' },
      );
      expect(sent).toBe(200);
      const code = await codeNumber(page, taken.email, 1);
      const verified = await page.evaluate(
        async (body) => {
          const res = await fetch('/api/auth/verify-code', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          });
          return res.status;
        },
        { ...taken, code, type: 'signup' },
      );
      expect(verified).toBe(200);
      await page.request.post('/api/auth/signout', { headers: { origin: new URL(page.url()).origin } });
      await page.reload();

      await page.getByRole('button', { name: 'Claim your 1000 AIZ' }).click();
      const d = dialog(page);
      await poll(() => d.isVisible()).toBe(true);
      // Checked before anything is sent: a username the server would refuse.
      await d.getByLabel('Username').fill('no');
      await d.getByLabel('E-mail').fill(taken.email);
      await d.getByRole('button', { name: 'Send Code' }).click();
      await poll(() => toastWith(page, 'Invalid Username').isVisible()).toBe(true);
      // Refused by the server: the username is taken (a registered e-mail is answered like a new one, and told
      // so by mail, so that sign-up reveals no accounts).
      await d.getByLabel('Username').fill(taken.username);
      await d.getByRole('button', { name: 'Send Code' }).click();
      await poll(() => toastWith(page, 'Failed to Send Code').isVisible()).toBe(true);
      await expect
        .poll(() => toastWith(page, 'That username is taken. Please choose another.').isVisible())
        .toBe(true);
      await expect.poll(() => d.getByRole('button', { name: 'Send Code' }).isEnabled()).toBe(true);
    } finally {
      await close();
    }
  });

  it('walks the sign-up steps in the light theme without errors (screenshots for a person to judge)', async () => {
    const { page, context, errors, close } = await openQuietPage();
    try {
      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.goto('/');
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
        .toBe(false);
      await page.getByRole('button', { name: 'Claim your 1000 AIZ' }).click();
      const d = dialog(page);
      await poll(() => d.isVisible()).toBe(true);
      await page.waitForTimeout(300); // the opening animation
      await screenshot(page, 'auth-signup-email-light');
      const person = newPerson('light');
      await sendCode(page, person, 'signup');
      await screenshot(page, 'auth-signup-code-light');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('signed-in navigation on a phone', () => {
  it('shows the account in the bar and the same entries in the mobile menu', async () => {
    const { page, context, errors, close } = await openQuietPage({ viewport: MOBILE });
    try {
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Started' }).click();
      const d = dialog(page);
      await poll(() => d.isVisible()).toBe(true);
      await page.waitForTimeout(300); // the opening animation
      await screenshot(page, 'auth-dialog-mobile-dark');
      await d.getByRole('tab', { name: 'Sign Up' }).click();
      const person = newPerson('phone');
      await sendCode(page, person, 'signup');
      await d.getByLabel('Verification code').fill(await codeNumber(page, person.email, 1));
      await d.getByRole('button', { name: 'Verify & Create Account' }).click();
      await poll(() =>
        page.getByRole('button', { name: `Account menu for ${person.username}` }).isVisible(),
      ).toBe(true);
      await page.waitForTimeout(300);
      await screenshot(page, 'nav-signed-in-mobile-dark');

      await page.getByRole('button', { name: 'Toggle menu' }).click();
      const menu = page.locator('#mobile-menu');
      await poll(() => menu.getByText(person.email).isVisible()).toBe(true);
      await expect
        .poll(() => menu.getByRole('link', { name: 'AIZ balance: 1,000 AIZ' }).isVisible())
        .toBe(true);
      for (const name of ['Dashboard', 'Account Settings', 'Wallet']) {
        await expect
          .poll(() => menu.getByRole('link', { name, exact: true }).isVisible(), { message: name })
          .toBe(true);
      }
      for (const name of ['Take Tour', 'Show Onboarding', 'Send Feedback', 'Sign Out']) {
        await expect
          .poll(() => menu.getByRole('button', { name, exact: true }).isVisible(), { message: name })
          .toBe(true);
      }
      await screenshot(page, 'nav-mobile-menu-signed-in-dark');

      await context.addInitScript(() => window.localStorage.setItem('theme', 'light'));
      await page.reload();
      await page.getByRole('button', { name: 'Toggle menu' }).click();
      await poll(() => menu.getByText(person.email).isVisible()).toBe(true);
      await screenshot(page, 'nav-mobile-menu-signed-in-light');

      await menu.getByRole('button', { name: 'Sign Out', exact: true }).click();
      await poll(() => page.getByRole('button', { name: 'Get Started' }).isVisible()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
