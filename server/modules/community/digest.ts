/**
 * The community digest by e-mail: for each person with the digest on and none sent in DIGEST_EVERY_MS, one
 * e-mail listing their notifications that are neither read nor mailed and at least DIGEST_DELAY_MS old (so a
 * notification read in the app soon after is not mailed). Each person's digest is claimed in a transaction
 * (their settings row updated first: a second pass at the same time waits, then finds the digest sent) and
 * the mail goes out inside it, so a failed send leaves everything for the next pass.
 */
import type { NotificationKind } from '@common/schemas/community';
import { threadPath } from '@common/schemas/community';
import { inArray, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { communityThreads } from '../../db/schema/community';
import type { Logger } from '../../lib/logger';
import { communityDigestMail, type MailTransport } from '../../mail';
import { peopleByIds } from './accounts';
import { unsubscribeToken } from './unsubscribe-token';

export const DIGEST_DELAY_MS = 10 * 60_000;
export const DIGEST_EVERY_MS = 24 * 60 * 60_000;
export const DIGEST_PASS_MS = 15 * 60_000;

export interface DigestContext {
  db: Database;
  mail: MailTransport;
  now: () => Date;
  /** The site's public origin (https://example.com): links in the mail are absolute. */
  origin: string;
  /** The server secret the unsubscribe tokens are signed under. */
  secret: string;
  log: Logger;
}

const WHAT: Record<NotificationKind, string> = {
  mention: 'mentioned you in',
  reply: 'replied in',
  solution: 'marked your answer as the solution in',
};

class NothingToSend extends Error {}

interface ClaimedNotification {
  id: number;
  kind: NotificationKind;
  actor_id: string | null;
  thread_id: number;
  number: number;
}

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function unsubscribeUrl(origin: string, secret: string, userId: string): string {
  return `${origin}/community/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`;
}

/** Sends one person's digest if it is due; answers whether it went. */
async function sendDigestTo(ctx: DigestContext, userId: string, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - DIGEST_DELAY_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into community_settings (user_id) values (${userId}) on conflict do nothing`,
      );
      const claimed = await rows(
        tx,
        sql`update community_settings set last_digest_at = ${now.toISOString()}::timestamptz
          where user_id = ${userId} and digest
            and (last_digest_at is null or last_digest_at <= ${dayAgo}::timestamptz)
          returning user_id`,
      );
      if (claimed.length === 0) throw new NothingToSend();
      const items = await rows<ClaimedNotification>(
        tx,
        sql`update community_notifications n set emailed_at = ${now.toISOString()}::timestamptz
          from community_posts p
          where p.id = n.post_id and n.user_id = ${userId} and n.emailed_at is null and n.read_at is null
            and n.created_at <= ${cutoff}::timestamptz and not p.hidden and not p.held
          returning n.id, n.kind, n.actor_id, n.thread_id, p.number`,
      );
      if (items.length === 0) throw new NothingToSend();
      items.sort((a, b) => a.id - b.id);
      const threads = await tx
        .select({ id: communityThreads.id, slug: communityThreads.slug, title: communityThreads.title })
        .from(communityThreads)
        .where(inArray(communityThreads.id, [...new Set(items.map((i) => i.thread_id))]));
      const threadById = new Map(threads.map((t) => [t.id, t]));
      const people = await peopleByIds(tx, [
        userId,
        ...items.flatMap((i) => (i.actor_id ? [i.actor_id] : [])),
      ]);
      const person = people.get(userId);
      if (!person) throw new NothingToSend();
      await ctx.mail.send(
        communityDigestMail({
          to: person.email,
          username: person.username,
          items: items.flatMap((i) => {
            const thread = threadById.get(i.thread_id);
            if (!thread) return [];
            return [
              {
                actor: (i.actor_id && people.get(i.actor_id)?.username) || 'Someone',
                what: WHAT[i.kind],
                threadTitle: thread.title,
                url: `${ctx.origin}${threadPath(thread, i.number)}`,
              },
            ];
          }),
          unsubscribeUrl: unsubscribeUrl(ctx.origin, ctx.secret, userId),
        }),
      );
      return true;
    });
  } catch (error) {
    if (error instanceof NothingToSend) return false;
    throw error;
  }
}

/** One pass over everyone with a digest due; answers how many were sent. One person's failure stops no one else's. */
export async function sendCommunityDigests(ctx: DigestContext): Promise<number> {
  const now = ctx.now();
  const cutoff = new Date(now.getTime() - DIGEST_DELAY_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DIGEST_EVERY_MS).toISOString();
  const due = await rows<{ user_id: string }>(
    ctx.db,
    sql`select distinct n.user_id from community_notifications n
      left join community_settings s on s.user_id = n.user_id
      where n.emailed_at is null and n.read_at is null and n.created_at <= ${cutoff}::timestamptz
        and coalesce(s.digest, true)
        and (s.last_digest_at is null or s.last_digest_at <= ${dayAgo}::timestamptz)`,
  );
  let sent = 0;
  for (const { user_id } of due) {
    try {
      if (await sendDigestTo(ctx, user_id, now)) sent++;
    } catch (error) {
      ctx.log.error('sending a community digest failed', {
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return sent;
}

/** Sends the digests every `intervalMs` in this process (main.ts); `stop()` waits for a pass under way. */
export function startCommunityDigest(ctx: DigestContext, intervalMs = DIGEST_PASS_MS) {
  let current: Promise<unknown> = Promise.resolve();
  const pass = () => {
    current = sendCommunityDigests(ctx).catch((err: unknown) => {
      ctx.log.error('the community digest pass failed', {
        error: err instanceof Error ? err.message : String(err),
      });
    });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
