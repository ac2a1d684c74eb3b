import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it('reads off, true, a hop count and CIDR lists', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1, fd00::/8')).toEqual({
      ranges: ['10.0.0.0/8', '127.0.0.1', 'fd00::/8'],
    });
  });

  it('refuses what is neither', () => {
    expect(parseTrustProxy('yes')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/33')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/x')).toHaveProperty('error');
  });
});

describe('clientAddress', () => {
  it('ignores the header when no proxy is trusted', () => {
    expect(clientAddress('203.0.113.9', '127.0.0.1', false)).toBe('203.0.113.9');
  });

  it('takes the address one hop from the right, never the caller-written first entry', () => {
    // An appending proxy (nginx $proxy_add_x_forwarded_for) leaves the caller's value first.
    expect(clientAddress('10.0.0.2', '127.0.0.1, 198.51.100.7', { hops: 1 })).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '198.51.100.7', { hops: 1 })).toBe('198.51.100.7');
  });

  it('walks past as many hops as configured, and stops at the header’s left end', () => {
    expect(clientAddress('10.0.0.3', '1.1.1.1, 198.51.100.7, 10.0.0.2', { hops: 2 })).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.3', '198.51.100.7', { hops: 5 })).toBe('198.51.100.7');
  });

  it('uses the socket when there is no header', () => {
    expect(clientAddress('198.51.100.7', undefined, { hops: 1 })).toBe('198.51.100.7');
  });

  it('walks from the right past trusted ranges', () => {
    const trust = { ranges: ['10.0.0.0/8', '::1'] };
    expect(clientAddress('10.0.0.2', '127.0.0.1, 198.51.100.7, 10.1.2.3', trust)).toBe('198.51.100.7');
    expect(clientAddress('::ffff:10.0.0.2', '198.51.100.7', trust)).toBe('198.51.100.7');
    expect(clientAddress('::1', '10.0.0.5', trust)).toBe('10.0.0.5');
  });

  it('believes no header from a socket outside the trusted ranges', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1', { ranges: ['10.0.0.0/8'] })).toBe('203.0.113.9');
  });
});
