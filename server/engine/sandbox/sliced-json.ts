/**
 * Moving big data between the event loop's thread and a sandbox worker in bounded pieces (issue 18, defect 4):
 * one `postMessage` of a 23 MB value cost the main thread 70-370 ms of structured-clone work in one task.
 * Inputs go out as JSON text made a slice at a time, with a turn of the event loop between slices; results
 * come back as item chunks (worker-entry.ts, worker-pool.ts).
 */

/** About how much JSON the main thread makes, or takes in, before it lets the event loop have a turn. */
export const SLICE_BYTES = 1024 * 1024;
/** At most this many array elements per slice, whatever their size. */
export const SLICE_ITEMS = 2000;

/** Lets timers, I/O and other callbacks run before continuing (a macrotask, not a microtask). */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Objects below this nesting are written by `JSON.stringify` whole (a guard against deep nesting). */
const MAX_WALK_DEPTH = 8;

const isPlainObject = (v: object): boolean => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * `JSON.stringify(value)` (`'null'` where that gives undefined) as pieces whose concatenation is exactly that
 * text, made with a yield to the event loop whenever about `SLICE_BYTES` or `SLICE_ITEMS` elements have been
 * written since the last one. It walks plain objects and arrays itself (with `toJSON` and the omission rules of
 * `JSON.stringify`) and hands each array element to `JSON.stringify` whole: items are array elements, so a big
 * item list is cut between items. Throws what `JSON.stringify` throws (a cycle, a BigInt).
 */
export async function stringifyInSlices(
  value: unknown,
  limits: { bytes?: number; items?: number } = {},
): Promise<string[]> {
  const maxBytes = limits.bytes ?? SLICE_BYTES;
  const maxItems = limits.items ?? SLICE_ITEMS;
  const pieces: string[] = [];
  let current: string[] = [];
  let bytes = 0;
  let items = 0;
  const emit = (text: string) => {
    current.push(text);
    bytes += text.length;
  };
  const cut = async () => {
    if (bytes < maxBytes && items < maxItems) return;
    pieces.push(current.join(''));
    current = [];
    bytes = 0;
    items = 0;
    await yieldToEventLoop();
  };

  const prepare = (key: string, v: unknown): unknown => {
    const withJson = v as { toJSON?: unknown } | null;
    if (withJson !== null && typeof withJson === 'object' && typeof withJson.toJSON === 'function') {
      return (withJson.toJSON as (key: string) => unknown).call(v, key);
    }
    return v;
  };
  const skipped = (v: unknown) => v === undefined || typeof v === 'function' || typeof v === 'symbol';

  const write = async (v: unknown, depth: number): Promise<void> => {
    if (Array.isArray(v)) {
      emit('[');
      for (let i = 0; i < v.length; i++) {
        if (i > 0) emit(',');
        const element = prepare(String(i), v[i]);
        emit(skipped(element) ? 'null' : (JSON.stringify(element) as string));
        items++;
        await cut();
      }
      emit(']');
      return;
    }
    if (v !== null && typeof v === 'object' && depth < MAX_WALK_DEPTH && isPlainObject(v)) {
      emit('{');
      let first = true;
      for (const key of Object.keys(v)) {
        const member = prepare(key, (v as Record<string, unknown>)[key]);
        if (skipped(member)) continue;
        emit(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
        first = false;
        await write(member, depth + 1);
      }
      emit('}');
      return;
    }
    emit(skipped(v) ? 'null' : (JSON.stringify(v) as string));
  };

  await write(prepare('', value), 0);
  pieces.push(current.join(''));
  return pieces;
}

/**
 * The chunks a worker sends a result array in: consecutive slices of at most `SLICE_ITEMS` elements and about
 * `SLICE_BYTES` of JSON each (an element bigger than that goes alone). Null when the value fits one message.
 */
export function chunksForTransfer(
  value: unknown,
  limits: { bytes?: number; items?: number } = {},
): unknown[][] | null {
  if (!Array.isArray(value) || value.length < 2) return null;
  const maxBytes = limits.bytes ?? SLICE_BYTES;
  const maxItems = limits.items ?? SLICE_ITEMS;
  const chunks: unknown[][] = [];
  let start = 0;
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    const size = (JSON.stringify(value[i]) ?? 'null').length;
    if (i > start && (bytes + size > maxBytes || i - start >= maxItems)) {
      chunks.push(value.slice(start, i));
      start = i;
      bytes = 0;
    }
    bytes += size;
  }
  chunks.push(value.slice(start));
  return chunks.length > 1 ? chunks : null;
}
