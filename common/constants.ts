/** Business constants of SPEC §9. Both the client and the server import these; never restate them. */

export const PRODUCT_NAME = 'AIZ Platform';

export const VERIFICATION_CODE_LENGTH = 6;
/** Shown before the server has answered with an expiry. */
export const DEFAULT_CODE_VALIDITY_SECONDS = 5 * 60;

export const SIGNUP_BONUS_AIZ = 1000;
export const SIGNUP_BONUS_USER_LIMIT = 100;
/**
 * The treasury's allocation, minted once at genesis beside the signup pool: the platform's reserve, from which
 * an admin funds staking rewards and grants AIZ (each a ledger transfer with its reason). Card purchases mint
 * new AIZ for what was paid; nothing else creates AIZ.
 */
export const TREASURY_GENESIS_AIZ = 1_000_000;

export const CURRENT_USER_CACHE_MS = 5 * 60 * 1000;

export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export const PROVIDER_STATS_REFRESH_MS = 30_000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const SERVICE_WORKER_RELOAD_DELAY_MS = 1000;

export const SUCCESS_RATE_GREEN = 0.95;
export const SUCCESS_RATE_YELLOW = 0.8;

export const ENGAGED_AT_INTERACTIONS = 5;
export const SIGNUP_PROMPT_AT_INTERACTIONS = 3;

export const COST_PER_THOUSAND_TOKENS_DECIMALS = 4;

export const DEVICE_MOBILE_BELOW_PX = 768;
export const DEVICE_TABLET_BELOW_PX = 1024;

export const ANIMATION = {
  hoverScale: 1.05,
  hoverDurationS: 0.2,
  fadeDurationS: 0.5,
  slideOffsetPx: 20,
  staggerS: 0.1,
  scrollHideDelayMs: 600,
} as const;

/** Reading RPC per §9: timeout 10 s, 3 retries, 150 ms base delay (exponential), batch size 1000. */
export const RPC_READ = {
  timeoutMs: 10_000,
  retryCount: 3,
  retryDelayMs: 150,
  batchSize: 1000,
} as const;

/** Browser storage keys of §9. */
export const STORAGE_KEYS = {
  onboardingCompleted: 'aiz.onboarding.completed',
  onboardingData: 'aiz.onboarding.data',
  hasSeenOnboarding: 'hasSeenOnboarding',
  token: 'token',
  /** The signed-in user as last seen, shown while offline (client/src/features/auth/last-known-user.ts). */
  lastKnownUser: 'aiz.auth.lastKnownUser',
  theme: 'theme',
  adminAnalyticsTagId: 'aiz.admin.analytics.tagId',
  adminAnalyticsEnabled: 'aiz.admin.analytics.enabled',
  /** In sessionStorage, not localStorage: one analytics session per browser tab. */
  analyticsSessionId: 'aiz.analytics.sessionId',
} as const;

/**
 * A request header saying "answer signed out as null, not as 401": the app's current-user query sends it
 * (SPEC §8 lets a 401 become a null result), so a signed-out page load is an answer, not a failed request
 * the browser reports in its console. Callers without it still get 401.
 */
export const SIGNED_OUT_AS_NULL_HEADER = 'X-Signed-Out-As-Null';

export const DEFAULT_THEME = 'dark' as const;
export type Theme = 'light' | 'dark';

/**
 * What one analytics event may carry (common/schemas/analytics.ts); the client fits its reports to these.
 * Here rather than beside the schema so the first page's code need not load zod to read them.
 */
export const ANALYTICS_LIMITS = { metadataChars: 8_000, pageUrl: 2_000, label: 500 } as const;
