/**
 * Test kit for the guarded client: a local HTTP server speaking real HTTP, a fake resolver, and a dialler
 * that records every address the guard let through and sends it to the local server, so tests can play
 * "a public host" without reaching the internet.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildConnector } from 'undici';
import type { ResolvedAddress, Resolver } from './guarded-connector';

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

export interface LocalServer {
  port: number;
  origin: string;
  close(): Promise<void>;
}

/** A server on 127.0.0.1 with a random port; `handler` sees the whole request body. */
export async function startLocalServer(handler: Handler): Promise<LocalServer> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handler(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers from a table; a list of answer lists is used one per lookup (the last one repeats). */
export function fakeResolver(table: Record<string, string[] | string[][]>): Resolver & { calls: string[] } {
  const calls: string[] = [];
  const seen = new Map<string, number>();
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    calls.push(hostname);
    const entry = table[hostname];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    const n = seen.get(hostname) ?? 0;
    seen.set(hostname, n + 1);
    const lists = (Array.isArray(entry[0]) ? entry : [entry]) as string[][];
    const answers = lists[Math.min(n, lists.length - 1)]!;
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolve, { calls });
}

/** Records each vetted address and port, then connects to the local server instead. */
export function recordingDial(port: number): buildConnector.connector & { dialled: string[] } {
  const real = buildConnector({ timeout: 2000 });
  const dialled: string[] = [];
  const dial: buildConnector.connector = (options, callback) => {
    dialled.push(`${options.hostname}:${options.port}`);
    real({ ...options, hostname: '127.0.0.1', port: String(port), protocol: 'http:' }, callback);
  };
  return Object.assign(dial, { dialled });
}
