import { createHash } from 'node:crypto';

/**
 * A stable, non-reversible reference to an e-mail address for log lines: the same address always gives
 * the same reference, so an operator can follow one person's mail through the logs (or look up a given
 * address by hashing it), while the logs themselves hold no address.
 */
export function emailRef(email: string): string {
  return `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}
