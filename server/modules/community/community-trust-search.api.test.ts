/**
 * The community's trust rules and search against the real app and database: a new account's posts per hour
 * (429 at the sixth, saying when) and links (a few refused, many held: invisible to others, no
 * notifications, visible to the author); an old account's links unlimited; search ranking (title above
 * body), typo tolerance, excerpts in plain text, and nothing unrelated or hidden found.
 */
import type { ThreadDetail, ThreadPage } from '@common/schemas/community';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNotifications } from '../../db/schema/community';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { seedCommunityCategories } from './index';

const DAY_MS = 24 * 60 * 60_000;
const links = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://example.com/page-${i}`).join(' and ');

describe('community trust rules and search', () => {
  let t: TestApp;
  let veteran: SignedInUser;
  let reader: SignedInUser;
  let moderator: SignedInUser;

  const json = async <T>(res: Response, status: number): Promise<T> => {
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(status);
    return body as T;
  };
  const aged = (user: SignedInUser) =>
    t.database.db.execute(
      sql`update users set created_at = ${new Date(t.clock.now - 30 * DAY_MS)} where id = ${user.user.id}`,
    );
  const startThread = (user: SignedInUser, title: string, body: string, tags: string[] = []) =>
    user.request('POST', '/api/community/threads', { category: 'questions', title, body, tags });
  const search = async (q: string, user: SignedInUser | TestApp = t) =>
    json<ThreadPage>(await user.request('GET', `/api/community/search?q=${encodeURIComponent(q)}`), 200);

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    await seedCommunityCategories(t.database.db);
    veteran = await createSignedInUser(t, { username: 'veteran' });
    reader = await createSignedInUser(t, { username: 'reader' });
    moderator = await createSignedInUser(t, { username: 'modder', role: 'moderator' });
    await aged(veteran);
    await aged(reader);
  });
  afterAll(() => t.close());

  describe('new accounts', () => {
    it('may write 5 posts an hour: the sixth is 429, saying when, and an hour later it is fine', async () => {
      const newcomer = await createSignedInUser(t, { username: 'newcomer' });
      const first = await json<{ id: number }>(
        await startThread(newcomer, 'My very first question', 'Hello all'),
        201,
      );
      for (let i = 2; i <= 5; i++) {
        await json(
          await newcomer.request('POST', `/api/community/threads/${first.id}/posts`, { body: `Post ${i}` }),
          201,
        );
      }
      const sixth = await newcomer.request('POST', `/api/community/threads/${first.id}/posts`, {
        body: 'Post 6',
      });
      expect(sixth.status).toBe(429);
      expect((await sixth.json()).message).toBe(
        'New accounts can write 5 posts an hour. Try again in 60 minutes.',
      );
      expect(sixth.headers.get('retry-after')).toBe('3600');
      expect((await startThread(newcomer, 'Another question then', 'Hello')).status).toBe(429);
      // An old account is not held to 5.
      const thread = await json<{ id: number }>(
        await startThread(veteran, 'A veteran writes a lot', 'Hi'),
        201,
      );
      for (let i = 2; i <= 7; i++) {
        await json(
          await veteran.request('POST', `/api/community/threads/${thread.id}/posts`, { body: `Post ${i}` }),
          201,
        );
      }
      t.clock.advance(60 * 60_000 + 1000);
      await json(
        await newcomer.request('POST', `/api/community/threads/${first.id}/posts`, { body: 'Post 6' }),
        201,
      );
    });

    it('may include 2 links; 3 or 4 are refused; an old account’s links are not limited', async () => {
      const linker = await createSignedInUser(t, { username: 'linker' });
      await json(await startThread(linker, 'Two links are fine here', `See ${links(2)}`), 201);
      const refused = await startThread(linker, 'Three links are too many', `See ${links(3)}`);
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe('New accounts can include at most 2 links in a post.');
      expect((await startThread(linker, 'Four links are too many', `See ${links(4)}`)).status).toBe(400);
      const old = await json<{ held: boolean }>(
        await startThread(veteran, 'Many useful links', `See ${links(6)}`),
        201,
      );
      expect(old.held).toBe(false);
    });

    it('holds a post with 5 or more links: hidden from others, shown to its author and moderators, no notifications', async () => {
      const spammer = await createSignedInUser(t, { username: 'spammer' });
      const heldThread = await json<{ id: number; held: boolean }>(
        await startThread(spammer, 'Cheap offers for everyone', `Buy ${links(5)} @veteran`),
        201,
      );
      expect(heldThread.held).toBe(true);
      expect((await reader.request('GET', `/api/community/threads/${heldThread.id}`)).status).toBe(404);
      const own = await json<ThreadDetail>(
        await spammer.request('GET', `/api/community/threads/${heldThread.id}`),
        200,
      );
      expect(own.posts[0]!.held).toBe(true);
      const listed = await json<ThreadPage>(
        await reader.request('GET', '/api/community/threads?author=spammer'),
        200,
      );
      expect(listed.threads).toEqual([]);

      const thread = await json<{ id: number }>(
        await startThread(veteran, 'A fair question here', 'Hello'),
        201,
      );
      const heldReply = await json<{ id: number; held: boolean }>(
        await spammer.request('POST', `/api/community/threads/${thread.id}/posts`, {
          body: `Look ${links(7)}`,
        }),
        201,
      );
      expect(heldReply.held).toBe(true);
      const seenBy = async (user: SignedInUser) =>
        (
          await json<ThreadDetail>(await user.request('GET', `/api/community/threads/${thread.id}`), 200)
        ).posts.map((p) => p.id);
      expect(await seenBy(reader)).not.toContain(heldReply.id);
      expect(await seenBy(spammer)).toContain(heldReply.id);
      expect(await seenBy(moderator)).toContain(heldReply.id);
      const page = await json<ThreadDetail>(
        await reader.request('GET', `/api/community/threads/${thread.id}`),
        200,
      );
      expect(page.thread.replyCount).toBe(0);
      const notes = await t.database.db
        .select()
        .from(communityNotifications)
        .where(eq(communityNotifications.actorId, spammer.user.id));
      expect(notes).toEqual([]);
    });
  });

  describe('search', () => {
    let install: number;
    let webhook: number;
    let bodyOnly: number;
    let solar: number;

    beforeAll(async () => {
      const make = async (title: string, body: string, tags: string[]) =>
        (await json<{ id: number }>(await startThread(veteran, title, body, tags), 201)).id;
      install = await make(
        'How to install an n8n workflow',
        'I exported a workflow from n8n and want it here.',
        ['n8n'],
      );
      webhook = await make(
        'Webhook trigger never fires',
        'My **webhook** node waits forever for a call.\n\n```yaml\nretries: 3\n```',
        ['webhooks'],
      );
      bodyOnly = await make(
        'Trouble with my setup',
        'Something about a webhook that I configured on a server.',
        [],
      );
      solar = await make('Solar panel quote for a roof', 'How many panels does a small roof hold?', [
        'solar',
      ]);
    });

    it('finds the right thread first despite a typo, and nothing unrelated', async () => {
      const found = await search('instal n8n workflow');
      expect(found.threads[0]!.id).toBe(install);
      expect(found.threads.map((s) => s.id)).not.toContain(solar);
      const typo = await search('webhok');
      expect(typo.threads[0]!.id).toBe(webhook);
      expect(typo.threads.map((s) => s.id)).not.toContain(solar);
    });

    it('ranks a title match above a body-only match, with plain-text excerpts', async () => {
      const found = await search('webhook');
      const ids = found.threads.map((s) => s.id);
      expect(ids.indexOf(webhook)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(webhook)).toBeLessThan(ids.indexOf(bodyOnly));
      expect(ids).not.toContain(solar);
      expect(found.total).toBe(ids.length);
      const excerpt = found.threads.find((s) => s.id === webhook)!.excerpt!;
      expect(excerpt).toContain('webhook node waits forever');
      expect(excerpt).not.toMatch(/[<>*]/);
      // A code block's text stays, its fence's language does not.
      expect(excerpt).toContain('retries: 3');
      expect(excerpt).not.toMatch(/\byaml\b/);
    });

    it('finds no hidden thread but for its author and moderators, and refuses an empty query', async () => {
      const secret = (
        await json<{ id: number }>(await startThread(veteran, 'Zebra crossing question', 'Zebra?'), 201)
      ).id;
      await t.database.db.execute(sql`update community_threads set hidden = true where id = ${secret}`);
      expect((await search('zebra', reader)).threads).toEqual([]);
      expect((await search('zebra', veteran)).threads.map((s) => s.id)).toEqual([secret]);
      expect((await search('zebra', moderator)).threads.map((s) => s.id)).toEqual([secret]);
      expect((await t.request('GET', '/api/community/search?q=')).status).toBe(400);
      expect((await search('qwertyuiop zzz')).threads).toEqual([]);
      // Operators and punctuation alone make an empty full-text query: nothing found, no error.
      expect((await search('!!! (( - "" | &')).total).toBe(0);
      expect((await search('webhook', t)).page).toBe(1);
      const second = await json<ThreadPage>(
        await t.request('GET', '/api/community/search?q=webhook&page=2'),
        200,
      );
      expect(second).toMatchObject({ threads: [], page: 2 });
      expect(second.total).toBeGreaterThan(0);
    });
  });
});
