import { describe, expect, it } from 'vitest';
import {
  generateSessionToken,
  generateVerificationCode,
  hashesMatch,
  hashSessionToken,
  hashVerificationCode,
} from './secrets';

describe('auth secrets', () => {
  it('generates six-digit codes, leading zeros kept, spread over the range', () => {
    const codes = Array.from({ length: 2000 }, generateVerificationCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });

  it('keys the code hash by secret and e-mail', () => {
    const h = hashVerificationCode('s'.repeat(32), 'a@b.co', '123456');
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain('123456');
    expect(hashVerificationCode('t'.repeat(32), 'a@b.co', '123456')).not.toBe(h);
    expect(hashVerificationCode('s'.repeat(32), 'c@b.co', '123456')).not.toBe(h);
    expect(hashesMatch(h, hashVerificationCode('s'.repeat(32), 'a@b.co', '123456'))).toBe(true);
    expect(hashesMatch(h, hashVerificationCode('s'.repeat(32), 'a@b.co', '123457'))).toBe(false);
    expect(hashesMatch(h, 'abcd')).toBe(false);
  });

  it('makes long random session tokens and hashes them', () => {
    const t = generateSessionToken();
    expect(t.length).toBeGreaterThanOrEqual(43);
    expect(generateSessionToken()).not.toBe(t);
    expect(hashSessionToken(t)).toMatch(/^[0-9a-f]{64}$/);
  });
});
