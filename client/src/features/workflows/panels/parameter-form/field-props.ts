import type { FieldPath, JsonSchema } from './json-schema';

/** What every generated field gets. */
export interface FieldProps {
  schema: JsonSchema;
  path: FieldPath;
  /** Its key in the parent object, for the label ("Item 2" for array entries). */
  label: string;
  value: unknown;
  onChange: (next: unknown) => void;
  required: boolean;
  depth: number;
}

/** A DOM id for a path. */
export const fieldId = (prefix: string, path: FieldPath) =>
  `${prefix}-${path.map((p) => String(p).replace(/[^\w-]/g, '_')).join('-') || 'root'}`;

/** A parameter's technical name for a tooltip: `options.timeout`, `rules[2].value`. */
export const technicalName = (path: FieldPath) =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key),
    '',
  );
