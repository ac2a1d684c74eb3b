import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * Whether the caller reached us over https: PUBLIC_ORIGIN says so when set; else a trusted proxy's
 * X-Forwarded-Proto; else the request URL. Decides the Secure flag of cookies.
 */
export function isSecureRequest(c: Context<AppEnv>, publicOrigin: string | undefined): boolean {
  if (publicOrigin) return publicOrigin.startsWith('https:');
  if (c.get('trustProxy') && c.req.header('x-forwarded-proto') === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}
