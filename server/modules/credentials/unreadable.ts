import { Unavailable } from '../../lib/errors';
import { SecretKeyMissing, SecretUnreadable } from '../../lib/secret-box';

/** A stored credential that cannot be opened (a key missing after a rotation, a damaged row): named, never shown. */
export function credentialUnreadable(name: string, err: unknown): Error {
  if (err instanceof SecretKeyMissing || err instanceof SecretUnreadable)
    return new Unavailable(`The credential "${name}" cannot be decrypted. ${err.message}`);
  return err instanceof Error ? err : new Error(String(err));
}
