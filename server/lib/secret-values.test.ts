import { describe, expect, it } from 'vitest';
import { REDACTED, SecretValues } from './secret-values';

describe('secret values', () => {
  it('redacts a secret in its usual spellings, leaving other text alone', () => {
    const secrets = new SecretValues();
    secrets.add('p@ss w0rd/+');
    const b64 = Buffer.from('p@ss w0rd/+').toString('base64');
    const text = `a p@ss w0rd/+ b ${b64} c ${encodeURIComponent('p@ss w0rd/+')} d p%40ss+w0rd%2F%2B e`;
    expect(secrets.redactText(text)).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED} d ${REDACTED} e`);
    expect(secrets.redactText('nothing here')).toBe('nothing here');
  });

  it('prefers the longest secret where two start alike, and ignores values too short to tell apart', () => {
    const secrets = new SecretValues();
    secrets.add('abcd');
    secrets.add('abcdefgh');
    secrets.add('abc');
    expect(secrets.redactText('xabcdefghy abcdz abc')).toBe(`x${REDACTED}y ${REDACTED}z abc`);
  });

  it('redacts a copy of JSON data, keys included, without changing the original', () => {
    const secrets = new SecretValues();
    secrets.add('s3cr3t-value');
    const data = { list: ['s3cr3t-value', 1, null], nested: { 's3cr3t-value': 'Bearer s3cr3t-value' } };
    const redacted = secrets.redact(data);
    expect(redacted).toEqual({ list: [REDACTED, 1, null], nested: { [REDACTED]: `Bearer ${REDACTED}` } });
    expect(data.list[0]).toBe('s3cr3t-value');
  });

  it('forgets the oldest value past its capacity', () => {
    const secrets = new SecretValues(2);
    secrets.add('first-secret');
    secrets.add('second-secret');
    secrets.add('third-secret');
    expect(secrets.size).toBe(2);
    expect(secrets.redactText('first-secret second-secret third-secret')).toBe(
      `first-secret ${REDACTED} ${REDACTED}`,
    );
  });
});
