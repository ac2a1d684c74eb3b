/**
 * Latency of GET /api/auth/user for a signed-in user (session lookup + ledger balance) on the real
 * server with the embedded database, under 16 concurrent keep-alive clients.
 */
import { load } from './lib/load';
import { startAizServer } from './lib/servers';

export async function signUp(base: string, username = 'bencher'): Promise<string> {
  const email = `bench-${username}-${Date.now()}@aiz.bench`;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/auth/send-verification', { email, type: 'signup', username });
  if (!sent.ok) throw new Error(`send failed: ${sent.status}`);
  const inbox = (await (await fetch(`${base}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as {
    mail: { text: string }[];
  };
  const code = inbox.mail[0]?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await post('/api/auth/verify-code', { email, code, type: 'signup', username });
  if (!verified.ok) throw new Error(`verify failed: ${verified.status}`);
  return ((await verified.json()) as { token: string }).token;
}

export async function benchAuthUserLatency(durationMs = 5000) {
  // Development mode: the dev inbox gives the bench its code without an SMTP server.
  const server = await startAizServer({ NODE_ENV: 'development' });
  try {
    const token = await signUp(server.url);
    const url = `${server.url}/api/auth/user`;
    const headers = { authorization: `Bearer ${token}` };
    await load(url, { durationMs: 1000, concurrency: 16, headers });
    return await load(url, { durationMs, concurrency: 16, headers });
  } finally {
    await server.stop();
  }
}
