/** What every field of one ParameterForm shares: the expression context and the errors to show. */
import { createContext, useContext } from 'react';
import type { ExpressionContext } from '../expression-editor/expression-context';

export interface FormContextValue {
  context?: ExpressionContext;
  errors?: Record<string, string>;
  /** Prefix of element ids, so two forms on a page do not collide. */
  idPrefix: string;
}

export const FormContext = createContext<FormContextValue>({ idPrefix: 'pf' });

export const useFormContext = () => useContext(FormContext);
