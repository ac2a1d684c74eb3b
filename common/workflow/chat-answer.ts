/**
 * What a chat shows of a workflow run: the first output's single item's JSON (or the JSONs of several), and
 * of that the answer's text. One rule for every chat over a workflow: the builders' test chat, the
 * OpenAI-compatible surface, the widget and the hosted chat page.
 */

/** The first non-empty output list's single item's JSON, the JSONs of several, or null. */
export function chatOutputOf(result: ReadonlyArray<ReadonlyArray<unknown>> | null | undefined): unknown {
  const items = result?.find((list) => Array.isArray(list) && list.length > 0);
  if (!items) return null;
  const json = (item: unknown) =>
    item && typeof item === 'object' && 'json' in item ? (item as { json: unknown }).json : item;
  return items.length === 1 ? json(items[0]) : items.map(json);
}

/** The answer's text: a string as is; an object's `output`, `text` or `answer` string; else its JSON. */
export function answerText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output && typeof output === 'object' && !Array.isArray(output)) {
    const o = output as Record<string, unknown>;
    for (const field of ['output', 'text', 'answer']) {
      if (typeof o[field] === 'string') return o[field];
    }
  }
  return output === null || output === undefined ? '' : JSON.stringify(output);
}
