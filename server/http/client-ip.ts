import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { clientAddress } from '../lib/trust-proxy';
import type { AppEnv } from './context';

/** The socket's peer; 'local' for requests made in-process (tests), which have no socket. */
export function socketAddress(c: Context<AppEnv>): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/** The caller's IP: the socket's peer, or X-Forwarded-For read from the right past trusted proxies. */
export function clientIp(c: Context<AppEnv>): string {
  return clientAddress(socketAddress(c), c.req.header('x-forwarded-for'), c.get('trustProxy'));
}
