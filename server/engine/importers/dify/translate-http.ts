/**
 * Dify's `http-request` → our SSRF-safe http-request node, read as Dify's executor reads its data: the
 * method, the URL, headers and params written one `key: value` per line (a key may repeat in params), a
 * body (none, json, raw-text, x-www-form-urlencoded, form-data text fields), an API-key authorization
 * (bearer, basic, custom header) and the timeout; `{{#node.var#}}` references become expressions.
 * The answer is Dify's: `body` (text), `headers`, the status (Dify's `status_code`, our `statusCode`,
 * which references are renamed to), and a status other than 2xx is an answer, not a failure, unless
 * retries are on (then it fails, as Dify's node does). A key in the file is never kept (a document holds no
 * secrets): the node gets a credential slot to link, and says so. What cannot be honoured (a file body,
 * file fields, certificates left unchecked, an error branch) keeps the node a placeholder naming it.
 */
import { z } from 'zod';
import { countOf } from '../../../../common/plural';
import type { NodeCredentialRef, NodeParameters } from '../../../../common/workflow/document';
import { HTTP_CREDENTIAL_SLOT, MAX_TIMEOUT_MS } from '../../nodes/http-request/parameters';
import { type DifyReferences, unresolvedReason } from './dify-references';
import type { Problem, TranslatedNode } from './translated-node';

const bodyItemSchema = z.looseObject({
  type: z.string().default('text'),
  key: z.string().default(''),
  value: z.string().default(''),
  file: z.array(z.string()).nullish(),
});

const httpSchema = z.looseObject({
  method: z.string().default('get'),
  url: z.string().default(''),
  headers: z.string().nullish(),
  params: z.string().nullish(),
  body: z
    .looseObject({
      type: z.string().default('none'),
      /** A list of items; older files wrote a string (the text, or `key:value` lines for a form). */
      data: z.union([z.array(bodyItemSchema), z.string()]).nullish(),
    })
    .nullish(),
  authorization: z
    .looseObject({
      type: z.string().default('no-auth'),
      config: z
        .looseObject({
          type: z.string().default('bearer'),
          api_key: z.string().nullish(),
          header: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
  timeout: z
    .looseObject({ connect: z.number().nullish(), read: z.number().nullish(), write: z.number().nullish() })
    .nullish(),
  ssl_verify: z.boolean().nullish(),
  retry_config: z
    .looseObject({ retry_enabled: z.boolean().default(false), max_retries: z.number().int().default(0) })
    .nullish(),
  error_strategy: z.string().nullish(),
});

type HttpData = z.infer<typeof httpSchema>;

/** Dify's outputs that our node names otherwise (references to them are renamed, dify-references.ts). */
export const HTTP_OUTPUT_NAMES: Readonly<Record<string, string>> = { status_code: 'statusCode' };

/** `key: value` lines as Dify splits them: at the first colon, both sides trimmed, empty keys skipped. */
export function keyValueLines(text: string): [string, string][] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line): [string, string] => {
      const at = line.indexOf(':');
      return at < 0 ? [line, ''] : [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    })
    .filter(([key]) => key !== '');
}

class NotHonoured extends Error {}

interface Pairs {
  parameters: { name: string; value: string }[];
}

function bodyItems(data: HttpData): z.infer<typeof bodyItemSchema>[] {
  const raw = data.body?.data;
  if (typeof raw !== 'string') return raw ?? [];
  const type = data.body?.type;
  if (type === 'x-www-form-urlencoded' || type === 'form-data')
    return keyValueLines(raw).map(([key, value]) => ({ type: 'text', key, value }));
  return [{ type: 'text', key: '', value: raw }];
}

/** The one text a json or raw-text body holds (Dify refuses any other count). */
function single(items: z.infer<typeof bodyItemSchema>[], type: string): string {
  if (items.length !== 1)
    throw new NotHonoured(
      `body.data (${countOf(items.length, 'item')} for a ${type} body, where Dify takes one)`,
    );
  return items[0]!.value;
}

function body(data: HttpData, text: (value: string, parameter: string) => string): NodeParameters {
  const type = data.body?.type ?? 'none';
  const items = bodyItems(data);
  const pairs = (): Pairs => ({
    parameters: items.map((item, i) => ({
      name: text(item.key, `body.data[${i}].key`),
      value: text(item.value, `body.data[${i}].value`),
    })),
  });
  switch (type) {
    case 'none':
      return { sendBody: false };
    case 'json':
      // Dify fills the references in as text, then reads the JSON: our node does the same with jsonBody.
      return {
        sendBody: true,
        contentType: 'json',
        specifyBody: 'json',
        jsonBody: text(single(items, type), 'body'),
      };
    case 'raw-text':
      return {
        sendBody: true,
        contentType: 'raw',
        rawContentType: 'text/plain',
        body: text(single(items, type), 'body'),
      };
    case 'x-www-form-urlencoded':
      return {
        sendBody: true,
        contentType: 'form-urlencoded',
        specifyBody: 'keypair',
        bodyParameters: pairs(),
      };
    case 'form-data': {
      const file = items.findIndex((item) => item.type === 'file');
      if (file >= 0) throw new NotHonoured(`body.data[${file}] (a file field)`);
      return {
        sendBody: true,
        contentType: 'multipart-form-data',
        specifyBody: 'keypair',
        bodyParameters: pairs(),
      };
    }
    default:
      throw new NotHonoured(`body.type "${type}" (a file body)`);
  }
}

/** Dify's API-key authorization → the credential slot the node asks to link (the key itself is not kept). */
function credentialOf(
  data: HttpData,
  nodeName: string,
): { ref: NodeCredentialRef; warning: string } | undefined {
  const auth = data.authorization;
  if (!auth || auth.type === 'no-auth') return undefined;
  if (auth.type !== 'api-key') throw new NotHonoured(`authorization.type "${auth.type}"`);
  const kind = auth.config?.type ?? 'bearer';
  const header = auth.config?.header?.trim() || 'Authorization';
  const standard = header.toLowerCase() === 'authorization';
  let type: NodeCredentialRef['type'];
  if (kind === 'custom' || !standard) type = 'header';
  else if (kind === 'bearer') type = 'bearer';
  else if (kind === 'basic') type = 'basic';
  else throw new NotHonoured(`authorization.config.type "${kind}"`);
  const sent =
    type === 'header'
      ? `the header ${header}${kind === 'custom' ? '' : ` ("${kind === 'bearer' ? 'Bearer' : 'Basic'} <key>")`}`
      : `a ${type} Authorization header`;
  return {
    ref: { name: `${nodeName} key`.slice(0, 120), type },
    warning: `"${nodeName}" sends ${sent}: the key in the file was not kept; link a credential holding it.`,
  };
}

export function translateHttp(
  data: Record<string, unknown>,
  refs: DifyReferences,
  nodeName: string,
): TranslatedNode {
  const parsed = httpSchema.parse(data);
  const problems: Problem[] = [];
  const text = (value: string, parameter: string) => {
    const missing: string[] = [];
    const out = refs.parameter(value, missing);
    for (const m of missing) problems.push({ parameter, expression: m, reason: unresolvedReason(m) });
    return out;
  };
  const pairs = (lines: string | null | undefined, parameter: string): Pairs => ({
    parameters: keyValueLines(lines ?? '').map(([name, value], i) => ({
      name: text(name, `${parameter}[${i}]`),
      value: text(value, `${parameter}[${i}]`),
    })),
  });
  try {
    if (parsed.error_strategy && parsed.error_strategy !== 'none')
      throw new NotHonoured(`error_strategy "${parsed.error_strategy}" (an error branch or default values)`);
    if (parsed.ssl_verify === false)
      throw new NotHonoured('ssl_verify: false (certificates are always checked here)');
    const credential = credentialOf(parsed, nodeName);
    const headers = pairs(parsed.headers, 'headers');
    const query = pairs(parsed.params, 'params');
    // Dify retries the whole node (a status other than 2xx then fails it): our node-level retry does that.
    const retries = parsed.retry_config?.retry_enabled
      ? Math.min(9, Math.max(0, parsed.retry_config.max_retries))
      : 0;
    if (['GET', 'HEAD'].includes(parsed.method.toUpperCase()) && (parsed.body?.type ?? 'none') !== 'none')
      throw new NotHonoured(`body (a ${parsed.body?.type} body on a ${parsed.method.toUpperCase()} request)`);
    const seconds = ['connect', 'read', 'write'].reduce(
      (sum, phase) => sum + (Number(parsed.timeout?.[phase as 'connect'] ?? 0) || 0),
      0,
    );
    const parameters: NodeParameters = {
      method: parsed.method.toUpperCase(),
      url: text(parsed.url, 'url'),
      authentication: credential ? 'credential' : 'none',
      sendQuery: query.parameters.length > 0,
      queryParameters: query,
      sendHeaders: headers.parameters.length > 0,
      headerParameters: headers,
      ...body(parsed, text),
      options: {
        ...(seconds > 0 ? { timeout: Math.min(MAX_TIMEOUT_MS, seconds * 1000) } : {}),
        response: {
          response: {
            fullResponse: true,
            neverError: !parsed.retry_config?.retry_enabled,
            responseFormat: 'text',
          },
        },
        retry: { maxRetries: 0 },
      },
    };
    return {
      kind: 'mapped',
      type: 'http-request',
      parameters,
      problems,
      ...(retries > 0
        ? {
            retry: {
              maxTries: retries + 1,
              waitMs: Math.min(
                300_000,
                Math.max(0, Math.round(Number(parsed.retry_config?.retry_interval ?? 1000) || 0)),
              ),
            },
          }
        : {}),
      ...(credential
        ? { credentials: { [HTTP_CREDENTIAL_SLOT]: credential.ref }, warnings: [credential.warning] }
        : {}),
    };
  } catch (error) {
    if (!(error instanceof NotHonoured)) throw error;
    return {
      kind: 'placeholder',
      reason: `the parameter ${error.message} cannot be honoured by our HTTP node`,
      problems,
    };
  }
}
