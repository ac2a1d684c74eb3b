/**
 * A thread's derived columns, recomputed from its posts in the caller's transaction whenever a post is
 * written, edited, voted on, hidden, held, approved or moved: the visible reply count, the question's votes,
 * the last post's time, whether the question is hidden (hidden or held), and the search columns (title A,
 * tags B, the visible posts' text C; `match_text` = title and tags for typo tolerance).
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export async function refreshThread(tx: DbOrTx, threadId: number): Promise<void> {
  await tx.execute(sql`
    update community_threads t set
      reply_count = (select count(*)::int from community_posts p
        where p.thread_id = t.id and p.number > 1 and not p.hidden and not p.held),
      vote_count = coalesce((select p.vote_count from community_posts p
        where p.thread_id = t.id order by p.number limit 1), 0),
      last_post_at = coalesce((select max(p.created_at) from community_posts p
        where p.thread_id = t.id and not p.hidden and not p.held), t.created_at),
      last_post_number = greatest(t.last_post_number,
        coalesce((select max(p.number) from community_posts p where p.thread_id = t.id), 1)),
      hidden = coalesce((select p.hidden or p.held from community_posts p
        where p.thread_id = t.id order by p.number limit 1), false),
      match_text = trim(t.title || ' ' || array_to_string(t.tags, ' ')),
      search_vector = setweight(to_tsvector('english', t.title), 'A')
        || setweight(to_tsvector('english', array_to_string(t.tags, ' ')), 'B')
        || setweight(to_tsvector('english', coalesce((select string_agg(p.body, ' ' order by p.number)
          from community_posts p where p.thread_id = t.id and not p.hidden and not p.held), '')), 'C')
    where t.id = ${threadId}`);
}
