/**
 * n8n's httpRequest (v3/v4) → our http-request node. Most parameters keep n8n's names (our node reads
 * them); what differs is translated here: n8n's credential choice becomes `authentication: 'credential'`
 * (the credential is linked after import), and pagination by a next URL written as
 * `{{ $response.body.next }}` becomes our `nextUrlField`. What has no counterpart is left out with a warning.
 */
import type { NodeParameters } from '../../../../common/workflow/document';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `={{ $response.body.links.next }}` or `={{ $response.body["next_page"] }}` → `links.next`, `next_page`. */
export function nextUrlFieldOf(expression: unknown): string | undefined {
  if (typeof expression !== 'string') return undefined;
  const match = /^=?\{\{\s*\$response\.body((?:\.[A-Za-z_$][\w$]*|\[\s*["'][^"']+["']\s*\])+)\s*\}\}$/.exec(
    expression.trim(),
  );
  if (!match) return undefined;
  return [...match[1]!.matchAll(/\.([A-Za-z_$][\w$]*)|\[\s*["']([^"']+)["']\s*\]/g)]
    .map((m) => m[1] ?? m[2])
    .join('.');
}

function translatePagination(n8n: Json, warn: (message: string) => void): Json {
  const mode = n8n.paginationMode;
  if (mode === undefined || mode === 'off') return { mode: 'off' };
  const maxPages = n8n.limitPagesFetched ? Number(n8n.maxRequests ?? 100) : 100;
  const nextUrlField = mode === 'responseContainsNextURL' ? nextUrlFieldOf(n8n.nextURL) : undefined;
  if (!nextUrlField) {
    warn(
      mode === 'responseContainsNextURL'
        ? `its next-page URL (${String(n8n.nextURL)}) is not a field of the response body; set the pagination up again`
        : 'it paginates by changing a parameter on each request, which our HTTP node does not do; pagination is off',
    );
    return { mode: 'off' };
  }
  if (n8n.paginationCompleteWhen && n8n.paginationCompleteWhen !== 'responseIsEmpty')
    warn(
      'its pagination ends by a status code or an expression; ours ends with no next URL or an empty page',
    );
  return { mode: 'nextUrlField', nextUrlField, maxPages: Math.min(1000, Math.max(1, maxPages)) };
}

export function translateHttpRequest(
  parameters: NodeParameters,
  warn: (message: string) => void,
): NodeParameters {
  const out: Json = { ...parameters };
  if (out.authentication !== undefined && out.authentication !== 'none') {
    out.authentication = 'credential';
    for (const key of ['nodeCredentialType', 'genericAuthType']) delete out[key];
  }
  if (out.contentType === 'multipart-form-data')
    warn('it sends a multipart form, which our HTTP node does not send yet');
  if (isObject(out.options)) {
    const options: Json = { ...out.options };
    if (isObject(options.pagination) && isObject(options.pagination.pagination))
      options.pagination = translatePagination(options.pagination.pagination, warn);
    if (options.allowUnauthorizedCerts) warn('it accepted invalid TLS certificates; ours always checks them');
    if (options.proxy) warn('it went through a proxy; ours connects directly');
    for (const key of [
      'allowUnauthorizedCerts',
      'proxy',
      'batching',
      'lowercaseHeaders',
      'queryParameterArrays',
    ])
      delete options[key];
    out.options = options;
  }
  return out as NodeParameters;
}
