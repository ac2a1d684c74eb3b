import { describe, expect, it } from 'vitest';
import {
  generateSessionToken,
  generateVerificationCode,
  hashesMatch,
  hashSessionToken,
  hashVerificationCode,
  openVerificationCode,
  sealVerificationCode,
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

  it('seals a code for one e-mail and purpose: it opens there only, under the same secret', () => {
    const secret = 's'.repeat(32);
    const sealed = sealVerificationCode(secret, 'a@b.co', 'signin', '012345');
    expect(sealed).not.toContain('012345');
    expect(sealVerificationCode(secret, 'a@b.co', 'signin', '012345')).not.toBe(sealed);
    expect(openVerificationCode(secret, 'a@b.co', 'signin', sealed)).toBe('012345');
    expect(openVerificationCode(secret, 'c@b.co', 'signin', sealed)).toBeNull();
    expect(openVerificationCode(secret, 'a@b.co', 'signup', sealed)).toBeNull();
    expect(openVerificationCode('t'.repeat(32), 'a@b.co', 'signin', sealed)).toBeNull();
    expect(openVerificationCode(secret, 'a@b.co', 'signin', null)).toBeNull();
    expect(openVerificationCode(secret, 'a@b.co', 'signin', 'garbage')).toBeNull();
    expect(openVerificationCode(secret, 'a@b.co', 'signin', `${sealed.slice(0, -4)}AAAA`)).toBeNull();
  });
});
