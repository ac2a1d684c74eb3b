/**
 * Secrets at rest: AES-256-GCM with a random 12-byte IV per value and the owner's id (a credential's) as
 * additional authenticated data, so a sealed value copied onto another row does not open. Each sealed value
 * names the key that sealed it (a fingerprint of the key, never the key), so after a rotation old values
 * still open with a previous key until they are sealed again under the current one.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_KEY_BYTES = 32;

export interface SecretKey {
  /** A fingerprint: the first 12 hex characters of the key's SHA-256. */
  id: string;
  key: Buffer;
}

/** The key new values are sealed with, and older keys that still open values sealed before a rotation. */
export interface SecretKeyring {
  current: SecretKey;
  previous: SecretKey[];
}

export interface SealedSecret {
  keyId: string;
  /** base64 of IV, ciphertext and tag. */
  sealed: string;
}

export class SecretKeyMissing extends Error {
  override name = 'SecretKeyMissing';
}

export class SecretUnreadable extends Error {
  override name = 'SecretUnreadable';
}

export function secretKey(key: Buffer): SecretKey {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`A secret key is ${SECRET_KEY_BYTES} bytes.`);
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 12), key };
}

/** A key from its base64 text (standard or URL alphabet), or undefined when it is not 32 bytes. */
export function parseSecretKey(text: string): SecretKey | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const bytes = Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64');
  return bytes.length === SECRET_KEY_BYTES ? secretKey(bytes) : undefined;
}

export function generateSecretKeyText(): string {
  return randomBytes(SECRET_KEY_BYTES).toString('base64');
}

export function sealSecret(keyring: SecretKeyring, ownerId: string, plaintext: string): SealedSecret {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyring.current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(ownerId, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    keyId: keyring.current.id,
    sealed: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64'),
  };
}

/** Opens a sealed value; the errors say what is wrong without showing any of it. */
export function openSecret(keyring: SecretKeyring, ownerId: string, value: SealedSecret): string {
  const key = [keyring.current, ...keyring.previous].find((k) => k.id === value.keyId);
  if (!key)
    throw new SecretKeyMissing(
      `It was encrypted with key ${value.keyId}, which this server does not have (set it in CREDENTIALS_KEY_PREVIOUS).`,
    );
  const bytes = Buffer.from(value.sealed, 'base64');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadable('Its stored value is cut short.');
  const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, IV_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(ownerId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretUnreadable(
      'Its stored value does not match its key: it was altered or belongs to another row.',
    );
  }
}
