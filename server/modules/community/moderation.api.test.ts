/**
 * Flags and moderation against the real app and database: who may do what (signed out 401, a normal user
 * 403, a moderator yes; the log and the moderator role for administrators only), flags hiding a post, the
 * queue, approving a held post, moving and merging threads, and the log each action leaves.
 */
import { FLAGS_TO_HIDE, type FlagQueueItem, type ModerationLogEntry } from '@common/schemas/community';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import {
  communityFlags,
  communityNotifications,
  communityPosts,
  communityReads,
  communityThreads,
  communityVotes,
} from '../../db/schema/community';
import { handleError } from '../../http/errors';
import { createRouter } from '../../http/router';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { sessionMiddleware } from '../auth';
import { insertNotification, insertThread, seedCategories } from './community-rows-for-test';
import { ALREADY_FLAGGED, OWN_POST_FLAG } from './flag-post';
import { MERGE_INTO_ITSELF, MERGE_INTO_MERGED } from './merge-thread';
import type { NotifyForPost } from './moderate-post';
import { communityModerationRoutes } from './moderation-routes';
import { MODERATORS_ONLY } from './permissions';

describe('community moderation', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let mod: SignedInUser;
  let ann: SignedInUser;
  let ben: SignedInUser;
  let cat: SignedInUser;
  let dan: SignedInUser;

  const now = () => t.deps.now();
  const thread = (title: string, posts: { authorId: string; held?: boolean }[], category = 'questions') =>
    insertThread(t.database.db, { title, posts, at: now(), category });
  const post = async (id: number) =>
    (await t.database.db.select().from(communityPosts).where(eq(communityPosts.id, id)))[0]!;
  const threadRow = async (id: number) =>
    (await t.database.db.select().from(communityThreads).where(eq(communityThreads.id, id)))[0]!;
  const log = async (): Promise<ModerationLogEntry[]> =>
    (await (await admin.request('GET', '/api/community/moderation/log')).json()).entries;
  const flag = (who: SignedInUser, postId: number) =>
    who.request('POST', `/api/community/posts/${postId}/flags`, { reason: 'spam', note: 'buy now' });

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited', env: { ADMIN_EMAILS: 'boss@aiz.test' } });
    await seedCategories(t.database.db);
    admin = await createSignedInUser(t, { username: 'boss', email: 'boss@aiz.test', role: 'admin' });
    mod = await createSignedInUser(t, { username: 'moda', role: 'moderator' });
    ann = await createSignedInUser(t, { username: 'ann' });
    ben = await createSignedInUser(t, { username: 'ben' });
    cat = await createSignedInUser(t, { username: 'cat' });
    dan = await createSignedInUser(t, { username: 'dan' });
  });
  afterAll(() => t.close());

  it('refuses every moderation write signed out (401) and to a normal user (403), and lets a moderator', async () => {
    const { id, postIds } = await thread('Who may moderate this thread', [
      { authorId: ann.user.id },
      { authorId: ben.user.id },
    ]);
    const other = await thread('Another thread to merge into', [{ authorId: ann.user.id }]);
    const reply = postIds[1]!;
    const writes: [string, unknown?][] = [
      [`/api/community/moderation/posts/${reply}/hide`],
      [`/api/community/moderation/posts/${reply}/unhide`],
      [`/api/community/moderation/posts/${reply}/approve`],
      [`/api/community/moderation/posts/${reply}/dismiss`],
      [`/api/community/moderation/threads/${id}/lock`],
      [`/api/community/moderation/threads/${id}/unlock`],
      [`/api/community/moderation/threads/${id}/move`, { category: 'solar' }],
      [`/api/community/moderation/threads/${id}/merge`, { intoThreadId: other.id }],
    ];
    for (const [url, body] of writes) {
      expect((await t.request('POST', url, body ?? {})).status, url).toBe(401);
      const refused = await ann.request('POST', url, body ?? {});
      expect(refused.status, url).toBe(403);
      expect((await refused.json()).message).toBe(MODERATORS_ONLY);
    }
    expect((await ann.request('GET', '/api/community/moderation/queue')).status).toBe(403);
    expect((await t.request('GET', '/api/community/moderation/queue')).status).toBe(401);
    // Nothing changed.
    expect(await post(reply)).toMatchObject({ hidden: false, held: false, threadId: id });
    expect(await threadRow(id)).toMatchObject({ locked: false, mergedIntoId: null });

    expect((await mod.request('POST', `/api/community/moderation/posts/${reply}/hide`)).status).toBe(200);
    expect((await mod.request('POST', `/api/community/moderation/posts/${reply}/unhide`)).status).toBe(200);
    expect((await mod.request('POST', `/api/community/moderation/threads/${id}/lock`)).status).toBe(200);
    expect((await threadRow(id)).locked).toBe(true);
    expect((await admin.request('POST', `/api/community/moderation/threads/${id}/unlock`)).status).toBe(200);
    expect((await threadRow(id)).locked).toBe(false);
    expect(
      (await mod.request('POST', `/api/community/moderation/threads/${id}/merge`, { intoThreadId: other.id }))
        .status,
    ).toBe(200);
  });

  it('keeps the log and the moderator role to administrators', async () => {
    for (const who of [ann, mod]) {
      expect((await who.request('GET', '/api/community/moderation/log')).status).toBe(403);
      expect((await who.request('GET', '/api/community/moderation/moderators')).status).toBe(403);
      expect(
        (
          await who.request('PUT', '/api/community/moderation/moderators', {
            username: 'dan',
            moderator: true,
          })
        ).status,
      ).toBe(403);
    }
    expect((await t.request('GET', '/api/community/moderation/log')).status).toBe(401);

    const granted = await admin.request('PUT', '/api/community/moderation/moderators', {
      username: 'Dan',
      moderator: true,
    });
    expect(granted.status).toBe(200);
    expect((await granted.json()).moderators).toEqual([
      { username: 'boss', role: 'admin' },
      { username: 'dan', role: 'moderator' },
      { username: 'moda', role: 'moderator' },
    ]);
    // The role counts from the next request on.
    expect((await dan.request('GET', '/api/community/moderation/queue')).status).toBe(200);
    const revoked = await admin.request('PUT', '/api/community/moderation/moderators', {
      username: 'dan',
      moderator: false,
    });
    expect((await revoked.json()).moderators.map((m: { username: string }) => m.username)).toEqual([
      'boss',
      'moda',
    ]);
    expect((await dan.request('GET', '/api/community/moderation/queue')).status).toBe(403);

    const adminTry = await admin.request('PUT', '/api/community/moderation/moderators', {
      username: 'boss',
      moderator: false,
    });
    expect(adminTry.status).toBe(409);
    const [boss] = await t.database.db.select().from(users).where(eq(users.username, 'boss'));
    expect(boss!.role).toBe('admin');
    expect(
      (
        await admin.request('PUT', '/api/community/moderation/moderators', {
          username: 'nobody',
          moderator: true,
        })
      ).status,
    ).toBe(404);

    const entries = await log();
    expect(entries.slice(0, 2).map((e) => [e.action, e.actor, e.detail])).toEqual([
      ['revoke-moderator', 'boss', "took back dan's moderator role"],
      ['grant-moderator', 'boss', 'made dan a moderator'],
    ]);
  });

  it('takes flags from others once each, and hides a post flagged by enough people until a moderator looks', async () => {
    const { id, postIds } = await thread('A thread with a spammy reply', [
      { authorId: ann.user.id },
      { authorId: ben.user.id },
    ]);
    const reply = postIds[1]!;
    expect((await t.request('POST', `/api/community/posts/${reply}/flags`, { reason: 'spam' })).status).toBe(
      401,
    );
    const own = await flag(ben, reply);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe(OWN_POST_FLAG);
    expect((await flag(ann, 999_999)).status).toBe(404);
    expect(
      (await ann.request('POST', `/api/community/posts/${reply}/flags`, { reason: 'shouting' })).status,
    ).toBe(400);

    const first = await flag(ann, reply);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ hidden: false });
    const again = await flag(ann, reply);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(ALREADY_FLAGGED);
    expect(FLAGS_TO_HIDE).toBe(3);
    expect(await (await flag(cat, reply)).json()).toEqual({ hidden: false });
    expect((await post(reply)).hidden).toBe(false);
    expect((await threadRow(id)).replyCount).toBe(1);
    expect(await (await flag(dan, reply)).json()).toEqual({ hidden: true });
    expect((await post(reply)).hidden).toBe(true);
    expect((await threadRow(id)).replyCount).toBe(0);

    const queue: FlagQueueItem[] = (
      await (await mod.request('GET', '/api/community/moderation/queue')).json()
    ).items;
    const item = queue.find((i) => i.post.id === reply)!;
    expect(item.thread).toEqual({
      id,
      slug: 'a-thread-with-a-spammy-reply',
      title: 'A thread with a spammy reply',
    });
    expect(item.post).toMatchObject({ hidden: true, author: { username: 'ben', moderator: false } });
    expect(item.flags.map((f) => f.by)).toEqual(['ann', 'cat', 'dan']);

    // Dismissing the flags shows the post again and empties its place in the queue.
    expect((await mod.request('POST', `/api/community/moderation/posts/${reply}/dismiss`)).status).toBe(200);
    expect((await post(reply)).hidden).toBe(false);
    expect((await threadRow(id)).replyCount).toBe(1);
    const after = (await (await mod.request('GET', '/api/community/moderation/queue')).json()).items;
    expect(after.some((i: FlagQueueItem) => i.post.id === reply)).toBe(false);
    expect((await mod.request('POST', `/api/community/moderation/posts/${reply}/dismiss`)).status).toBe(409);

    const entries = await log();
    expect(entries.slice(0, 2).map((e) => [e.action, e.actor, e.postId, e.threadTitle])).toEqual([
      ['dismiss-flags', 'moda', reply, 'A thread with a spammy reply'],
      ['hide-post', 'dan', reply, 'A thread with a spammy reply'],
    ]);
    expect(entries[0]!.detail).toBe('dismissed 3 flags and showed the post again');
  });

  it('hides a post once when enough people flag it at the same time, and showing it again closes the flags', async () => {
    const { postIds } = await thread('A thread flagged by many at once', [
      { authorId: ann.user.id },
      { authorId: ben.user.id },
    ]);
    const reply = postIds[1]!;
    const answers = await Promise.all([ann, cat, dan, mod].map((who) => flag(who, reply)));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const hidden = await Promise.all(answers.map(async (r) => (await r.json()).hidden));
    // The third and the fourth flag find it hidden, whichever order they came in.
    expect(hidden.filter(Boolean)).toHaveLength(4 - FLAGS_TO_HIDE + 1);
    const hides = (await log()).filter((e) => e.postId === reply && e.action === 'hide-post');
    expect(hides).toHaveLength(1);

    expect((await mod.request('POST', `/api/community/moderation/posts/${reply}/unhide`)).status).toBe(200);
    expect((await post(reply)).hidden).toBe(false);
    const flags = await t.database.db.select().from(communityFlags).where(eq(communityFlags.postId, reply));
    expect(flags.every((f) => !f.open)).toBe(true);
    expect((await log())[0]).toMatchObject({
      action: 'unhide-post',
      detail: 'shown again, dismissing 4 flags',
    });
  });

  it('closes the open flags when a moderator hides the post', async () => {
    const { postIds } = await thread('A thread with a rude reply', [
      { authorId: ann.user.id },
      { authorId: ben.user.id },
    ]);
    const reply = postIds[1]!;
    await flag(cat, reply);
    expect((await mod.request('POST', `/api/community/moderation/posts/${reply}/hide`)).status).toBe(200);
    const flags = await t.database.db.select().from(communityFlags).where(eq(communityFlags.postId, reply));
    expect(flags.map((f) => f.open)).toEqual([false]);
    expect((await post(reply)).hidden).toBe(true);
    expect((await log())[0]).toMatchObject({ action: 'hide-post', detail: 'hidden, agreeing with 1 flag' });
  });

  it('lists a held post in the queue, and approving it shows it and notifies through the hook', async () => {
    const { id, postIds } = await thread('A thread with a held reply', [
      { authorId: ann.user.id },
      { authorId: ben.user.id, held: true },
    ]);
    const held = postIds[1]!;
    expect((await threadRow(id)).replyCount).toBe(0);
    const queue = (await (await mod.request('GET', '/api/community/moderation/queue')).json()).items;
    expect(queue.find((i: FlagQueueItem) => i.post.id === held)).toMatchObject({
      post: { held: true },
      flags: [],
    });
    expect((await mod.request('POST', `/api/community/moderation/posts/${postIds[0]}/approve`)).status).toBe(
      409,
    );

    expect((await mod.request('POST', `/api/community/moderation/posts/${held}/approve`)).status).toBe(200);
    expect((await post(held)).held).toBe(false);
    expect((await threadRow(id)).replyCount).toBe(1);
    expect((await log())[0]).toMatchObject({ action: 'approve-post', postId: held, threadId: id });
  });

  it('notifies for an approved post through the hook, in the approval, as of the approval', async () => {
    const calls: { id: number; held: boolean; at: Date }[] = [];
    const notifyForPost: NotifyForPost = async (_tx, post, at) => {
      calls.push({ id: post.id, held: post.held, at });
    };
    const app = createRouter();
    app.onError(handleError);
    app.use('/api/*', sessionMiddleware(t.deps));
    app.route('/api/community', communityModerationRoutes(t.deps, { notifyForPost }));
    const { postIds } = await thread('A held reply with a mention', [
      { authorId: ann.user.id },
      { authorId: ben.user.id, held: true },
    ]);
    const approve = (who: SignedInUser) =>
      app.request(`/api/community/moderation/posts/${postIds[1]}/approve`, {
        method: 'POST',
        headers: { cookie: who.cookie },
      });
    expect((await approve(ann)).status).toBe(403);
    expect(calls).toEqual([]);
    expect((await approve(mod)).status).toBe(200);
    expect(calls).toEqual([{ id: postIds[1], held: false, at: now() }]);
  });

  it('moves a thread to another category and says so in the log', async () => {
    const { id } = await thread('A solar question in the wrong place', [{ authorId: ann.user.id }]);
    const unknown = await mod.request('POST', `/api/community/moderation/threads/${id}/move`, {
      category: 'cats',
    });
    expect(unknown.status).toBe(400);
    expect(
      (await mod.request('POST', `/api/community/moderation/threads/${id}/move`, { category: 'solar' }))
        .status,
    ).toBe(200);
    expect(
      (await mod.request('POST', `/api/community/moderation/threads/${id}/move`, { category: 'solar' }))
        .status,
    ).toBe(409);
    expect(
      (await mod.request('POST', '/api/community/moderation/threads/999999/move', { category: 'web3' }))
        .status,
    ).toBe(404);
    expect((await log())[0]).toMatchObject({
      action: 'move-thread',
      actor: 'moda',
      threadId: id,
      threadTitle: 'A solar question in the wrong place',
      detail: 'moved from Questions to Solar',
    });
  });

  it('merges a thread: its posts follow the target’s in order, renumbered, with their votes; notifications follow', async () => {
    const target = await thread('How do I import an n8n workflow', [
      { authorId: ann.user.id },
      { authorId: ben.user.id },
      { authorId: cat.user.id },
    ]);
    const source = await thread('Importing from n8n does not work', [
      { authorId: dan.user.id },
      { authorId: ann.user.id },
    ]);
    const db = t.database.db;
    await db
      .insert(communityVotes)
      .values({ postId: source.postIds[1]!, userId: ben.user.id, createdAt: now() });
    await db.update(communityPosts).set({ voteCount: 1 }).where(eq(communityPosts.id, source.postIds[1]!));
    await db
      .update(communityThreads)
      .set({ solutionPostId: source.postIds[1]! })
      .where(eq(communityThreads.id, source.id));
    await db
      .insert(communityReads)
      .values({ userId: dan.user.id, threadId: source.id, lastReadPostNumber: 2, updatedAt: now() });
    const note = await insertNotification(db, {
      userId: dan.user.id,
      actorId: ann.user.id,
      threadId: source.id,
      postId: source.postIds[1]!,
      at: now(),
    });

    const url = `/api/community/moderation/threads/${source.id}/merge`;
    expect((await mod.request('POST', url, { intoThreadId: source.id })).status).toBe(400);
    expect((await (await mod.request('POST', url, { intoThreadId: source.id })).json()).message).toBe(
      MERGE_INTO_ITSELF,
    );
    expect((await mod.request('POST', url, { intoThreadId: 999_999 })).status).toBe(404);
    expect((await mod.request('POST', url, { intoThreadId: target.id })).status).toBe(200);

    const posts = await db
      .select()
      .from(communityPosts)
      .where(eq(communityPosts.threadId, target.id))
      .orderBy(asc(communityPosts.number));
    expect(posts.map((p) => [p.id, p.number])).toEqual([
      [target.postIds[0], 1],
      [target.postIds[1], 2],
      [target.postIds[2], 3],
      [source.postIds[0], 4],
      [source.postIds[1], 5],
    ]);
    expect(posts[4]!.voteCount).toBe(1);
    expect(
      await db.select().from(communityVotes).where(eq(communityVotes.postId, source.postIds[1]!)),
    ).toHaveLength(1);
    expect(await threadRow(source.id)).toMatchObject({
      mergedIntoId: target.id,
      solutionPostId: null,
      replyCount: 0,
    });
    expect(await threadRow(target.id)).toMatchObject({ replyCount: 4, lastPostNumber: 5 });
    const [moved] = await db.select().from(communityNotifications).where(eq(communityNotifications.id, note));
    expect(moved!.threadId).toBe(target.id);
    expect(await db.select().from(communityReads).where(eq(communityReads.threadId, source.id))).toEqual([]);

    // The merged thread takes no more merges either way.
    const later = await thread('A third thread about n8n imports', [{ authorId: ann.user.id }]);
    const intoMerged = await mod.request('POST', `/api/community/moderation/threads/${later.id}/merge`, {
      intoThreadId: source.id,
    });
    expect(intoMerged.status).toBe(400);
    expect((await intoMerged.json()).message).toBe(MERGE_INTO_MERGED);
    expect((await mod.request('POST', url, { intoThreadId: later.id })).status).toBe(400);

    expect((await log())[0]).toMatchObject({
      action: 'merge-thread',
      threadId: source.id,
      detail: `merged into #${target.id} “How do I import an n8n workflow”`,
    });
  });
});
