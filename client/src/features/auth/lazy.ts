/**
 * The auth feature's surface for code that is itself loaded on demand (the signed-in account menus): kept
 * out of index.ts because sign-out reaches auth-api.ts, which parses with zod; through index.ts the zod
 * schemas (95 kB) landed on every first page. Import this only from a lazily loaded chunk.
 */
export { useSignOut } from './use-sign-out';
