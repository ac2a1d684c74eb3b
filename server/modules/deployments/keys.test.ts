import { API_KEY_PREFIX } from '@common/schemas/deployments';
import { describe, expect, it } from 'vitest';
import {
  bearerToken,
  hashApiKey,
  keyScopeCovers,
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

describe('API key scope', () => {
  const mine = '0b6f1c1e-1111-4a4a-8a8a-000000000001';
  const other = '0b6f1c1e-1111-4a4a-8a8a-000000000002';

  it('lets an unscoped key call any deployment, on the surfaces it names only', () => {
    const unscoped = { deploymentIds: null, surfaces: ['rest', 'mcp'] as const };
    expect(keyScopeCovers(unscoped, mine, 'rest')).toBe(true);
    expect(keyScopeCovers(unscoped, other, 'mcp')).toBe(true);
    expect(keyScopeCovers(unscoped, mine, 'openai')).toBe(false);
  });

  it('lets a scoped key call only the deployments it names', () => {
    const scoped = { deploymentIds: [mine], surfaces: ['rest', 'openai', 'mcp'] as const };
    expect(keyScopeCovers(scoped, mine, 'rest')).toBe(true);
    expect(keyScopeCovers(scoped, other, 'rest')).toBe(false);
    // Compared whole: a prefix, another case or an empty id is another deployment.
    expect(keyScopeCovers(scoped, mine.slice(0, 8), 'rest')).toBe(false);
    expect(keyScopeCovers(scoped, mine.toUpperCase(), 'rest')).toBe(false);
    expect(keyScopeCovers(scoped, '', 'rest')).toBe(false);
  });

  it('needs both: a named deployment on a surface the key lacks is refused, and an empty list names none', () => {
    expect(keyScopeCovers({ deploymentIds: [mine], surfaces: ['rest'] }, mine, 'mcp')).toBe(false);
    expect(keyScopeCovers({ deploymentIds: [], surfaces: ['rest'] }, mine, 'rest')).toBe(false);
    expect(keyScopeCovers({ deploymentIds: null, surfaces: [] }, mine, 'rest')).toBe(false);
  });
});
