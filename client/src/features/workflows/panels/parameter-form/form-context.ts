/** What every field of one ParameterForm shares: the expression context and the errors to show. */
import { type ComponentType, createContext, useContext } from 'react';
import type { ExpressionContext } from '../expression-editor/expression-context';
import type { FieldProps } from './field-props';

export interface FormContextValue {
  context?: ExpressionContext;
  errors?: Record<string, string>;
  /** Prefix of element ids, so two forms on a page do not collide. */
  idPrefix: string;
  /** The field for any schema (SchemaField), given here so the recursive parts do not import each other. */
  Field: ComponentType<FieldProps>;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useFormContext(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Parameter fields must be inside <ParameterForm>');
  return value;
}
