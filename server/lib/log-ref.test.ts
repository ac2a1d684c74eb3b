import { describe, expect, it } from 'vitest';
import { emailRef } from './log-ref';

describe('emailRef', () => {
  it('is stable for one address (any case or spacing) and holds none of it', () => {
    const ref = emailRef('Ada@Example.com');
    expect(ref).toBe(emailRef(' ada@example.com '));
    expect(ref).toMatch(/^email:[0-9a-f]{16}$/);
    expect(ref).not.toContain('ada');
    expect(emailRef('bob@example.com')).not.toBe(ref);
  });
});
