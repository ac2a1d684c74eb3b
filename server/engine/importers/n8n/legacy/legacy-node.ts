import type { NodeParameters } from '../../../../../common/workflow/document';

/**
 * What an old n8n node becomes: one of our types with translated parameters (and notes for the report),
 * or a reason it cannot run here (it then imports as a placeholder saying so).
 */
export type LegacyTranslation =
  | { type: string; parameters: NodeParameters; warnings?: string[] }
  | { reason: string };

/** n8n's `{ fields: [{ fieldName }] }` (Item Lists v1-v2) as a list of names; other shapes are kept. */
export function fieldNamesOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const fields = (value as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .map((f) => (f as { fieldName?: unknown } | null)?.fieldName)
    .filter((name): name is string => typeof name === 'string' && name !== '');
}
