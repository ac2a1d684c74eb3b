/** A response as items: JSON (an array gives one item per element), text, or a file as n8n's binary. */
import type { Item } from '../../core/types';
import type { HttpResponse } from '../ports';
import type { HttpRequestParameters } from './parameters';

type Format = HttpRequestParameters['options']['response']['response']['responseFormat'];

const isJsonType = (type: string) =>
  /^application\/([\w.+-]*\+)?json\b/i.test(type) || /\/json\b/i.test(type);
const isTextType = (type: string) =>
  /^text\//i.test(type) || /^application\/([\w.+-]*\+)?(xml|javascript|x-www-form-urlencoded)\b/i.test(type);

/** What autodetect makes of a content type: no type at all reads as text, as n8n does. */
export function detectFormat(contentType: string | undefined): 'json' | 'text' | 'file' {
  if (!contentType) return 'text';
  if (isJsonType(contentType)) return 'json';
  return isTextType(contentType) ? 'text' : 'file';
}

function fileNameOf(response: HttpResponse): string {
  const disposition = response.headers['content-disposition'] ?? '';
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (named?.[1]) return decodeURIComponent(named[1]);
  const last = new URL(response.url).pathname.split('/').pop();
  return last || 'file';
}

export interface Decoded {
  kind: 'json' | 'text' | 'file';
  value: unknown;
}

export function decodeBody(response: HttpResponse, format: Format): Decoded {
  const kind = format === 'autodetect' ? detectFormat(response.headers['content-type']) : format;
  if (kind === 'file') return { kind, value: response.body };
  const text = Buffer.from(response.body).toString('utf8');
  if (kind === 'text') return { kind, value: text };
  if (text.trim() === '') return { kind: 'json', value: {} };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    if (format === 'json') throw new Error('The response is not valid JSON.');
    return { kind: 'text', value: text };
  }
}

/** The items one page gives. */
export function toItems(response: HttpResponse, decoded: Decoded, p: HttpRequestParameters): Item[] {
  const { fullResponse, outputPropertyName } = p.options.response.response;
  if (decoded.kind === 'file') {
    const data = decoded.value as Uint8Array;
    const fileName = fileNameOf(response);
    const binary = {
      [outputPropertyName]: {
        data: Buffer.from(data).toString('base64'),
        mimeType: (response.headers['content-type'] ?? 'application/octet-stream').split(';')[0]!.trim(),
        fileName,
        fileExtension: fileName.includes('.') ? fileName.split('.').pop() : undefined,
        fileSize: data.byteLength,
      },
    };
    const json = fullResponse ? { statusCode: response.status, headers: response.headers } : {};
    return [{ json, binary }];
  }
  const body = decoded.kind === 'text' ? { [outputPropertyName]: decoded.value } : decoded.value;
  if (fullResponse)
    return [{ json: { body: decoded.value, headers: response.headers, statusCode: response.status } }];
  if (Array.isArray(body)) return body.map((value) => ({ json: asObject(value) }));
  return [{ json: asObject(body) }];
}

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : { data: value };

/** Bodies of errors are quoted in the message, shortened. */
export function errorMessage(response: HttpResponse): string {
  const text = Buffer.from(response.body.subarray(0, 400)).toString('utf8').trim();
  const quoted = text ? `: ${text.length > 300 ? `${text.slice(0, 300)}…` : text}` : '';
  return `The server answered ${response.status}${quoted}`;
}
