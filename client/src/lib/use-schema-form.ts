/**
 * The one form pattern: values in state, checked with the shared `common/` zod schema before sending,
 * and the server's `validation_failed` issues shown next to the same fields after. The schema is
 * passed in, so this file loads no zod itself; forms that use it live in lazy chunks (client/README.md).
 */
import { useCallback, useState } from 'react';
import {
  type FieldErrors,
  type FieldOf,
  fieldErrorsFrom,
  fieldErrorsFromIssues,
  type PathIssue,
} from './field-errors';

/** What the hook needs of a zod schema (`safeParse`), written out so no zod type is imported here. */
export interface FormSchema<Output> {
  safeParse(
    input: unknown,
  ): { success: true; data: Output } | { success: false; error: { issues: readonly PathIssue[] } };
}

export interface SchemaFormOptions<Values, Field extends string> {
  /** Builds what the schema checks from the form's values (trimming, nesting); the values themselves by default. */
  toInput?: (values: Values) => unknown;
  /** Which field shows an issue at a dotted path; the path's first segment by default. */
  fieldOf?: FieldOf<Field>;
}

export function useSchemaForm<Values extends object, Output>(
  schema: FormSchema<Output>,
  initial: Values | (() => Values),
  options: SchemaFormOptions<Values, keyof Values & string> = {},
) {
  type Field = keyof Values & string;
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { toInput = (v: Values) => v } = options;
  const fieldOf: FieldOf<Field> = options.fieldOf ?? ((path) => path.split('.')[0] as Field | undefined);

  /** Sets one field; its error goes, since it may no longer hold. */
  const setValue = useCallback(<K extends Field>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  }, []);

  /** The schema's output, or null with the errors shown next to their fields. */
  const validate = (): Output | null => {
    const result = schema.safeParse(toInput(values));
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(fieldErrorsFromIssues(result.error.issues, fieldOf));
    return null;
  };

  /** Shows a failed request's field errors; true when there were any. */
  const showServerErrors = (error: unknown): boolean => {
    const fromServer = fieldErrorsFrom(error, fieldOf);
    setErrors(fromServer);
    return Object.keys(fromServer).length > 0;
  };

  const reset = (next: Values) => {
    setValues(next);
    setErrors({});
  };

  return { values, setValues, setValue, errors, validate, showServerErrors, reset };
}
