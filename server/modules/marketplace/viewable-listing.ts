/**
 * What the creator of a hidden listing is told on its page (others get 404: `viewableBySlug` of
 * listing-rows.ts): the administrator's reason; null when the creator unlisted it themselves (the
 * page's own-listing notice says that).
 */
import type { ListingRow } from './listing-rows';

export const hiddenNotice = (row: ListingRow): { reason: string } | null =>
  row.status === 'hidden' && row.hiddenReason !== null ? { reason: row.hiddenReason } : null;
