/** The person a send goes to, found by username (any case), as the confirmation step shows them. */
import type { TokenRecipient } from '@common/schemas/tokens';
import type { DbOrTx } from '../../db/client';
import { Invalid, NotFound } from '../../lib/errors';
import { findPersonByUsername } from '../auth';

export interface Recipient extends TokenRecipient {
  id: string;
}

export const SEND_TO_SELF = 'You cannot send AIZ to yourself. Enter someone else’s username.';

export function unknownRecipient(username: string): NotFound {
  return new NotFound(`No one has the username “${username}”. Check the spelling and try again.`);
}

export async function findRecipient(db: DbOrTx, senderId: string, username: string): Promise<Recipient> {
  const name = username.trim().replace(/^@/, '');
  const row = await findPersonByUsername(db, name);
  if (!row) throw unknownRecipient(name);
  if (row.id === senderId) throw new Invalid(SEND_TO_SELF);
  return { id: row.id, username: row.username, profileImage: row.profileImage ?? null };
}
