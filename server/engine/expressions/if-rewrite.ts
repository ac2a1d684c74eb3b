/**
 * `$if(test, a, b)` evaluates only the branch it takes, as in n8n (whose expression transform turns it into
 * `test ? a : b`, with `false` for a missing `b`): `$if($json.user, $json.user.name, '')` must not fail when there
 * is no user. This rewrites each call with two or three plain arguments into a conditional before the sandbox
 * sees the source; any other call is left to the `$if` function of the prelude, which says what is wrong.
 */

/** Index after the string or template literal starting at `at` (its quote), or -1 when it never ends. */
function skipLiteral(src: string, at: number): number {
  const quote = src[at];
  let i = at + 1;
  while (i < src.length) {
    const c = src[i];
    if (c === '\\') i += 2;
    else if (c === quote) return i + 1;
    else if (quote === '`' && c === '$' && src[i + 1] === '{') {
      const end = skipBalanced(src, i + 1);
      if (end < 0) return -1;
      i = end;
    } else i += 1;
  }
  return -1;
}

/** Index after the bracket group opening at `at`, or -1. */
function skipBalanced(src: string, at: number): number {
  let depth = 0;
  for (let i = at; i < src.length; ) {
    const c = src[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      i = skipLiteral(src, i);
      if (i < 0) return -1;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return -1;
}

/** The arguments of the call whose `(` is at `open`, split at top-level commas, and the index after `)`. */
function splitArguments(src: string, open: number): { args: string[]; end: number } | null {
  const end = skipBalanced(src, open);
  if (end < 0) return null;
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < end - 1; ) {
    const c = src[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      i = skipLiteral(src, i);
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth += 1;
    else if (c === ')' || c === ']' || c === '}') depth -= 1;
    else if (c === ',' && depth === 0) {
      args.push(src.slice(start, i));
      start = i + 1;
    }
    i += 1;
  }
  const last = src.slice(start, end - 1);
  if (last.trim() !== '' || args.length > 0) args.push(last);
  return { args, end };
}

export function rewriteIf(src: string): string {
  if (!src.includes('$if')) return src;
  let out = '';
  for (let i = 0; i < src.length; ) {
    const c = src[i] as string;
    if (c === '"' || c === "'" || c === '`') {
      const end = skipLiteral(src, i);
      if (end < 0) return src;
      out += src.slice(i, end);
      i = end;
      continue;
    }
    const isCall =
      src.startsWith('$if', i) && !/[\w$.]/.test(src[i - 1] ?? '') && /^\$if\s*\(/.test(src.slice(i));
    if (isCall) {
      const open = src.indexOf('(', i);
      const call = splitArguments(src, open);
      if (
        call &&
        (call.args.length === 2 || call.args.length === 3) &&
        !call.args.some((a) => /^\s*\.\.\./.test(a))
      ) {
        const [test, yes, no = 'false'] = call.args.map((a) => rewriteIf(a.trim()));
        out += `((${test}) ? (${yes}) : (${no}))`;
        i = call.end;
        continue;
      }
    }
    out += c;
    i += 1;
  }
  return out;
}
