/**
 * HTTP Request (n8n's httpRequest v3/v4): one request per item through the platform's SSRF-guarded
 * HTTP port, with query, headers, a JSON, form, multipart (text fields), text or file body, a stored credential, pagination,
 * retries on 429/5xx and an Idempotency-Key on POST and PATCH so a resumed run is not taken twice.
 */
import type { Item } from '../../core/types';
import { defineNode, type NodeExecution } from '../definition';
import { type Credential, effectKey, type HttpPort, requirePort, slotCredential } from '../ports';
import { buildRequest } from './build-request';
import { nextPageUrl } from './pagination';
import { HTTP_CREDENTIAL_SLOT, type HttpRequestParameters, httpRequestParameters } from './parameters';
import { decodeBody, errorMessage, toItems } from './read-response';
import { sendWithRetries } from './send-request';

/** Methods that are not idempotent by definition (RFC 9110 §9.2.2) carry an idempotency key. */
const NON_IDEMPOTENT = new Set(['POST', 'PATCH']);

/**
 * The node's credential: the one in its `auth` slot; an n8n node imported before the slot had a name keeps
 * n8n's slot (`httpHeaderAuth`, …), read when it is the only one; a document saved before the slots
 * keeps the id in the `credentialId` parameter.
 */
async function credentialOf(ctx: NodeExecution<HttpRequestParameters>, p: HttpRequestParameters) {
  if (p.authentication !== 'credential') return undefined;
  const slots = Object.keys(ctx.node.credentials ?? {});
  if (slots.includes(HTTP_CREDENTIAL_SLOT)) return slotCredential(ctx, HTTP_CREDENTIAL_SLOT);
  if (p.credentialId) {
    const port = requirePort(ctx.ports, 'credentials', ctx.node.name, 'Credentials');
    return port.get(p.credentialId);
  }
  return slotCredential(ctx, slots.length === 1 ? (slots[0] as string) : HTTP_CREDENTIAL_SLOT);
}

async function requestPages(
  ctx: NodeExecution<HttpRequestParameters>,
  http: HttpPort,
  item: Item,
  itemIndex: number,
  p: HttpRequestParameters,
  credential: Credential | undefined,
): Promise<Item[]> {
  const request = buildRequest(p, item, credential);
  const origin = request.url.origin;
  const key = NON_IDEMPOTENT.has(request.method) ? effectKey(ctx, itemIndex) : undefined;
  const out: Item[] = [];
  const { maxPages } = p.options.pagination;
  for (let page = 0; page < maxPages; page++) {
    if (key) request.headers['Idempotency-Key'] = page === 0 ? key : `${key}:${page}`;
    const response = await sendWithRetries(http, request, p, ctx.signal);
    if (response.status >= 400 && !p.options.response.response.neverError)
      throw new Error(errorMessage(response));
    const decoded = decodeBody(response, p.options.response.response.responseFormat);
    out.push(...toItems(response, decoded, p));
    const next = nextPageUrl(response, decoded, p.options.pagination);
    if (!next) break;
    // The credential was put on the first request: it must not travel to another site.
    if (next.origin !== origin)
      throw new Error(`The next page is on ${next.origin}; pagination stays on ${origin}.`);
    request.url = next;
  }
  return out;
}

export const httpRequestNode = defineNode({
  type: 'http-request',
  version: 1,
  displayName: 'HTTP Request',
  group: 'platform',
  words: ['http request', 'http call', 'api call', 'http', 'request', 'fetch', 'get request'],
  description: 'Calls an HTTP API or fetches a page or file, once per item.',
  credentialSlots: [
    {
      name: HTTP_CREDENTIAL_SLOT,
      description: 'Sent with every request when "authentication" is "credential".',
    },
  ],
  documentation: [
    'Sends the method to the URL with query parameters, headers and a body (JSON, form, multipart text fields, raw text, or a file',
    "from the item's binary property), authenticated by one of your stored credentials (API key, bearer,",
    'basic, header, query or OAuth2 client credentials). The answer becomes items: a JSON array gives one',
    'item per element, an object one item, text goes into `data`, and a file into the binary property `data`',
    '(base64 with its MIME type and file name); "full response" gives status code, headers and body instead.',
    'Answers of 400 and above stop the node unless "never error" is on. Pagination follows the next URL from a',
    'field of the body or the Link header, up to a number of pages, and stops at an empty page. 429 and 5xx',
    'answers are tried again (2 times by default), after the Retry-After the server asks for when it says one.',
    'POST and PATCH carry an Idempotency-Key made from the run, the node and the item, so a resumed run does',
    'not repeat them. Requests to private, local or cloud metadata addresses are refused unless the',
    'administrator lists the host in HTTP_ALLOWLIST; timeouts and a response size cap apply to every request.',
  ].join(' '),
  inputs: 1,
  outputs: ['Output'],
  parameters: httpRequestParameters,
  starting: { parameters: { method: 'GET' } },
  imports: {
    n8n: [{ type: 'n8n-nodes-base.httpRequest', oldestParameterVersion: 3 }],
    flowise: ['httpAgentflow'],
  },
  async execute(ctx, [input = []]) {
    const http = requirePort(ctx.ports, 'http', ctx.node.name, 'HTTP requests');
    const out: Item[] = [];
    for (const [itemIndex, item] of input.entries()) {
      const p = ctx.parameters(itemIndex);
      out.push(...(await requestPages(ctx, http, item, itemIndex, p, await credentialOf(ctx, p))));
    }
    return [out];
  },
});
