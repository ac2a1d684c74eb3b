import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { executeForTest, items, jsonOf } from '../execute-for-test';
import { cryptoNode } from './definition';

const run = async (parameters: Record<string, unknown>, input = items({ keep: 1 })) =>
  jsonOf(await executeForTest(cryptoNode, parameters, [input]));

describe('crypto', () => {
  it('hashes with the known digests of "hello", in hex and base64', async () => {
    const hash = (type: string, encoding = 'hex') => run({ action: 'hash', type, value: 'hello', encoding });
    expect(await hash('md5')).toEqual([{ keep: 1, data: '5d41402abc4b2a76b9719d911017c592' }]);
    expect((await hash('sha1'))[0]!.data).toBe('aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d');
    expect((await hash('sha256'))[0]!.data).toBe(
      '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824',
    );
    expect((await hash('sha512'))[0]!.data).toMatch(/^9b71d224bd62f378/);
    expect((await hash('md5', 'base64'))[0]!.data).toBe('XUFAKrxLKna5cZ2REBfFkg==');
    expect((await hash('sha3-256'))[0]!.data).toBe(
      '3338be694f50c5f338814986cdf0686453a888b84f424d792af4b9202398f392',
    );
  });

  it('signs with HMAC (RFC 4231 test case 2) into the named property', async () => {
    const out = await run({
      action: 'hmac',
      type: 'sha256',
      value: 'what do ya want for nothing?',
      secret: 'Jefe',
      dataPropertyName: 'sig.value',
    });
    expect(out).toEqual([
      { keep: 1, sig: { value: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' } },
    ]);
  });

  it('generates a fresh uuid per item and random strings of the asked length', async () => {
    const uuids = await run({ action: 'generate' }, items({}, {}));
    expect(uuids[0]!.data).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuids[0]!.data).not.toBe(uuids[1]!.data);
    expect((await run({ action: 'generate', encodingType: 'hex', stringLength: 7 }))[0]!.data).toMatch(
      /^[0-9a-f]{7}$/,
    );
    expect((await run({ action: 'generate', encodingType: 'ascii', stringLength: 50 }))[0]!.data).toMatch(
      /^[\x20-\x7e]{50}$/,
    );
    expect(
      String((await run({ action: 'generate', encodingType: 'base64', stringLength: 10 }))[0]!.data),
    ).toHaveLength(10);
  });

  it("reads n8n's upper-case algorithm names", async () => {
    expect((await run({ action: 'hash', type: 'SHA256', value: 'hello' }))[0]!.data).toMatch(/^2cf24dba/);
  });

  it('signs with a private key, and stops on an algorithm this runtime lacks or on binary data', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
    const [out] = await run({
      action: 'sign',
      algorithm: 'RSA-SHA256',
      value: 'test',
      encoding: 'base64',
      privateKey: pem,
    });
    const signature = String(out!.data);
    expect(verify('RSA-SHA256', Buffer.from('test'), publicKey, Buffer.from(signature, 'base64'))).toBe(true);
    // n8n's CryptoTest.workflow.json signs with RSA-MD4, which Node 20's OpenSSL 3 no longer offers.
    await expect(
      run({ action: 'sign', algorithm: 'RSA-MD4', value: 'test', privateKey: pem }),
    ).rejects.toThrow('The signing algorithm "RSA-MD4" is not available here (parameter algorithm).');
    await expect(run({ action: 'hash', binaryData: true })).rejects.toThrow('(parameter binaryData)');
  });
});
