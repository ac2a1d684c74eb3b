/**
 * Deployments and API keys (issue 11): a published version of a workflow or agent, callable under a slug
 * through its surfaces, and the keys that call it. Amounts travel as exact decimal strings of whole AIZ.
 */
import { z } from 'zod';

export const DEPLOYMENT_SURFACES = [
  'rest',
  'webhook',
  'schedule',
  'widget',
  'chat',
  'form',
  'openai',
  'mcp',
] as const;
export const deploymentSurfaceSchema = z.enum(DEPLOYMENT_SURFACES);
export type DeploymentSurface = z.infer<typeof deploymentSurfaceSchema>;

/** The surfaces an API key can be scoped to (the others are public pages or triggers, not key-called). */
export const KEY_SURFACES = ['rest', 'openai', 'mcp'] as const satisfies readonly DeploymentSurface[];
export const keySurfaceSchema = z.enum(KEY_SURFACES);
export type KeySurface = z.infer<typeof keySurfaceSchema>;

export const DEPLOYMENT_STATUSES = ['active', 'paused'] as const;
export const deploymentStatusSchema = z.enum(DEPLOYMENT_STATUSES);
export type DeploymentStatus = z.infer<typeof deploymentStatusSchema>;

/** Said by every surface of a paused deployment (HTTP 503, code `deployment_paused`). */
export const DEPLOYMENT_PAUSED = 'This deployment is paused. Its owner can resume it from the fleet.';
export const DEPLOYMENT_NOT_FOUND = 'There is no deployment with that name.';
export const SURFACE_DISABLED = 'This surface is not enabled for this deployment.';

/** `POST /api/run/{slug}` waits this long for the result by default before it answers 202. */
export const DEFAULT_RUN_TIMEOUT_MS = 30_000;
export const MAX_RUN_TIMEOUT_MS = 120_000;
/** What the platform keeps of a paid run's price, in basis points (5%), as a transfer of its own. */
export const PLATFORM_FEE_BPS = 500;

export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,46}[a-z0-9])$/;
export const slugSchema = z
  .string()
  .regex(
    SLUG_PATTERN,
    'A slug is 3 to 48 lower-case letters, digits or dashes, not starting or ending with a dash.',
  );

/** Whole AIZ, up to 18 decimals, as a string ("0", "2", "0.5"). */
export const aizAmountSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,20})(\.\d{1,18})?$/, 'An AIZ amount is a number such as 2 or 0.5.');

const origin = z
  .string()
  .max(200)
  .regex(
    /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$|^\*$/i,
    'An allowed site is an origin such as https://example.com (scheme, host and port, no path), or *.',
  );

export const widgetOptionsSchema = z.object({
  /**
   * Sites (origins) whose pages may embed the chat widget; checked on the server against `Origin`. Empty (or
   * `*`): any site, like most chat widgets: the publishable key is public by design, and the widget's rate
   * limits (per visitor and per deployment) and pausing still apply. Listing sites restricts it to them.
   */
  allowedOrigins: z.array(origin).max(50, 'At most 50 allowed sites.'),
  theme: z.enum(['light', 'dark', 'auto']),
  title: z.string().trim().min(1).max(60),
  greeting: z.string().trim().max(500),
  /** The launcher's and the user's bubbles' colour. */
  accentColor: z.string().regex(/^#[0-9a-f]{6}$/i, 'A colour is written #rrggbb.'),
  position: z.enum(['right', 'left']),
});
export type WidgetOptions = z.infer<typeof widgetOptionsSchema>;

export const DEFAULT_WIDGET_OPTIONS: WidgetOptions = {
  allowedOrigins: [],
  theme: 'auto',
  title: 'Chat with us',
  greeting: 'Hi! How can I help?',
  accentColor: '#7c3aed',
  position: 'right',
};

/** True when the widget loads on any site: no allowed sites listed, or the entry `*`. */
export function widgetOnAnySite(allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.length === 0 || allowedOrigins.includes('*');
}

export const deploymentUrlsSchema = z.object({
  rest: z.string(),
  webhook: z.string().nullable(),
  webhookTest: z.string().nullable(),
  chat: z.string(),
  form: z.string(),
  /** The base URL for the `openai` client (ends in /v1); the model is the slug. */
  openai: z.string(),
  mcp: z.string(),
  embed: z.string(),
});
export type DeploymentUrls = z.infer<typeof deploymentUrlsSchema>;

export const deploymentSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  workflowId: z.uuid(),
  workflowName: z.string(),
  kind: z.enum(['workflow', 'agent']),
  versionNumber: z.number().int(),
  /** The workflow's newest published version (to offer a roll forward). */
  latestVersion: z.number().int(),
  status: deploymentStatusSchema,
  surfaces: z.array(deploymentSurfaceSchema),
  /** Whole AIZ per run, "0" when free. */
  price: z.string(),
  timeoutMs: z.number().int(),
  widget: widgetOptionsSchema,
  publishableKey: z.string(),
  urls: deploymentUrlsSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Deployment = z.infer<typeof deploymentSchema>;

export const createDeploymentSchema = z.strictObject({
  workflowId: z.uuid('That is not a workflow id.'),
  /** A published version; the newest when omitted. Never the draft. */
  versionNumber: z.number().int().min(1).optional(),
  /** From the workflow's name when omitted. */
  slug: slugSchema.optional(),
  surfaces: z.array(deploymentSurfaceSchema).min(1).optional(),
  price: aizAmountSchema.optional(),
  timeoutMs: z.number().int().min(1000).max(MAX_RUN_TIMEOUT_MS).optional(),
  widget: widgetOptionsSchema.partial().optional(),
});
export type CreateDeploymentInput = z.infer<typeof createDeploymentSchema>;

/** One change at a time is recorded as one entry; several fields in one call are one `settings` entry. */
export const updateDeploymentSchema = z
  .strictObject({
    status: deploymentStatusSchema.optional(),
    /** Roll forward or back: URLs and keys do not change. */
    versionNumber: z.number().int().min(1).optional(),
    surfaces: z.array(deploymentSurfaceSchema).min(1).optional(),
    price: aizAmountSchema.optional(),
    timeoutMs: z.number().int().min(1000).max(MAX_RUN_TIMEOUT_MS).optional(),
    widget: widgetOptionsSchema.partial().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Say what to change.');
export type UpdateDeploymentInput = z.infer<typeof updateDeploymentSchema>;

export const deploymentChangeSchema = z.object({
  id: z.uuid(),
  action: z.enum(['created', 'paused', 'resumed', 'version', 'settings']),
  actor: z.object({ id: z.uuid(), username: z.string() }).nullable(),
  fromVersion: z.number().int().nullable(),
  toVersion: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  at: z.iso.datetime(),
});
export type DeploymentChange = z.infer<typeof deploymentChangeSchema>;

// ---- API keys ----

export const API_KEY_PREFIX = 'aiz_sk_';
export const PUBLISHABLE_KEY_PREFIX = 'aiz_pk_';
export const DEFAULT_KEY_RATE_LIMIT = 60;
export const DEFAULT_KEY_MONTHLY_QUOTA = 10_000;

export const API_KEY_MISSING = 'Send an API key as the bearer token: Authorization: Bearer aiz_sk_...';
export const API_KEY_INVALID = 'This API key is not valid. It may have been revoked or expired.';
export const API_KEY_OUT_OF_SCOPE = 'This API key may not call this deployment or surface.';
export const API_KEY_RATE_LIMITED = 'This API key is sending requests too fast. Please slow down.';
export const API_KEY_QUOTA_USED = 'This API key has used its monthly run quota. It renews on the 1st (UTC).';

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters, to recognise it by; the rest is never shown again. */
  prefix: z.string(),
  /** null: every deployment of the key's owner. */
  deploymentIds: z.array(z.uuid()).nullable(),
  surfaces: z.array(keySurfaceSchema),
  rateLimitPerMinute: z.number().int(),
  monthlyQuota: z.number().int(),
  runsThisMonth: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the key.').max(80, 'A key name has at most 80 characters.'),
  deploymentIds: z.array(z.uuid('That is not a deployment id.')).min(1).max(100).nullable().optional(),
  surfaces: z.array(keySurfaceSchema).min(1).optional(),
  rateLimitPerMinute: z.number().int().min(1).max(10_000).optional(),
  monthlyQuota: z.number().int().min(1).max(100_000_000).optional(),
  /** Days until the key stops working; never when omitted. */
  expiresInDays: z.number().int().min(1).max(3650).optional(),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** The only answer that carries the secret. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

// ---- The REST surface ----

export const deploymentRunRequestSchema = z.strictObject({
  /** The trigger's input: the first item's JSON. */
  input: z.record(z.string(), z.unknown()).default({}),
  /** Run this published version instead of the deployment's (it must exist). */
  version: z.number().int().min(1).optional(),
  /** Where to POST the result when the run ends after the answer was 202 (http/https, SSRF-checked). */
  callbackUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
});
export type DeploymentRunRequest = z.infer<typeof deploymentRunRequestSchema>;

export const deploymentRunStatusSchema = z.enum(['running', 'succeeded', 'failed', 'cancelled', 'waiting']);

export const deploymentRunResultSchema = z.object({
  runId: z.uuid(),
  deployment: z.string(),
  version: z.number().int(),
  status: deploymentRunStatusSchema,
  /** The last node's output items' JSON (the first item's when there is one). */
  output: z.unknown().nullable(),
  /**
   * Present when the run's output was larger than a run keeps (WORKFLOW_STORED_NODE_BYTES): `output` then
   * holds its first items, and this says how many of how many.
   */
  outputNote: z.string().optional(),
  error: z.string().nullable(),
  usage: z.object({ inputTokens: z.number(), outputTokens: z.number(), costUsd: z.number() }).nullable(),
  /** Whole AIZ the caller paid for this run. */
  charged: z.string(),
  durationMs: z.number().nullable(),
  /** Where to poll while it runs. */
  pollUrl: z.string(),
});
export type DeploymentRunResult = z.infer<typeof deploymentRunResultSchema>;
