/**
 * The CLI's HTTP port: the server's SSRF guard (a terminal run is no SSRF hole either), with the allowlist
 * from HTTP_ALLOWLIST. undici loads on the first request: most runs make none, and loading it is a
 * noticeable part of the CLI's start.
 */
import type { HttpPort } from '../engine/nodes/ports';
import type { SafeHttp } from '../lib/safe-http';

export function lazyGuardedHttp(allowlistEntries: readonly string[]): HttpPort & { close(): Promise<void> } {
  let client: Promise<SafeHttp> | undefined;
  const open = () =>
    (client ??= import('../lib/safe-http').then((m) =>
      m.createSafeHttp({ allowlist: m.allowlistFrom(allowlistEntries) }),
    ));
  return {
    request: async (request) => (await open()).request(request),
    close: async () => {
      if (client) await (await client).close();
    },
  };
}
