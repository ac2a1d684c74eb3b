/**
 * Every environment variable the server reads, parsed and validated once at start. A bad value stops
 * the process with a message naming the variable. Nothing else in server/ reads process.env.
 */
import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { AI_PROVIDERS, type AiProviderId, envKeysOf } from '@common/ai-providers';
import { type AizPack, aizPackListSchema, DEFAULT_AIZ_PACKS } from '@common/schemas/payments';
import { z } from 'zod';
// The allowlist's parser alone: the CLI reads this file and loads the HTTP client only when it is used.
import { parseAllowlist } from './lib/safe-http/allowlist';
import { generateSecretKeyText, parseSecretKey, type SecretKey, type SecretKeyring } from './lib/secret-box';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalUrl = (protocols: string[]) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url()
      .refine((u) => URL.canParse(u) && protocols.includes(new URL(u).protocol), {
        message: `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      })
      .optional(),
  );

type ProviderEnvKey = `${Uppercase<AiProviderId>}_${'API_KEY' | 'BASE_URL' | 'MODEL'}`;

/**
 * Every provider's variables, from the provider list (common/ai-providers.ts): `<P>_API_KEY` (none for
 * a local server), optional `<P>_BASE_URL` (a compatible endpoint or a test server) and `<P>_MODEL`.
 */
function aiProviderEnv() {
  const shape: Record<string, z.ZodType<string | undefined>> = {};
  for (const provider of AI_PROVIDERS) {
    const keys = envKeysOf(provider);
    if (keys.apiKey) shape[keys.apiKey] = z.preprocess(emptyAsUndefined, z.string().min(1).optional());
    shape[keys.baseUrl] = optionalUrl(['http:', 'https:']);
    shape[keys.model] = z.preprocess(emptyAsUndefined, z.string().max(200).optional());
  }
  return shape as Record<ProviderEnvKey, z.ZodType<string | undefined>>;
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(5000)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  SESSION_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  CREDENTIALS_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (v) => parseSecretKey(v) !== undefined,
        'must be 32 random bytes in base64 (openssl rand -base64 32)',
      )
      .optional(),
  ),
  CREDENTIALS_KEY_PREVIOUS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (v) => v.split(',').every((k) => parseSecretKey(k) !== undefined),
        'must be a comma-separated list of 32-byte keys in base64',
      )
      .optional(),
  ),
  PUBLIC_ORIGIN: optionalUrl(['http:', 'https:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).default('AIZ Platform <no-reply@aiz.local>')),
  ADMIN_EMAILS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().email('must be a comma-separated list of e-mail addresses'))),
  ),
  AUTH_SEND_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
  AUTH_VERIFY_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(60)),
  AUTH_GUESS_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(200)),
  ANALYTICS_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(120)),
  WORKFLOW_TIMER_INTERVAL_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(10).max(3_600_000).default(1000),
  ),
  WORKFLOW_RUNS_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(1000)),
  WORKFLOW_RUNS_KEEP_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(30)),
  WORKFLOW_CONCURRENCY: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).optional()),
  SANDBOX_WORKERS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(256).optional()),
  WORKFLOW_LEASE_MS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(300).max(3_600_000).default(30_000),
  ),
  WORKFLOW_STORED_NODE_BYTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(4096)
      .default(512 * 1024),
  ),
  WORKFLOW_STORED_RUN_BYTES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number()
      .int()
      .min(4096)
      .default(8 * 1024 * 1024),
  ),
  ...aiProviderEnv(),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^whsec_\w+$/, "must be the webhook's signing secret (whsec_…)")
      .optional(),
  ),
  /** Where the Stripe SDK sends its requests instead of api.stripe.com: a local fake in tests. */
  STRIPE_API_BASE: optionalUrl(['http:', 'https:']),
  /** The AIZ packs on sale, as JSON (common/schemas/payments.ts); the default list otherwise. */
  AIZ_PACKS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (text === undefined) return [...DEFAULT_AIZ_PACKS];
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON array of packs' });
          return z.NEVER;
        }
        const parsed = aizPackListSchema.safeParse(json);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: 'custom', message: `${issue.path.join('.') || 'list'}: ${issue.message}` });
          return z.NEVER;
        }
        return parsed.data;
      }),
  ),
  /**
   * RPC endpoints for the five chains of SPEC §3, replacing their public ones: `chainId=url` pairs,
   * comma-separated (`1=https://eth.example/rpc,8453=https://base.example`). Unlisted chains keep the public RPC.
   */
  CHAIN_RPC_URLS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const urls: Record<number, string> = {};
      for (const entry of value
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)) {
        const match = /^(\d+)=(.+)$/.exec(entry);
        const url = match?.[2]?.trim() ?? '';
        if (!match || !URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
          ctx.addIssue({ code: 'custom', message: `"${entry}" is not chainId=http(s)://url` });
          return z.NEVER;
        }
        urls[Number(match[1])] = url;
      }
      return urls;
    }),
  /**
   * The local development chain's deployment (written by `npm run chain`): its RPC URL and contract
   * addresses. Default DATA_DIR/chain/local-chain.json; the app lists the chain only while the file exists.
   */
  LOCAL_CHAIN_FILE: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** WalletConnect Cloud project id; without it the product uses the demo placeholder and says so. */
  WALLETCONNECT_PROJECT_ID: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
  /**
   * The bridge's voucher signer (0x + 64 hex): signs withdrawal vouchers the AIZClaims contract accepts.
   * Without it, DATA_DIR/chain/bridge-signer-key (written by `npm run chain` for the local chain) is used.
   */
  BRIDGE_SIGNER_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a private key: 0x and 64 hex digits')
      .optional(),
  ),
  /** 1 offers wagmi's mock wallet (browser tests against the local chain); refused in production. */
  WEB3_MOCK_WALLET: z.preprocess(emptyAsUndefined, z.enum(['0', '1']).default('0')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  ),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed && 'error' in parsed) {
        ctx.addIssue({
          code: 'custom',
          message: `true, a number of proxy hops, or CIDR ranges: ${parsed.error}`,
        });
        return z.NEVER;
      }
      return parsed;
    }),
  /** Private hosts outbound requests (the HTTP node) may reach: see server/lib/safe-http/allowlist.ts. */
  HTTP_ALLOWLIST: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const parsed = parseAllowlist(entries);
      if ('error' in parsed) {
        ctx.addIssue({
          code: 'custom',
          message: `comma-separated hosts, host:port or CIDR ranges: ${parsed.error}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  sessionSecret: string;
  /** Bearer token Prometheus sends to GET /metrics; without it only admins and loopback callers may read it. */
  metricsToken: string | undefined;
  /** Seals credentials at rest: the current key, and earlier ones that still open rows sealed before a rotation. */
  credentialKeys: SecretKeyring;
  /** When set, state-changing requests must come from this origin (else from the request's own host). */
  publicOrigin: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** smtp:// or smtps:// URL; without it mail goes to the outbox shown at /dev/mail. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Lowercased e-mails that get the admin role at sign-up or sign-in. */
  adminEmails: string[];
  /** AI providers configured in the environment (key, optional base URL and model). */
  ai: AiProvidersConfig;
  /** Verification mails one IP may request per hour (many people can share an office IP). */
  authSendLimitPerIp: number;
  /** Verify requests one IP may make per 15 minutes, and codes it may have compared per day (limits.ts). */
  authVerifyLimitPerIp: number;
  authGuessLimitPerIp: number;
  /** Analytics events one IP may send per minute (page views, load times and errors of everyone behind it). */
  analyticsLimitPerIp: number;
  /** Which X-Forwarded-For entries to believe: proxy hops, or trusted proxy ranges (false: none). */
  trustProxy: TrustProxy;
  /** How often waiting runs are checked for a time that has passed (wait nodes, approval timeouts). */
  workflowTimerIntervalMs: number;
  /** Run retention: finished runs beyond a workflow's newest `keep`, or older than `keepDays`, are deleted. */
  workflowRunRetention: { keep: number; keepDays: number };
  /** Queued runs one process executes at once; by default one per core it may use (run-queue.ts). */
  workflowConcurrency: number;
  /** How long a dead worker's run stays claimed before another worker resumes it (run-lease.ts). */
  workflowLeaseMs: number;
  /** Worker threads of the sandbox pool (Code nodes, expressions): by default one per core, at least 2. */
  sandboxWorkers: number;
  /** How much of a run's items its stored record keeps: per step input or output, and per run. */
  workflowStoredItemCaps?: { nodeBytes: number; runBytes: number };
  /** HTTP_ALLOWLIST entries: private hosts, host:port or CIDR ranges outbound requests may reach. */
  httpAllowlist: string[];
  /** Card payments for AIZ packs: both Stripe secrets, or undefined (packs say payments are not configured). */
  stripe: StripeConfig | undefined;
  /** The packs on sale (AIZ_PACKS, else DEFAULT_AIZ_PACKS). */
  aizPacks: AizPack[];
  /** Chains, wallets and the bridge (server/chain, server/modules/web3). */
  web3: Web3Config;
}

export interface Web3Config {
  /** RPC URLs replacing the public ones, by chain id (CHAIN_RPC_URLS). */
  rpcUrls: Record<number, string>;
  /** Where `npm run chain` wrote the local chain's deployment (read while it exists). */
  localChainFile: string;
  /** WALLETCONNECT_PROJECT_ID, or undefined: the UI then offers WalletConnect with the demo placeholder. */
  walletConnectProjectId: string | undefined;
  /** The voucher signer's private key: BRIDGE_SIGNER_KEY, else DATA_DIR/chain/bridge-signer-key. Never logged. */
  bridgeSignerKey: `0x${string}` | undefined;
  /** Offer wagmi's mock connector (browser tests only; never in production). */
  mockWallet: boolean;
}

export const BRIDGE_SIGNER_KEY_FILE = path.join('chain', 'bridge-signer-key');
export const LOCAL_CHAIN_FILE = path.join('chain', 'local-chain.json');

/** BRIDGE_SIGNER_KEY, else the key `npm run chain` kept in DATA_DIR (local development), else none. */
export function resolveBridgeSignerKey(
  dataDir: string,
  given: string | undefined,
): `0x${string}` | undefined {
  if (given) return given as `0x${string}`;
  try {
    const stored = readFileSync(path.join(dataDir, BRIDGE_SIGNER_KEY_FILE), 'utf8').trim();
    return /^0x[0-9a-fA-F]{64}$/.test(stored) ? (stored as `0x${string}`) : undefined;
  } catch {
    return undefined;
  }
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_BASE: the API's address when it is not api.stripe.com (a fake in tests). */
  apiBase: URL | undefined;
}

/** How to reach one provider; present only when its `<P>_API_KEY` (or a local server's address) is set. */
export interface AiProviderConfig {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string | undefined;
}

export type AiProvidersConfig = Partial<Record<AiProviderId, AiProviderConfig>>;

function aiProvidersFrom(e: Env): AiProvidersConfig {
  const config: AiProvidersConfig = {};
  for (const provider of AI_PROVIDERS) {
    const keys = envKeysOf(provider);
    if (!e[keys.connect]) continue;
    config[provider.id] = {
      apiKey: keys.apiKey ? e[keys.apiKey] : undefined,
      baseUrl: e[keys.baseUrl],
      model: e[keys.model],
    };
  }
  return config;
}

/**
 * The AI providers configured in `env` (the `<P>_API_KEY`, `<P>_BASE_URL` and `<P>_MODEL` variables only),
 * for the CLI, which runs without the rest of the configuration.
 */
export function aiProvidersFromEnv(env: NodeJS.ProcessEnv): AiProvidersConfig {
  const parsed = z.object(aiProviderEnv()).safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return aiProvidersFrom(parsed.data as unknown as Env);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError naming every bad variable. Does no I/O. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * The session secret: from SESSION_SECRET, else read from DATA_DIR/session-secret, else generated
 * there on first start (mode 0600). Never logged.
 */
export function resolveSessionSecret(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = path.join(dataDir, 'session-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // first start: generate below
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** HTTP_ALLOWLIST alone, for the CLI, which needs no other part of the server's configuration. */
export function httpAllowlistFrom(env: NodeJS.ProcessEnv): string[] {
  const parsed = envSchema.shape.HTTP_ALLOWLIST.safeParse(env.HTTP_ALLOWLIST);
  if (!parsed.success)
    throw new ConfigError(`Invalid configuration:\n  HTTP_ALLOWLIST: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}

export const CREDENTIALS_KEY_FILE = 'credentials-key';
export const CREDENTIALS_PREVIOUS_KEYS_FILE = 'credentials-key.previous';

function keysInFile(file: string): SecretKey[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => parseSecretKey(line))
      .filter((key) => key !== undefined);
  } catch {
    return [];
  }
}

/**
 * The credentials keyring: the current key from CREDENTIALS_KEY, else read from DATA_DIR/credentials-key,
 * else generated there on first start (mode 0600), like the session secret. Previous keys (to open rows
 * sealed before a rotation) come from CREDENTIALS_KEY_PREVIOUS and DATA_DIR/credentials-key.previous.
 * Never logged.
 */
export function resolveCredentialKeys(
  dataDir: string,
  given: string | undefined,
  previous: string | undefined,
): SecretKeyring {
  const file = path.join(dataDir, CREDENTIALS_KEY_FILE);
  let current = given ? parseSecretKey(given) : keysInFile(file)[0];
  if (!current) {
    const text = generateSecretKeyText();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${text}\n`, { mode: 0o600 });
    current = parseSecretKey(text)!;
  }
  const older = [
    ...(previous?.split(',').map((k) => parseSecretKey(k)!) ?? []),
    ...keysInFile(path.join(dataDir, CREDENTIALS_PREVIOUS_KEYS_FILE)),
  ];
  const known = new Set([current.id]);
  return {
    current,
    previous: older.filter((key) => !known.has(key.id) && known.add(key.id)),
  };
}

/**
 * Starts a rotation of the key kept in DATA_DIR: the current key joins DATA_DIR/credentials-key.previous
 * (so rows sealed under it still open) and a new key is written in its place. Both files are 0600.
 */
export function rotateCredentialKeyFile(dataDir: string): void {
  const file = path.join(dataDir, CREDENTIALS_KEY_FILE);
  const current = readFileSync(file, 'utf8').trim();
  const previousFile = path.join(dataDir, CREDENTIALS_PREVIOUS_KEYS_FILE);
  const previous = keysInFile(previousFile).length > 0 ? readFileSync(previousFile, 'utf8').trimEnd() : '';
  writeFileSync(previousFile, `${previous ? `${previous}\n` : ''}${current}\n`, { mode: 0o600 });
  writeFileSync(file, `${generateSecretKeyText()}\n`, { mode: 0o600 });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(env);
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.WEB3_MOCK_WALLET === '1' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  WEB3_MOCK_WALLET: the mock wallet is for tests; it cannot be on in production',
    );
  }
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new ConfigError(
      `Invalid configuration:\n  DATA_DIR: ${dataDir} cannot be used as a writable folder (${reason})`,
    );
  }
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret: resolveSessionSecret(dataDir, e.SESSION_SECRET),
    metricsToken: e.METRICS_TOKEN,
    credentialKeys: resolveCredentialKeys(dataDir, e.CREDENTIALS_KEY, e.CREDENTIALS_KEY_PREVIOUS),
    publicOrigin: e.PUBLIC_ORIGIN ? new URL(e.PUBLIC_ORIGIN).origin : undefined,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: e.ADMIN_EMAILS,
    authSendLimitPerIp: e.AUTH_SEND_LIMIT_PER_IP,
    authVerifyLimitPerIp: e.AUTH_VERIFY_LIMIT_PER_IP,
    authGuessLimitPerIp: e.AUTH_GUESS_LIMIT_PER_IP,
    analyticsLimitPerIp: e.ANALYTICS_LIMIT_PER_IP,
    ai: aiProvidersFrom(e),
    trustProxy: e.TRUST_PROXY,
    workflowTimerIntervalMs: e.WORKFLOW_TIMER_INTERVAL_MS,
    workflowRunRetention: { keep: e.WORKFLOW_RUNS_KEEP, keepDays: e.WORKFLOW_RUNS_KEEP_DAYS },
    workflowConcurrency: e.WORKFLOW_CONCURRENCY ?? Math.max(2, availableParallelism()),
    workflowLeaseMs: e.WORKFLOW_LEASE_MS,
    sandboxWorkers: e.SANDBOX_WORKERS ?? Math.max(2, availableParallelism()),
    workflowStoredItemCaps: {
      nodeBytes: e.WORKFLOW_STORED_NODE_BYTES,
      runBytes: e.WORKFLOW_STORED_RUN_BYTES,
    },
    httpAllowlist: e.HTTP_ALLOWLIST,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
          }
        : undefined,
    aizPacks: e.AIZ_PACKS,
    web3: {
      rpcUrls: e.CHAIN_RPC_URLS,
      localChainFile: path.resolve(dataDir, e.LOCAL_CHAIN_FILE ?? LOCAL_CHAIN_FILE),
      walletConnectProjectId: e.WALLETCONNECT_PROJECT_ID,
      bridgeSignerKey: resolveBridgeSignerKey(dataDir, e.BRIDGE_SIGNER_KEY),
      mockWallet: e.WEB3_MOCK_WALLET === '1',
    },
  };
}
