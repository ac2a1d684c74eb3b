/**
 * The HTTP core of the fake providers: a real node:http server on 127.0.0.1 (port 0) that records
 * every request and answers each from a script, written in a provider's dialect (its paths, JSON and
 * stream shapes). Scripted failures are real: HTTP errors with headers, a request that never gets a
 * byte, a connection destroyed mid-stream, pauses between chunks.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { type FakeBehaviour, reply } from './behaviour';

export interface RecordedRequest {
  method: string;
  /** Path with query string, e.g. /v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse */
  path: string;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** Parsed JSON, or for multipart forms the text fields plus a description of each file. */
  body: Record<string, unknown>;
}

export type Answer = Exclude<FakeBehaviour, { type: 'error' } | { type: 'hang' }>;

/** How a streamed answer goes on the wire: frames before, between and after the content chunks. */
export interface StreamPlan {
  contentType: string;
  head: string[];
  /** One frame per content chunk: delays come before each, a drop cuts after dropAfterChunks of them. */
  pieces: string[];
  tail: string[];
}

export interface Dialect {
  /** Which endpoint a request is for; undefined answers 404. */
  route(method: string, path: string): 'chat' | 'transcription' | 'embedding' | undefined;
  isStream(path: string, body: Record<string, unknown>): boolean;
  json(answer: Answer, request: RecordedRequest): unknown;
  stream(answer: Answer, request: RecordedRequest): StreamPlan;
  errorBody(status: number, message: string): unknown;
}

export type Script = FakeBehaviour | ((request: RecordedRequest) => FakeBehaviour);

export interface FakeProvider {
  /** http://127.0.0.1:<port> */
  url: string;
  /** What to put in <PROVIDER>_BASE_URL for this provider's adapter. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Requests whose connection closed before the answer was complete (the client aborted, or a scripted drop). */
  abandoned: RecordedRequest[];
  /** Queues behaviours, each used for one request, in order. */
  script(...behaviours: Script[]): void;
  /** What to do once the queue is empty (default: a short text reply). */
  respond(fallback: Script): void;
  /** Clears the queue, the fallback and the recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY = reply('Hello from the fake provider.');

export async function startFakeProvider(dialect: Dialect, basePath: string): Promise<FakeProvider> {
  const queue: Script[] = [];
  let fallback: Script = DEFAULT_REPLY;
  const requests: RecordedRequest[] = [];
  const abandoned: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const raw = Buffer.concat(await req.toArray());
    const path = req.url ?? '/';
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
    );
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      headers,
      body: await parseBody(raw, headers['content-type'] ?? ''),
    };
    requests.push(request);
    res.once('close', () => {
      if (!res.writableFinished) abandoned.push(request);
    });
    const route = dialect.route(request.method, path.split('?')[0]!);
    if (!route) return sendJson(res, 404, dialect.errorBody(404, `No route for ${request.method} ${path}`));

    const next = queue.shift() ?? fallback;
    const behaviour = typeof next === 'function' ? next(request) : next;
    if (behaviour.type === 'hang') return; // the socket stays open until the client or close() ends it
    if (behaviour.type === 'error') {
      const message = behaviour.message ?? `Scripted HTTP ${behaviour.status}`;
      const body = behaviour.body ?? dialect.errorBody(behaviour.status, message);
      return sendJson(res, behaviour.status, body, behaviour.headers);
    }
    if (route === 'embedding') return sendJson(res, 200, embeddingAnswer(request.body));
    if (route === 'transcription') {
      return sendJson(res, 200, { text: behaviour.type === 'text' ? behaviour.text : '' });
    }
    if (!dialect.isStream(path, request.body))
      return sendAnswerJson(res, behaviour, dialect.json(behaviour, request));
    await sendStream(res, behaviour, dialect.stream(behaviour, request));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    baseUrl: `${url}${basePath}`,
    requests,
    abandoned,
    script: (...behaviours) => queue.push(...behaviours),
    respond: (next) => {
      fallback = next;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      abandoned.length = 0;
      fallback = DEFAULT_REPLY;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function parseBody(raw: Buffer, contentType: string): Promise<Record<string, unknown>> {
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': contentType },
    }).formData();
    const body: Record<string, unknown> = {};
    for (const [name, value] of form.entries()) {
      body[name] =
        typeof value === 'string'
          ? value
          : { fileName: value.name, type: value.type, bytes: new Uint8Array(await value.arrayBuffer()) };
    }
    return body;
  }
  if (!raw.length) return {};
  try {
    return JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch {
    return { unparsed: raw.toString('utf8') };
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function sendAnswerJson(res: ServerResponse, answer: Answer, body: unknown) {
  if (answer.type === 'text' && answer.dropAfterChunks !== undefined) {
    const text = JSON.stringify(body);
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.write(text.slice(0, Math.floor(text.length / 2)), () => res.destroy());
    return;
  }
  sendJson(res, 200, body);
}

async function sendStream(res: ServerResponse, answer: Answer, plan: StreamPlan) {
  res.writeHead(200, { 'content-type': plan.contentType, 'cache-control': 'no-cache' });
  const write = (frame: string) => new Promise<void>((resolve) => res.write(frame, () => resolve()));
  for (const frame of plan.head) await write(frame);
  const delayMs = answer.type === 'text' ? (answer.delayMs ?? 0) : 0;
  const dropAfter = answer.type === 'text' ? answer.dropAfterChunks : undefined;
  for (const [index, frame] of plan.pieces.entries()) {
    if (dropAfter !== undefined && index >= dropAfter) {
      res.destroy();
      return;
    }
    if (delayMs) await sleep(delayMs);
    if (res.destroyed) return; // the client went away
    await write(frame);
  }
  for (const frame of plan.tail) await write(frame);
  res.end();
}

/** Dimensions of the fake embeddings. */
export const FAKE_EMBEDDING_DIMENSIONS = 64;

/**
 * A word's place in the fake embeddings: texts sharing words get close vectors, so a search by
 * cosine similarity behaves as with a real model, only cruder.
 */
function wordSlot(word: string): number {
  let hash = 0;
  for (const ch of word) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % FAKE_EMBEDDING_DIMENSIONS;
}

/** The fake embedding of a text: its lower-case words counted into slots. */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) vector[wordSlot(word)]! += 1;
  return vector;
}

/** OpenAI's POST /v1/embeddings answer. */
function embeddingAnswer(body: Record<string, unknown>) {
  const input = body.input;
  const texts = Array.isArray(input) ? input.map(String) : [String(input ?? '')];
  return {
    object: 'list',
    data: texts.map((text, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(text) })),
    model: typeof body.model === 'string' ? body.model : 'fake-embedding',
    usage: { prompt_tokens: texts.length, total_tokens: texts.length },
  };
}
