import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageRatings } from '../../db/schema';
import { createSignedInUser, type SignedInUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { RATING_RATE_LIMIT } from './ratings-routes';
import { findMessageRating } from './ratings-service';

describe('POST /api/ai-assistant/rate', () => {
  let t: TestApp;
  let ada: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await createSignedInUser(t, { username: 'ada', email: 'ada@example.com' });
  });
  afterAll(() => t.close());

  const rate = (body: unknown, headers: Record<string, string> = {}) =>
    t.request('POST', '/api/ai-assistant/rate', body, headers);
  const stored = (messageId: string, sessionId: string) =>
    findMessageRating(t.database, { messageId, sessionId });

  it('stores a rating, toggles it, and clears it with null', async () => {
    const res = await rate({ messageId: 'm1', rating: 'positive', sessionId: 's1' }, { cookie: ada.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await stored('m1', 's1')).toBe('positive');
    const [row] = await t.database.db
      .select()
      .from(messageRatings)
      .where(and(eq(messageRatings.messageId, 'm1'), eq(messageRatings.sessionId, 's1')));
    expect(row?.userId).toBe(ada.user.id);

    t.clock.advance(1000);
    expect((await rate({ messageId: 'm1', rating: 'negative', sessionId: 's1' })).status).toBe(200);
    expect(await stored('m1', 's1')).toBe('negative');
    expect((await t.database.db.select().from(messageRatings)).length).toBe(1);

    expect((await rate({ messageId: 'm1', rating: null, sessionId: 's1' })).status).toBe(200);
    expect(await stored('m1', 's1')).toBeNull();
    // Clearing what is not there is fine too.
    expect((await rate({ messageId: 'm1', rating: null, sessionId: 's1' })).status).toBe(200);
  });

  it('keeps one rating per message and chat session', async () => {
    await rate({ messageId: 'm2', rating: 'positive', sessionId: 'a' });
    await rate({ messageId: 'm2', rating: 'negative', sessionId: 'b' });
    expect(await stored('m2', 'a')).toBe('positive');
    expect(await stored('m2', 'b')).toBe('negative');
  });

  it.each([
    [{ messageId: 'm', rating: 'great', sessionId: 's' }, 'rating'],
    [{ messageId: 'm', rating: 'positive' }, 'sessionId'],
    [{ messageId: '', rating: 'positive', sessionId: 's' }, 'messageId'],
    [{ messageId: 'x'.repeat(101), rating: 'positive', sessionId: 's' }, 'messageId'],
    [{ messageId: 'm', sessionId: 's' }, 'rating'],
  ])('refuses %j naming %s', async (body, field) => {
    const res = await rate(body);
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(error.error).toBe('validation_failed');
    expect(error.message).toContain(field);
  });

  it('rate limits per caller', async () => {
    let last: Response | undefined;
    for (let i = 0; i <= RATING_RATE_LIMIT.limit; i++) {
      last = await rate(
        { messageId: `flood-${i}`, rating: 'positive', sessionId: 'flood' },
        { cookie: ada.cookie },
      );
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(RATING_RATE_LIMIT.windowMs);
    expect(
      (await rate({ messageId: 'after', rating: 'positive', sessionId: 'flood' }, { cookie: ada.cookie }))
        .status,
    ).toBe(200);
  });
});
