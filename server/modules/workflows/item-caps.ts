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
  return cappedItemListsJson(lists, maxBytes).value;
}

/** `capItemLists` with the JSON text of what it answers, for a writer that sends JSON itself (one stringify). */
export function cappedItemListsJson(
  lists: unknown[][],
  maxBytes = STEP_ITEMS_MAX_BYTES,
): { value: StoredItemLists; json: string } {
  const text = JSON.stringify(lists);
  // Bytes are at least the UTF-16 length only for ASCII: measured when the text could be over.
  const bytes = text.length * 3 <= maxBytes ? text.length : Buffer.byteLength(text, 'utf8');
  if (bytes <= maxBytes) return { value: lists, json: text };
  const value: CappedItems = { truncated: true, items: lists.map((l) => l.length), bytes };
  return { value, json: JSON.stringify(value) };
}

/** What a step keeps of one resolved parameter, and of all its resolved parameters together. */
export const RESOLVED_PARAMETER_MAX_BYTES = 16 * 1024;
export const RESOLVED_PARAMETERS_MAX_BYTES = 64 * 1024;

/** A resolved parameter too large to keep: how large it was. */
export interface CappedValue {
  truncated: true;
  bytes: number;
}

/**
 * A step's resolved parameters as stored: every top-level parameter is kept, or, when it is larger than
 * `perValue` or would take the whole past `total`, replaced by a `CappedValue` marker.
 */
export function capResolvedParameters(
  parameters: Record<string, unknown>,
  perValue = RESOLVED_PARAMETER_MAX_BYTES,
  total = RESOLVED_PARAMETERS_MAX_BYTES,
): Record<string, unknown> {
  return JSON.parse(cappedResolvedParametersJson(parameters, perValue, total));
}

/** `capResolvedParameters` as JSON text, each parameter serialized once (a step writer's hot path). */
export function cappedResolvedParametersJson(
  parameters: Record<string, unknown>,
  perValue = RESOLVED_PARAMETER_MAX_BYTES,
  total = RESOLVED_PARAMETERS_MAX_BYTES,
): string {
  let used = 0;
  let out = '';
  for (const key of Object.keys(parameters)) {
    const text = JSON.stringify(parameters[key]);
    // Left out, as JSON.stringify leaves out a property whose value it cannot write (undefined, a function).
    if (text === undefined) continue;
    const bytes = Buffer.byteLength(text, 'utf8');
    const over = bytes > perValue || used + bytes > total;
    if (!over) used += bytes;
    out += `${out === '' ? '' : ','}${JSON.stringify(key)}:${over ? `{"truncated":true,"bytes":${bytes}}` : text}`;
  }
  return `{${out}}`;
}
