/** The properties of an object schema, one field each, in the schema's order. */

import { useFormContext } from './form-context';
import type { FieldPath, JsonSchema } from './json-schema';
import { getIn, humanLabel, setIn, shownWith } from './json-schema';

interface ObjectFieldsProps {
  schema: JsonSchema;
  path: FieldPath;
  value: unknown;
  onChange: (next: unknown) => void;
  depth: number;
}

export function ObjectFields({ schema, path, value, onChange, depth }: ObjectFieldsProps) {
  const { Field } = useFormContext();
  const required = new Set(schema.required ?? []);
  return (
    <div className="grid gap-4">
      {Object.entries(schema.properties ?? {})
        .filter(([, property]) => shownWith(property, schema, value))
        .map(([key, property]) => (
          <Field
            key={key}
            schema={property}
            path={[...path, key]}
            label={humanLabel(key, property)}
            value={getIn(value, [key])}
            onChange={(next) => onChange(setIn(value ?? {}, [key], next))}
            required={required.has(key)}
            depth={depth + 1}
          />
        ))}
    </div>
  );
}
