import { describe, expect, it } from 'vitest';
import { authKeys } from './auth-keys';

describe('authKeys', () => {
  it('are URL paths the default query function can fetch (SPEC §7: the key joined with "/")', () => {
    expect(authKeys.currentUser().join('/')).toBe('/api/auth/user');
    expect(authKeys.tokenDistribution().join('/')).toBe('/api/token-distribution');
    for (const key of [authKeys.currentUser(), authKeys.tokenDistribution()]) {
      expect(key.every((part) => typeof part === 'string')).toBe(true);
    }
  });
});
