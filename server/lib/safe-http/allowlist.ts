/**
 * HTTP_ALLOWLIST: the hosts an administrator lets outbound requests reach although they are private
 * (an intranet API, a test server). Comma-separated entries: a host name (`api.internal`), a host and
 * port (`api.internal:8443`, `127.0.0.1:8080`, `[::1]:8080`), an address, or a CIDR range
 * (`10.1.0.0/16`). A listed name passes whatever it resolves to; a listed address or range passes
 * the addresses in it.
 */
import ipaddr from 'ipaddr.js';
import { parseAddress } from './address-policy';

interface HostEntry {
  host: string;
  port: number | undefined;
}

export interface Allowlist {
  /** The host as written in the URL (a name or an address) and the port dialled. */
  allowsHost(host: string, port: number): boolean;
  /** An address a name resolved to, or an IP literal, and the port dialled. */
  allowsAddress(address: string, port: number): boolean;
}

/** Host names compare without case and without the root's trailing dot. */
export function normaliseHostName(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}

function parseHostEntry(entry: string): HostEntry | null {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) {
    if (!ipaddr.IPv6.isValid(bracketed[1]!)) return null;
    return { host: bracketed[1]!, port: bracketed[2] ? Number(bracketed[2]) : undefined };
  }
  if (ipaddr.IPv6.isValid(entry)) return { host: entry, port: undefined };
  const match = /^([a-z0-9.-]+?)(?::(\d+))?$/i.exec(entry);
  if (!match) return null;
  const port = match[2] ? Number(match[2]) : undefined;
  if (port !== undefined && (port < 1 || port > 65535)) return null;
  return { host: normaliseHostName(match[1]!), port };
}

/** Parses the entries; answers the first bad one as an error sentence. */
export function parseAllowlist(entries: readonly string[]): Allowlist | { error: string } {
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  const hosts: HostEntry[] = [];
  for (const raw of entries) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry.includes('/')) {
      try {
        const [address, prefix] = ipaddr.parseCIDR(entry);
        ranges.push([address, prefix]);
      } catch {
        return { error: `"${entry}" is not a CIDR range (e.g. 10.0.0.0/8)` };
      }
      continue;
    }
    const host = parseHostEntry(entry);
    if (!host) return { error: `"${entry}" is not a host, host:port, address or CIDR range` };
    hosts.push(host);
  }
  const sameAddress = (a: string, b: string) =>
    ipaddr.isValid(a) && ipaddr.isValid(b) && parseAddress(a).toString() === parseAddress(b).toString();
  const hostMatches = (entry: HostEntry, host: string, port: number) =>
    (entry.port === undefined || entry.port === port) &&
    (entry.host === normaliseHostName(host) || sameAddress(entry.host, host));
  return {
    allowsHost: (host, port) => hosts.some((entry) => hostMatches(entry, host, port)),
    allowsAddress(address, port) {
      if (hosts.some((entry) => ipaddr.isValid(entry.host) && hostMatches(entry, address, port))) return true;
      const parsed = parseAddress(address);
      return ranges.some(([range, prefix]) => range.kind() === parsed.kind() && parsed.match(range, prefix));
    },
  };
}

/** The allowlist of entries already validated (config.ts checks HTTP_ALLOWLIST at start). */
export function allowlistFrom(entries: readonly string[]): Allowlist {
  const parsed = parseAllowlist(entries);
  if ('error' in parsed) throw new Error(`HTTP_ALLOWLIST: ${parsed.error}`);
  return parsed;
}

export const EMPTY_ALLOWLIST: Allowlist = { allowsHost: () => false, allowsAddress: () => false };
