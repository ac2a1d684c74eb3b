/**
 * The SSRF corpus: addresses, spellings, names and redirect chains that lead to this machine's network
 * are all refused at connect time, a rebinding name is dialled only at its vetted first answer, and an
 * allowlisted host passes. Nothing here reaches the internet: "public" hosts are played by a local
 * server through a recording dialler.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowlist } from './allowlist';
import { findOutboundRefused, OutboundRefused } from './errors';
import { createSafeHttp, type SafeHttp } from './safe-http';
import { fakeResolver, type LocalServer, recordingDial, startLocalServer } from './testing';

let server: LocalServer;

const NAMES = {
  'public.test': ['8.8.8.8'],
  'other-public.test': ['1.1.1.1'],
  localhost: ['127.0.0.1', '::1'],
  'metadata.google.internal': ['169.254.169.254'],
  'metadata.azure.test': ['169.254.169.254'],
  'instance-data.ec2.test': ['fd00:ec2::254'],
  'intranet.test': ['10.0.0.5'],
  'router.test': ['192.168.1.1'],
  'cgnat.test': ['100.64.1.1'],
  'alibaba-metadata.test': ['100.100.100.200'],
  'v6-loopback.test': ['::1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'nat64.test': ['64:ff9b::a9fe:a9fe'],
  'unique-local.test': ['fd12:3456::1'],
  'link-local6.test': ['fe80::1'],
  'zero.test': ['0.0.0.0'],
  'mixed.test': ['8.8.8.8', '127.0.0.1'],
  'mixed-late.test': ['8.8.8.8', '1.1.1.1', '10.1.2.3'],
  'localtest.me': ['127.0.0.1'],
  '127.0.0.1.nip.test': ['127.0.0.1'],
  'rebind.test': [['8.8.8.8'], ['127.0.0.1']],
};

function client(allow: string[] = []) {
  const allowlist = parseAllowlist(allow);
  if ('error' in allowlist) throw new Error(allowlist.error);
  const resolve = fakeResolver(NAMES);
  const dial = recordingDial(server.port);
  return { http: createSafeHttp({ allowlist, resolve, dial }), resolve, dial };
}

const get = (http: SafeHttp, url: string, method = 'GET') =>
  http.request({
    method,
    url,
    headers: {},
    body: method === 'POST' ? 'x=1' : undefined,
    timeoutMs: 5000,
    maxResponseBytes: 1 << 20,
    followRedirects: true,
  });

async function refusal(url: string, method = 'GET') {
  const { http, dial } = client();
  try {
    const error = await get(http, url, method).then(
      () => undefined,
      (e: unknown) => e,
    );
    return { refused: findOutboundRefused(error), error, dialled: dial.dialled };
  } finally {
    await http.close();
  }
}

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === '/redirect') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/',
      });
      return res.end();
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end(`${req.method} ${req.headers.host}`);
  });
});
afterAll(() => server.close());

const LITERALS = [
  'http://127.0.0.1/',
  'http://127.0.0.2/',
  'http://127.255.255.254/',
  'http://10.0.0.1/',
  'http://10.255.255.255/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.0.1/',
  'http://192.168.255.254/',
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.0.1/',
  'http://0.0.0.0/',
  'http://0.1.2.3/',
  'http://100.64.0.1/',
  'http://100.127.255.254/',
  'http://100.100.100.200/',
  'http://255.255.255.255/',
  'http://224.0.0.1/',
  'http://240.0.0.1/',
  'http://198.18.0.1/',
  'http://192.0.0.170/',
  'http://192.0.2.1/',
];

const SPELLINGS = [
  'http://2130706433/',
  'http://0x7f000001/',
  'http://0x7f.0.0.1/',
  'http://0177.0.0.1/',
  'http://017700000001/',
  'http://127.1/',
  'http://127.0.1/',
  'http://127.000.000.001/',
  'http://0/',
  'http://3232235521/',
  'http://0xa9fea9fe/',
  'http://0251.0376.0251.0376/',
  'http://127.0.0.1./',
  'http://%31%32%37.0.0.1/',
  'http://evil.example@127.0.0.1/',
  'http://user:pass@[::1]/',
  'http://public.test:80@127.0.0.1/',
];

const IPV6 = [
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:10.0.0.1]/',
  'http://[::127.0.0.1]/',
  'http://[::7f00:1]/',
  'http://[fc00::1]/',
  'http://[fd00::1]/',
  'http://[fd00:ec2::254]/',
  'http://[fe80::1]/',
  'http://[fec0::1]/',
  'http://[ff02::1]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[64:ff9b::a9fe:a9fe]/',
  'http://[2002:7f00:1::1]/',
  'http://[2001:db8::1]/',
  'http://[100::1]/',
];

const NAMES_TO_PRIVATE = [
  'http://localhost/',
  'http://LOCALHOST/',
  'http://localhost./',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://metadata.google.internal./',
  'http://metadata.azure.test/',
  'http://instance-data.ec2.test/',
  'http://intranet.test/',
  'http://router.test/',
  'http://cgnat.test/',
  'http://alibaba-metadata.test/',
  'http://v6-loopback.test/',
  'http://mapped.test/',
  'http://nat64.test/',
  'http://unique-local.test/',
  'http://link-local6.test/',
  'http://zero.test/',
  'http://mixed.test/',
  'http://mixed-late.test/',
  'http://localtest.me/',
  'http://127.0.0.1.nip.test/',
];

const PORTS = [
  'http://127.0.0.1:22/',
  'http://127.0.0.1:6379/',
  'http://[::1]:5432/',
  'https://127.0.0.1/',
  'https://localhost:8443/',
  'http://10.0.0.1:8080/',
];

describe('the SSRF corpus: all refused before any socket opens', () => {
  const corpus = [...LITERALS, ...SPELLINGS, ...IPV6, ...NAMES_TO_PRIVATE, ...PORTS];

  it('holds more than 60 cases', () => {
    expect(corpus.length).toBeGreaterThan(60);
  });

  it.each(corpus)('%s', async (url) => {
    const { refused, error, dialled } = await refusal(url);
    expect(refused, String(error)).toBeInstanceOf(OutboundRefused);
    expect(refused?.message).toMatch(/^Requests to private or local addresses are not allowed: /);
    expect(dialled).toEqual([]);
  });

  it('names the address and the host in its message', async () => {
    const { refused } = await refusal('http://localhost/');
    expect(refused?.message).toBe(
      'Requests to private or local addresses are not allowed: 127.0.0.1 (localhost).',
    );
  });
});

describe('redirect chains: every hop is checked again', () => {
  const chain = (to: string, status = 302) =>
    `http://public.test/redirect?status=${status}&to=${encodeURIComponent(to)}`;
  const chains: [string, string][] = [
    [chain('http://127.0.0.1/'), 'GET'],
    [chain('http://169.254.169.254/latest/meta-data/'), 'GET'],
    [chain('http://localhost:6379/'), 'GET'],
    [chain('http://[::1]/'), 'GET'],
    [chain('http://2130706433/'), 'GET'],
    [chain('http://metadata.google.internal/'), 'GET'],
    [chain('/redirect?to=http://intranet.test/'), 'GET'],
    [chain('http://other-public.test/redirect?to=http://10.0.0.1/'), 'GET'],
    [chain('http://192.168.0.1/', 307), 'POST'],
    [chain('http://[::ffff:127.0.0.1]/', 308), 'POST'],
    [chain('http://[fd00::1]/', 303), 'POST'],
  ];

  it.each(chains)('%s (%s)', async (url, method) => {
    const { refused, error, dialled } = await refusal(url, method);
    expect(refused, String(error)).toBeInstanceOf(OutboundRefused);
    // Only the public hops were dialled.
    expect(dialled.length).toBeGreaterThan(0);
    expect(dialled.every((d) => d.startsWith('8.8.8.8:') || d.startsWith('1.1.1.1:'))).toBe(true);
  });
});

describe('DNS answers are pinned', () => {
  it('dials the first, vetted answer of a rebinding name and never its second answer', async () => {
    const { http, resolve, dial } = client();
    const response = await get(http, 'http://rebind.test/');
    expect(response.status).toBe(200);
    expect(resolve.calls).toEqual(['rebind.test']);
    expect(dial.dialled).toEqual(['8.8.8.8:']);
    await http.close();
  });

  it('refuses the name once it answers a private address', async () => {
    const { http, resolve, dial } = client();
    await get(http, 'http://rebind.test/');
    await http.close();
    // A fresh pool must resolve again: the table now answers 127.0.0.1.
    const second = createSafeHttp({ resolve, dial });
    const error = await get(second, 'http://rebind.test/').catch((e: unknown) => e);
    expect(findOutboundRefused(error)?.message).toContain('127.0.0.1 (rebind.test)');
    expect(dial.dialled).toEqual(['8.8.8.8:']);
    await second.close();
  });

  it('keeps the host name for the Host header (and TLS SNI) while dialling the address', async () => {
    const { http } = client();
    const response = await get(http, 'http://public.test/');
    expect(Buffer.from(response.body).toString()).toBe('GET public.test');
    await http.close();
  });
});

describe('the allowlist', () => {
  it('lets an allowlisted 127.0.0.1:port through, on that port only, with the real dialler', async () => {
    const allowlist = parseAllowlist([`127.0.0.1:${server.port}`]);
    if ('error' in allowlist) throw new Error(allowlist.error);
    const http = createSafeHttp({ allowlist });
    const response = await get(http, `${server.origin}/hello`);
    expect(response.status).toBe(200);
    expect(Buffer.from(response.body).toString()).toBe(`GET 127.0.0.1:${server.port}`);
    const otherPort = await get(http, 'http://127.0.0.1:1/').catch((e: unknown) => e);
    expect(findOutboundRefused(otherPort)).toBeInstanceOf(OutboundRefused);
    await http.close();
  });

  it('lets a listed name and a listed range through, and nothing beside them', async () => {
    const { http, dial } = client(['intranet.test', '192.168.0.0/16']);
    expect((await get(http, 'http://intranet.test/')).status).toBe(200);
    expect((await get(http, 'http://router.test/')).status).toBe(200);
    expect(findOutboundRefused(await get(http, 'http://cgnat.test/').catch((e: unknown) => e))).toBeDefined();
    expect(dial.dialled).toEqual(['intranet.test:', '192.168.1.1:']);
    await http.close();
  });

  it('rejects entries that are no host, address or range', () => {
    expect(parseAllowlist(['10.0.0.0/33'])).toEqual({ error: expect.stringContaining('10.0.0.0/33') });
    expect(parseAllowlist(['http://x/'])).toEqual({ error: expect.stringContaining('http://x/') });
    expect(parseAllowlist(['host:99999'])).toEqual({ error: expect.stringContaining('host:99999') });
  });
});
