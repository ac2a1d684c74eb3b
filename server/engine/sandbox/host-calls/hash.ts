import { createHash } from 'node:crypto';

/** n8n's names (string-extensions `hash`) and Node's digest for each; n8n's `sha3` is SHA3-512. */
const ALGORITHMS: Record<string, string> = {
  md5: 'md5',
  sha1: 'sha1',
  sha224: 'sha224',
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
  sha3: 'sha3-512',
};

/** `'text'.hash(algorithm = 'md5')` as n8n gives it: the hex digest of the UTF-8 text, or Base64 for `base64`. */
export function hashText(text: string, algorithm: unknown = 'md5'): string {
  const name = String(algorithm ?? 'md5').toLowerCase();
  if (name === 'base64') return base64Encode(text);
  const digest = ALGORITHMS[name];
  if (!digest) {
    throw new Error(
      `Unknown algorithm ${name}. Available algorithms are: ${Object.keys(ALGORITHMS).join()}, and Base64.`,
    );
  }
  return createHash(digest).update(text, 'utf8').digest('hex');
}

/** Base64 of the UTF-8 bytes (n8n's `base64Encode`, which is not `btoa`: it takes any character). */
export function base64Encode(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

/** The UTF-8 text of Base64 (n8n's `base64Decode`). */
export function base64Decode(text: string): string {
  return Buffer.from(text, 'base64').toString('utf8');
}
