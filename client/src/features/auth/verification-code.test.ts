import { describe, expect, it } from 'vitest';
import { isCompleteCode, sanitizeCode } from './verification-code';

describe('sanitizeCode', () => {
  it('keeps digits only', () => {
    expect(sanitizeCode('12a3-4 5')).toBe('12345');
    expect(sanitizeCode('abc')).toBe('');
  });

  it('truncates to six digits, also when pasted with spaces', () => {
    expect(sanitizeCode('1234567')).toBe('123456');
    expect(sanitizeCode(' 123 456 789 ')).toBe('123456');
  });
});

describe('isCompleteCode', () => {
  it('needs exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
    expect(isCompleteCode('')).toBe(false);
  });
});
