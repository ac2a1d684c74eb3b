/**
 * Key rotation: every credential sealed under an older key is opened (with a previous key) and sealed again
 * under the current one. Each row is written only if no one changed it meanwhile, so it may run while the
 * server serves. Rows no key opens are reported by name and left as they are.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { credentials } from '../../db/schema/credentials';
import { type SecretKeyring, sealSecret } from '../../lib/secret-box';
import { openSecrets } from './sealing';

export interface ResealReport {
  resealed: number;
  /** Rows that stay under their old key: their key is not known here, or they are damaged. */
  unreadable: Array<{ id: string; name: string; keyId: string; reason: string }>;
}

export async function resealCredentials(db: Database, keys: SecretKeyring): Promise<ResealReport> {
  const rows = await db.select().from(credentials).where(ne(credentials.keyId, keys.current.id));
  const report: ResealReport = { resealed: 0, unreadable: [] };
  for (const row of rows) {
    let secrets: string;
    try {
      secrets = JSON.stringify(openSecrets(keys, row));
    } catch (err) {
      report.unreadable.push({
        id: row.id,
        name: row.name,
        keyId: row.keyId,
        reason: err instanceof Error ? err.message : String(err),
      });
      continue;
    }
    const sealed = sealSecret(keys, row.id, secrets);
    const written = await db
      .update(credentials)
      .set({ keyId: sealed.keyId, secret: sealed.sealed })
      .where(and(eq(credentials.id, row.id), eq(credentials.secret, row.secret)))
      .returning({ id: credentials.id });
    report.resealed += written.length;
  }
  return report;
}
