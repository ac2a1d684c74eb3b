import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

describe('unsubscribe tokens', () => {
  const secret = 'a server secret of some length';
  const id = randomUUID();

  it('reads back the id it was made for, with the same secret only', () => {
    const token = unsubscribeToken(secret, id);
    expect(token.startsWith(`${id}.`)).toBe(true);
    expect(readUnsubscribeToken(secret, token)).toBe(id);
    expect(readUnsubscribeToken('another secret', token)).toBeNull();
  });

  it('refuses an id with another id’s signature, a bare id and junk', () => {
    const other = randomUUID();
    const signature = unsubscribeToken(secret, id).split('.')[1];
    expect(readUnsubscribeToken(secret, `${other}.${signature}`)).toBeNull();
    expect(readUnsubscribeToken(secret, id)).toBeNull();
    expect(readUnsubscribeToken(secret, `${id}.${signature}.x`)).toBeNull();
    expect(readUnsubscribeToken(secret, `${id}.`)).toBeNull();
    expect(readUnsubscribeToken(secret, 'x'.repeat(50))).toBeNull();
  });
});
