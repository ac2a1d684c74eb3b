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

/** Headers by which a proxy (or a caller pretending to be one) says who the client was. */
const RELAY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
];

/** Loopback addresses, and 'local' for requests made in-process (tests), which have no socket. */
export function isLoopback(address: string): boolean {
  return address === 'local' || address === '::1' || /^(::ffff:)?127\./.test(address);
}

/**
 * Whether the caller is this machine, for what only this machine may read (/dev/mail, /metrics without a
 * token). The one rule: only the socket can grant it, whatever TRUST_PROXY says, since forwarding headers
 * are written by the caller; any of them can only refuse it, since a request relayed by a proxy on this
 * machine comes from loopback but was sent by someone else.
 */
export function isThisMachine(c: Context<AppEnv>): boolean {
  if (RELAY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopback(socketAddress(c));
}
