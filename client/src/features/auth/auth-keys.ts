/**
 * The auth feature's query keys. Both are fetched by the default query function (SPEC §7: a GET to the
 * key joined with '/'), so each key is the URL's path and holds no objects. A file of its own because
 * auth-api.ts parses with zod and the first page must not load it.
 */
export const authKeys = {
  currentUser: () => ['/api/auth/user'] as const,
  tokenDistribution: () => ['/api/token-distribution'] as const,
};
