/**
 * The HTTP Request node's parameters: n8n's httpRequest v3/v4 names (method, url, sendQuery,
 * queryParameters, sendHeaders, sendBody, contentType, options.response...), so an imported n8n node keeps
 * its settings and expressions. Ours where n8n's mean something we do differently: `authentication`
 * (none, or a stored credential by `credentialId`), `options.pagination` (next URL from a response field
 * or the Link header) and `options.retry` (429 and 5xx, honouring Retry-After); the importer translates
 * n8n's forms of those (importers/n8n/http-request.ts).
 */
import { z } from 'zod';

const pair = z.looseObject({ name: z.string().default(''), value: z.unknown().default('') });
const pairs = z.looseObject({ parameters: z.array(pair).default([]) }).default({ parameters: [] });
/** A JSON object typed as text (n8n's jsonBody, jsonQuery, jsonHeaders) or given as one. */
const jsonText = z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]).default('');

export const MAX_TIMEOUT_MS = 300_000;

/** The credential slot of the HTTP Request node (`node.credentials.auth`): what export names and import asks for. */
export const HTTP_CREDENTIAL_SLOT = 'auth';
export const MAX_RESPONSE_BYTES = 100 * 1024 * 1024;

const response = z
  .looseObject({
    fullResponse: z.boolean().default(false),
    neverError: z.boolean().default(false),
    responseFormat: z.enum(['autodetect', 'json', 'text', 'file']).default('autodetect'),
    /** Where text goes in the json, or the binary property a file goes to. */
    outputPropertyName: z.string().min(1).default('data'),
  })
  .default({
    fullResponse: false,
    neverError: false,
    responseFormat: 'autodetect',
    outputPropertyName: 'data',
  });

const pagination = z
  .looseObject({
    mode: z.enum(['off', 'nextUrlField', 'linkHeader']).default('off'),
    /** Dot path of the next page's URL in a JSON body (`next`, `links.next`); absent or empty: last page. */
    nextUrlField: z.string().default('next'),
    maxPages: z.number().int().min(1).max(1000).default(100),
    /** Also stop at a page whose body is empty (an empty list or object, or no text). */
    stopWhenEmpty: z.boolean().default(true),
  })
  .default({ mode: 'off', nextUrlField: 'next', maxPages: 100, stopWhenEmpty: true });

const retry = z
  .looseObject({
    /** Tries after the first on 429 and 5xx answers and on connection failures. */
    maxRetries: z.number().int().min(0).max(10).default(2),
    /** A Retry-After longer than this ends the retries: the answer is the error. */
    maxWaitMs: z.number().int().min(0).max(MAX_TIMEOUT_MS).default(60_000),
  })
  .default({ maxRetries: 2, maxWaitMs: 60_000 });

export const httpRequestParameters = z.object({
  method: z
    .string()
    .default('GET')
    .transform((m) => m.toUpperCase())
    .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'])),
  /** Required to run; empty in a new node. */
  url: z.string().trim().default(''),
  /** 'credential': the one linked to the node's `auth` slot (`node.credentials.auth`). */
  authentication: z.enum(['none', 'credential']).default('none'),
  /**
   * Documents saved before the slot kept the credential's id here; still read when the node has no slot.
   * Export and import move it to the slot.
   */
  credentialId: z.string().default(''),
  sendQuery: z.boolean().default(false),
  specifyQuery: z.enum(['keypair', 'json']).default('keypair'),
  queryParameters: pairs,
  jsonQuery: jsonText,
  sendHeaders: z.boolean().default(false),
  specifyHeaders: z.enum(['keypair', 'json']).default('keypair'),
  headerParameters: pairs,
  jsonHeaders: jsonText,
  sendBody: z.boolean().default(false),
  contentType: z
    .enum(['json', 'form-urlencoded', 'raw', 'binaryData', 'multipart-form-data'])
    .default('json'),
  specifyBody: z.enum(['keypair', 'json', 'string']).default('keypair'),
  bodyParameters: pairs,
  jsonBody: jsonText,
  /** Raw text, or a form written as `a=1&b=2`. */
  body: z.string().default(''),
  rawContentType: z.string().default('text/plain'),
  /** The item's binary property sent as the body (contentType binaryData). */
  inputDataFieldName: z.string().min(1).default('data'),
  options: z
    .looseObject({
      /** For the whole exchange of one request, redirects included. */
      timeout: z.number().int().min(1).max(MAX_TIMEOUT_MS).default(30_000),
      maxResponseBytes: z
        .number()
        .int()
        .min(1)
        .max(MAX_RESPONSE_BYTES)
        .default(10 * 1024 * 1024),
      response: z.looseObject({ response }).default({ response: response.parse(undefined) }),
      redirect: z
        .looseObject({
          redirect: z
            .looseObject({
              followRedirects: z.boolean().default(true),
              maxRedirects: z.number().int().min(0).max(21).default(5),
            })
            .default({ followRedirects: true, maxRedirects: 5 }),
        })
        .default({ redirect: { followRedirects: true, maxRedirects: 5 } }),
      pagination,
      retry,
    })
    .default(() => ({
      timeout: 30_000,
      maxResponseBytes: 10 * 1024 * 1024,
      response: { response: response.parse(undefined) },
      redirect: { redirect: { followRedirects: true, maxRedirects: 5 } },
      pagination: pagination.parse(undefined),
      retry: retry.parse(undefined),
    })),
});

export type HttpRequestParameters = z.output<typeof httpRequestParameters>;
