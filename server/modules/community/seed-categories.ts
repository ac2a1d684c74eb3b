/** The forum's categories (COMMUNITY_CATEGORIES), made or brought up to date at start. Idempotent. */
import { COMMUNITY_CATEGORIES } from '@common/schemas/community';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { communityCategories } from '../../db/schema/community';

export async function seedCommunityCategories(db: DbOrTx): Promise<void> {
  await db
    .insert(communityCategories)
    .values(COMMUNITY_CATEGORIES.map((category, position) => ({ ...category, position })))
    .onConflictDoUpdate({
      target: communityCategories.slug,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        color: sql`excluded.color`,
        position: sql`excluded.position`,
      },
    });
}
