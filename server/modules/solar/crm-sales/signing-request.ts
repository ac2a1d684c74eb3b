/**
 * The signature request behind a signing link, found by the token's hash, with the refusals a signer reads:
 * an unknown link (404), a withdrawn or expired one (410), one already used (409).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { crmSignatureRequests } from '../../../db/schema/solar-crm';
import { Conflict, Gone, NotFound } from '../../../lib/errors';
import { hashSigningToken } from './signing-token';

export type SignatureRequestRow = typeof crmSignatureRequests.$inferSelect;

export const SIGNING_LINK_UNKNOWN =
  'This signing link is not valid. Check that you copied the whole link from the e-mail.';
export const SIGNING_LINK_WITHDRAWN =
  'This signing link was withdrawn: the installer replaced or cancelled the proposal. Ask them for a new link.';
export const SIGNING_LINK_USED = 'This proposal is already signed with this link; it cannot be signed again.';
export const signingLinkExpired = (at: Date) =>
  `This signing link expired on ${at.toISOString().slice(0, 10)} (UTC). Ask the installer to send a new one.`;

export async function signatureRequestByToken(db: DbOrTx, token: string): Promise<SignatureRequestRow> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new NotFound(SIGNING_LINK_UNKNOWN);
  const [row] = await db
    .select()
    .from(crmSignatureRequests)
    .where(eq(crmSignatureRequests.tokenHash, hashSigningToken(token)))
    .limit(1);
  if (!row) throw new NotFound(SIGNING_LINK_UNKNOWN);
  return row;
}

/** Throws unless the request can still be signed now. */
export function assertSignable(row: SignatureRequestRow, now: Date): void {
  if (row.status === 'signed') throw new Conflict(SIGNING_LINK_USED);
  if (row.status === 'void') throw new Gone(SIGNING_LINK_WITHDRAWN);
  if (row.expiresAt.getTime() <= now.getTime()) throw new Gone(signingLinkExpired(row.expiresAt));
}

/** Throws unless the request can be shown: a signed one still shows its confirmation. */
export function assertViewable(row: SignatureRequestRow, now: Date): void {
  if (row.status === 'signed') return;
  assertSignable(row, now);
}
