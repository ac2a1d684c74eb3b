/**
 * The caller check of a webhook with authentication, made before anything runs: a header whose value must
 * match the credential's, or basic auth. Secrets are compared in constant time (as SHA-256 digests, so
 * their lengths leak nothing either) and never appear in an answer or a log.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { CredentialsPort } from '../../../engine/nodes/ports';
import { Forbidden, type ServiceError, Unauthorized, Unavailable } from '../../../lib/errors';

export type AuthCheck = { ok: true } | { ok: false; error: ServiceError; challenge?: string };

export interface WebhookAuthSettings {
  authentication: 'none' | 'header' | 'basic';
  credentialId?: string | undefined;
}

export const AUTH_REQUIRED = 'This webhook needs authorization.';
export const AUTH_WRONG = 'The authorization data is wrong.';
export const NO_CREDENTIAL = 'This webhook checks its callers but names no credential to check them with.';
export const CREDENTIAL_UNREADABLE = 'The credential this webhook checks its callers with cannot be read.';
const BASIC_CHALLENGE = 'Basic realm="Webhook"';

function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function basicPair(header: string | undefined): { user: string; password: string } | undefined {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

const refused = (error: ServiceError, challenge?: string): AuthCheck =>
  challenge ? { ok: false, error, challenge } : { ok: false, error };

export async function checkWebhookAuth(
  settings: WebhookAuthSettings,
  header: (name: string) => string | undefined,
  credentials: CredentialsPort,
): Promise<AuthCheck> {
  if (settings.authentication === 'none') return { ok: true };
  if (!settings.credentialId) return refused(new Unavailable(NO_CREDENTIAL));
  let data: Record<string, string>;
  try {
    data = (await credentials.get(settings.credentialId)).data;
  } catch {
    return refused(new Unavailable(CREDENTIAL_UNREADABLE));
  }
  if (settings.authentication === 'header') {
    if (!data.name || data.value === undefined) {
      return refused(new Unavailable("This webhook's credential has no header name and value."));
    }
    const given = header(data.name);
    if (given === undefined) return refused(new Forbidden(AUTH_WRONG));
    return sameSecret(given, data.value) ? { ok: true } : refused(new Forbidden(AUTH_WRONG));
  }
  const user = data.user ?? data.username;
  if (user === undefined || data.password === undefined) {
    return refused(new Unavailable("This webhook's credential has no user name and password."));
  }
  const pair = basicPair(header('authorization'));
  if (!pair) return refused(new Unauthorized(AUTH_REQUIRED), BASIC_CHALLENGE);
  // Both compared, whatever the first gives, so the time taken does not say which was wrong.
  const userOk = sameSecret(pair.user, user);
  const passwordOk = sameSecret(pair.password, data.password);
  return userOk && passwordOk ? { ok: true } : refused(new Forbidden(AUTH_WRONG));
}
