/**
 * A webhook call as the trigger's item, in n8n's shape: `{headers, params, query, body, webhookUrl,
 * executionMode}`. JSON, form and text bodies land in `body`; any other body (an image, a PDF, bytes) is the
 * binary property `data` (base64, with its MIME type and size), and multipart files are binary properties
 * named by their field.
 */
import type { Item } from '../../engine/core';
import { Invalid } from '../../lib/errors';

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

async function readBody(request: Request): Promise<{ body: unknown; binary?: Record<string, BinaryData> }> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return { body: {} };
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
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
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength === 0) return { body: {} };
  return { body: {}, binary: { data: binaryOf(bytes, type || 'application/octet-stream') } };
}

export async function webhookItem(
  request: Request,
  mode: 'production' | 'test',
  params: Record<string, string>,
): Promise<Item> {
  const url = new URL(request.url);
  const { body, binary } = await readBody(request);
  const json = {
    headers: Object.fromEntries(request.headers),
    params,
    query: fieldsOf(url.searchParams),
    body,
    webhookUrl: `${url.origin}${url.pathname}`,
    executionMode: mode,
  };
  return binary ? { json, binary } : { json };
}
