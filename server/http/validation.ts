import type { z } from 'zod';

export interface ValidationIssue {
  path: string;
  message: string;
}

/**
 * Flattens zod issues into `{ path, message }`. A failed union reports the branch that came closest
 * (fewest issues), so a caller reads "eventAction: ..." instead of a bare "Invalid input".
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  prefix: PropertyKey[] = [],
): ValidationIssue[] {
  return issues.flatMap((issue) => {
    const at = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
      return describeIssues(closest, at);
    }
    return [{ path: at.map(String).join('.'), message: issue.message }];
  });
}

export function validationMessage(issues: readonly ValidationIssue[]): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  return `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}`;
}
