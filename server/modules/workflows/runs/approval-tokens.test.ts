import { describe, expect, it } from 'vitest';
import { createApprovalToken, hashApprovalToken, verifyApprovalToken } from './approval-tokens';

const secret = 's'.repeat(40);

describe('approval tokens', () => {
  it('verifies a token it made, answering the hash it is stored under', () => {
    const { token, hash } = createApprovalToken(secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyApprovalToken(secret, token)).toBe(hash);
    expect(hash).toBe(hashApprovalToken(token));
  });

  it('makes a new random token each time', () => {
    expect(createApprovalToken(secret).token).not.toBe(createApprovalToken(secret).token);
  });

  it('refuses a token signed with another secret', () => {
    const { token } = createApprovalToken('t'.repeat(40));
    expect(verifyApprovalToken(secret, token)).toBeNull();
  });

  it('refuses a tampered random part or signature', () => {
    const { token } = createApprovalToken(secret);
    const [random = '', signature = ''] = token.split('.');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(verifyApprovalToken(secret, `${flip(random)}.${signature}`)).toBeNull();
    expect(verifyApprovalToken(secret, `${random}.${flip(signature)}`)).toBeNull();
  });

  it('refuses malformed tokens', () => {
    const { token } = createApprovalToken(secret);
    for (const bad of ['', 'abc', `${token}.x`, token.replace('.', ''), `${token.slice(0, -1)}=`, '.'])
      expect(verifyApprovalToken(secret, bad)).toBeNull();
  });
});
