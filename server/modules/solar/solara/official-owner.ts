/** The installer behind the platform's own Solara: the official platform account (aiz-platform). */
import type { DbOrTx } from '../../../db/client';
import { ensureSystemAccount } from '../../auth';
import { OFFICIAL_EMAIL, OFFICIAL_USERNAME } from '../../marketplace';

const known = new WeakMap<object, string>();

export async function officialOwnerId(db: DbOrTx, now: () => Date): Promise<string> {
  const cached = known.get(db);
  if (cached) return cached;
  const row = await ensureSystemAccount(db, { email: OFFICIAL_EMAIL, username: OFFICIAL_USERNAME }, now());
  if (!row) throw new Error('The platform’s official account is not there, so Solara cannot take leads.');
  known.set(db, row.id);
  return row.id;
}
