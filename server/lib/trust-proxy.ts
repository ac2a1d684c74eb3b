/**
 * Which address is the client behind reverse proxies. Each proxy appends the address it was called
 * from to X-Forwarded-For, so only the right end of the header was written by machines we trust; the
 * left end is whatever the caller sent. The client is found by walking from the right.
 */
import { BlockList, isIP } from 'node:net';

/** TRUST_PROXY: off, a number of proxy hops in front of us, or the address ranges our proxies use. */
export type TrustProxy = false | { hops: number } | { ranges: string[] };

/** Parses TRUST_PROXY: 'false'/'0', 'true' (one hop), a hop count, or a comma list of CIDR ranges. */
export function parseTrustProxy(value: string): TrustProxy | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return { hops: 1 };
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const ranges = text.split(',').map((r) => r.trim());
  for (const range of ranges) {
    if (!subnetOf(range)) return { error: `"${range}" is not an address or CIDR range (e.g. 10.0.0.0/8)` };
  }
  return { ranges };
}

function subnetOf(range: string): { address: string; prefix: number; type: 'ipv4' | 'ipv6' } | null {
  const [address = '', bits] = range.split('/');
  const family = isIP(address);
  if (family === 0) return null;
  const max = family === 4 ? 32 : 128;
  const prefix = bits === undefined ? max : Number(bits);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max || (bits !== undefined && !/^\d+$/.test(bits)))
    return null;
  return { address, prefix, type: family === 4 ? 'ipv4' : 'ipv6' };
}

/** An IPv4 address seen on an IPv6 socket (`::ffff:10.0.0.1`) is the IPv4 address. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function trustedRanges(ranges: string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const subnet = subnetOf(range);
    if (subnet) list.addSubnet(subnet.address, subnet.prefix, subnet.type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client address from the socket's peer and the X-Forwarded-For header.
 * - hops n: the socket is the nearest proxy; the n-th address from the right is the client (the
 *   leftmost one when the header is shorter).
 * - ranges: skip the socket and header entries from the right while they are trusted proxies.
 */
export function clientAddress(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  if (!trust || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(',')
    .map((entry) => plain(entry.trim()))
    .filter((entry) => entry !== '');
  // Nearest first: the socket's peer, then the header from its right end.
  const chain = [plain(socket), ...hops.reverse()];
  if ('hops' in trust) return chain[Math.min(trust.hops, chain.length - 1)]!;
  const trusted = trustedRanges(trust.ranges);
  const client = chain.find((address) => !trusted(address));
  return client ?? chain[chain.length - 1]!;
}
