/**
 * n8n's Rename Keys "regex replacement": every key (at any depth, or down to `depth`; -1 is all) that the
 * expression matches is renamed to the key with its first match replaced (`$1` and the like work), deepest
 * keys first; list entries are searched but never renamed.
 */
export interface RegexReplacement {
  searchRegex: string;
  replaceRegex: string;
  caseInsensitive: boolean;
  depth: number;
}

function renameIn(value: unknown, regex: RegExp, replacement: string, depth: number): void {
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    if (depth !== 0) for (const entry of value) renameIn(entry, regex, replacement, depth - 1);
    return;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (depth !== 0) renameIn(record[key], regex, replacement, depth - 1);
    if (!regex.test(key)) continue;
    const renamed = key.replace(regex, replacement);
    if (renamed === key) continue;
    record[renamed] = record[key];
    delete record[key];
  }
}

export function renameKeysByRegex(json: Record<string, unknown>, r: RegexReplacement): void {
  let regex: RegExp;
  try {
    regex = new RegExp(r.searchRegex, r.caseInsensitive ? 'i' : undefined);
  } catch (error) {
    throw new Error(
      `The regular expression "${r.searchRegex}" (parameter searchRegex) is invalid: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  renameIn(json, regex, r.replaceRegex, r.depth);
}
