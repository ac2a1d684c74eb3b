/**
 * A webhook call as the trigger's item, in n8n's shape: `{headers, params, query, body, webhookUrl,
 * executionMode}`. JSON, form and text bodies land in `body`; any other body (an image, a PDF, bytes) is the
 * binary property `data` (base64, with its MIME type and size), and multipart files are binary properties
 * named by their field.
 */

import type { IncomingMessage } from 'node:http';
import { MAX_JSON_DEPTH } from '@common/json-limits';
import type { Item } from '../../../engine/core';
import { guardJson } from '../../../http/json-guard';
import { Invalid, PayloadTooLarge } from '../../../lib/errors';

/** n8n's default payload limit; bigger bodies are refused (413) before they are read whole. */
export const WEBHOOK_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

type Fields = Record<string, string | string[]>;

/** Repeated keys become lists, as Express's query parser gives n8n. */
function fieldsOf(entries: Iterable<[string, string]>): Fields {
  const out: Fields = {};
  for (const [key, value] of entries) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

interface BinaryData {
  data: string;
  mimeType: string;
  fileName?: string;
  fileSize: number;
}

function binaryOf(bytes: Uint8Array, mimeType: string, fileName?: string): BinaryData {
  return {
    data: Buffer.from(bytes).toString('base64'),
    mimeType,
    ...(fileName ? { fileName } : {}),
    fileSize: bytes.byteLength,
  };
}

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');
const isText = (type: string) =>
  type.startsWith('text/') || type === 'application/xml' || type.endsWith('+xml');

/**
 * What the webhook reads of a request: the Fetch API's Request, or, behind @hono/node-server, Node's own
 * IncomingMessage read directly (building a Fetch Request and its stream costs more than the rest of a
 * small webhook run's request handling).
 */
export interface RequestSource {
  method: string;
  url: string;
  /** Lower-case names, sorted, repeated ones joined with ", " (as a Fetch Headers object iterates). */
  headers(): Record<string, string>;
  header(name: string): string | undefined;
  hasBody(): boolean;
  text(): Promise<string>;
  bytes(): Promise<Uint8Array>;
  formData(): Promise<FormData>;
}

export function fetchRequestSource(request: Request): RequestSource {
  return {
    method: request.method,
    url: request.url,
    headers: () => Object.fromEntries(request.headers),
    header: (name) => request.headers.get(name) ?? undefined,
    hasBody: () => request.body !== null,
    text: () => request.text(),
    bytes: async () => new Uint8Array(await request.arrayBuffer()),
    formData: () => request.formData(),
  };
}

/**
 * Node's request read directly, at most `maxBytes` (by Content-Length, then while reading): past it
 * `tooLarge()` is thrown. `url` is the request's full URL as the Fetch request would have it.
 */
export function nodeRequestSource(
  incoming: IncomingMessage,
  url: string,
  maxBytes: number,
  tooLarge: () => Error,
): RequestSource {
  let read: Promise<Buffer> | undefined;
  // Events rather than `for await`: the stream's async iterator costs more than a small body's reading.
  const readAll = () =>
    new Promise<Buffer>((resolve, reject) => {
      if (Number(incoming.headers['content-length'] ?? 0) > maxBytes) return reject(tooLarge());
      if (incoming.readableEnded) return resolve(Buffer.alloc(0));
      const chunks: Buffer[] = [];
      let size = 0;
      const done = (error?: Error) => {
        incoming.off('data', onData).off('end', onEnd).off('error', done).off('close', onClose);
        if (error) reject(error);
      };
      const onData = (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          done(tooLarge());
          // The rest is not wanted: stop reading it (the answer is a 413).
          incoming.resume();
          return;
        }
        chunks.push(chunk);
      };
      const onEnd = () => {
        done();
        resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size));
      };
      const onClose = () => done(new Error('The request was closed before its body was read.'));
      incoming.on('data', onData).on('end', onEnd).on('error', done).on('close', onClose);
    });
  const buffer = () => {
    read ??= readAll();
    return read;
  };
  let sorted: Record<string, string> | undefined;
  /** Read once: the content type is looked up, then the item takes them all. */
  const headers = () => {
    if (sorted) return sorted;
    const out: Record<string, string> = {};
    const raw = incoming.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = (raw[i] as string).toLowerCase();
      const value = raw[i + 1] as string;
      out[name] = out[name] === undefined ? value : `${out[name]}, ${value}`;
    }
    sorted = {};
    for (const name of Object.keys(out).sort()) sorted[name] = out[name] as string;
    return sorted;
  };
  const method = incoming.method ?? 'GET';
  return {
    method,
    url,
    headers,
    header: (name) => headers()[name.toLowerCase()],
    // Like a Fetch Request: a GET or HEAD has no body; any other method has one, if only an empty one.
    hasBody: () => method !== 'GET' && method !== 'HEAD',
    text: async () => (await buffer()).toString('utf8'),
    bytes: async () => new Uint8Array(await buffer()),
    formData: async () =>
      new Response(new Uint8Array(await buffer()), {
        headers: { 'content-type': String(incoming.headers['content-type'] ?? '') },
      }).formData(),
  };
}

async function readBody(
  request: RequestSource,
): Promise<{ body: unknown; binary?: Record<string, BinaryData> }> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.hasBody()) return { body: {} };
  const type = (request.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch (error) {
      if (error instanceof PayloadTooLarge) throw error;
      throw new Invalid('The multipart body of this request could not be read.');
    }
    const body: [string, string][] = [];
    const binary: Record<string, BinaryData> = {};
    for (const [key, value] of form) {
      if (typeof value === 'string') body.push([key, value]);
      else
        binary[key] = binaryOf(
          new Uint8Array(await value.arrayBuffer()),
          value.type || 'application/octet-stream',
          value.name,
        );
    }
    return Object.keys(binary).length > 0 ? { body: fieldsOf(body), binary } : { body: fieldsOf(body) };
  }
  if (type === 'application/x-www-form-urlencoded')
    return { body: fieldsOf(new URLSearchParams(await request.text())) };
  if (isJson(type)) {
    const text = await request.text();
    if (text.trim() === '') return { body: {} };
    try {
      return { body: JSON.parse(text) };
    } catch {
      throw new Invalid('The request body is not valid JSON.');
    }
  }
  if (isText(type)) return { body: await request.text() };
  const bytes = await request.bytes();
  if (bytes.byteLength === 0) return { body: {} };
  return { body: {}, binary: { data: binaryOf(bytes, type || 'application/octet-stream') } };
}

export async function webhookItem(
  request: RequestSource,
  mode: 'production' | 'test',
  params: Record<string, string>,
): Promise<Item> {
  const url = new URL(request.url);
  const { body, binary } = await readBody(request);
  const json = {
    headers: request.headers(),
    params,
    query: fieldsOf(url.searchParams),
    body,
    webhookUrl: `${url.origin}${url.pathname}`,
    executionMode: mode,
  };
  // Refused before a run starts (400): a payload nested too deep to store, or text (in the body, the query,
  // a form field or a file's name) the database cannot hold. The body is one level inside the item.
  guardJson(json, { maxDepth: MAX_JSON_DEPTH + 1 });
  if (binary) {
    guardJson(Object.fromEntries(Object.entries(binary).map(([key, file]) => [key, file.fileName ?? ''])), {
      at: ['binary'],
    });
  }
  return binary ? { json, binary } : { json };
}
