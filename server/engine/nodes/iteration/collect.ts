/** What an iteration answers from its passes: Dify's `{ output }` list, or Flowise's joined text. */

export type PassResult = { ok: true; value: unknown } | { ok: false; error: string };

export interface CollectOptions {
  onPassError: 'stop' | 'keepNull' | 'drop' | 'errorText';
  result: 'list' | 'text';
  flatten: boolean;
}

/** Dify: when every value that is there is a list, the lists are joined (nulls left out). */
function flattened(values: unknown[]): unknown[] {
  const present = values.filter((v) => v !== null);
  if (present.length === 0 || !present.every(Array.isArray)) return values;
  return present.flat(1);
}

export function collectIteration(
  passes: readonly PassResult[],
  options: CollectOptions,
): Record<string, unknown> {
  if (options.result === 'text') {
    // Flowise keeps each pass's text when there is one, and a line for each failed pass.
    const texts = passes.flatMap((p, i): string[] => {
      if (!p.ok) return [`Error in iteration ${i + 1}: ${p.error}`];
      if (p.value === null || p.value === '' || p.value === undefined) return [];
      return [typeof p.value === 'string' ? p.value : JSON.stringify(p.value)];
    });
    return { iterationResults: texts, content: texts.join('\n') };
  }
  const values = passes.flatMap((p) => (p.ok ? [p.value] : options.onPassError === 'drop' ? [] : [null]));
  return { output: options.flatten ? flattened(values) : values };
}
