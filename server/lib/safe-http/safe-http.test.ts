import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowlist } from './allowlist';
import { OutboundTimeout, ResponseTooLarge } from './errors';
import { createSafeHttp, type SafeHttp, type SafeHttpRequest } from './safe-http';
import { type LocalServer, startLocalServer } from './testing';

let server: LocalServer;
let http: SafeHttp;

beforeAll(async () => {
  server = await startLocalServer((req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const status = Number(url.searchParams.get('status') ?? 302);
    if (url.pathname === '/redirect') {
      res.writeHead(status, { location: url.searchParams.get('to') ?? '/echo' });
      return res.end();
    }
    if (url.pathname === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    if (url.pathname === '/big') {
      // Chunked, so no content-length warns the client: the cap must count as it streams.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let i = 0; i < 64; i++) res.write(Buffer.alloc(1024, 1));
      return res.end();
    }
    if (url.pathname === '/declared-big') {
      res.writeHead(200, { 'content-length': String(10_000_000) });
      return res.end();
    }
    if (url.pathname === '/silent') return; // never answers
    res.writeHead(200, { 'content-type': 'application/json', 'x-seen': 'yes' });
    res.end(
      JSON.stringify({ method: req.method, path: req.url, headers: req.headers, body: body.toString() }),
    );
  });
  const allowlist = parseAllowlist([`127.0.0.1:${server.port}`, 'localhost']);
  if ('error' in allowlist) throw new Error(allowlist.error);
  http = createSafeHttp({ allowlist });
});
afterAll(async () => {
  await http.close();
  await server.close();
});

const send = (path: string, more: Partial<SafeHttpRequest> = {}) =>
  http.request({
    method: 'GET',
    url: /^[a-z]+:/.test(path) ? path : `${server.origin}${path}`,
    headers: {},
    timeoutMs: 5000,
    maxResponseBytes: 1 << 20,
    followRedirects: true,
    ...more,
  });
interface Echo {
  method: string;
  path: string;
  headers: Record<string, string | undefined>;
  body: string;
}
const json = (body: Uint8Array) => JSON.parse(Buffer.from(body).toString()) as Echo;

describe('the guarded client', () => {
  it('sends the method, headers and body, and answers status, headers, body and the final URL', async () => {
    const response = await send('/echo?a=1', { method: 'put', headers: { 'x-one': '1' }, body: 'hello' });
    expect(response.status).toBe(200);
    expect(response.headers['x-seen']).toBe('yes');
    expect(json(response.body)).toMatchObject({ method: 'PUT', path: '/echo?a=1', body: 'hello' });
    expect(json(response.body).headers['x-one']).toBe('1');
    expect(response.url).toBe(`${server.origin}/echo?a=1`);
  });

  it('turns a POST into a GET without body on 302 and 303, and repeats it on 307 and 308', async () => {
    for (const [status, method, body] of [
      [302, 'GET', ''],
      [303, 'GET', ''],
      [307, 'POST', 'x=1'],
      [308, 'POST', 'x=1'],
    ] as const) {
      const response = await send(`/redirect?status=${status}`, {
        method: 'POST',
        body: 'x=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(json(response.body)).toMatchObject({ method, body });
      expect(response.url).toBe(`${server.origin}/echo`);
    }
  });

  it('drops the Authorization header when a redirect leaves the origin', async () => {
    const other = `http://localhost:${server.port}/echo`;
    const response = await send(`/redirect?to=${encodeURIComponent(other)}`, {
      headers: { authorization: 'Bearer secret', 'x-keep': 'kept' },
    });
    const headers = json(response.body).headers;
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-keep']).toBe('kept');
    const same = await send('/redirect', { headers: { authorization: 'Bearer secret' } });
    expect(json(same.body).headers.authorization).toBe('Bearer secret');
  });

  it('answers the redirect itself when redirects are not followed, and stops a loop', async () => {
    const response = await send('/redirect', { followRedirects: false });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/echo');
    await expect(send('/loop', { maxRedirects: 3 })).rejects.toThrow('Stopped after 3 redirects.');
  });

  it('turns credentials in the URL into Basic authentication', async () => {
    const response = await send(`http://ada:s%40fe@127.0.0.1:${server.port}/echo`);
    expect(json(response.body).headers.authorization).toBe(
      `Basic ${Buffer.from('ada:s@fe').toString('base64')}`,
    );
  });

  it('stops reading past the size cap, whether the length is declared or streamed', async () => {
    await expect(send('/big', { maxResponseBytes: 10_000 })).rejects.toBeInstanceOf(ResponseTooLarge);
    await expect(send('/declared-big', { maxResponseBytes: 10_000 })).rejects.toThrow(
      'The response is larger than the limit of 10000 bytes.',
    );
    expect((await send('/big', { maxResponseBytes: 65_536 })).body.byteLength).toBe(65_536);
    expect((await send('/declared-big', { method: 'HEAD', maxResponseBytes: 10_000 })).status).toBe(200);
  });

  it("gives up at the deadline with a clear error, and on the caller's signal", async () => {
    const error = await send('/silent', { timeoutMs: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundTimeout);
    expect((error as Error).message).toBe(`The request to 127.0.0.1:${server.port} took longer than 200 ms.`);
    const controller = new AbortController();
    const pending = send('/silent', { signal: controller.signal });
    controller.abort(new Error('Cancelled'));
    await expect(pending).rejects.toThrow('Cancelled');
  });

  it('refuses other protocols and invalid URLs', async () => {
    await expect(send('ftp://127.0.0.1/')).rejects.toThrow(
      'Only http and https URLs can be requested, not ftp.',
    );
    await expect(send('http://')).rejects.toThrow('"http://" is not a valid URL.');
  });
});
