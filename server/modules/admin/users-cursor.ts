/** The admin user list's cursor: "<creation ms>_<id>" of the last user of a page. Pure. */
import { ADMIN_USERS_CURSOR_PATTERN } from '@common/schemas/admin';
import { Invalid } from '../../lib/errors';
import type { AccountPosition } from '../auth';

export function encodeUsersCursor(position: { createdAt: Date; id: string }): string {
  return `${position.createdAt.getTime()}_${position.id}`;
}

export function decodeUsersCursor(cursor: string): AccountPosition {
  if (!ADMIN_USERS_CURSOR_PATTERN.test(cursor)) throw new Invalid('That user-list cursor is not valid.');
  const [ms, id] = cursor.split('_') as [string, string];
  const createdAtMs = Number(ms);
  if (!Number.isSafeInteger(createdAtMs)) throw new Invalid('That user-list cursor is not valid.');
  return { createdAtMs, id };
}
