/** The real sign-up and sign-in flows, for the tests about auth. Other tests use `fixtures.ts`. */
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { TestApp } from './harness';

export async function latestMailTo(t: TestApp, email: string) {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase())))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

export async function latestCodeFor(t: TestApp, email: string): Promise<string> {
  const mail = await latestMailTo(t, email);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export function sessionCookieOf(res: Response): string | undefined {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('aiz_session='));
  return header?.split(';')[0];
}

export interface SignedIn {
  token: string;
  cookie: string;
  user: { id: string; username: string; email: string; aizBalance: string; role: string };
  bonusGranted?: boolean;
}

export async function signUp(
  t: TestApp,
  username: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const sent = await t.request(
    'POST',
    '/api/auth/send-verification',
    { email, type: 'signup', username },
    headers,
  );
  if (sent.status !== 200) throw new Error(`send failed: ${sent.status} ${await sent.text()}`);
  const code = await latestCodeFor(t, email);
  const res = await t.request(
    'POST',
    '/api/auth/verify-code',
    { email, code, type: 'signup', username },
    headers,
  );
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { ...body, cookie: sessionCookieOf(res)! };
}

export async function signIn(
  t: TestApp,
  email: string,
  headers: Record<string, string> = {},
): Promise<SignedIn> {
  const sent = await t.request('POST', '/api/auth/send-verification', { email, type: 'signin' }, headers);
  if (sent.status !== 200) throw new Error(`send failed: ${sent.status} ${await sent.text()}`);
  const code = await latestCodeFor(t, email);
  const res = await t.request('POST', '/api/auth/verify-code', { email, code, type: 'signin' }, headers);
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { ...body, cookie: sessionCookieOf(res)! };
}
