/** The numbers that make codes hard to guess and mail hard to abuse (per-e-mail waits: guess-delay.ts). */
import { DEFAULT_CODE_VALIDITY_SECONDS } from '@common/constants';

export const CODE_TTL_MS = DEFAULT_CODE_VALIDITY_SECONDS * 1000;
/** Wrong guesses allowed against one code; then a new code is needed. */
export const MAX_ATTEMPTS_PER_CODE = 5;

/**
 * Code requests per e-mail from one IP: past it that requester is refused, as before. Counted per
 * (e-mail, IP) so that requests from other addresses cannot use up the owner's (send-plan.ts).
 */
export const SEND_LIMIT_PER_EMAIL = { limit: 5, windowMs: 15 * 60 * 1000 };
/**
 * New codes per e-mail and purpose, from all IPs together. Past it a request gets the current code
 * mailed again while it is still usable (a re-send adds no guesses); a new one only when it is not.
 */
export const NEW_CODE_LIMIT_PER_EMAIL = { limit: 5, windowMs: 15 * 60 * 1000 };
/** Re-sends of the current code per e-mail; past it the code, mailed within the window, is not mailed again. */
export const RESEND_LIMIT_PER_EMAIL = { limit: 5, windowMs: 15 * 60 * 1000 };
/** Per IP per hour; the limit is AUTH_SEND_LIMIT_PER_IP (default 30). */
export const SEND_WINDOW_PER_IP_MS = 60 * 60 * 1000;
/** Verify requests per IP: every request counts, with or without a code behind it (AUTH_VERIFY_LIMIT_PER_IP). */
export const VERIFY_LIMIT_PER_IP = { limit: 60, windowMs: 15 * 60 * 1000 };
/**
 * Guesses compared per IP per day, across all e-mails: bounds what one requester can try against many
 * accounts (200 / 10^6 = 2e-4 expected accounts a day; at most twice that in any 24 h, the window being
 * fixed), while a shared office address still signs in dozens of people a day (AUTH_GUESS_LIMIT_PER_IP).
 */
export const GUESS_LIMIT_PER_IP = { limit: 200, windowMs: 24 * 60 * 60 * 1000 };

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
