/**
 * The mistakes the editor can point at as you type, before the server evaluates anything: unclosed or
 * stray braces, empty expressions, unbalanced brackets and unterminated strings inside `{{ … }}`. The
 * evaluator's own syntax errors come back with the preview.
 */

export interface TemplateProblem {
  from: number;
  to: number;
  message: string;
}

const PAIRS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const CLOSERS = new Set(Object.values(PAIRS));

function checkInside(source: string, offset: number): TemplateProblem[] {
  if (source.trim() === '')
    return [{ from: offset - 2, to: offset + source.length + 2, message: 'This expression is empty.' }];
  const stack: Array<{ char: string; at: number }> = [];
  let quote: { char: string; at: number } | null = null;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote.char) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = { char, at: i };
    else if (PAIRS[char]) stack.push({ char, at: i });
    else if (CLOSERS.has(char)) {
      const open = stack.pop();
      if (!open || PAIRS[open.char] !== char)
        return [{ from: offset + i, to: offset + i + 1, message: `Unexpected "${char}".` }];
    }
  }
  if (quote)
    return [
      {
        from: offset + quote.at,
        to: offset + source.length,
        message: 'This text is missing its closing quote.',
      },
    ];
  const open = stack.pop();
  if (open)
    return [{ from: offset + open.at, to: offset + open.at + 1, message: `"${open.char}" is never closed.` }];
  return [];
}

export function checkTemplate(text: string): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{{', index);
    const close = text.indexOf('}}', index);
    if (close !== -1 && (open === -1 || close < open)) {
      problems.push({ from: close, to: close + 2, message: '"}}" without "{{" before it.' });
      index = close + 2;
      continue;
    }
    if (open === -1) break;
    const end = findClose(text, open + 2);
    if (end === -1) {
      problems.push({ from: open, to: text.length, message: 'This expression is missing its closing "}}".' });
      break;
    }
    problems.push(...checkInside(text.slice(open + 2, end), open + 2));
    index = end + 2;
  }
  return problems;
}

/** The `}}` that closes the expression opened before `from` (a `}}` inside a string does not). */
function findClose(text: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < text.length - 1; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'" || char === '`') quote = char;
    else if (char === '}' && text[i + 1] === '}') return i;
  }
  return -1;
}
