/**
 * JMESPath (https://jmespath.org/specification.html) parsed into a tree: our own Pratt parser, with the
 * binding powers the specification's grammar implies. `jmespath.ts` evaluates the tree.
 */
export type JNode =
  | { t: 'field'; name: string }
  | { t: 'identity' }
  | { t: 'literal'; value: unknown }
  | { t: 'index'; index: number }
  | { t: 'slice'; start: number | null; stop: number | null; step: number | null }
  | { t: 'sub' | 'indexExpr' | 'pipe' | 'or' | 'and'; left: JNode; right: JNode }
  | { t: 'project' | 'valueProject'; left: JNode; right: JNode }
  | { t: 'filterProject'; left: JNode; right: JNode; cond: JNode }
  | { t: 'flatten'; child: JNode }
  | { t: 'not'; child: JNode }
  | { t: 'compare'; op: string; left: JNode; right: JNode }
  | { t: 'list'; items: JNode[] }
  | { t: 'hash'; pairs: Array<[string, JNode]> }
  | { t: 'call'; name: string; args: JNode[] }
  | { t: 'expref'; child: JNode };

type Tok = { k: string; v?: unknown; at: number };

const BP: Record<string, number> = {
  eof: 0,
  id: 0,
  qid: 0,
  ']': 0,
  ')': 0,
  ',': 0,
  '}': 0,
  num: 0,
  '@': 0,
  '&': 0,
  ':': 0,
  lit: 0,
  '|': 1,
  '||': 2,
  '&&': 3,
  '==': 5,
  '!=': 5,
  '<': 5,
  '<=': 5,
  '>': 5,
  '>=': 5,
  '[]': 9,
  '*': 20,
  '[?': 21,
  '.': 40,
  '!': 45,
  '{': 50,
  '[': 55,
  '(': 60,
};
const COMPARATORS = new Set(['==', '!=', '<', '<=', '>', '>=']);

const fail = (message: string): never => {
  throw new Error(`JMESPath: ${message}`);
};

function readDelimited(text: string, at: number, quote: string): { body: string; end: number } {
  let i = at + 1;
  let body = '';
  while (i < text.length && text[i] !== quote) {
    if (text[i] === '\\' && i + 1 < text.length) {
      body += text[i] + (text[i + 1] as string);
      i += 2;
    } else body += text[i++];
  }
  if (i >= text.length) fail(`unterminated ${quote} at position ${at}`);
  return { body, end: i + 1 };
}

function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const two = text.slice(i, i + 2);
    if (/\s/.test(c)) {
      i++;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i)) as RegExpExecArray;
      out.push({ k: 'id', v: m[0], at: i });
      i += m[0].length;
    } else if (/[-0-9]/.test(c)) {
      const m = /^-?\d+/.exec(text.slice(i));
      if (!m) fail(`unexpected "-" at position ${i}`);
      out.push({ k: 'num', v: Number((m as RegExpExecArray)[0]), at: i });
      i += (m as RegExpExecArray)[0].length;
    } else if (c === '"') {
      const { body, end } = readDelimited(text, i, '"');
      out.push({ k: 'qid', v: JSON.parse(`"${body}"`), at: i });
      i = end;
    } else if (c === "'") {
      const { body, end } = readDelimited(text, i, "'");
      out.push({ k: 'lit', v: body.replace(/\\'/g, "'"), at: i });
      i = end;
    } else if (c === '`') {
      const { body, end } = readDelimited(text, i, '`');
      const raw = body.replace(/\\`/g, '`');
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        // As the jmespath package n8n uses: a literal that is not JSON is the string it spells.
        value = raw;
      }
      out.push({ k: 'lit', v: value, at: i });
      i = end;
    } else if (c === '[') {
      if (two === '[?' || two === '[]') {
        out.push({ k: two, at: i });
        i += 2;
      } else {
        out.push({ k: '[', at: i });
        i++;
      }
    } else if (['||', '&&', '==', '!=', '<=', '>='].includes(two)) {
      out.push({ k: two, at: i });
      i += 2;
    } else if ('.*,:{}]()@&|!<>'.includes(c)) {
      out.push({ k: c, at: i });
      i++;
    } else {
      fail(`unsupported character "${c}" at position ${i}`);
    }
  }
  out.push({ k: 'eof', at: text.length });
  return out;
}

export function parseJmespath(text: string): JNode {
  const toks = tokenize(text);
  let pos = 0;
  const peek = (n = 0) => toks[pos + n] as Tok;
  const next = () => toks[pos++] as Tok;
  const expect = (k: string) => {
    const t = next();
    if (t.k !== k) fail(`expected "${k}" but found "${t.k === 'eof' ? 'end' : t.k}" at position ${t.at}`);
    return t;
  };
  const bp = (k: string) => BP[k] ?? fail(`unsupported token "${k}"`);

  const expression = (rbp: number): JNode => {
    let left = nud(next());
    while (rbp < bp(peek().k)) left = led(next(), left);
    return left;
  };

  const projectionRhs = (rbp: number): JNode => {
    const k = peek().k;
    if (bp(k) < 10) return { t: 'identity' };
    if (k === '[' || k === '[?') return expression(rbp);
    if (k === '.') {
      next();
      return dotRhs(rbp);
    }
    return fail(`unexpected "${k}" after a projection at position ${peek().at}`);
  };

  const dotRhs = (rbp: number): JNode => {
    const k = peek().k;
    if (k === 'id' || k === 'qid' || k === '*') return expression(rbp);
    if (k === '[') {
      next();
      return multiList();
    }
    if (k === '{') {
      next();
      return multiHash();
    }
    return fail(`unexpected "${k}" after "." at position ${peek().at}`);
  };

  const multiList = (): JNode => {
    const items: JNode[] = [];
    for (;;) {
      items.push(expression(0));
      if (peek().k === ']') break;
      expect(',');
    }
    expect(']');
    return { t: 'list', items };
  };

  const multiHash = (): JNode => {
    const pairs: Array<[string, JNode]> = [];
    for (;;) {
      const key = next();
      if (key.k !== 'id' && key.k !== 'qid') fail(`expected a key at position ${key.at}`);
      expect(':');
      pairs.push([String(key.v), expression(0)]);
      if (peek().k === '}') break;
      expect(',');
    }
    expect('}');
    return { t: 'hash', pairs };
  };

  /** After "[": an index `[0]` or a slice `[a:b:c]`. */
  const indexOrSlice = (): JNode => {
    const parts: Array<number | null> = [null, null, null];
    let slot = 0;
    while (peek().k !== ']') {
      const t = next();
      if (t.k === ':') {
        slot++;
        if (slot > 2) fail(`too many colons in a slice at position ${t.at}`);
      } else if (t.k === 'num') parts[slot] = t.v as number;
      else fail(`unexpected "${t.k}" in an index at position ${t.at}`);
    }
    expect(']');
    if (slot === 0) return { t: 'index', index: parts[0] as number };
    return { t: 'slice', start: parts[0] ?? null, stop: parts[1] ?? null, step: parts[2] ?? null };
  };

  const projectIfSlice = (left: JNode, index: JNode): JNode => {
    const node: JNode = { t: 'indexExpr', left, right: index };
    return index.t === 'slice' ? { t: 'project', left: node, right: projectionRhs(bp('*')) } : node;
  };

  const nud = (tok: Tok): JNode => {
    switch (tok.k) {
      case 'lit':
        return { t: 'literal', value: tok.v };
      case 'id':
        return { t: 'field', name: tok.v as string };
      case 'qid':
        if (peek().k === '(') fail(`a quoted identifier cannot name a function at position ${tok.at}`);
        return { t: 'field', name: tok.v as string };
      case '!':
        return { t: 'not', child: expression(bp('!')) };
      case '*':
        return {
          t: 'valueProject',
          left: { t: 'identity' },
          right: peek().k === ']' ? { t: 'identity' } : projectionRhs(bp('*')),
        };
      case '[?':
        return led(tok, { t: 'identity' });
      case '{':
        return multiHash();
      case '[]':
        return {
          t: 'project',
          left: { t: 'flatten', child: { t: 'identity' } },
          right: projectionRhs(bp('[]')),
        };
      case '[': {
        const k = peek().k;
        if (k === 'num' || k === ':') return projectIfSlice({ t: 'identity' }, indexOrSlice());
        if (k === '*' && peek(1).k === ']') {
          pos += 2;
          return { t: 'project', left: { t: 'identity' }, right: projectionRhs(bp('*')) };
        }
        return multiList();
      }
      case '@':
        return { t: 'identity' };
      case '&':
        return { t: 'expref', child: expression(bp('&')) };
      case '(': {
        const inner = expression(0);
        expect(')');
        return inner;
      }
      default:
        return fail(`unexpected "${tok.k === 'eof' ? 'end' : tok.k}" at position ${tok.at}`);
    }
  };

  const led = (tok: Tok, left: JNode): JNode => {
    const k = tok.k;
    if (k === '.') {
      if (peek().k !== '*') return { t: 'sub', left, right: dotRhs(bp('.')) };
      next();
      return { t: 'valueProject', left, right: projectionRhs(bp('.')) };
    }
    if (k === '|' || k === '||' || k === '&&') {
      const t = k === '|' ? 'pipe' : k === '||' ? 'or' : 'and';
      return { t, left, right: expression(bp(k)) };
    }
    if (k === '(') {
      if (left.t !== 'field') fail(`only a function name can be called, at position ${tok.at}`);
      const args: JNode[] = [];
      while (peek().k !== ')') {
        args.push(expression(0));
        if (peek().k === ',') next();
      }
      expect(')');
      return { t: 'call', name: (left as { name: string }).name, args };
    }
    if (k === '[?') {
      const cond = expression(0);
      expect(']');
      const right = peek().k === '[]' ? ({ t: 'identity' } as JNode) : projectionRhs(bp('[?'));
      return { t: 'filterProject', left, right, cond };
    }
    if (k === '[]') {
      return { t: 'project', left: { t: 'flatten', child: left }, right: projectionRhs(bp('[]')) };
    }
    if (COMPARATORS.has(k)) return { t: 'compare', op: k, left, right: expression(bp(k)) };
    if (k === '[') {
      const n = peek().k;
      if (n === 'num' || n === ':') return projectIfSlice(left, indexOrSlice());
      expect('*');
      expect(']');
      return { t: 'project', left, right: projectionRhs(bp('*')) };
    }
    return fail(`unexpected "${k}" at position ${tok.at}`);
  };

  const tree = expression(0);
  if (peek().k !== 'eof') fail(`unexpected "${peek().k}" at position ${peek().at}`);
  return tree;
}
