/**
 * The community's core against the real app and database: who may write what (signed out 401, someone
 * else 403, moderators where stated), a thread's page as each person sees it, unread counts, votes (once
 * each, never one's own), the asker marking the solution (and a moderator's mark logged), notifications of
 * a reply and a mention, read marks, drafts and @-autocomplete.
 */
import type { ThreadDetail, ThreadPage } from '@common/schemas/community';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityModerationLog, communityNotifications } from '../../db/schema/community';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedCommunityCategories } from './index';

const DAY_MS = 24 * 60 * 60_000;

describe('community', () => {
  let t: TestApp;
  let asker: SignedInUser;
  let helper: SignedInUser;
  let other: SignedInUser;
  let moderator: SignedInUser;

  const json = async <T>(res: Response, status: number): Promise<T> => {
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(status);
    return body as T;
  };

  /** Old enough not to be a new account. */
  const aged = (user: SignedInUser) =>
    t.database.db.execute(
      sql`update users set created_at = ${new Date(t.clock.now - 30 * DAY_MS)} where id = ${user.user.id}`,
    );

  const newThread = (user: SignedInUser, title: string, body = 'How do I do this, please?') =>
    user
      .request('POST', '/api/community/threads', { category: 'questions', title, body, tags: ['n8n'] })
      .then((res) => json<{ id: number; slug: string; held: boolean }>(res, 201));

  const reply = (user: SignedInUser, threadId: number, body: string) =>
    user
      .request('POST', `/api/community/threads/${threadId}/posts`, { body })
      .then((res) => json<{ id: number; number: number; held: boolean }>(res, 201));

  const detail = (user: SignedInUser | TestApp, threadId: number) =>
    user.request('GET', `/api/community/threads/${threadId}`).then((res) => json<ThreadDetail>(res, 200));

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    await seedCommunityCategories(t.database.db);
    await seedCommunityCategories(t.database.db);
    asker = await createSignedInUser(t, { username: 'asker' });
    helper = await createSignedInUser(t, { username: 'helper' });
    other = await createSignedInUser(t, { username: 'other' });
    moderator = await createSignedInUser(t, { username: 'mod', role: 'moderator' });
    for (const user of [asker, helper, other]) await aged(user);
  });
  afterAll(() => t.close());

  it('lists the seeded categories once, in order, counting visible threads', async () => {
    await newThread(asker, 'Counting threads in categories');
    const { categories } = await json<{ categories: { slug: string; threadCount: number }[] }>(
      await t.request('GET', '/api/community/categories'),
      200,
    );
    expect(categories.map((c) => c.slug)).toEqual([
      'questions',
      'show-and-tell',
      'solar',
      'web3',
      'feedback',
    ]);
    expect(categories[0]!.threadCount).toBeGreaterThanOrEqual(1);
    expect(categories[1]!.threadCount).toBe(0);
  });

  it('refuses every write to a signed-out caller with 401', async () => {
    const thread = await newThread(asker, 'A thread for signed-out writes');
    const { id: postId } = await reply(helper, thread.id, 'A reply to vote on');
    const writes: [string, string, unknown?][] = [
      [
        'POST',
        '/api/community/threads',
        { category: 'questions', title: 'Signed out title', body: 'Hello there' },
      ],
      ['POST', `/api/community/threads/${thread.id}/posts`, { body: 'Hello there' }],
      ['PATCH', `/api/community/posts/${postId}`, { body: 'Hello there' }],
      ['PUT', `/api/community/posts/${postId}/vote`],
      ['DELETE', `/api/community/posts/${postId}/vote`],
      ['PUT', `/api/community/threads/${thread.id}/solution`, { postId }],
      ['DELETE', `/api/community/threads/${thread.id}/solution`],
      ['POST', `/api/community/threads/${thread.id}/read`, { postNumber: 1 }],
      ['GET', '/api/community/drafts/new'],
      ['PUT', '/api/community/drafts/new', { body: 'x' }],
      ['DELETE', '/api/community/drafts/new'],
      ['GET', '/api/community/mentions?q=as'],
    ];
    for (const [method, url, body] of writes) {
      expect((await t.request(method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('lets only the author or a moderator edit a post, and the author not in a locked thread', async () => {
    const thread = await newThread(asker, 'Editing rights of posts');
    const { id: postId } = await reply(helper, thread.id, 'First version of the reply');
    expect(
      (await other.request('PATCH', `/api/community/posts/${postId}`, { body: 'Not mine' })).status,
    ).toBe(403);
    const edited = await json<{ editedAt: string }>(
      await helper.request('PATCH', `/api/community/posts/${postId}`, { body: 'Second version' }),
      200,
    );
    expect(edited.editedAt).toBe(new Date(t.clock.now).toISOString());
    await t.database.db.execute(sql`update community_threads set locked = true where id = ${thread.id}`);
    expect((await helper.request('PATCH', `/api/community/posts/${postId}`, { body: 'Third' })).status).toBe(
      403,
    );
    await json(
      await moderator.request('PATCH', `/api/community/posts/${postId}`, { body: 'By a moderator' }),
      200,
    );
    const page = await detail(helper, thread.id);
    expect(page.posts[1]!.body).toBe('By a moderator');
    expect(page.posts[1]!.can.edit).toBe(false);
    expect(page.can.reply).toBe(false);
  });

  it('refuses replies to a locked thread but to moderators', async () => {
    const thread = await newThread(asker, 'A thread that gets locked');
    await t.database.db.execute(sql`update community_threads set locked = true where id = ${thread.id}`);
    const refused = await helper.request('POST', `/api/community/threads/${thread.id}/posts`, {
      body: 'Too late',
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe('This thread is locked.');
    expect((await reply(moderator, thread.id, 'Closing note')).number).toBe(2);
  });

  it('numbers replies sent at once one after another', async () => {
    const thread = await newThread(asker, 'Many replies at the same time');
    const posted = await Promise.all(
      [helper, other, moderator].map((user) => reply(user, thread.id, 'At once')),
    );
    expect(posted.map((p) => p.number).sort()).toEqual([2, 3, 4]);
    expect((await detail(t, thread.id)).thread.replyCount).toBe(3);
  });

  it('counts votes once per person, never for one’s own post, and shows who voted', async () => {
    const thread = await newThread(asker, 'A question worth votes');
    const page = await detail(asker, thread.id);
    const questionId = page.posts[0]!.id;
    const own = await asker.request('PUT', `/api/community/posts/${questionId}/vote`);
    expect(own.status).toBe(403);
    expect((await own.json()).message).toBe("You can't vote for your own post.");
    for (let i = 0; i < 2; i++) {
      expect(await json(await helper.request('PUT', `/api/community/posts/${questionId}/vote`), 200)).toEqual(
        {
          votes: 1,
          voted: true,
        },
      );
    }
    await json(await other.request('PUT', `/api/community/posts/${questionId}/vote`), 200);
    expect((await detail(helper, thread.id)).thread.votes).toBe(2);
    expect((await detail(helper, thread.id)).posts[0]!.voted).toBe(true);
    expect(await json(await other.request('DELETE', `/api/community/posts/${questionId}/vote`), 200)).toEqual(
      {
        votes: 1,
        voted: false,
      },
    );
    expect((await detail(other, thread.id)).thread.votes).toBe(1);
  });

  it('lets the asker mark and unmark a reply as the solution; others 403; a moderator’s mark is logged', async () => {
    const thread = await newThread(asker, 'Which reply solves this?');
    const answer = await reply(helper, thread.id, 'This one does.');
    const url = `/api/community/threads/${thread.id}/solution`;
    expect((await other.request('PUT', url, { postId: answer.id })).status).toBe(403);
    expect((await helper.request('DELETE', url)).status).toBe(403);
    const question = (await detail(asker, thread.id)).posts[0]!;
    expect((await asker.request('PUT', url, { postId: question.id })).status).toBe(400);
    expect(await json(await asker.request('PUT', url, { postId: answer.id }), 200)).toEqual({
      solutionPostId: answer.id,
    });
    const page = await detail(t, thread.id);
    expect(page.thread.solved).toBe(true);
    expect(page.thread.solutionPostId).toBe(answer.id);
    const solutionNote = await t.database.db
      .select()
      .from(communityNotifications)
      .where(eq(communityNotifications.postId, answer.id));
    expect(solutionNote.map((n) => n.kind)).toContain('solution');
    expect(
      await t.database.db
        .select()
        .from(communityModerationLog)
        .where(eq(communityModerationLog.threadId, thread.id)),
    ).toEqual([]);

    expect(await json(await moderator.request('DELETE', url), 200)).toEqual({ solutionPostId: null });
    await json(await moderator.request('PUT', url, { postId: answer.id }), 200);
    const log = await t.database.db
      .select()
      .from(communityModerationLog)
      .where(eq(communityModerationLog.threadId, thread.id));
    expect(log.map((l) => [l.action, l.actorName])).toEqual([
      ['unmark-solution', 'mod'],
      ['mark-solution', 'mod'],
    ]);
  });

  it('notifies the thread’s author of a reply and the people it mentions, never oneself', async () => {
    const thread = await newThread(asker, 'Who should hear about this?');
    const posted = await reply(
      helper,
      thread.id,
      'Ask @Other and @nobody-here, or @helper, not `@mod` in code.',
    );
    const rows = await t.database.db
      .select()
      .from(communityNotifications)
      .where(eq(communityNotifications.postId, posted.id));
    const byUser = rows.map((r) => [r.kind, r.userId]).sort();
    expect(byUser).toEqual(
      [
        ['mention', other.user.id],
        ['reply', asker.user.id],
      ].sort(),
    );
    // An edit adding a mention notifies only the newly mentioned.
    await json(
      await helper.request('PATCH', `/api/community/posts/${posted.id}`, { body: 'Ask @other and @mod.' }),
      200,
    );
    const after = await t.database.db
      .select()
      .from(communityNotifications)
      .where(eq(communityNotifications.postId, posted.id));
    expect(after).toHaveLength(3);
  });

  it('counts unread posts from the read mark, which never goes down or past the last post', async () => {
    const thread = await newThread(asker, 'Unread counting thread');
    const list = async (user: SignedInUser) =>
      (
        await json<ThreadPage>(await user.request('GET', '/api/community/threads?author=asker'), 200)
      ).threads.find((s) => s.id === thread.id)!;
    expect((await list(helper)).unread).toBeNull();
    const read = `/api/community/threads/${thread.id}/read`;
    expect(await json(await helper.request('POST', read, { postNumber: 9 }), 200)).toEqual({
      lastReadPostNumber: 1,
    });
    expect((await list(helper)).unread).toBe(0);
    await reply(asker, thread.id, 'More detail, second post');
    await reply(other, thread.id, 'An answer, third post');
    expect((await list(helper)).unread).toBe(2);
    expect((await detail(helper, thread.id)).thread.lastReadPostNumber).toBe(1);
    await json(await helper.request('POST', read, { postNumber: 3 }), 200);
    expect(await json(await helper.request('POST', read, { postNumber: 2 }), 200)).toEqual({
      lastReadPostNumber: 3,
    });
    expect((await list(helper)).unread).toBe(0);
    expect(
      (await json<ThreadPage>(await t.request('GET', '/api/community/threads'), 200)).threads[0]!.unread,
    ).toBeNull();
  });

  it('lists latest, top and unanswered, by category, tag and author', async () => {
    const quiet = await newThread(other, 'Nobody answered this one');
    const popular = await newThread(other, 'Everybody likes this one');
    await reply(helper, popular.id, 'Me too');
    const question = (await detail(helper, popular.id)).posts[0]!;
    await json(await helper.request('PUT', `/api/community/posts/${question.id}/vote`), 200);
    const ids = async (query: string) =>
      (await json<ThreadPage>(await t.request('GET', `/api/community/threads${query}`), 200)).threads.map(
        (s) => s.id,
      );
    expect((await ids('?view=latest'))[0]).toBe(popular.id);
    expect((await ids('?view=top&period=week'))[0]).toBe(popular.id);
    const unanswered = await ids('?view=unanswered&author=OTHER');
    expect(unanswered).toContain(quiet.id);
    expect(unanswered).not.toContain(popular.id);
    expect(await ids('?category=solar')).toEqual([]);
    expect(await ids('?tag=n8n&author=other')).toEqual([popular.id, quiet.id]);
    expect(await ids('?author=no-such-person')).toEqual([]);
    expect((await t.request('GET', '/api/community/threads?view=sideways')).status).toBe(400);
  });

  it('hides a hidden thread from others (404, not listed) but not from its author or moderators', async () => {
    const thread = await newThread(asker, 'A question a moderator hid');
    await t.database.db.execute(sql`update community_posts set hidden = true where thread_id = ${thread.id}`);
    await t.database.db.execute(sql`update community_threads set hidden = true where id = ${thread.id}`);
    expect((await other.request('GET', `/api/community/threads/${thread.id}`)).status).toBe(404);
    expect(
      (await other.request('POST', `/api/community/threads/${thread.id}/posts`, { body: 'Hi' })).status,
    ).toBe(404);
    const mine = await detail(asker, thread.id);
    expect(mine.posts[0]!.body).toBe('How do I do this, please?');
    expect((await detail(moderator, thread.id)).posts[0]!.hidden).toBe(true);
    const listed = async (user: SignedInUser) =>
      (
        await json<ThreadPage>(await user.request('GET', '/api/community/threads?author=asker'), 200)
      ).threads.some((s) => s.id === thread.id);
    expect(await listed(other)).toBe(false);
    expect(await listed(asker)).toBe(true);
    expect(await listed(moderator)).toBe(true);
  });

  it('withholds a hidden reply’s body from all but its author and moderators', async () => {
    const thread = await newThread(asker, 'A thread with a hidden reply');
    const rude = await reply(other, thread.id, 'Something rude');
    await t.database.db.execute(sql`update community_posts set hidden = true where id = ${rude.id}`);
    expect((await detail(helper, thread.id)).posts[1]).toMatchObject({ body: '', hidden: true });
    expect((await detail(t, thread.id)).posts[1]).toMatchObject({ body: '', hidden: true });
    expect((await detail(other, thread.id)).posts[1]!.body).toBe('Something rude');
    expect((await detail(moderator, thread.id)).posts[1]!.body).toBe('Something rude');
  });

  it('answers where a merged thread went', async () => {
    const from = await newThread(other, 'A duplicate question here');
    const into = await newThread(asker, 'The original question here');
    await t.database.db.execute(
      sql`update community_threads set merged_into_id = ${into.id} where id = ${from.id}`,
    );
    const page = await detail(t, from.id);
    expect(page.thread.mergedInto).toEqual({ id: into.id, slug: 'the-original-question-here' });
    expect(page.posts).toEqual([]);
  });

  it('keeps a draft per person and place, and answers null when there is none', async () => {
    expect(await json(await asker.request('GET', '/api/community/drafts/thread-7'), 200)).toEqual({
      draft: null,
    });
    const saved = await json<{ draft: { body: string } }>(
      await asker.request('PUT', '/api/community/drafts/thread-7', { body: 'Half a reply' }),
      200,
    );
    expect(saved.draft.body).toBe('Half a reply');
    expect(await json(await helper.request('GET', '/api/community/drafts/thread-7'), 200)).toEqual({
      draft: null,
    });
    expect((await asker.request('GET', '/api/community/drafts/elsewhere')).status).toBe(400);
    await json(await asker.request('DELETE', '/api/community/drafts/thread-7'), 200);
    expect(await json(await asker.request('GET', '/api/community/drafts/thread-7'), 200)).toEqual({
      draft: null,
    });
  });

  it('suggests usernames for @-autocomplete', async () => {
    expect(await json(await other.request('GET', '/api/community/mentions?q=AS'), 200)).toEqual({
      usernames: ['asker'],
    });
    expect(await json(await other.request('GET', '/api/community/mentions?q=%25'), 200)).toEqual({
      usernames: [],
    });
  });

  it('refuses an unknown category with 400 and answers 404 for a missing thread or post', async () => {
    const res = await asker.request('POST', '/api/community/threads', {
      category: 'nowhere',
      title: 'In no category at all',
      body: 'Hello',
    });
    expect(res.status).toBe(400);
    expect((await t.request('GET', '/api/community/threads/99999')).status).toBe(404);
    expect((await asker.request('PUT', '/api/community/posts/99999/vote')).status).toBe(404);
    expect((await t.request('GET', '/api/community/threads/99999999999')).status).toBe(400);
    expect((await t.request('GET', '/api/community/threads/abc')).status).toBe(400);
    const thread = await newThread(asker, 'Out of range solution ids');
    const url = `/api/community/threads/${thread.id}/solution`;
    expect((await asker.request('PUT', url, { postId: 99999999999 })).status).toBe(400);
  });
});
