/** One request from the parameters, the item (its binary for a file body) and the credential. */
import { randomUUID } from 'node:crypto';
import type { Item } from '../../core/types';
import type { Credential } from '../ports';
import type { HttpRequestParameters } from './parameters';

export interface OutgoingRequest {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

function objectOf(value: unknown, what: string): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Error(`The ${what} is not valid JSON.`);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`The ${what} must be a JSON object.`);
  return parsed as Record<string, unknown>;
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === null || value === undefined ? '' : JSON.stringify(value);

function namedValues(
  specify: 'keypair' | 'json',
  pairs: { parameters: { name: string; value: unknown }[] },
  json: unknown,
  what: string,
): [string, string][] {
  if (specify === 'json') return Object.entries(objectOf(json, what)).map(([k, v]) => [k, text(v)]);
  return pairs.parameters.filter((p) => p.name !== '').map((p) => [p.name, text(p.value)]);
}

function parseUrl(url: string): URL {
  if (url === '') throw new Error('Give the URL to request.');
  try {
    return new URL(url);
  } catch {
    throw new Error(`"${url}" is not a valid URL: write it in full, with http:// or https://.`);
  }
}

interface BinaryProperty {
  data?: unknown;
  mimeType?: unknown;
}

function requestBody(p: HttpRequestParameters, item: Item): { body?: string | Uint8Array; type?: string } {
  if (!p.sendBody || p.method === 'GET' || p.method === 'HEAD') return {};
  switch (p.contentType) {
    case 'json': {
      const value =
        p.specifyBody === 'keypair'
          ? Object.fromEntries(
              p.bodyParameters.parameters.filter((x) => x.name).map((x) => [x.name, x.value]),
            )
          : typeof p.jsonBody === 'string'
            ? p.jsonBody.trim() === ''
              ? {}
              : parseJsonBody(p.jsonBody)
            : p.jsonBody;
      return { body: JSON.stringify(value), type: 'application/json' };
    }
    case 'form-urlencoded': {
      const body =
        p.specifyBody === 'string'
          ? p.body
          : new URLSearchParams(
              p.bodyParameters.parameters.filter((x) => x.name).map((x) => [x.name, text(x.value)]),
            ).toString();
      return { body, type: 'application/x-www-form-urlencoded' };
    }
    case 'raw':
      return { body: p.body, type: p.rawContentType };
    case 'binaryData': {
      const binary = item.binary?.[p.inputDataFieldName] as BinaryProperty | undefined;
      if (typeof binary?.data !== 'string')
        throw new Error(`The item has no binary property "${p.inputDataFieldName}" to send.`);
      return {
        body: new Uint8Array(Buffer.from(binary.data, 'base64')),
        type: typeof binary.mimeType === 'string' ? binary.mimeType : 'application/octet-stream',
      };
    }
    case 'multipart-form-data':
      return multipartBody(p.bodyParameters.parameters);
  }
}

/** A field name in a part's header, as browsers write it (HTML's multipart/form-data encoding). */
const fieldName = (name: string) => name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');

/** Text fields as multipart/form-data; a file field (n8n's `formBinaryData`) is not sent yet. */
function multipartBody(fields: { name: string; value: unknown; parameterType?: unknown }[]) {
  if (fields.some((f) => f.parameterType === 'formBinaryData'))
    throw new Error('Multipart file fields are not supported yet: send text fields, JSON, a form or a file.');
  const boundary = `----AizFormBoundary${randomUUID().replace(/-/g, '')}`;
  const parts = fields
    .filter((f) => f.name !== '')
    .map(
      (f) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName(f.name)}"\r\n\r\n${text(f.value)}\r\n`,
    );
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}

function parseJsonBody(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new Error('The JSON body is not valid JSON.');
  }
}

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((h) => h.toLowerCase() === name.toLowerCase());

/** Where a credential goes: one header or one query parameter. */
type Placement = { header: string; value: string } | { query: string; value: string };

/** Its values never reach an error message. */
function placementOf(credential: Credential): Placement {
  const d = credential.data;
  switch (credential.type) {
    case 'bearer':
      return { header: 'Authorization', value: `Bearer ${d.token ?? ''}` };
    case 'basic': {
      const pair = Buffer.from(`${d.username ?? ''}:${d.password ?? ''}`).toString('base64');
      return { header: 'Authorization', value: `Basic ${pair}` };
    }
    case 'header':
      return { header: d.name ?? '', value: d.value ?? '' };
    case 'query':
      return { query: d.name ?? '', value: d.value ?? '' };
    case 'apiKey':
      return d.in === 'query'
        ? { query: d.name ?? '', value: d.key ?? '' }
        : { header: d.name ?? 'X-API-Key', value: d.key ?? '' };
    case 'oauth2ClientCredentials':
      if (!d.accessToken) throw new Error(`The credential "${credential.name}" has no access token.`);
      return { header: 'Authorization', value: `${d.tokenType || 'Bearer'} ${d.accessToken}` };
    default:
      throw new Error(
        `The credential "${credential.name}" is of type ${credential.type}, which HTTP cannot use.`,
      );
  }
}

export function authenticate(request: OutgoingRequest, credential: Credential): void {
  const placement = placementOf(credential);
  if ('header' in placement) request.headers[placement.header] = placement.value;
  else request.url.searchParams.set(placement.query, placement.value);
}

export function buildRequest(p: HttpRequestParameters, item: Item, credential?: Credential): OutgoingRequest {
  const url = parseUrl(p.url);
  if (p.sendQuery) {
    for (const [name, value] of namedValues(p.specifyQuery, p.queryParameters, p.jsonQuery, 'JSON query'))
      url.searchParams.append(name, value);
  }
  const headers: Record<string, string> = {};
  if (p.sendHeaders) {
    for (const [name, value] of namedValues(
      p.specifyHeaders,
      p.headerParameters,
      p.jsonHeaders,
      'JSON headers',
    ))
      headers[name] = value;
  }
  const { body, type } = requestBody(p, item);
  if (type && !hasHeader(headers, 'content-type')) headers['content-type'] = type;
  const request: OutgoingRequest = { method: p.method, url, headers, body };
  if (credential) authenticate(request, credential);
  return request;
}
