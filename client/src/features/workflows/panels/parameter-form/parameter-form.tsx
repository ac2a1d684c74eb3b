/**
 * A node's settings form, generated from its parameters' JSON Schema (the node catalogue's): every
 * property becomes a field; `errors` (by JSON pointer or key path) show beside the fields they name.
 */
import { useId } from 'react';
import type { ExpressionContext } from '../expression-editor/expression-context';
import { FormContext } from './form-context';
import { fieldKind, type JsonSchema } from './json-schema';
import { ObjectFields } from './object-fields';
import { SchemaField } from './schema-field';

export interface ParameterFormProps {
  schema: JsonSchema | Record<string, unknown>;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  context?: ExpressionContext;
  /** Messages by JSON pointer (`/url`, `/assignments/0/name`) or key path (`assignments[0].name`). */
  errors?: Record<string, string>;
  className?: string;
}

export function ParameterForm({
  schema: raw,
  value,
  onChange,
  context,
  errors,
  className,
}: ParameterFormProps) {
  const idPrefix = `pf${useId().replace(/[^\w]/g, '')}`;
  const schema = raw as JsonSchema;
  const general = errors?.[''] ?? errors?.['/'];
  const empty =
    Object.keys(schema.properties ?? {}).length === 0 &&
    (schema.type === 'object' || schema.type === undefined) &&
    !schema.additionalProperties &&
    !schema.oneOf &&
    !schema.anyOf;
  return (
    <FormContext.Provider
      value={{ idPrefix, Field: SchemaField, ...(context ? { context } : {}), ...(errors ? { errors } : {}) }}
    >
      <div className={className} data-parameter-form="">
        {general ? (
          <p
            className="mb-3 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-destructive text-sm"
            role="alert"
          >
            {general}
          </p>
        ) : null}
        {empty ? (
          <p className="text-muted-foreground text-sm">This node has no settings.</p>
        ) : fieldKind(schema) === 'object' ? (
          <ObjectFields
            schema={schema}
            path={[]}
            value={value}
            onChange={(next) => onChange((next ?? {}) as Record<string, unknown>)}
            depth={0}
          />
        ) : (
          <SchemaField
            schema={schema}
            path={[]}
            label="Value"
            value={value}
            onChange={(next) => onChange(next as Record<string, unknown>)}
            required={false}
            depth={0}
          />
        )}
      </div>
    </FormContext.Provider>
  );
}
