import type { WorkflowItem } from '../../expressions';
import { CodeRunError } from './code-run-error';

/** Keys n8n accepts at the top level of an item; anything else beside them is a mistake. */
const ITEM_KEYS = new Set(['json', 'binary', 'pairedItem', 'error', 'metadata', 'index']);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const resultError = (message: string, description: string, itemIndex?: number) =>
  new CodeRunError(
    'result',
    `${message}: ${description}`,
    itemIndex === undefined ? { description } : { description, itemIndex },
  );

/**
 * "Run once for all items": n8n's rules. An object is one item; an array of plain objects becomes items
 * (`{ json }` wrapped around each); items already shaped `{ json }` are kept; anything else is an error naming
 * what was wrong.
 */
export function normalizeAllItemsResult(value: unknown): WorkflowItem[] {
  const notItems = () =>
    resultError(
      "Code doesn't return items properly",
      'Please return an array of objects, one for each item you would like to output.',
    );
  if (value === null || typeof value !== 'object') throw notItems();
  if (Array.isArray(value)) {
    if (!value.every(isPlainObject)) throw notItems();
    if (value.some((item) => Object.keys(item).some((k) => ITEM_KEYS.has(k)))) {
      for (const [index, item] of value.entries()) checkTopLevelKeys(item, index);
    }
  }
  return toItems(value as Record<string, unknown> | Record<string, unknown>[]);
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
  return toItems(raw, itemIndex)[0] ?? null;
}

function toItems(
  value: Record<string, unknown> | Record<string, unknown>[],
  fixedIndex?: number,
): WorkflowItem[] {
  const list = Array.isArray(value) ? value : [value];
  const shaped = list.filter((item) => 'json' in item).length;
  if (shaped > 0 && shaped < list.length) {
    throw resultError(
      'Inconsistent item format',
      'Either every returned item has a `json` key or none does.',
    );
  }
  return list.map((raw, index) => {
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
    return item.binary === undefined ? { json: item.json } : { json: item.json, binary: item.binary };
  });
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
