/** The signing link's secret: 32 random bytes, base64url in the link; only its SHA-256 is stored. */
import { createHash, randomBytes } from 'node:crypto';

export function newSigningToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSigningToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function signingLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/sign/${token}`;
}
