import { describe, expect, it } from 'vitest';
import { pgError } from './errors';

describe('pgError', () => {
  it('reads the SQLSTATE and constraint through Drizzle and driver wrappers', () => {
    const driver = Object.assign(new Error('check'), { code: '23514', constraint: 'no_overdraft' });
    const wrapped = Object.assign(new Error('Failed query'), { cause: driver });
    expect(pgError(wrapped)).toEqual({ code: '23514', constraint: 'no_overdraft' });
    expect(pgError(driver)).toEqual({ code: '23514', constraint: 'no_overdraft' });
  });

  it('ignores codes that are not SQLSTATEs, and answers undefined without one', () => {
    expect(pgError(Object.assign(new Error('socket'), { code: 'ECONNREFUSED' }))).toBeUndefined();
    expect(pgError(new Error('plain'))).toBeUndefined();
    expect(pgError('text')).toBeUndefined();
  });
});
