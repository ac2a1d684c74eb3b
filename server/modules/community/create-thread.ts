/** A new thread: its question is post number 1, checked by the trust rules, held when it looks like spam. */
import { type NewThread, threadSlug } from '@common/schemas/community';
import { eq, sql } from 'drizzle-orm';
import { communityCategories, communityPosts, communityThreads } from '../../db/schema/community';
import { Invalid } from '../../lib/errors';
import type { SignedInContext } from '../../service-context';
import { notifyForPost } from './notify';
import { refreshThread } from './thread-state';
import { checkTrust } from './trust';

export const NO_CATEGORY = 'There is no such category.';

export async function createThread(
  ctx: SignedInContext,
  input: NewThread,
): Promise<{ id: number; slug: string; held: boolean }> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: communityCategories.id })
      .from(communityCategories)
      .where(eq(communityCategories.slug, input.category));
    if (!category) throw new Invalid(NO_CATEGORY);
    const trusted = await checkTrust(tx, ctx.user, input.body, now, 'new');
    const [thread] = await tx
      .insert(communityThreads)
      .values({
        categoryId: category.id,
        authorId: ctx.user.id,
        title: input.title,
        slug: threadSlug(input.title),
        tags: [...new Set(input.tags)],
        lastPostAt: now,
        createdAt: now,
        // Written by refreshThread() below.
        searchVector: sql`''::tsvector`,
        matchText: '',
      })
      .returning({ id: communityThreads.id, slug: communityThreads.slug });
    const [post] = await tx
      .insert(communityPosts)
      .values({
        threadId: thread!.id,
        authorId: ctx.user.id,
        number: 1,
        body: input.body,
        held: trusted.held,
        linkCount: trusted.linkCount,
        createdAt: now,
      })
      .returning();
    await refreshThread(tx, thread!.id);
    if (!trusted.held) await notifyForPost(tx, post!, now);
    return { id: thread!.id, slug: thread!.slug, held: trusted.held };
  });
}
