/**
 * Field errors for forms: from a `common/` schema's issues before sending, and from the server's
 * `validation_failed` answer after (its `details.issues[{ path, message }]`), in one shape. Plain
 * TypeScript: no zod here, so any chunk may import it.
 */
import { ApiError } from './api';

/** One message per field; the key '' holds what belongs to no field the form shows. */
export type FieldErrors<Field extends string> = Partial<Record<Field | '', string>>;

/** A dotted issue path ('metadata.email') → the form field showing it, or undefined for none. */
export type FieldOf<Field extends string> = (path: string) => Field | undefined;

export interface PathIssue {
  path: string | readonly PropertyKey[];
  message: string;
}

const dotted = (path: PathIssue['path']) => (typeof path === 'string' ? path : path.map(String).join('.'));

/** The first message for each field; issues no field shows go under ''. */
export function fieldErrorsFromIssues<Field extends string>(
  issues: readonly PathIssue[],
  fieldOf: FieldOf<Field>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const key = fieldOf(dotted(issue.path)) ?? '';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The server's field errors of a `validation_failed` answer; empty for any other failure. */
export function fieldErrorsFrom<Field extends string>(
  error: unknown,
  fieldOf: FieldOf<Field>,
): FieldErrors<Field> {
  if (!(error instanceof ApiError) || error.code !== 'validation_failed') return {};
  return fieldErrorsFromIssues(error.issues, fieldOf);
}
