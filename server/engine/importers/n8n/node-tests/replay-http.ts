/**
 * n8n's HTTP Request tests answer with nock (`nock('https://dummyjson.com').get('/todos/1').reply(...)`,
 * with the network otherwise disabled). Here the same recorded replies are served by a real HTTP server on
 * loopback that the harness starts, and the run gets an HTTP port that sends each request there: only
 * origins with recorded replies are allowed (anything else fails, as nock's disableNetConnect does), so a
 * test never reaches the internet and the SSRF guard's loopback refusal is bypassed only for this server.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import type { HttpPort, HttpRequest, HttpResponse } from '../../../nodes/ports';

/** One nock interceptor: method, URL (with its query), headers it must carry, the body it must send. */
export interface RecordedReply {
  method: string;
  url: string;
  headers?: Record<string, string>;
  /** JSON compared by value (a string body is parsed as JSON first, as nock does). */
  body?: unknown;
  status: number;
  reply: unknown;
}

const asJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const sameQuery = (a: URLSearchParams, b: URLSearchParams) =>
  isDeepStrictEqual([...a.entries()].sort(), [...b.entries()].sort());

function matches(reply: RecordedReply, origin: string, request: IncomingMessage, body: string): boolean {
  const expected = new URL(reply.url);
  const got = new URL(request.url ?? '/', origin);
  if (reply.method.toUpperCase() !== request.method || expected.origin !== origin) return false;
  if (expected.pathname !== got.pathname || !sameQuery(expected.searchParams, got.searchParams)) return false;
  for (const [name, value] of Object.entries(reply.headers ?? {})) {
    if (request.headers[name.toLowerCase()] !== value) return false;
  }
  if (reply.body === undefined) return true;
  const want = typeof reply.body === 'string' ? asJson(reply.body) : reply.body;
  return isDeepStrictEqual(asJson(body), want);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface ReplayServer {
  /** An HTTP port answering from these replies only. */
  port(replies: readonly RecordedReply[]): HttpPort;
  close(): Promise<void>;
}

export async function startReplayServer(): Promise<ReplayServer> {
  const tables = new Map<string, readonly RecordedReply[]>();
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const origin = String(request.headers['x-replay-origin'] ?? '');
    const table = tables.get(String(request.headers['x-replay-table'] ?? '')) ?? [];
    const reply = table.find((r) => matches(r, origin, request, body));
    if (!reply) {
      response.writeHead(501, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: `no recorded reply for ${request.method} ${origin}${request.url}` }),
      );
      return;
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.reply));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let tableCount = 0;
  return {
    port(replies) {
      const table = String(++tableCount);
      tables.set(table, replies);
      const origins = new Set(replies.map((r) => new URL(r.url).origin));
      return {
        async request(request: HttpRequest): Promise<HttpResponse> {
          const url = new URL(request.url);
          if (!origins.has(url.origin)) {
            throw new Error(`No network in n8n's node tests: ${url.origin} has no recorded reply.`);
          }
          const answer = await fetch(`http://127.0.0.1:${port}${url.pathname}${url.search}`, {
            method: request.method,
            headers: { ...request.headers, 'x-replay-origin': url.origin, 'x-replay-table': table },
            ...(request.body !== undefined
              ? { body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body) }
              : {}),
            signal: request.signal,
          });
          return {
            status: answer.status,
            headers: Object.fromEntries(answer.headers.entries()),
            body: new Uint8Array(await answer.arrayBuffer()),
            url: request.url,
          };
        },
      };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
