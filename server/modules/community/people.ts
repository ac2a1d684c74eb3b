/** The people the forum names: authors with their moderator badge (moderators and administrators). */
import type { communityAuthorSchema } from '@common/schemas/community';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { peopleOf } from '../auth';
import { isModerator } from './permissions';

export type CommunityAuthor = z.infer<typeof communityAuthorSchema>;

/** Authors by user id: the username and whether they are a moderator. */
export async function authorsOf(db: DbOrTx, ids: readonly string[]): Promise<Map<string, CommunityAuthor>> {
  const people = await peopleOf(db, ids);
  return new Map(
    [...people].map(([id, person]) => [id, { username: person.username, moderator: isModerator(person) }]),
  );
}
