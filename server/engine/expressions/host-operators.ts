import type { ExpressionScope } from './expression-scope';
import { type FastPathResult, tryFastPath } from './fast-path';

/**
 * Expressions made only of literals, fast-path property paths and JavaScript's operators, evaluated on the
 * host without entering the sandbox: `'hello ' + $json.name`, `$json.n * 2`, `$json.total > 100 ? 'big' :
 * 'small'`, `$json.a ?? 'none'`, `!$json.done`. Entering QuickJS costs a fresh context per expression (about
 * 1–2.5 ms); these take microseconds, and they are the usual expression in webhook and form workflows.
 *
 * The rule that keeps both paths giving the same answer: anything this grammar does not cover (a call, a
 * method, a bare identifier, a template literal, an assignment, an operator mixing ?? with || or &&) misses
 * before any evaluation, and an operator whose operand is an object (where JavaScript would call toString or
 * valueOf, or compare identities across the sandbox boundary) misses too, as does a result that is not a
 * plain JSON number (NaN, ±Infinity, -0). A miss goes to the sandbox, which is always right. Evaluation has
 * no side effects, so a miss after partial evaluation is safe.
 */

type Node =
  | { t: 'lit'; value: unknown }
  | { t: 'path'; text: string }
  | { t: 'unary'; op: string; arg: Node }
  | { t: 'binary'; op: string; left: Node; right: Node }
  | { t: 'cond'; test: Node; yes: Node; no: Node };

type Token =
  | { k: 'lit'; value: unknown }
  | { k: 'path'; text: string }
  | { k: 'op'; op: string }
  | { k: 'end' };

const MISS: FastPathResult = { hit: false };
/** Thrown inside evaluation to abandon the host path. */
const BAIL = Symbol('bail');

const OPERATORS = [
  '===',
  '!==',
  '**',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '(',
  ')',
  '?',
  ':',
];
const KEYWORDS: Record<string, unknown> = { true: true, false: false, null: null, undefined: undefined };
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/;
const IDENT = /^[A-Za-z_$][\w$]*/;
const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };

function readString(text: string, at: number): { value: string; end: number } | null {
  const quote = text[at];
  let value = '';
  for (let i = at + 1; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === quote) return { value, end: i + 1 };
    if (ch === '\n') return null;
    if (ch === '\\') {
      const escaped = SIMPLE_ESCAPES[text[i + 1] ?? ''];
      if (escaped === undefined) return null;
      value += escaped;
      i += 1;
      continue;
    }
    value += ch;
  }
  return null;
}

/** The end of a property path starting at `at` (a `$` root), or -1 when it is not one the fast path reads. */
function readPath(text: string, at: number): number {
  let i = at;
  const root = IDENT.exec(text.slice(i));
  if (!root) return -1;
  i += root[0].length;
  const skip = () => {
    while (text[i] === ' ') i += 1;
  };
  const quoted = (open: string, close: string) => {
    skip();
    if (text[i] !== open) return false;
    i += 1;
    skip();
    if (text[i] !== "'" && text[i] !== '"') return false;
    const s = readString(text, i);
    if (!s) return false;
    i = s.end;
    skip();
    if (text[i] !== close) return false;
    i += 1;
    return true;
  };
  if (root[0] === '$' && !quoted('(', ')')) return -1;
  if (root[0] === '$node' && !quoted('[', ']')) return -1;
  for (;;) {
    const save = i;
    skip();
    if (text[i] === '.') {
      i += 1;
      skip();
      const name = IDENT.exec(text.slice(i));
      if (!name) return -1;
      i += name[0].length;
      if ((name[0] === 'first' || name[0] === 'last') && text.startsWith('()', i)) i += 2;
      continue;
    }
    if (text[i] === '[') {
      i += 1;
      skip();
      const digits = /^\d+/.exec(text.slice(i));
      if (digits) i += digits[0].length;
      else if (text[i] === "'" || text[i] === '"') {
        const s = readString(text, i);
        if (!s) return -1;
        i = s.end;
      } else return -1;
      skip();
      if (text[i] !== ']') return -1;
      i += 1;
      continue;
    }
    i = save;
    break;
  }
  return i;
}

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === ' ' || ch === '\n' || ch === '\t' || ch === '\r') {
      i += 1;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const s = readString(text, i);
      if (!s) return null;
      tokens.push({ k: 'lit', value: s.value });
      i = s.end;
      continue;
    }
    const num = NUMBER.exec(text.slice(i));
    if (num && /\d|\./.test(ch)) {
      if (/^[\w$.]/.test(text.slice(i + num[0].length))) return null;
      tokens.push({ k: 'lit', value: Number(num[0]) });
      i += num[0].length;
      continue;
    }
    if (ch === '$') {
      const end = readPath(text, i);
      if (end < 0) return null;
      tokens.push({ k: 'path', text: text.slice(i, end) });
      i = end;
      continue;
    }
    const word = IDENT.exec(text.slice(i));
    if (word) {
      if (word[0] === 'typeof') tokens.push({ k: 'op', op: 'typeof' });
      else if (Object.hasOwn(KEYWORDS, word[0])) tokens.push({ k: 'lit', value: KEYWORDS[word[0]] });
      else return null;
      i += word[0].length;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, i));
    if (!op) return null;
    tokens.push({ k: 'op', op });
    i += op.length;
  }
  // A call after anything (`$json.name.toUpperCase()`, `(a)(b)`) is not in this grammar.
  for (let t = 1; t < tokens.length; t++) {
    const tok = tokens[t] as Token;
    const prev = tokens[t - 1] as Token;
    if (tok.k === 'op' && tok.op === '(' && (prev.k !== 'op' || prev.op === ')')) return null;
  }
  tokens.push({ k: 'end' });
  return tokens;
}

const BINARY: Record<string, number> = {
  '??': 3,
  '||': 4,
  '&&': 5,
  '==': 9,
  '!=': 9,
  '===': 9,
  '!==': 9,
  '<': 10,
  '>': 10,
  '<=': 10,
  '>=': 10,
  '+': 12,
  '-': 12,
  '*': 13,
  '/': 13,
  '%': 13,
  '**': 14,
};

function parse(tokens: Token[]): Node | null {
  let pos = 0;
  const peek = () => tokens[pos] as Token;
  const isOp = (op: string) => {
    const t = peek();
    return t.k === 'op' && t.op === op;
  };
  const fail = (): never => {
    throw BAIL;
  };

  const primary = (): Node => {
    const t = peek();
    pos += 1;
    if (t.k === 'lit') return { t: 'lit', value: t.value };
    if (t.k === 'path') return { t: 'path', text: t.text };
    if (t.k === 'op' && t.op === '(') {
      const inner = conditional();
      if (!isOp(')')) fail();
      pos += 1;
      return inner;
    }
    if (t.k === 'op' && (t.op === '!' || t.op === '-' || t.op === '+' || t.op === 'typeof')) {
      const arg = primary();
      // `-a ** b` is a SyntaxError in JavaScript: let the sandbox say so.
      if (isOp('**')) fail();
      return { t: 'unary', op: t.op, arg };
    }
    return fail();
  };

  const binary = (minPrec: number): Node => {
    let left = primary();
    for (;;) {
      const t = peek();
      if (t.k !== 'op') break;
      const prec = BINARY[t.op];
      if (prec === undefined || prec < minPrec) break;
      pos += 1;
      // ** is right-associative; the rest are left-associative.
      const right = binary(t.op === '**' ? prec : prec + 1);
      left = { t: 'binary', op: t.op, left, right };
    }
    return left;
  };

  const conditional = (): Node => {
    const test = binary(3);
    if (!isOp('?')) return test;
    pos += 1;
    const yes = conditional();
    if (!isOp(':')) fail();
    pos += 1;
    const no = conditional();
    return { t: 'cond', test, yes, no };
  };

  try {
    const tree = conditional();
    if (peek().k !== 'end') return null;
    return mixesNullish(tree) ? null : tree;
  } catch (error) {
    if (error === BAIL) return null;
    throw error;
  }
}

/** `a ?? b || c` without parentheses is a SyntaxError in JavaScript; the parser here would accept it. */
function mixesNullish(node: Node): boolean {
  if (node.t === 'binary') {
    const logical = (n: Node) => n.t === 'binary' && (n.op === '||' || n.op === '&&');
    if (node.op === '??' && (logical(node.left) || logical(node.right))) return true;
    if (
      (node.op === '||' || node.op === '&&') &&
      [node.left, node.right].some((n) => n.t === 'binary' && n.op === '??')
    )
      return true;
    return mixesNullish(node.left) || mixesNullish(node.right);
  }
  if (node.t === 'unary') return mixesNullish(node.arg);
  if (node.t === 'cond') return mixesNullish(node.test) || mixesNullish(node.yes) || mixesNullish(node.no);
  return false;
}

type Primitive = string | number | boolean | null | undefined;
const primitive = (v: unknown): Primitive => {
  if (v !== null && (typeof v === 'object' || typeof v === 'function' || typeof v === 'bigint')) throw BAIL;
  return v as Primitive;
};

function evaluate(node: Node, scope: ExpressionScope): unknown {
  switch (node.t) {
    case 'lit':
      return node.value;
    case 'path': {
      const read = tryFastPath(node.text, scope);
      if (!read.hit) throw BAIL;
      return read.value;
    }
    case 'cond':
      return evaluate(node.test, scope) ? evaluate(node.yes, scope) : evaluate(node.no, scope);
    case 'unary': {
      const v = evaluate(node.arg, scope);
      if (node.op === '!') return !v;
      if (node.op === 'typeof') return typeof v;
      const p = primitive(v);
      return node.op === '-' ? -(p as number) : +(p as number);
    }
    case 'binary': {
      const { op } = node;
      if (op === '&&' || op === '||' || op === '??') {
        const left = evaluate(node.left, scope);
        if (op === '&&') return left ? evaluate(node.right, scope) : left;
        if (op === '||') return left ? left : evaluate(node.right, scope);
        return left ?? evaluate(node.right, scope);
      }
      const a = primitive(evaluate(node.left, scope)) as number;
      const b = primitive(evaluate(node.right, scope)) as number;
      switch (op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return a / b;
        case '%':
          return a % b;
        case '**':
          return a ** b;
        case '===':
          return a === b;
        case '!==':
          return a !== b;
        case '==':
          // biome-ignore lint/suspicious/noDoubleEquals: JavaScript's loose equality is what the expression asks for
          return a == b;
        case '!=':
          // biome-ignore lint/suspicious/noDoubleEquals: as above
          return a != b;
        case '<':
          return a < b;
        case '>':
          return a > b;
        case '<=':
          return a <= b;
        case '>=':
          return a >= b;
      }
      throw BAIL;
    }
  }
}

/** Parsed expressions by text (null: not in the grammar); bounded, cleared when full. */
const parsed = new Map<string, Node | null>();
const PARSED_MAX = 2000;

/** Whether the expression mentions values the host does not reproduce exactly (dates through the shim). */
const DATE_ROOTS = /\$(?:now|today|workflow|execution)\b/;

function treeOf(expression: string): Node | null {
  let tree = parsed.get(expression);
  if (tree !== undefined) return tree;
  const tokens = DATE_ROOTS.test(expression) ? null : tokenize(expression);
  tree = tokens ? parse(tokens) : null;
  // A lone path is the fast path's; the host adds nothing there.
  if (tree?.t === 'path') tree = null;
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(expression, tree);
  return tree;
}

export function tryHostOperators(expression: string, scope: ExpressionScope): FastPathResult {
  const tree = treeOf(expression.trim());
  if (!tree) return MISS;
  try {
    const value = evaluate(tree, scope);
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) return MISS;
    return { hit: true, value };
  } catch (error) {
    if (error === BAIL) return MISS;
    throw error;
  }
}
