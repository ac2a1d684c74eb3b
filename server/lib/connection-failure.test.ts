import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure';

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

describe('isConnectionFailure', () => {
  it('recognises refused and reset sockets, pool timeouts, SQLSTATE 08 and 57P0x, and a closed PGlite', () => {
    expect(isConnectionFailure(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionFailure(withCode('ECONNRESET'))).toBe(true);
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(withCode('08006'))).toBe(true);
    expect(isConnectionFailure(withCode('57P01'))).toBe(true);
    expect(isConnectionFailure(new Error('PGlite is closed'))).toBe(true);
  });

  it('reads through wrappers (Drizzle puts the driver error in cause)', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(isConnectionFailure(wrapped)).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isConnectionFailure(withCode('23505'))).toBe(false);
    expect(isConnectionFailure(withCode('22P05'))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
  });
});
