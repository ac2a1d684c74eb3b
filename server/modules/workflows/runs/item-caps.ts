/**
 * Size caps for what a run record keeps of each step's items: a step's input or output above the cap keeps
 * its first items that fit and a marker saying what was left out, so one huge payload cannot bloat the
 * database, stall the process writing it, or swamp the run inspector. The run itself still gets every item;
 * only the record is capped. Sizes are measured item by item (json-size.ts) and measuring stops at the cap,
 * so capping costs what is kept, not what the node made.
 */
import { jsonBytesWithin, jsonTextWithin } from './json-size';

/** At most this much of a step's input, and of its output, is kept (RUN_STORED_NODE_MAX_BYTES). */
export const STEP_ITEMS_MAX_BYTES = 512 * 1024;

/**
 * An item list kept in part. `items` and `bytes` say what the node had (per list, and in all: an estimate
 * from the items measured when not all of them were); `kept` holds the first items, list by list, that fit.
 * Runs stored before `kept` existed have only `truncated`, `items` and `bytes`.
 */
export interface CappedItems {
  truncated: true;
  /** Items per output (or input) list. */
  items: number[];
  bytes: number;
  kept: unknown[][];
  keptItems: number;
  totalItems: number;
  omittedBytes: number;
  message: string;
}

export type StoredItemLists = unknown[][] | CappedItems;

/** Why the cap is what it is: a node's own cap, or what is left of its run's (`runBytes`). */
export interface CapReason {
  runBytes?: number;
}

/** The marker's own fields (counts, the message): kept items leave room for them. */
const MARKER_RESERVE = 512;

const count = (n: number) => n.toLocaleString('en-US');

/** 1 MB, 23 MB, 640 KB, 312 bytes: sizes in the words the inspector shows. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb)} MB`;
  }
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export function capItemLists(lists: unknown[][], maxBytes = STEP_ITEMS_MAX_BYTES): StoredItemLists {
  return cappedItemListsJson(lists, maxBytes).value;
}

/**
 * `capItemLists` with the JSON text of what it answers, for a writer that sends JSON itself (one stringify,
 * of at most `maxBytes`), and that text's size, for a run's budget.
 */
export function cappedItemListsJson(
  lists: unknown[][],
  maxBytes = STEP_ITEMS_MAX_BYTES,
  reason: CapReason = {},
): { value: StoredItemLists; json: string; bytes: number } {
  // Most lists are far below the cap: a cheap bound says so, and they are written and measured once.
  const small = jsonTextWithin(lists, maxBytes);
  if (small) return { value: lists, json: small.json, bytes: small.bytes };
  const whole = jsonBytesWithin(lists, maxBytes);
  if (whole <= maxBytes) return { value: lists, json: JSON.stringify(lists), bytes: whole };
  const value = keptPart(lists, maxBytes, whole, reason);
  const json = JSON.stringify(value);
  return { value, json, bytes: json.length };
}

function keptPart(lists: unknown[][], maxBytes: number, whole: number, reason: CapReason): CappedItems {
  const room = Math.max(0, maxBytes - MARKER_RESERVE);
  let keptBytes = 0;
  let keptItems = 0;
  let full = false;
  let tooDeep = false;
  const kept = lists.map((list) => {
    const out: unknown[] = [];
    for (let i = 0; i < list.length && !full; i++) {
      const bytes = jsonBytesWithin(list[i], room - keptBytes) + 1;
      if (keptBytes + bytes > room) {
        full = true;
        tooDeep = bytes === Number.POSITIVE_INFINITY;
        break;
      }
      out.push(list[i]);
      keptBytes += bytes;
      keptItems++;
    }
    return out;
  });
  const totalItems = lists.reduce((n, list) => n + list.length, 0);
  // Only the kept items were measured (and the one that did not fit, up to the room left): the rest is
  // estimated from them, so the cost stays within the cap whatever the node made.
  const lowerBound = Number.isFinite(whole) ? whole : maxBytes + 1;
  const bytes =
    keptItems > 0 ? Math.max(lowerBound, Math.round((keptBytes / keptItems) * totalItems)) : lowerBound;
  const why = reason.runBytes
    ? `this run's stored items reached their ${formatBytes(reason.runBytes)} cap`
    : `a node keeps at most ${formatBytes(maxBytes)}`;
  const deep = tooDeep ? ' An item nested too deeply to store stopped it.' : '';
  const message =
    keptItems > 0
      ? `Showing the first ${count(keptItems)} of ${count(totalItems)} items (${formatBytes(keptBytes)} of about ${formatBytes(bytes)}: ${why}).${deep} The run used all of them.`
      : `${totalItems === 1 ? 'The only item is not shown' : `None of the ${count(totalItems)} items is shown`} (more than ${formatBytes(maxBytes)}: ${why}).${deep} The run used all of them.`;
  return {
    truncated: true,
    items: lists.map((list) => list.length),
    bytes,
    kept,
    keptItems,
    totalItems,
    omittedBytes: Math.max(0, bytes - keptBytes),
    message,
  };
}

/** What a step keeps of one resolved parameter, and of all its resolved parameters together. */
export const RESOLVED_PARAMETER_MAX_BYTES = 16 * 1024;
export const RESOLVED_PARAMETERS_MAX_BYTES = 64 * 1024;

/** A resolved parameter too large to keep: how large it was (at least). */
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

/** `capResolvedParameters` as JSON text, each parameter measured before it is serialized (a step writer's hot path). */
export function cappedResolvedParametersJson(
  parameters: Record<string, unknown>,
  perValue = RESOLVED_PARAMETER_MAX_BYTES,
  total = RESOLVED_PARAMETERS_MAX_BYTES,
): string {
  let used = 0;
  let out = '';
  for (const key of Object.keys(parameters)) {
    const value = parameters[key];
    // Left out, as JSON.stringify leaves out a property whose value it cannot write (undefined, a function).
    if (value === undefined || typeof value === 'function' || typeof value === 'symbol') continue;
    // A value surely within its cap (most are) is written once and measured from its text.
    const small = jsonTextWithin(value, perValue);
    const measured = small ? small.bytes : jsonBytesWithin(value, perValue);
    const over = measured > perValue || used + measured > total;
    const text = over ? undefined : (small?.json ?? JSON.stringify(value));
    if (!over) used += measured;
    const bytes = Number.isFinite(measured) ? measured : perValue + 1;
    out += `${out === '' ? '' : ','}${JSON.stringify(key)}:${text ?? `{"truncated":true,"bytes":${bytes}}`}`;
  }
  return `{${out}}`;
}
