/**
 * A webhook's signing secret: 32 random bytes shown once as 64 hex characters, kept sealed (secret-box,
 * with the webhook's id as the additional data, so a sealed value copied onto another hook does not open).
 * The X-AIZ-Signature header is `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret's
 * text as the receiver has it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { openSecret, type SecretKeyring, sealSecret } from '../../../../lib/secret-box';

export function newWebhookSecret(): string {
  return randomBytes(32).toString('hex');
}

/** One text column holds the key's fingerprint and the sealed value: `<keyId>:<sealed>`. */
export function sealWebhookSecret(keys: SecretKeyring, webhookId: string, secret: string): string {
  const { keyId, sealed } = sealSecret(keys, webhookId, secret);
  return `${keyId}:${sealed}`;
}

export function openWebhookSecret(keys: SecretKeyring, webhookId: string, stored: string): string {
  const colon = stored.indexOf(':');
  return openSecret(keys, webhookId, { keyId: stored.slice(0, colon), sealed: stored.slice(colon + 1) });
}

export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
