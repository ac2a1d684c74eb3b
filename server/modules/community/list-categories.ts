/** The categories in their order, each with how many threads everyone can see in it. */
import type { CommunityCategory } from '@common/schemas/community';
import { asc, sql } from 'drizzle-orm';
import { communityCategories as c, communityThreads as t } from '../../db/schema/community';
import type { ServiceContext } from '../../service-context';

export async function listCategories(ctx: ServiceContext): Promise<CommunityCategory[]> {
  const rows = await ctx.db
    .select({
      slug: c.slug,
      name: c.name,
      description: c.description,
      color: c.color,
      threadCount: sql<number>`count(${t.id})::int`,
    })
    .from(c)
    .leftJoin(t, sql`${t.categoryId} = ${c.id} and not ${t.hidden} and ${t.mergedIntoId} is null`)
    .groupBy(c.id)
    .orderBy(asc(c.position), asc(c.slug));
  return rows.map((r) => ({ ...r, threadCount: Number(r.threadCount) }));
}
