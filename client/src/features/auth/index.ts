/**
 * The auth feature's public surface: what other features may import. Everything here is first-page
 * safe (no zod): the dialog itself loads lazily behind AuthDialogProvider. `useSignOut` stays out on
 * purpose: it reaches auth-api.ts, which parses with zod, and only the lazy account menu needs it.
 */

export { AuthDialogProvider, useAuthDialog } from './auth-dialog-provider';
export type { AuthMode, AuthSuccess, OpenAuthDialogOptions } from './auth-flow';
export { authKeys } from './auth-keys';
export { SignInPrompt } from './sign-in-prompt';
export { useCurrentUser } from './use-current-user';
export { isBonusExhausted, useBonusExhausted, useTokenDistribution } from './use-token-distribution';
