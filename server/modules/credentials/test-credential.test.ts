import { describe, expect, it } from 'vitest';
import { redact } from './test-credential';

describe('redact', () => {
  it('blanks out each secret as written and as a URL carries it, the longest first', () => {
    expect(redact('key=a b&c / a b', ['a b'])).toBe('key=[redacted]&c / [redacted]');
    expect(redact('https://x.example/?k=p%40ss%2Fw', ['p@ss/w'])).toBe('https://x.example/?k=[redacted]');
    expect(redact('user:secret-1 and secret-1', ['secret-1', 'user:secret-1'])).toBe(
      '[redacted] and [redacted]',
    );
    expect(redact('nothing here', ['', 'abcd'])).toBe('nothing here');
  });
});
