/**
 * Dify's http-request imported and RUN against a local server through the SSRF-safe client: what reaches
 * the server is what Dify's executor sends (method, URL and params with references filled in, `key: value`
 * header lines, each body type, the API-key authorization), and the answer is Dify's (`body` as text,
 * `status_code` read by later steps, a 404 an answer unless retries are on). What cannot be honoured stays
 * a placeholder naming the parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialType } from '../../../../common/schemas/credentials';
import { createSafeHttp, parseAllowlist, type SafeHttp } from '../../../lib/safe-http';
import { type LocalServer, startLocalServer } from '../../../lib/safe-http/testing';
import { runDocument } from '../../adapter/run-document';
import { manualClock } from '../../core/testing';
import { closeSharedCodePool } from '../../nodes/code/shared-pool';
import type { Credential } from '../../nodes/ports';
import { importWorkflow } from '../import-workflow';
import { keyValueLines } from './translate-http';

let server: LocalServer;
let http: SafeHttp;

beforeAll(async () => {
  server = await startLocalServer((req, res, body) => {
    if (req.url?.startsWith('/missing')) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('no such thing');
    }
    res.writeHead(200, { 'content-type': 'application/json', 'x-served': 'yes' });
    res.end(
      JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: body.toString('utf8') }),
    );
  });
  const allowlist = parseAllowlist([`127.0.0.1:${server.port}`]);
  if ('error' in allowlist) throw new Error(allowlist.error);
  http = createSafeHttp({ allowlist });
});
afterAll(async () => {
  await http.close();
  await server.close();
  await closeSharedCodePool();
});

/** A workflow app: start (name, n) → the HTTP node → an end node giving its status, body and a header. */
const dsl = (httpData: string) => `
app: { mode: workflow, name: Http }
workflow:
  graph:
    nodes:
      - { id: s, data: { type: start, title: Start } }
      - id: h
        data:
          type: http-request
          title: Call
${httpData
  .trim()
  .split('\n')
  .map((line) => `          ${line}`)
  .join('\n')}
      - id: e
        data:
          type: end
          title: End
          outputs:
            - { variable: status, value_selector: [h, status_code] }
            - { variable: body, value_selector: [h, body] }
            - { variable: served, value_selector: [h, headers, x-served] }
    edges:
      - { source: s, target: h }
      - { source: h, target: e }
`;

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

async function call(httpData: string, input: Record<string, unknown> = {}, credential?: Credential) {
  const text = dsl(httpData.replaceAll('ORIGIN', server.origin));
  const { document, report } = importWorkflow(text, {
    credentials: credential
      ? [{ id: credential.id, name: credential.name, type: credential.type as CredentialType }]
      : [],
  });
  const run = await runDocument(document, {
    clock: manualClock(),
    triggerItems: [{ json: input }],
    ports: { http, credentials: { get: async () => credential! } },
  });
  const out = run.result?.[0]?.[0]?.json as { status: number; body: string; served: string } | undefined;
  let sent: Sent | undefined;
  try {
    sent = JSON.parse(out?.body ?? '') as Sent;
  } catch {
    sent = undefined;
  }
  return { run, report, out, sent };
}

describe("Dify's http-request, imported and run", () => {
  it('reads key: value lines as Dify splits them (at the first colon, trimmed, empty keys skipped)', () => {
    expect(keyValueLines('aa:bb\n cc : dd:ee\n\nff\n:x\n')).toEqual([
      ['aa', 'bb'],
      ['cc', 'dd:ee'],
      ['ff', ''],
    ]);
  });

  it('sends the method, URL, params (a key may repeat) and headers with references filled in', async () => {
    const { out, sent, report } = await call(
      `
method: get
url: 'ORIGIN/items/{{#s.name#}}'
params: "tag:a\\ntag:{{#s.name#}}\\npage: 2"
headers: "X-Who: {{#s.name#}}\\nAccept:application/json"
body: { type: none, data: [] }
`,
      { name: 'ada' },
    );
    expect(report.placeholders).toEqual([]);
    expect(out?.status).toBe(200);
    expect(out?.served).toBe('yes');
    expect(sent?.method).toBe('GET');
    expect(sent?.url).toBe('/items/ada?tag=a&tag=ada&page=2');
    expect(sent?.headers['x-who']).toBe('ada');
    expect(sent?.headers.accept).toBe('application/json');
  });

  it.each([
    [
      'json',
      `{ type: json, data: [{ type: text, value: '{"name": "{{#s.name#}}", "n": {{#s.n#}}}' }] }`,
      'application/json',
      '{"name":"ada","n":3}',
    ],
    [
      'raw-text',
      `{ type: raw-text, data: [{ type: text, value: 'hi {{#s.name#}}' }] }`,
      'text/plain',
      'hi ada',
    ],
    [
      'x-www-form-urlencoded',
      `{ type: x-www-form-urlencoded, data: [{ type: text, key: who, value: '{{#s.name#}} l' }, { type: text, key: n, value: '{{#s.n#}}' }] }`,
      'application/x-www-form-urlencoded',
      'who=ada+l&n=3',
    ],
    [
      'an older x-www-form-urlencoded (lines of text)',
      `{ type: x-www-form-urlencoded, data: "who:{{#s.name#}}" }`,
      'application/x-www-form-urlencoded',
      'who=ada',
    ],
  ])('sends a %s body', async (_what, bodyYaml, contentType, sentBody) => {
    const { sent } = await call(`method: post\nurl: 'ORIGIN/x'\nbody: ${bodyYaml}`, { name: 'ada', n: 3 });
    expect(sent?.headers['content-type']).toBe(contentType);
    expect(sent?.body).toBe(sentBody);
  });

  it('sends form-data text fields as multipart/form-data', async () => {
    const { sent } = await call(
      `method: post\nurl: 'ORIGIN/x'\nbody: { type: form-data, data: [{ type: text, key: who, value: '{{#s.name#}}' }] }`,
      { name: 'ada' },
    );
    const boundary = /boundary=(\S+)/.exec(sent?.headers['content-type'] ?? '')?.[1];
    expect(sent?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent?.body).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="who"\r\n\r\nada\r\n--${boundary}--\r\n`,
    );
  });

  it.each([
    [
      'bearer',
      'Authorization',
      { id: 'c1', name: 'Call key', type: 'bearer', data: { token: 't-1' } },
      'Bearer t-1',
    ],
    [
      'basic',
      'Authorization',
      { id: 'c2', name: 'Call key', type: 'basic', data: { username: 'u', password: 'p' } },
      `Basic ${Buffer.from('u:p').toString('base64')}`,
    ],
    [
      'custom',
      'X-Api-Key',
      { id: 'c3', name: 'Call key', type: 'header', data: { name: 'X-Api-Key', value: 'k-3' } },
      'k-3',
    ],
  ] as const)(
    'sends an api-key %s authorization from the credential linked in place of the key',
    async (kind, header, credential, value) => {
      const { sent, report, run } = await call(
        `method: get\nurl: 'ORIGIN/x'\nauthorization: { type: api-key, config: { type: ${kind}, api_key: secret-in-file, header: '${header === 'Authorization' ? '' : header}' } }`,
        {},
        credential as Credential,
      );
      expect(sent?.headers[header.toLowerCase()]).toBe(value);
      expect(report.credentials).toEqual([
        expect.objectContaining({ name: 'Call key', credentialId: credential.id }),
      ]);
      expect(report.warnings.join(' ')).toContain('the key in the file was not kept');
      expect(JSON.stringify(run)).not.toContain('secret-in-file');
    },
  );

  it('answers a 404 as Dify does (status 404, the body as text), and fails on it when retries are on', async () => {
    const answered = await call(`method: get\nurl: 'ORIGIN/missing'`);
    expect(answered.run.status).toBe('succeeded');
    expect(answered.run.result?.[0]?.[0]?.json).toMatchObject({ status: 404, body: 'no such thing' });
    const retried = await call(
      `method: get\nurl: 'ORIGIN/missing'\nretry_config: { retry_enabled: true, max_retries: 1, retry_interval: 0 }`,
    );
    expect(retried.run.status).toBe('failed');
    expect(retried.run.steps.filter((s) => s.nodeId === 'h')[0]?.tries).toBe(2);
  });

  it.each([
    [
      'form-data file field',
      `method: post\nurl: 'ORIGIN/x'\nbody: { type: form-data, data: [{ type: file, key: f, file: [s, f] }] }`,
      'body.data[0] (a file field)',
    ],
    [
      'binary body',
      `method: post\nurl: 'ORIGIN/x'\nbody: { type: binary, data: [{ type: file, file: [s, f] }] }`,
      'body.type "binary"',
    ],
    ['unchecked certificates', `method: get\nurl: 'ORIGIN/x'\nssl_verify: false`, 'ssl_verify: false'],
    [
      'error branch',
      `method: get\nurl: 'ORIGIN/x'\nerror_strategy: fail-branch`,
      'error_strategy "fail-branch"',
    ],
  ])('keeps a node with a %s as a placeholder naming the parameter', async (_what, httpData, parameter) => {
    const { report, run } = await call(httpData);
    expect(report.placeholders).toEqual([
      { name: 'Call', from: 'http-request', reason: expect.stringContaining(`the parameter ${parameter}`) },
    ]);
    expect(run.status).toBe('failed');
    expect(run.error?.message).toContain('Call');
  });
});
