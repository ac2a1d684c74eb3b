/**
 * n8n keeps lists of rows in a wrapper (`assignments: {assignments: [...]}`, `sortFieldsUi: {sortField:
 * [...]}`) and settings under `options`. Imported n8n nodes keep n8n's parameter names (importers/
 * node-type-map.ts), so the data nodes accept both those shapes and their own flat ones.
 */
import { z } from 'zod';

/** A list given as is, or inside n8n's wrapper object under `key`. */
export function rowList<T extends z.ZodType>(row: T, key: string) {
  return z
    .union([z.array(row), z.object({ [key]: z.array(row).default([]) })])
    .default([])
    .transform((value) =>
      Array.isArray(value) ? value : ((value as Record<string, z.output<T>[]>)[key] ?? []),
    );
}
