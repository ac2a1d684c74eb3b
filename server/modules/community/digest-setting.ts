/** Whether a person gets the community digest by e-mail: on until they turn it off or unsubscribe. */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communitySettings } from '../../db/schema/community';

export async function readDigestSetting(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ digest: communitySettings.digest })
    .from(communitySettings)
    .where(eq(communitySettings.userId, userId));
  return row?.digest ?? true;
}

export async function writeDigestSetting(db: DbOrTx, userId: string, digest: boolean): Promise<void> {
  await db
    .insert(communitySettings)
    .values({ userId, digest })
    .onConflictDoUpdate({ target: communitySettings.userId, set: { digest } });
}
