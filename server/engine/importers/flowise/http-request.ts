/**
 * Flowise's HTTP node (Agentflow v2 `httpAgentflow`) → our http-request parameters: method, URL, header
 * and query lists, a JSON, raw or form body, and the response type. A Flowise credential is left to link
 * (the report already lists Flowise's `{{ … }}` variables, which mean nothing here).
 */
import type { NodeParameters } from '../../../../common/workflow/document';

type Json = Record<string, unknown>;

/** Flowise's `[{ key, value }]` lists as n8n's `{ parameters: [{ name, value }] }`, which our node reads. */
function pairs(list: unknown): { parameters: { name: string; value: unknown }[] } {
  const rows = Array.isArray(list) ? list : [];
  return {
    parameters: rows
      .filter(
        (row): row is Json =>
          typeof row === 'object' && row !== null && typeof (row as Json).key === 'string',
      )
      .map((row) => ({ name: String(row.key), value: row.value ?? '' })),
  };
}

const RESPONSE_FORMATS: Record<string, string> = {
  json: 'json',
  text: 'text',
  arraybuffer: 'file',
  base64: 'file',
};

function body(inputs: Json): Json {
  switch (inputs.bodyType) {
    case 'json':
      return { sendBody: true, contentType: 'json', specifyBody: 'json', jsonBody: inputs.body ?? '' };
    case 'raw':
      return { sendBody: true, contentType: 'raw', body: String(inputs.body ?? '') };
    case 'xWwwFormUrlencoded':
    case 'formData':
      return { sendBody: true, contentType: 'form-urlencoded', bodyParameters: pairs(inputs.body) };
    default:
      return {};
  }
}

export function flowiseHttpParameters(inputs: Json, warn: (message: string) => void): NodeParameters {
  if (inputs.bodyType === 'formData') warn('its multipart form body is sent as a URL-encoded form');
  if (inputs.httpCredential || inputs.credential)
    warn('it used a Flowise credential; link one of yours to it');
  const headers = pairs(inputs.headers);
  const query = pairs(inputs.queryParams);
  return {
    method: typeof inputs.method === 'string' && inputs.method ? inputs.method : 'GET',
    url: typeof inputs.url === 'string' ? inputs.url : '',
    ...(headers.parameters.length ? { sendHeaders: true, headerParameters: headers } : {}),
    ...(query.parameters.length ? { sendQuery: true, queryParameters: query } : {}),
    ...body(inputs),
    options: {
      response: {
        response: { responseFormat: RESPONSE_FORMATS[String(inputs.responseType)] ?? 'autodetect' },
      },
    },
  } as NodeParameters;
}
