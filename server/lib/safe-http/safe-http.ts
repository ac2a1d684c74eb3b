/**
 * The one outbound HTTP client of the server: undici through the guarded connector, redirects followed
 * here hop by hop (each hop dials through the guard again), a deadline for the whole exchange and a cap
 * on the response body counted as it streams. Workflows reach it through their `http` port.
 */
import { Agent, buildConnector, request as undiciRequest } from 'undici';
import { type Allowlist, EMPTY_ALLOWLIST } from './allowlist';
import { OutboundTimeout, ResponseTooLarge } from './errors';
import { guardedConnector, type Resolver, systemResolver } from './guarded-connector';
import { type Hop, nextHop, REDIRECT_STATUSES } from './redirects';

export interface SafeHttpRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** For the whole exchange: connecting, every redirect and reading the body. */
  timeoutMs: number;
  maxResponseBytes: number;
  followRedirects: boolean;
  /** Hops followed before giving up; the client's default when absent. */
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface SafeHttpResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  url: string;
}

export interface SafeHttp {
  request(request: SafeHttpRequest): Promise<SafeHttpResponse>;
  close(): Promise<void>;
}

export interface SafeHttpOptions {
  allowlist?: Allowlist;
  resolve?: Resolver;
  /** Opens vetted sockets; tests pass one that records what was dialled. */
  dial?: buildConnector.connector;
  connectTimeoutMs?: number;
  maxRedirects?: number;
}

function plainHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

/** `http://user:pass@host/` becomes Basic authentication: undici refuses credentials in the URL. */
function firstHop(request: SafeHttpRequest): Hop {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw new Error(`"${request.url}" is not a valid URL.`);
  }
  const headers = { ...request.headers };
  if (url.username || url.password) {
    const hasAuthorization = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
    if (!hasAuthorization) {
      const user = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
      headers.authorization = `Basic ${Buffer.from(user).toString('base64')}`;
    }
    url.username = '';
    url.password = '';
  }
  return { method: request.method.toUpperCase(), url, headers, body: request.body };
}

function checkProtocol(url: URL) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Only http and https URLs can be requested, not ${url.protocol.replace(/:$/, '')}.`);
}

async function readCapped(body: AsyncIterable<Uint8Array> & { destroy(): void }, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) {
      body.destroy();
      throw new ResponseTooLarge(limit);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

export function createSafeHttp(options: SafeHttpOptions = {}): SafeHttp {
  const agent = new Agent({
    connect: guardedConnector({
      allowlist: options.allowlist ?? EMPTY_ALLOWLIST,
      resolve: options.resolve ?? systemResolver,
      dial: options.dial ?? buildConnector({ timeout: options.connectTimeoutMs ?? 10_000 }),
    }),
  });
  const defaultMaxRedirects = options.maxRedirects ?? 5;

  async function send(hop: Hop, request: SafeHttpRequest, signal: AbortSignal) {
    checkProtocol(hop.url);
    const response = await undiciRequest(hop.url, {
      dispatcher: agent,
      method: hop.method as 'GET',
      headers: hop.headers,
      body: hop.body,
      signal,
      headersTimeout: request.timeoutMs,
      bodyTimeout: request.timeoutMs,
    });
    // A HEAD answer declares the length of a body it does not send.
    const declared = hop.method === 'HEAD' ? 0 : Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > request.maxResponseBytes) {
      response.body.destroy();
      throw new ResponseTooLarge(request.maxResponseBytes);
    }
    return response;
  }

  async function exchange(request: SafeHttpRequest, signal: AbortSignal): Promise<SafeHttpResponse> {
    const maxRedirects = request.maxRedirects ?? defaultMaxRedirects;
    let hop = firstHop(request);
    for (let redirects = 0; ; redirects++) {
      const response = await send(hop, request, signal);
      const location = response.headers.location;
      if (
        request.followRedirects &&
        REDIRECT_STATUSES.has(response.statusCode) &&
        typeof location === 'string'
      ) {
        await response.body.dump();
        if (redirects >= maxRedirects) throw new Error(`Stopped after ${maxRedirects} redirects.`);
        hop = nextHop(hop, response.statusCode, new URL(location, hop.url));
        continue;
      }
      return {
        status: response.statusCode,
        headers: plainHeaders(response.headers),
        body: await readCapped(response.body, request.maxResponseBytes),
        url: hop.url.toString(),
      };
    }
  }

  return {
    async request(request) {
      const deadline = AbortSignal.timeout(request.timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, deadline]) : deadline;
      try {
        return await exchange(request, signal);
      } catch (error) {
        if (deadline.aborted && !request.signal?.aborted)
          throw new OutboundTimeout(new URL(request.url).host, request.timeoutMs);
        throw error;
      }
    },
    close: () => agent.close(),
  };
}
