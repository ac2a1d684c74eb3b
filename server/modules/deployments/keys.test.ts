import { API_KEY_PREFIX } from '@common/schemas/deployments';
import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  hashApiKey,
  looksLikeApiKey,
  newApiKeySecret,
  newPublishableKey,
  sameHash,
} from './keys';

describe('API key material', () => {
  it('makes a secret with a visible prefix and stores only its hash', () => {
    const { secret, prefix, hash } = newApiKeySecret();
    expect(secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(secret).toHaveLength(API_KEY_PREFIX.length + 43);
    expect(secret.startsWith(prefix)).toBe(true);
    expect(prefix.length).toBeLessThan(secret.length / 3);
    expect(hash).toBe(hashApiKey(secret));
    expect(hash).not.toContain(secret.slice(API_KEY_PREFIX.length));
    expect(looksLikeApiKey(secret)).toBe(true);
  });

  it('never makes the same secret twice', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newApiKeySecret().secret));
    expect(seen.size).toBe(200);
  });

  it('refuses strings that are not keys before any lookup', () => {
    expect(looksLikeApiKey('aiz_sk_short')).toBe(false);
    expect(looksLikeApiKey(newPublishableKey())).toBe(false);
    expect(looksLikeApiKey(`sk-${'a'.repeat(43)}`)).toBe(false);
  });

  it('compares hashes', () => {
    const a = hashApiKey('x');
    expect(sameHash(a, hashApiKey('x'))).toBe(true);
    expect(sameHash(a, hashApiKey('y'))).toBe(false);
    expect(sameHash(a, 'ab')).toBe(false);
  });

  it('reads bearer tokens', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer  abc ')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
