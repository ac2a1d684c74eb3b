/** Reads what the app mailed to the test SMTP sink. */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { SinkMessage } from './smtp-sink';

const mailLog = inject('mailLog');

export function mailTo(email: string): SinkMessage[] {
  if (!existsSync(mailLog)) return [];
  return readFileSync(mailLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SinkMessage)
    .filter((m) => m.to.includes(email.toLowerCase()));
}

/** Decodes a quoted-printable text part well enough to find the code in it. */
function plainText(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the n-th mail to `email` (1-based; default: one more than `after`) and returns its code. */
export async function waitForCode(
  email: string,
  after = mailTo(email).length - 1,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const messages = mailTo(email);
    if (messages.length > after) {
      const code = plainText(messages[messages.length - 1]!.raw).match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code mailed to ${email} within ${timeoutMs} ms`);
}
