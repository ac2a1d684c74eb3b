import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  generateSecretKeyText,
  openSecret,
  parseSecretKey,
  SecretKeyMissing,
  type SecretKeyring,
  SecretUnreadable,
  sealSecret,
  secretKey,
} from './secret-box';

const ring = (): SecretKeyring => ({ current: secretKey(randomBytes(32)), previous: [] });
const owner = '9a1b6c2e-1111-4222-8333-444455556666';

describe('secret box', () => {
  it('opens what it sealed, with a fresh IV each time and no plaintext in the sealed text', () => {
    const keyring = ring();
    const a = sealSecret(keyring, owner, 'sk-live-very-secret');
    const b = sealSecret(keyring, owner, 'sk-live-very-secret');
    expect(a.sealed).not.toBe(b.sealed);
    expect(a.keyId).toBe(keyring.current.id);
    expect(Buffer.from(a.sealed, 'base64').toString('latin1')).not.toContain('very-secret');
    expect(openSecret(keyring, owner, a)).toBe('sk-live-very-secret');
  });

  it('refuses a value that was altered, or moved to another owner id', () => {
    const keyring = ring();
    const sealed = sealSecret(keyring, owner, 'hello world');
    const bytes = Buffer.from(sealed.sealed, 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => openSecret(keyring, owner, { ...sealed, sealed: bytes.toString('base64') })).toThrow(
      SecretUnreadable,
    );
    expect(() => openSecret(keyring, 'another-id', sealed)).toThrow(SecretUnreadable);
    expect(() => openSecret(keyring, owner, { ...sealed, sealed: 'AAAA' })).toThrow(/cut short/);
  });

  it('names the missing key (never the value) when the key is unknown, and opens with a previous key', () => {
    const old = ring();
    const sealed = sealSecret(old, owner, 'rotate me');
    const fresh = ring();
    expect(() => openSecret(fresh, owner, sealed)).toThrow(SecretKeyMissing);
    expect(() => openSecret(fresh, owner, sealed)).toThrow(new RegExp(old.current.id));
    const rotated: SecretKeyring = { current: fresh.current, previous: [old.current] };
    expect(openSecret(rotated, owner, sealed)).toBe('rotate me');
    // A wrong key under the right id (a corrupted key file) is a clear error too.
    const wrong: SecretKeyring = { current: { id: old.current.id, key: randomBytes(32) }, previous: [] };
    expect(() => openSecret(wrong, owner, sealed)).toThrow(/does not match its key/);
  });

  it('parses 32-byte keys in base64 or base64url and refuses anything else', () => {
    const text = generateSecretKeyText();
    expect(parseSecretKey(text)?.key.length).toBe(32);
    expect(parseSecretKey(Buffer.from(text, 'base64').toString('base64url'))?.id).toBe(
      parseSecretKey(text)?.id,
    );
    expect(parseSecretKey('too short')).toBeUndefined();
    expect(parseSecretKey(randomBytes(16).toString('base64'))).toBeUndefined();
  });
});
