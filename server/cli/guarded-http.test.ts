import { describe, expect, it } from 'vitest';
import { startLocalServer } from '../lib/safe-http/testing';
import { lazyGuardedHttp } from './guarded-http';

const get = (url: string) => ({
  method: 'GET',
  url,
  headers: {},
  timeoutMs: 5000,
  maxResponseBytes: 1000,
  followRedirects: true,
});

describe("the CLI's HTTP port", () => {
  it('closes without having opened a client', async () => {
    await expect(lazyGuardedHttp([]).close()).resolves.toBeUndefined();
  });

  it('guards like the server: local addresses refused unless allowlisted', async () => {
    const server = await startLocalServer((_req, res) => res.end('ok'));
    const refusing = lazyGuardedHttp([]);
    await expect(refusing.request(get(`${server.origin}/`))).rejects.toThrow(
      'Requests to private or local addresses are not allowed: 127.0.0.1.',
    );
    const allowing = lazyGuardedHttp([`127.0.0.1:${server.port}`]);
    expect((await allowing.request(get(`${server.origin}/`))).status).toBe(200);
    await Promise.all([refusing.close(), allowing.close()]);
    await server.close();
  });
});
