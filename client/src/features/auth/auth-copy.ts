/** The words of the auth dialog and its toasts (SPEC §2, §5, §8): kept together so tests and UI agree. */
import { PRODUCT_NAME, SIGNUP_BONUS_AIZ, SIGNUP_BONUS_USER_LIMIT } from '@common/constants';
import type { AuthMode } from './auth-flow';

export const SIGNUP_BONUS_NOTICE = `Limited to first ${SIGNUP_BONUS_USER_LIMIT} users - Get ${SIGNUP_BONUS_AIZ} AIZ tokens free!`;
export const BONUS_EXHAUSTED_NOTICE = `All ${SIGNUP_BONUS_USER_LIMIT} signup bonuses have been claimed, so new accounts no longer receive free AIZ. Creating an account is still free.`;
export const BONUS_REMINDER = `Your ${SIGNUP_BONUS_AIZ} AIZ signup bonus is added as soon as your account is created.`;
export const BONUS_EXHAUSTED_REMINDER =
  'The signup bonus pool is exhausted: this account will start with 0 AIZ.';

export const submitLabel: Record<AuthMode, string> = {
  signin: 'Verify & Sign In',
  signup: 'Verify & Create Account',
};
export const changeLabel: Record<AuthMode, string> = {
  signin: 'Change email',
  signup: 'Change details',
};
export const RESEND_LABEL = 'Resend Code';
export const SEND_LABEL = 'Send Code';

export const toasts = {
  usernameRequired: { title: 'Username Required', description: 'Please enter a username for your account.' },
  /** Spec silent: a username the server would refuse (length, characters) is caught before sending. */
  invalidUsername: (message: string) => ({
    title: 'Invalid Username',
    description: message,
    variant: 'destructive' as const,
  }),
  invalidCode: { title: 'Invalid Code', description: 'Please enter the 6-digit verification code.' },
  codeSent: (email: string) => ({
    title: 'Verification Code Sent',
    description: `Check ${email} for a 6-digit code.`,
  }),
  sendFailed: (message: string | null) => ({
    title: 'Failed to Send Code',
    description: message ?? 'Please check your email and try again.',
    variant: 'destructive' as const,
  }),
  verifyFailed: (message: string | null) => ({
    title: 'Verification Failed',
    description: message ?? 'Please check your code and try again.',
    variant: 'destructive' as const,
  }),
  accountCreated: (username: string, bonusGranted: boolean) => ({
    title: 'Account Created Successfully!',
    description: welcomeText(username, bonusGranted),
  }),
  welcomeBack: { title: 'Welcome Back!', description: "You've successfully signed in." },
  signedOut: { title: 'Signed out', description: 'See you soon.' },
  signOutFailed: (message: string | null) => ({
    title: 'Sign Out Failed',
    description: message ?? 'Please try again.',
    variant: 'destructive' as const,
  }),
};

export function welcomeText(username: string, bonusGranted: boolean): string {
  return bonusGranted
    ? `Welcome to ${PRODUCT_NAME}, ${username}! You've received ${SIGNUP_BONUS_AIZ} AIZ tokens as your signup bonus.`
    : `Welcome to ${PRODUCT_NAME}, ${username}! The signup bonus pool is exhausted, so no AIZ bonus was added.`;
}
