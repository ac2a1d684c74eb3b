/**
 * A free-form value (a record with any keys, or a value of any type) edited as JSON: the text is kept
 * while it does not parse, and the problem is shown; switchable to an expression like any field.
 */
import { useEffect, useState } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { LazyExpressionEditor } from '../expression-editor/lazy-expression-editor';
import { FieldFrame } from './field-frame';
import { type FieldProps, fieldId, technicalName } from './field-props';
import { useFormContext } from './form-context';
import { errorAt, isExpression, toExpression } from './json-schema';

const format = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));

export function JsonValueField({ schema, path, label, value, onChange, required }: FieldProps) {
  const { context, errors, idPrefix } = useFormContext();
  const id = fieldId(idPrefix, path);
  const [text, setText] = useState(() => format(value));
  const [problem, setProblem] = useState<string | null>(null);
  const expression = isExpression(value);
  useEffect(() => {
    // A value changed from outside replaces the text unless it is what the text already says.
    setText((current) => {
      try {
        return JSON.stringify(JSON.parse(current)) === JSON.stringify(value) ? current : format(value);
      } catch {
        return format(value);
      }
    });
  }, [value]);
  const error = errorAt(errors, path) ?? problem ?? undefined;
  return (
    <FieldFrame
      id={id}
      label={label}
      name={technicalName(path)}
      required={required}
      {...(schema.description ? { description: schema.description } : {})}
      {...(error ? { error } : {})}
      expression={{
        active: expression,
        onToggle: () => {
          setProblem(null);
          onChange(expression ? (schema.default ?? {}) : toExpression(value));
        },
      }}
      labelAs={expression ? 'span' : 'label'}
    >
      {(control) =>
        expression ? (
          <LazyExpressionEditor
            value={value.slice(value.startsWith('=') ? 1 : 0)}
            onChange={(next) => onChange(`=${next}`)}
            {...(context ? { context } : {})}
            aria-labelledby={`${id}-label`}
          />
        ) : (
          <Textarea
            {...control}
            rows={4}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder={schema.default !== undefined ? format(schema.default) : '{ }'}
            value={text}
            onChange={(event) => {
              const next = event.target.value;
              setText(next);
              if (next.trim() === '') {
                setProblem(null);
                onChange(undefined);
                return;
              }
              try {
                const parsed: unknown = JSON.parse(next);
                setProblem(null);
                onChange(parsed);
              } catch (cause) {
                setProblem(
                  `Not valid JSON yet: ${cause instanceof Error ? cause.message : 'check the brackets and quotes'}.`,
                );
              }
            }}
          />
        )
      }
    </FieldFrame>
  );
}
