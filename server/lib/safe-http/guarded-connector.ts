/**
 * The connect step of the guarded undici Agent: every connection (first request, redirect, retry, a
 * new pooled socket) passes here, so the check cannot be skipped. A name is resolved once, every
 * answer is checked, and the socket is dialled to the first answer itself (the name is kept for TLS
 * SNI and certificate checks), so a name cannot rebind to a private address between check and connect.
 * IP literals are checked directly: undici never calls a lookup for them.
 */
import { lookup } from 'node:dns/promises';
import type { buildConnector } from 'undici';
import { isForbiddenAddress, isIpLiteral, unbracket } from './address-policy';
import { type Allowlist, normaliseHostName } from './allowlist';
import { OutboundRefused } from './errors';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses; tests pass a fake one (rebinding, metadata names). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface GuardOptions {
  allowlist: Allowlist;
  resolve: Resolver;
  /** Opens the socket once the address is vetted: undici's own connector unless a test watches it. */
  dial: buildConnector.connector;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

export function guardedConnector({ allowlist, resolve, dial }: GuardOptions): buildConnector.connector {
  return (options, callback) => {
    const host = unbracket(options.hostname);
    const port = Number(options.port) || DEFAULT_PORTS[options.protocol] || 80;
    const refuse = (address: string) => callback(new OutboundRefused(address, host), null);
    if (allowlist.allowsHost(host, port)) return dial(options, callback);
    if (isIpLiteral(host)) {
      if (isForbiddenAddress(host) && !allowlist.allowsAddress(host, port)) return refuse(host);
      return dial(options, callback);
    }
    resolve(normaliseHostName(host)).then(
      (answers) => {
        const first = answers[0];
        if (!first) return callback(new Error(`${host} has no address.`), null);
        const bad = answers.find(
          (a) => isForbiddenAddress(a.address) && !allowlist.allowsAddress(a.address, port),
        );
        if (bad) return refuse(bad.address);
        dial({ ...options, hostname: first.address, servername: options.servername ?? host }, callback);
      },
      (error: Error) => callback(error, null),
    );
  };
}
