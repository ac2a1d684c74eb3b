import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretKey } from '../../../../lib/secret-box';
import { newWebhookSecret, openWebhookSecret, sealWebhookSecret, signWebhookBody } from './signing';

const keys = { current: secretKey(randomBytes(32)), previous: [] };

describe('webhook signing', () => {
  it('makes a secret of 32 random bytes in hex', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(secret);
  });
  it('seals the secret so only its own webhook opens it', () => {
    const secret = newWebhookSecret();
    const stored = sealWebhookSecret(keys, 'hook-1', secret);
    expect(stored).not.toContain(secret);
    expect(stored.startsWith(`${keys.current.id}:`)).toBe(true);
    expect(openWebhookSecret(keys, 'hook-1', stored)).toBe(secret);
    expect(() => openWebhookSecret(keys, 'hook-2', stored)).toThrow(/belongs to another row/);
  });
  it('signs the raw body as sha256=<hex HMAC>', () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(signWebhookBody('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const body = '{"event":"deal.created"}';
    expect(signWebhookBody('s3cret', body)).toBe(
      `sha256=${createHmac('sha256', 's3cret').update(body).digest('hex')}`,
    );
  });
});
