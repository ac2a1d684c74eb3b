/**
 * Community rows for API tests, written straight to the tables (the core routes are tested on their own):
 * categories, threads with their posts, notifications; each thread's derived columns refreshed.
 */
import { COMMUNITY_CATEGORIES, threadSlug } from '@common/schemas/community';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  communityCategories,
  communityNotifications,
  communityPosts,
  communityThreads,
} from '../../db/schema/community';
import { refreshThread } from './thread-state';

export async function seedCategories(db: DbOrTx): Promise<void> {
  await db
    .insert(communityCategories)
    .values(COMMUNITY_CATEGORIES.map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
}

export interface TestPost {
  authorId: string;
  body?: string;
  hidden?: boolean;
  held?: boolean;
}

/** A thread in `category` whose question and replies are `posts` (numbered 1, 2, ...). */
export async function insertThread(
  db: DbOrTx,
  input: { category?: string; title: string; at: Date; posts: TestPost[] },
): Promise<{ id: number; slug: string; postIds: number[] }> {
  const [category] = await db
    .select({ id: communityCategories.id })
    .from(communityCategories)
    .where(eq(communityCategories.slug, input.category ?? 'questions'));
  if (!category) throw new Error('seedCategories first');
  const slug = threadSlug(input.title);
  const [thread] = await db
    .insert(communityThreads)
    .values({
      categoryId: category.id,
      authorId: input.posts[0]!.authorId,
      title: input.title,
      slug,
      lastPostAt: input.at,
      createdAt: input.at,
      searchVector: sql`to_tsvector('english', '')`,
      matchText: '',
    })
    .returning({ id: communityThreads.id });
  const postIds: number[] = [];
  for (const [i, post] of input.posts.entries()) {
    const [row] = await db
      .insert(communityPosts)
      .values({
        threadId: thread!.id,
        authorId: post.authorId,
        number: i + 1,
        body: post.body ?? `Post ${i + 1} of ${input.title}`,
        hidden: post.hidden ?? false,
        held: post.held ?? false,
        createdAt: new Date(input.at.getTime() + i * 1000),
      })
      .returning({ id: communityPosts.id });
    postIds.push(row!.id);
  }
  await refreshThread(db, thread!.id);
  return { id: thread!.id, slug, postIds };
}

export async function insertNotification(
  db: DbOrTx,
  input: {
    userId: string;
    actorId: string;
    threadId: number;
    postId: number;
    kind?: 'mention' | 'reply' | 'solution';
    at: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(communityNotifications)
    .values({
      userId: input.userId,
      actorId: input.actorId,
      threadId: input.threadId,
      postId: input.postId,
      kind: input.kind ?? 'reply',
      createdAt: input.at,
    })
    .returning({ id: communityNotifications.id });
  return row!.id;
}
