import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, keepConnectionsAlive } from './keep-alive';

describe('keepConnectionsAlive', () => {
  it('keeps idle connections longer than the clients that pool them, and headers a second longer', () => {
    const server = keepConnectionsAlive(createServer());
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(5000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});
