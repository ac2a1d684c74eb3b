/**
 * What `npm run credentials:rotate` does. Two ways to rotate:
 * - the key lives in DATA_DIR (no CREDENTIALS_KEY): `--new-key` makes a new one and keeps the old one as a
 *   previous key;
 * - the key comes from the environment: set the new CREDENTIALS_KEY and the old one in
 *   CREDENTIALS_KEY_PREVIOUS, then run the command.
 * Either way every credential is then sealed again under the current key. Once it reports none left
 * under an older key, the previous keys may be removed.
 */
import { ConfigError, loadConfig, rotateCredentialKeyFile } from '../config';
import type { Database } from '../db/client';
import { type ResealReport, resealCredentials } from '../modules/credentials';

export interface RotationResult extends ResealReport {
  currentKeyId: string;
}

export async function rotateCredentials(
  db: Database,
  env: NodeJS.ProcessEnv,
  options: { newKey: boolean },
): Promise<RotationResult> {
  if (options.newKey) {
    if (env.CREDENTIALS_KEY)
      throw new ConfigError(
        'CREDENTIALS_KEY is set, so the key is not kept in DATA_DIR: set the new key in CREDENTIALS_KEY and the old one in CREDENTIALS_KEY_PREVIOUS, then run this without --new-key.',
      );
    rotateCredentialKeyFile(loadConfig(env).dataDir);
  }
  const keys = loadConfig(env).credentialKeys;
  return { ...(await resealCredentials(db, keys)), currentKeyId: keys.current.id };
}

export function rotationSummary(result: RotationResult): string[] {
  const lines = [`Credentials sealed again under key ${result.currentKeyId}: ${result.resealed}.`];
  for (const row of result.unreadable)
    lines.push(`Left under key ${row.keyId}: "${row.name}" (${row.id}): ${row.reason}`);
  lines.push(
    result.unreadable.length === 0
      ? 'No credential is left under an older key: the previous keys may be removed.'
      : 'Some credentials are still under an older key: keep the previous keys, or delete those credentials.',
  );
  return lines;
}
