import { describe, expect, it } from 'vitest';
import { linkVerdict, postingPause } from './trust';

const now = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('linkVerdict', () => {
  it('limits only new accounts: up to 2 links fine, 3-4 refused, 5 or more held', () => {
    expect([0, 2, 3, 4, 5, 9].map((n) => linkVerdict(true, n))).toEqual([
      'ok',
      'ok',
      'refused',
      'refused',
      'held',
      'held',
    ]);
    expect(linkVerdict(false, 9)).toBe('ok');
  });
});

describe('postingPause', () => {
  it('allows a new account 5 posts an hour, and says when the oldest frees a place', () => {
    const four = [50, 40, 30, 20].map(minutesAgo);
    expect(postingPause(true, four, now)).toBeNull();
    const five = [48, 40, 30, 20, 10].map(minutesAgo);
    expect(postingPause(true, five, now)).toEqual({
      message: 'New accounts can write 5 posts an hour. Try again in 12 minutes.',
      retryAfterSeconds: 12 * 60,
    });
  });

  it('waits for as many posts to age out as put it over the limit', () => {
    const six = [59.5, 48, 40, 30, 20, 10].map(minutesAgo);
    expect(postingPause(true, six, now)?.message).toBe(
      'New accounts can write 5 posts an hour. Try again in 12 minutes.',
    );
    expect(postingPause(true, [59.8, 50, 40, 30, 20].map(minutesAgo), now)?.message).toMatch(
      /in a minute\.$/,
    );
  });

  it('allows other accounts 30 posts an hour', () => {
    const many = Array.from({ length: 29 }, (_, i) => minutesAgo(59 - i));
    expect(postingPause(false, many, now)).toBeNull();
    expect(postingPause(false, [...many, minutesAgo(1)], now)?.message).toBe(
      'You can write 30 posts an hour. Try again in a minute.',
    );
  });
});
