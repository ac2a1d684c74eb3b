/**
 * Which addresses outbound requests may reach: only global unicast ones. Everything ipaddr.js files
 * under another range (loopback, private, link-local with the cloud metadata address, CGNAT, unique
 * local, multicast, unspecified, reserved, documentation, NAT64, 6to4, Teredo...) is refused, since
 * most of them either reach this machine's network or embed an address that does.
 */
import ipaddr from 'ipaddr.js';

/** An IP literal as the connector sees it (URL hostnames keep IPv6 brackets). */
export function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(unbracket(host));
}

/** The address as one canonical value: IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is the IPv4 address. */
export function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(unbracket(address));
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    return (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed;
}

/** True for every address but global unicast ones; an unparsable address counts as forbidden. */
export function isForbiddenAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = parseAddress(address);
  } catch {
    return true;
  }
  // ::/96 holds the deprecated IPv4-compatible form (::7f00:1), which ipaddr.js calls unicast.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0))
    return true;
  return parsed.range() !== 'unicast';
}
