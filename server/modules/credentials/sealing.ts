/**
 * A credential's fields as a row: the secret fields sealed together as one value (the row id is its
 * additional data), the other fields and a hint per secret field in clear for the list.
 */
import {
  type CredentialData,
  type CredentialType,
  credentialDataSchemas,
  SECRET_FIELDS,
} from '@common/schemas/credentials';
import type { credentials } from '../../db/schema/credentials';
import { openSecret, type SecretKeyring, sealSecret } from '../../lib/secret-box';

export type CredentialRow = typeof credentials.$inferSelect;

/** Below this length the last four characters would give away too much of the secret. */
const HINT_MIN_LENGTH = 16;

export function hintOf(value: string): string | null {
  return value.length >= HINT_MIN_LENGTH ? `…${value.slice(-4)}` : null;
}

export function sealFields(
  keyring: SecretKeyring,
  id: string,
  type: CredentialType,
  data: Record<string, string>,
) {
  const secretNames = SECRET_FIELDS[type];
  const fields: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  const hints: Record<string, string | null> = {};
  for (const [name, value] of Object.entries(data)) {
    if (secretNames.includes(name)) {
      secrets[name] = value;
      hints[name] = hintOf(value);
    } else fields[name] = value;
  }
  const sealed = sealSecret(keyring, id, JSON.stringify(secrets));
  return { fields, hints, keyId: sealed.keyId, secret: sealed.sealed };
}

/** The secret fields of a stored credential. Throws SecretKeyMissing or SecretUnreadable. */
export function openSecrets(
  keyring: SecretKeyring,
  row: Pick<CredentialRow, 'id' | 'keyId' | 'secret'>,
): Record<string, string> {
  return JSON.parse(openSecret(keyring, row.id, { keyId: row.keyId, sealed: row.secret }));
}

/** Every field of a stored credential, secrets opened. Throws SecretKeyMissing or SecretUnreadable. */
export function openFields(
  keyring: SecretKeyring,
  row: Pick<CredentialRow, 'id' | 'fields' | 'keyId' | 'secret'>,
): Record<string, string> {
  return { ...row.fields, ...openSecrets(keyring, row) };
}

/** Checks a whole set of fields against its type's schema; the zod error names each bad field. */
export function parseFields<T extends CredentialType>(type: T, data: unknown) {
  return credentialDataSchemas[type].safeParse(data) as
    | { success: true; data: CredentialData<T> }
    | { success: false; error: import('zod').ZodError };
}
