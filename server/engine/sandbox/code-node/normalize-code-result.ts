import type { WorkflowItem } from '../../expressions';
import { SLICE_ITEMS, yieldToEventLoop } from '../sliced-json';
import { CodeRunError } from './code-run-error';

/**
 * The normalisation walks every item, in passes; each pass is a generator that yields every `SLICE_ITEMS`
 * items, so the same code runs in one go (`normalizeAllItemsResult`) or with a turn of the event loop between
 * slices (`normalizeAllItemsResultInSlices`, what the Code node uses: 100,000 items are several passes' work).
 */
type Steps<T> = Generator<void, T, void>;

function* everyItem<T>(
  list: readonly T[],
  visit: (item: T, index: number) => boolean | undefined,
): Steps<boolean> {
  for (let i = 0; i < list.length; i++) {
    if (i > 0 && i % SLICE_ITEMS === 0) yield;
    if (visit(list[i]!, i) === false) return false;
  }
  return true;
}

function runAtOnce<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await yieldToEventLoop();
  }
}

/** Keys n8n accepts at the top level of an item; anything else beside them is a mistake. */
const ITEM_KEYS = new Set(['json', 'binary', 'pairedItem', 'error', 'metadata', 'index']);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** n8n's message as n8n words it ("A 'json' property isn't an object [item 0]"); the hint is the description. */
const resultError = (message: string, description: string, itemIndex?: number) =>
  new CodeRunError('result', message, itemIndex === undefined ? { description } : { description, itemIndex });

/**
 * "Run once for all items": n8n's rules. An object is one item; an array of plain objects becomes items
 * (`{ json }` wrapped around each); items already shaped `{ json }` are kept; anything else is an error naming
 * what was wrong.
 */
export function normalizeAllItemsResult(value: unknown): WorkflowItem[] {
  return runAtOnce(allItemsSteps(value));
}

/** `normalizeAllItemsResult` with a turn of the event loop every `SLICE_ITEMS` items of each pass. */
export function normalizeAllItemsResultInSlices(value: unknown): Promise<WorkflowItem[]> {
  return runInSlices(allItemsSteps(value));
}

/** "Run once for each item" over the per-item results, dropping the null ones, in slices as above. */
export function normalizeEachItemResultsInSlices(values: readonly unknown[]): Promise<WorkflowItem[]> {
  return runInSlices(
    (function* () {
      const items: WorkflowItem[] = [];
      yield* everyItem(values, (value, index) => {
        const item = normalizeEachItemResult(value, index);
        if (item !== null) items.push(item);
        return true;
      });
      return items;
    })(),
  );
}

function* allItemsSteps(value: unknown): Steps<WorkflowItem[]> {
  const notItems = () =>
    resultError(
      "Code doesn't return items properly",
      'Please return an array of objects, one for each item you would like to output.',
    );
  if (value === null || typeof value !== 'object') throw notItems();
  if (Array.isArray(value)) {
    if (!(yield* everyItem(value, isPlainObject))) throw notItems();
    const someReserved = !(yield* everyItem(
      value as Record<string, unknown>[],
      (item) => !Object.keys(item).some((k) => ITEM_KEYS.has(k)),
    ));
    if (someReserved) {
      yield* everyItem(value as Record<string, unknown>[], (item, index) => {
        checkTopLevelKeys(item, index);
        return true;
      });
    }
  }
  return yield* itemsSteps(value as Record<string, unknown> | Record<string, unknown>[]);
}

/** "Run once for each item": one object per item; null or undefined drops the item, as in n8n. */
export function normalizeEachItemResult(value: unknown, itemIndex: number): WorkflowItem | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object') {
    throw resultError(
      "Code doesn't return an object",
      `Please return an object representing the output item. ('${String(value)}' was returned instead.)`,
      itemIndex,
    );
  }
  if (Array.isArray(value)) {
    const first =
      value.length > 0 ? `An array of ${typeof value[0]}s was returned.` : 'An empty array was returned.';
    throw resultError(
      "Code doesn't return a single object",
      `${first} If you need to output multiple items, please use the 'Run Once for All Items' mode instead.`,
      itemIndex,
    );
  }
  const raw = value as Record<string, unknown>;
  // As in n8n: an object without `json` is wrapped whole, so only a `json`-shaped one can hold stray keys.
  if ('json' in raw) checkTopLevelKeys(raw, itemIndex);
  return runAtOnce(itemsSteps(raw, itemIndex))[0] ?? null;
}

function* itemsSteps(
  value: Record<string, unknown> | Record<string, unknown>[],
  fixedIndex?: number,
): Steps<WorkflowItem[]> {
  const list = Array.isArray(value) ? value : [value];
  let shaped = 0;
  yield* everyItem(list, (item) => {
    if ('json' in item) shaped++;
    return true;
  });
  if (shaped > 0 && shaped < list.length) {
    throw resultError(
      'Inconsistent item format',
      'Either every returned item has a `json` key or none does.',
    );
  }
  const items: WorkflowItem[] = [];
  yield* everyItem(list, (raw, index) => {
    const item = shaped > 0 ? raw : { json: raw };
    const at = fixedIndex ?? index;
    if (!isPlainObject(item.json)) {
      throw resultError(
        "A 'json' property isn't an object",
        "In the returned data, every key named 'json' must point to an object.",
        at,
      );
    }
    if (item.binary !== undefined && !isPlainObject(item.binary)) {
      throw resultError(
        "A 'binary' property isn't an object",
        "In the returned data, every key named 'binary' must point to an object.",
        at,
      );
    }
    items.push(item.binary === undefined ? { json: item.json } : { json: item.json, binary: item.binary });
    return true;
  });
  return items;
}

function checkTopLevelKeys(item: Record<string, unknown>, itemIndex: number): void {
  const keys = Object.keys(item);
  const reserved = keys.find((k) => ITEM_KEYS.has(k));
  const unknown = keys.find((k) => !ITEM_KEYS.has(k));
  if (!unknown) return;
  const description = reserved
    ? `An item with a '${reserved}' key may hold only n8n's item keys (json, binary, pairedItem). Put your fields under \`json\`, e.g. \`{ json: { ${unknown}: … } }\`.`
    : 'Access the properties of an item under `.json`, e.g. `item.json`.';
  throw resultError(`Unknown top-level item key: ${unknown}`, description, itemIndex);
}
