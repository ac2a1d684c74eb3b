/**
 * The HTTP Request node against a local HTTP server, through the real guarded client (the server's
 * address is allowlisted, as an administrator would). Credentials come from a fake port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSafeHttp, parseAllowlist, type SafeHttp } from '../../../lib/safe-http';
import { type LocalServer, startLocalServer } from '../../../lib/safe-http/testing';
import { isWaitResult } from '../../core/node-type';
import type { Item } from '../../core/types';
import type { Credential, PlatformPorts } from '../ports';
import { items, runNode } from '../testing';
import { httpRequestNode } from './definition';

let server: LocalServer;
let http: SafeHttp;
const hits = new Map<string, number>();

beforeAll(async () => {
  server = await startLocalServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const count = (hits.get(url.pathname + url.search) ?? 0) + 1;
    hits.set(url.pathname + url.search, count);
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(JSON.stringify(value));
    };
    switch (url.pathname) {
      case '/list':
        return json(200, [{ id: 1 }, { id: 2 }]);
      case '/text':
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('hello');
      case '/file':
        res.writeHead(200, {
          'content-type': 'image/png',
          'content-disposition': 'attachment; filename="dot.png"',
        });
        return res.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case '/pages': {
        const page = Number(url.searchParams.get('page') ?? 1);
        return json(200, { rows: [page], next: page < 3 ? `/pages?page=${page + 1}` : null });
      }
      case '/link': {
        const page = Number(url.searchParams.get('page') ?? 1);
        const link: Record<string, string> =
          page < 2 ? { link: `<${server.origin}/link?page=${page + 1}>; rel="next"` } : {};
        return json(200, [{ page }], link);
      }
      case '/elsewhere':
        return json(200, { next: 'http://localhost:1/x' });
      case '/flaky':
        if (count === 1) return json(429, { error: 'slow down' }, { 'retry-after': '0' });
        if (count === 2) return json(503, { error: 'busy' }, { 'retry-after': '0' });
        return json(200, { ok: true, tries: count });
      case '/later':
        return json(429, { error: 'come back in an hour' }, { 'retry-after': '3600' });
      case '/missing':
        return json(404, { message: 'no such order' });
      case '/big':
        res.writeHead(200, { 'content-type': 'text/plain' });
        for (let i = 0; i < 100; i++) res.write('x'.repeat(1024));
        return res.end();
      case '/silent':
        return;
      case '/to-private':
        res.writeHead(302, { location: 'http://10.0.0.1/' });
        return res.end();
      default:
        return json(200, {
          method: req.method,
          path: req.url,
          headers: req.headers,
          body: body.toString('utf8'),
          bodyBase64: body.toString('base64'),
        });
    }
  });
  const allowlist = parseAllowlist([`127.0.0.1:${server.port}`]);
  if ('error' in allowlist) throw new Error(allowlist.error);
  http = createSafeHttp({ allowlist });
});
afterAll(async () => {
  await http.close();
  await server.close();
});

const CREDENTIALS: Record<string, Credential> = {
  bearer: { id: 'bearer', name: 'API token', type: 'bearer', data: { token: 'tok-123' } },
  basic: { id: 'basic', name: 'Login', type: 'basic', data: { username: 'ada', password: 'pw-456' } },
  header: { id: 'header', name: 'Header', type: 'header', data: { name: 'X-Secret', value: 'hv-789' } },
  query: { id: 'query', name: 'Query', type: 'query', data: { name: 'api_key', value: 'qv-000' } },
  apiKeyQuery: {
    id: 'apiKeyQuery',
    name: 'Key',
    type: 'apiKey',
    data: { key: 'k-111', in: 'query', name: 'key' },
  },
  apiKeyHeader: {
    id: 'apiKeyHeader',
    name: 'Key',
    type: 'apiKey',
    data: { key: 'k-222', in: 'header', name: 'X-Api-Key' },
  },
  oauth: {
    id: 'oauth',
    name: 'OAuth',
    type: 'oauth2ClientCredentials',
    data: {
      tokenUrl: 'http://x/',
      clientId: 'c',
      clientSecret: 's',
      accessToken: 'at-333',
      tokenType: 'Bearer',
    },
  },
};

const ports = (): PlatformPorts => ({
  http,
  credentials: {
    get: async (id) => {
      const credential = CREDENTIALS[id];
      if (!credential) throw new Error(`No credential ${id}.`);
      return credential;
    },
  },
});

async function run(
  parameters: Record<string, unknown>,
  input: Item[] = items({}),
  credentials?: Record<string, { id?: string; name?: string }>,
) {
  const result = await runNode(httpRequestNode, [input], {
    parameters: { ...parameters, url: `${server.origin}${parameters.url ?? '/echo'}` },
    ports: ports(),
    runId: 'run-7',
    ...(credentials ? { credentials } : {}),
  });
  if (isWaitResult(result)) throw new Error('The node asked to wait.');
  return result[0] ?? [];
}
const jsonOf = async (parameters: Record<string, unknown>, input?: Item[]) =>
  (await run(parameters, input)).map((i) => i.json);
interface Echo {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  bodyBase64: string;
}
const echo = async (parameters: Record<string, unknown>, input?: Item[]) =>
  (await jsonOf(parameters, input))[0] as unknown as Echo;

describe('http-request: requests', () => {
  it('sends each method with query parameters and headers, once per item', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect((await echo({ method })).method).toBe(method);
    }
    const out = (await jsonOf(
      {
        sendQuery: true,
        queryParameters: {
          parameters: [
            { name: 'q', value: 'a b' },
            { name: 'n', value: 2 },
          ],
        },
        sendHeaders: true,
        headerParameters: { parameters: [{ name: 'X-Trace', value: 't1' }] },
      },
      items({}, {}),
    )) as unknown as Echo[];
    expect(out).toHaveLength(2);
    expect(out[0]!.path).toBe('/echo?q=a+b&n=2');
    expect(out[0]!.headers['x-trace']).toBe('t1');
    const fromJson = await echo({ sendQuery: true, specifyQuery: 'json', jsonQuery: '{"page":3}' });
    expect(fromJson.path).toBe('/echo?page=3');
  });

  it('sends JSON, form, raw text and binary bodies with their content types', async () => {
    const json = await echo({
      method: 'POST',
      sendBody: true,
      bodyParameters: {
        parameters: [
          { name: 'a', value: 1 },
          { name: 'b', value: 'x' },
        ],
      },
    });
    expect(JSON.parse(json.body)).toEqual({ a: 1, b: 'x' });
    expect(json.headers['content-type']).toBe('application/json');
    const typed = await echo({
      method: 'POST',
      sendBody: true,
      specifyBody: 'json',
      jsonBody: '{"deep":{"v":[1]}}',
    });
    expect(JSON.parse(typed.body)).toEqual({ deep: { v: [1] } });
    const form = await echo({
      method: 'POST',
      sendBody: true,
      contentType: 'form-urlencoded',
      bodyParameters: { parameters: [{ name: 'name', value: 'Ada L' }] },
    });
    expect(form.body).toBe('name=Ada+L');
    expect(form.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const raw = await echo({
      method: 'PUT',
      sendBody: true,
      contentType: 'raw',
      rawContentType: 'text/csv',
      body: 'a,b',
    });
    expect([raw.body, raw.headers['content-type']]).toEqual(['a,b', 'text/csv']);
    const file = await echo(
      { method: 'POST', sendBody: true, contentType: 'binaryData', inputDataFieldName: 'upload' },
      [
        {
          json: {},
          binary: { upload: { data: Buffer.from([1, 2, 3]).toString('base64'), mimeType: 'image/gif' } },
        },
      ],
    );
    expect([file.bodyBase64, file.headers['content-type']]).toEqual(['AQID', 'image/gif']);
    await expect(
      run({ method: 'POST', sendBody: true, specifyBody: 'json', jsonBody: '{oops' }),
    ).rejects.toThrow('The JSON body is not valid JSON.');
  });

  it('sends multipart text fields, and refuses a file field it cannot send yet', async () => {
    const multipart = await echo({
      method: 'POST',
      sendBody: true,
      contentType: 'multipart-form-data',
      bodyParameters: {
        parameters: [
          { name: 'a "b"', value: 'x' },
          { name: 'n', value: 2 },
        ],
      },
    });
    const boundary = /^multipart\/form-data; boundary=(\S+)$/.exec(
      multipart.headers['content-type'] ?? '',
    )?.[1];
    expect(multipart.body).toBe(
      `--${boundary}\r\nContent-Disposition: form-data; name="a %22b%22"\r\n\r\nx\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="n"\r\n\r\n2\r\n--${boundary}--\r\n`,
    );
    await expect(
      run({
        method: 'POST',
        sendBody: true,
        contentType: 'multipart-form-data',
        bodyParameters: {
          parameters: [{ name: 'f', parameterType: 'formBinaryData', inputDataFieldName: 'data' }],
        },
      }),
    ).rejects.toThrow('Multipart file fields are not supported yet');
  });

  it('puts an Idempotency-Key from run, node and item on POST and PATCH only', async () => {
    const posts = (await jsonOf({ method: 'POST' }, items({}, {}))) as unknown as Echo[];
    expect(posts.map((p) => p.headers['idempotency-key'])).toEqual(['wf:run-7:n1:0:0', 'wf:run-7:n1:0:1']);
    expect((await echo({ method: 'PATCH' })).headers['idempotency-key']).toBe('wf:run-7:n1:0:0');
    expect((await echo({ method: 'PUT' })).headers['idempotency-key']).toBeUndefined();
    expect((await echo({ method: 'GET' })).headers['idempotency-key']).toBeUndefined();
  });

  it('authenticates with each credential type, linked in its auth slot', async () => {
    const auth = async (id: string) =>
      (await run({ authentication: 'credential' }, items({}), { auth: { id } }))[0]!.json as unknown as Echo;
    expect((await auth('bearer')).headers.authorization).toBe('Bearer tok-123');
    expect((await auth('basic')).headers.authorization).toBe(
      `Basic ${Buffer.from('ada:pw-456').toString('base64')}`,
    );
    expect((await auth('header')).headers['x-secret']).toBe('hv-789');
    expect((await auth('query')).path).toBe('/echo?api_key=qv-000');
    expect((await auth('apiKeyQuery')).path).toBe('/echo?key=k-111');
    expect((await auth('apiKeyHeader')).headers['x-api-key']).toBe('k-222');
    expect((await auth('oauth')).headers.authorization).toBe('Bearer at-333');
    await expect(run({ authentication: 'credential' })).rejects.toThrow(
      'Node "HTTP Request": choose a credential (auth) in its settings.',
    );
    // Imported and not linked yet: the error names the credential to link.
    await expect(
      run({ authentication: 'credential' }, items({}), { auth: { name: 'CRM key' } }),
    ).rejects.toThrow('link one of your credentials in place of "CRM key" (auth)');
  });

  it('still reads the credentialId parameter of documents saved before the slot, and n8n’s only slot', async () => {
    const legacy = await echo({ authentication: 'credential', credentialId: 'bearer' });
    expect(legacy.headers.authorization).toBe('Bearer tok-123');
    const n8nSlot = await run({ authentication: 'credential' }, items({}), {
      httpHeaderAuth: { id: 'header' },
    });
    expect((n8nSlot[0]!.json as unknown as Echo).headers['x-secret']).toBe('hv-789');
    // The slot wins over a stale parameter.
    const both = await run({ authentication: 'credential', credentialId: 'basic' }, items({}), {
      auth: { id: 'bearer' },
    });
    expect((both[0]!.json as unknown as Echo).headers.authorization).toBe('Bearer tok-123');
  });
});

describe('http-request: responses', () => {
  it('makes one item per element of a JSON array, text into data, files into binary', async () => {
    expect(await jsonOf({ url: '/list' })).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await jsonOf({ url: '/text' })).toEqual([{ data: 'hello' }]);
    const [file] = await run({ url: '/file' });
    expect(file!.binary).toEqual({
      data: {
        data: 'iVBORw==',
        mimeType: 'image/png',
        fileName: 'dot.png',
        fileExtension: 'png',
        fileSize: 4,
      },
    });
    expect(
      await jsonOf({ url: '/list', options: { response: { response: { responseFormat: 'text' } } } }),
    ).toEqual([{ data: '[{"id":1},{"id":2}]' }]);
  });

  it('gives status code, headers and body as the full response', async () => {
    const [out] = await jsonOf({ url: '/text', options: { response: { response: { fullResponse: true } } } });
    expect(out).toMatchObject({ statusCode: 200, body: 'hello', headers: { 'content-type': 'text/plain' } });
  });

  it('stops on an error answer with the status and the body, unless told never to error', async () => {
    await expect(run({ url: '/missing' })).rejects.toThrow(
      'The server answered 404: {"message":"no such order"}',
    );
    const out = await jsonOf({
      url: '/missing',
      options: { response: { response: { neverError: true, fullResponse: true } } },
    });
    expect(out).toEqual([expect.objectContaining({ statusCode: 404, body: { message: 'no such order' } })]);
  });
});

describe('http-request: pagination, retries and limits', () => {
  it('follows a next URL from a body field up to the last page or the page limit', async () => {
    const paged = { url: '/pages', options: { pagination: { mode: 'nextUrlField', nextUrlField: 'next' } } };
    expect((await jsonOf(paged)).map((j) => j.rows)).toEqual([[1], [2], [3]]);
    const limited = { url: '/pages', options: { pagination: { mode: 'nextUrlField', maxPages: 2 } } };
    expect((await jsonOf(limited)).map((j) => j.rows)).toEqual([[1], [2]]);
  });

  it('follows the Link header, and never takes the credential to another site', async () => {
    expect(await jsonOf({ url: '/link', options: { pagination: { mode: 'linkHeader' } } })).toEqual([
      { page: 1 },
      { page: 2 },
    ]);
    await expect(
      run({ url: '/elsewhere', options: { pagination: { mode: 'nextUrlField' } } }),
    ).rejects.toThrow('The next page is on http://localhost:1; pagination stays on');
  });

  it('tries 429 and 503 again after the Retry-After the server asks for', async () => {
    hits.delete('/flaky');
    expect(await jsonOf({ url: '/flaky' })).toEqual([{ ok: true, tries: 3 }]);
    hits.delete('/flaky');
    await expect(run({ url: '/flaky', options: { retry: { maxRetries: 1 } } })).rejects.toThrow(
      'The server answered 503',
    );
  });

  it('does not wait longer than the retry limit: a long Retry-After answers the error at once', async () => {
    hits.delete('/later');
    await expect(run({ url: '/later' })).rejects.toThrow('The server answered 429');
    expect(hits.get('/later')).toBe(1);
  });

  it('applies the size cap, the timeout and the SSRF guard on redirects', async () => {
    await expect(run({ url: '/big', options: { maxResponseBytes: 50_000 } })).rejects.toThrow(
      'The response is larger than the limit of 50000 bytes.',
    );
    await expect(run({ url: '/silent', options: { timeout: 200 } })).rejects.toThrow(
      'took longer than 200 ms',
    );
    await expect(run({ url: '/to-private' })).rejects.toThrow(
      'Requests to private or local addresses are not allowed: 10.0.0.1.',
    );
  });

  it('says where it can run when there is no HTTP port', async () => {
    await expect(
      runNode(httpRequestNode, [items({})], { parameters: { url: 'http://x.test/' } }),
    ).rejects.toThrow('HTTP requests is only available when the workflow runs on the server');
  });
});
