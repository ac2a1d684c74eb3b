/**
 * Notifications and the e-mail digest against the real app and database: the list (newest first, unread
 * count, digest setting), marking read, the setting; the digest (one mail per person listing their items with
 * links to the exact posts and an unsubscribe link, never twice, not after unsubscribing); the unsubscribe
 * link signed out, and a forged one refused.
 */
import type { CommunityNotification } from '@common/schemas/community';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNotifications, communitySettings } from '../../db/schema/community';
import type { MailMessage, MailTransport } from '../../mail';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertNotification, insertThread, seedCategories } from './community-rows-for-test';
import { DIGEST_DELAY_MS, DIGEST_EVERY_MS, sendCommunityDigests, unsubscribeUrl } from './digest';
import { BAD_UNSUBSCRIBE_LINK } from './notification-routes';
import { unsubscribeToken } from './unsubscribe-token';

const ORIGIN = 'https://aiz.example';

describe('community notifications and the digest', () => {
  let t: TestApp;
  let ann: SignedInUser;
  let ben: SignedInUser;
  let cat: SignedInUser;
  const sent: MailMessage[] = [];
  const mail: MailTransport = {
    kind: 'outbox',
    send: async (message) => {
      sent.push(message);
    },
    close: async () => {},
  };
  const digest = () =>
    sendCommunityDigests({
      db: t.database.db,
      mail,
      now: t.deps.now,
      origin: ORIGIN,
      secret: t.deps.config.sessionSecret,
      log: t.deps.logger,
    });
  const list = async (who: SignedInUser) => {
    const res = await who.request('GET', '/api/community/notifications');
    expect(res.status).toBe(200);
    return (await res.json()) as { notifications: CommunityNotification[]; unread: number; digest: boolean };
  };

  let thread: { id: number; slug: string; postIds: number[] };

  beforeAll(async () => {
    t = await createTestApp({ rateLimits: 'unlimited' });
    await seedCategories(t.database.db);
    ann = await createSignedInUser(t, { username: 'ann' });
    ben = await createSignedInUser(t, { username: 'ben' });
    cat = await createSignedInUser(t, { username: 'cat' });
    thread = await insertThread(t.database.db, {
      title: 'Why does my <b>agent</b> stop?',
      at: t.deps.now(),
      posts: [{ authorId: ann.user.id }, { authorId: ben.user.id }, { authorId: cat.user.id }],
    });
  });
  afterAll(() => t.close());

  it('lists notifications newest first with the unread count, marks them read and keeps the setting', async () => {
    expect((await t.request('GET', '/api/community/notifications')).status).toBe(401);
    expect(await list(cat)).toEqual({ notifications: [], unread: 0, digest: true });
    const db = t.database.db;
    const first = await insertNotification(db, {
      userId: cat.user.id,
      actorId: ann.user.id,
      threadId: thread.id,
      postId: thread.postIds[0]!,
      kind: 'mention',
      at: t.deps.now(),
    });
    const second = await insertNotification(db, {
      userId: cat.user.id,
      actorId: ben.user.id,
      threadId: thread.id,
      postId: thread.postIds[1]!,
      at: new Date(t.deps.now().getTime() + 1000),
    });
    const listed = await list(cat);
    expect(listed.unread).toBe(2);
    expect(listed.notifications).toEqual([
      {
        id: second,
        kind: 'reply',
        actor: 'ben',
        thread: { id: thread.id, slug: thread.slug, title: 'Why does my <b>agent</b> stop?' },
        postNumber: 2,
        read: false,
        createdAt: new Date(t.deps.now().getTime() + 1000).toISOString(),
      },
      expect.objectContaining({ id: first, kind: 'mention', actor: 'ann', postNumber: 1 }),
    ]);
    // Someone else's ids are left alone.
    expect(
      await (await ann.request('POST', '/api/community/notifications/read', { ids: [first] })).json(),
    ).toEqual({
      unread: 0,
    });
    const one = await cat.request('POST', '/api/community/notifications/read', { ids: [first] });
    expect(await one.json()).toEqual({ unread: 1 });
    expect((await list(cat)).notifications.map((n) => n.read)).toEqual([false, true]);
    expect(await (await cat.request('POST', '/api/community/notifications/read', {})).json()).toEqual({
      unread: 0,
    });
    expect((await cat.request('POST', '/api/community/notifications/read', { ids: ['x'] })).status).toBe(400);

    expect((await t.request('PUT', '/api/community/notifications/settings', { digest: false })).status).toBe(
      401,
    );
    const off = await cat.request('PUT', '/api/community/notifications/settings', { digest: false });
    expect(await off.json()).toEqual({ digest: false });
    expect((await list(cat)).digest).toBe(false);
    await cat.request('PUT', '/api/community/notifications/settings', { digest: true });
    expect((await list(cat)).digest).toBe(true);
  });

  it('mails one digest per person with their unread items, links and an unsubscribe link, once', async () => {
    const db = t.database.db;
    const at = t.deps.now();
    for (const [userId, actorId, postId, kind] of [
      [ann.user.id, ben.user.id, thread.postIds[1]!, 'reply'],
      [ann.user.id, cat.user.id, thread.postIds[2]!, 'mention'],
      [ben.user.id, cat.user.id, thread.postIds[2]!, 'reply'],
    ] as const) {
      await insertNotification(db, { userId, actorId, postId, kind, threadId: thread.id, at });
    }
    sent.length = 0;
    // Too fresh: someone may read them in the app first.
    expect(await digest()).toBe(0);
    t.clock.advance(DIGEST_DELAY_MS);
    expect(await digest()).toBe(2);
    expect(sent.map((m) => m.to).sort()).toEqual(['ann@example.test', 'ben@example.test']);
    const toAnn = sent.find((m) => m.to === 'ann@example.test')!;
    const base = `${ORIGIN}/community/t/${thread.id}/${thread.slug}`;
    expect(toAnn.text).toContain(`ben replied in "Why does my <b>agent</b> stop?"\n  ${base}/2`);
    expect(toAnn.text).toContain(`cat mentioned you in "Why does my <b>agent</b> stop?"\n  ${base}/3`);
    const link = unsubscribeUrl(ORIGIN, t.deps.config.sessionSecret, ann.user.id);
    expect(toAnn.text).toContain(link);
    expect(toAnn.headers).toEqual({ 'List-Unsubscribe': `<${link}>` });
    // User text never becomes HTML.
    expect(toAnn.html).not.toContain('<b>agent</b>');
    expect(toAnn.html).toContain('&lt;b&gt;agent&lt;/b&gt;');
    const mailed = await db
      .select()
      .from(communityNotifications)
      .where(eq(communityNotifications.userId, ann.user.id));
    expect(mailed.every((n) => n.emailedAt !== null)).toBe(true);

    // Not again, even from two passes at once, and not within a day for something new.
    await insertNotification(db, {
      userId: ann.user.id,
      actorId: ben.user.id,
      postId: thread.postIds[0]!,
      kind: 'mention',
      threadId: thread.id,
      at: t.deps.now(),
    });
    t.clock.advance(DIGEST_DELAY_MS);
    sent.length = 0;
    expect(await Promise.all([digest(), digest()])).toEqual([0, 0]);
    t.clock.advance(DIGEST_EVERY_MS);
    expect((await Promise.all([digest(), digest()])).sort()).toEqual([0, 1]);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`ben mentioned you in "Why does my <b>agent</b> stop?"\n  ${base}\n`);
  });

  it('unsubscribes signed out with a valid token (idempotent), refuses a bad one, and sends no more digests', async () => {
    const db = t.database.db;
    const token = unsubscribeToken(t.deps.config.sessionSecret, ben.user.id);
    for (const bad of [
      `${ben.user.id}.${'A'.repeat(43)}`,
      unsubscribeToken('another secret', ben.user.id),
      ben.user.id,
      'not a token at all',
      `${cat.user.id}.${token.split('.')[1]}`,
    ]) {
      const res = await t.request('POST', '/api/community/unsubscribe', { token: bad });
      expect(res.status, bad).toBe(400);
      expect((await res.json()).message).toBe(BAD_UNSUBSCRIBE_LINK);
    }
    expect(await db.select().from(communitySettings).where(eq(communitySettings.digest, false))).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const res = await t.request('POST', '/api/community/unsubscribe', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true });
    }
    expect((await list(ben)).digest).toBe(false);

    await insertNotification(db, {
      userId: ben.user.id,
      actorId: ann.user.id,
      postId: thread.postIds[0]!,
      kind: 'mention',
      threadId: thread.id,
      at: t.deps.now(),
    });
    t.clock.advance(DIGEST_EVERY_MS);
    sent.length = 0;
    await digest();
    expect(sent.filter((m) => m.to === 'ben@example.test')).toEqual([]);
  });
});
