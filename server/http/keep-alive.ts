/**
 * How long the server keeps an idle connection open. Node's default (5 s) is shorter than the idle time
 * of many clients' pools, so a client could send a request on a connection at the moment the server closed
 * it, and get ECONNRESET for a request the server never saw (seen in tests on a loaded machine, from
 * Playwright's and undici's pools). The server waiting longer than its clients makes the client the one that
 * closes; headers get a second more, as Node asks (headersTimeout above keepAliveTimeout).
 */
import type { Server } from 'node:http';

export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Sets the server's idle and header timeouts (works on the `serve()` result of @hono/node-server). */
export function keepConnectionsAlive<T>(server: T): T {
  const http = server as unknown as Server;
  http.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  http.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  return server;
}
