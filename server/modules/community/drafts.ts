/** Drafts, one per person and place ("new", "thread-<id>"), saved as they type; only their owner reads them. */
import type { CommunityDraft, SavedDraft } from '@common/schemas/community';
import { and, eq } from 'drizzle-orm';
import { communityDrafts } from '../../db/schema/community';
import type { SignedInContext } from '../../service-context';

const mine = (ctx: SignedInContext, key: string) =>
  and(eq(communityDrafts.userId, ctx.user.id), eq(communityDrafts.key, key));

const saved = (row: typeof communityDrafts.$inferSelect): SavedDraft => ({
  title: row.title,
  body: row.body,
  category: row.category,
  tags: row.tags,
  updatedAt: row.updatedAt.toISOString(),
});

export async function readDraft(ctx: SignedInContext, key: string): Promise<SavedDraft | null> {
  const [row] = await ctx.db.select().from(communityDrafts).where(mine(ctx, key));
  return row ? saved(row) : null;
}

export async function saveDraft(
  ctx: SignedInContext,
  key: string,
  draft: CommunityDraft,
): Promise<SavedDraft> {
  const values = { ...draft, updatedAt: ctx.now() };
  const [row] = await ctx.db
    .insert(communityDrafts)
    .values({ userId: ctx.user.id, key, ...values })
    .onConflictDoUpdate({ target: [communityDrafts.userId, communityDrafts.key], set: values })
    .returning();
  return saved(row!);
}

export async function deleteDraft(ctx: SignedInContext, key: string): Promise<void> {
  await ctx.db.delete(communityDrafts).where(mine(ctx, key));
}
