import { describe, expect, it } from 'vitest';
import { decodeUsersCursor, encodeUsersCursor } from './users-cursor';

const id = '7d4f6c1e-0000-4000-8000-000000000001';

describe('users cursor', () => {
  it('round-trips the creation time in ms and the id', () => {
    const createdAt = new Date('2026-01-01T00:00:00.123Z');
    const cursor = encodeUsersCursor({ createdAt, id });
    expect(cursor).toBe(`${createdAt.getTime()}_${id}`);
    expect(decodeUsersCursor(cursor)).toEqual({ createdAtMs: createdAt.getTime(), id });
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', `x_${id}`, '123_not-a-uuid', `1_${id}_2`]) {
      expect(() => decodeUsersCursor(bad), bad).toThrow('That user-list cursor is not valid.');
    }
  });
});
