/**
 * Size caps for what a run record keeps of each step's items: a step's input or output above the cap is
 * stored as a marker saying how many items and bytes there were, so one huge payload cannot bloat the
 * database or the run inspector. The run itself still gets every item; only the record is capped.
 */
export const STEP_ITEMS_MAX_BYTES = 256 * 1024;

export interface CappedItems {
  truncated: true;
  /** Items per output (or input) list. */
  items: number[];
  bytes: number;
}

export type StoredItemLists = unknown[][] | CappedItems;

export function capItemLists(lists: unknown[][], maxBytes = STEP_ITEMS_MAX_BYTES): StoredItemLists {
  const text = JSON.stringify(lists);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes <= maxBytes) return lists;
  return { truncated: true, items: lists.map((l) => l.length), bytes };
}
