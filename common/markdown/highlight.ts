/**
 * Syntax highlighting of fenced code: a small tokenizer per language (js/ts, json, python, bash, sql, yaml),
 * each a handful of patterns tried left to right. Pure; it only splits the code into spans, so a renderer
 * shows each as text in an element classed `tok-<kind>` (the colours are in client/src/index.css). The
 * tokens' texts joined give the code back unchanged; an unknown language is one plain token.
 */
export type TokenKind =
  | 'keyword'
  | 'string'
  | 'comment'
  | 'number'
  | 'literal'
  | 'key'
  | 'variable'
  | 'punctuation'
  | 'plain';
export type CodeToken = { text: string; kind: TokenKind };

type Rule = [Exclude<TokenKind, 'plain'>, RegExp];
/**
 * `keyOfLine`: a language whose keys open a line (YAML) reads each line's key first, with this pattern of
 * two groups (the indent, the key); a lookbehind to the line's start would be quadratic on long lines.
 */
type Grammar = { rules: Rule[]; flags: string; keyOfLine?: RegExp };

const words = (list: string) => new RegExp(`\\b(?:${list.trim().split(/\s+/).join('|')})\\b`);
const DQ = /"(?:[^"\\\n]|\\.)*"?/;
const SQ = /'(?:[^'\\\n]|\\.)*'?/;
const NUMBER = /\b(?:0x[\da-fA-F]+|\d[\d_]*(?:\.\d+)?(?:[eE][+-]?\d+)?)\b/;

const JS: Grammar = {
  flags: 'g',
  rules: [
    ['comment', /\/\/[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/],
    ['string', /`(?:[^`\\]|\\[\s\S])*`?/],
    ['string', DQ],
    ['string', SQ],
    [
      'keyword',
      words(`async await break case catch class const continue debugger default delete do else enum export
        extends finally for from function if implements import in instanceof interface let new of return
        static switch throw try type typeof var void while yield as readonly keyof`),
    ],
    ['literal', words('true false null undefined NaN Infinity this super')],
    ['number', NUMBER],
    ['punctuation', /[{}()[\];,.<>=+\-*/%!&|^~?:]+/],
  ],
};

const JSON_GRAMMAR: Grammar = {
  flags: 'g',
  rules: [
    ['key', /"(?:[^"\\\n]|\\.)*"(?=\s*:)/],
    ['string', DQ],
    ['literal', words('true false null')],
    ['number', /-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/],
    ['punctuation', /[{}[\],:]/],
  ],
};

const PYTHON: Grammar = {
  flags: 'g',
  rules: [
    ['comment', /#[^\n]*/],
    ['string', /[rbfu]{0,2}(?:"""[\s\S]*?(?:"""|$)|'''[\s\S]*?(?:'''|$))/],
    ['string', DQ],
    ['string', SQ],
    [
      'keyword',
      words(`and as assert async await break class continue def del elif else except finally for from global
        if import in is lambda nonlocal not or pass raise return try while with yield match case`),
    ],
    ['literal', words('True False None self')],
    ['number', NUMBER],
    ['punctuation', /[{}()[\];,.<>=+\-*/%!&|^~:@]+/],
  ],
};

const BASH: Grammar = {
  flags: 'g',
  rules: [
    ['comment', /(?<![^\s;])#[^\n]*/],
    ['string', DQ],
    ['string', /'[^']*'?/],
    ['variable', /\$(?:\{[^}\n]*\}?|\w+|[@#?$!*-])/],
    [
      'keyword',
      words(
        'if then else elif fi for while until do done case esac in function return export local set unset',
      ),
    ],
    ['number', /(?<![\w-])\d+(?![\w-])/],
    ['punctuation', /[|&;<>(){}[\]]+/],
  ],
};

const SQL: Grammar = {
  flags: 'gi',
  rules: [
    ['comment', /--[^\n]*|\/\*[\s\S]*?(?:\*\/|$)/],
    ['string', /'(?:[^']|'')*'?/],
    ['key', /"(?:[^"]|"")*"?/],
    [
      'keyword',
      words(`select from where and or not insert into values update set delete create table index view drop
        alter add column primary key foreign references join left right inner outer full cross on as group by
        order having limit offset distinct union all case when then else end with returning default unique
        is in like ilike between exists asc desc`),
    ],
    ['literal', words('null true false')],
    ['number', NUMBER],
    ['punctuation', /[(),;.*=<>!+\-/%|]+/],
  ],
};

const YAML: Grammar = {
  flags: 'g',
  keyOfLine: /^((?:[ \t]|-[ \t])*)([^\s#:'"-][^\n:#]*?)(?=:(?:[ \t]|$))/,
  rules: [
    ['comment', /(?<![^\s])#[^\n]*/],
    ['string', DQ],
    ['string', SQ],
    ['literal', words('true false null yes no on off')],
    ['number', /(?<![\w.-])-?\d+(?:\.\d+)?(?![\w.-])/],
    ['punctuation', /[:\-[\]{},|>~]/],
  ],
};

const GRAMMARS: Record<string, Grammar> = {
  js: JS,
  jsx: JS,
  mjs: JS,
  cjs: JS,
  javascript: JS,
  ts: JS,
  tsx: JS,
  typescript: JS,
  json: JSON_GRAMMAR,
  jsonc: JSON_GRAMMAR,
  py: PYTHON,
  python: PYTHON,
  sh: BASH,
  bash: BASH,
  shell: BASH,
  zsh: BASH,
  console: BASH,
  sql: SQL,
  postgres: SQL,
  postgresql: SQL,
  yaml: YAML,
  yml: YAML,
  // A shared workflow shown as code is JSON.
  workflow: JSON_GRAMMAR,
  'aiz-workflow': JSON_GRAMMAR,
};

const compiled = new Map<Grammar, RegExp>();
function patternOf(grammar: Grammar): RegExp {
  let pattern = compiled.get(grammar);
  if (!pattern) {
    pattern = new RegExp(grammar.rules.map(([, rule]) => `(${rule.source})`).join('|'), grammar.flags);
    compiled.set(grammar, pattern);
  }
  return pattern;
}

/** `code` cut into tokens of `lang` (case-insensitive; unknown → one plain token). Adjacent tokens differ in kind. */
export function highlight(code: string, lang: string): CodeToken[] {
  const grammar = GRAMMARS[lang.toLowerCase()];
  if (!grammar) return code ? [{ text: code, kind: 'plain' }] : [];
  const tokens: CodeToken[] = [];
  const push = (text: string, kind: TokenKind) => {
    if (!text) return;
    const previous = tokens[tokens.length - 1];
    if (previous?.kind === kind) previous.text += text;
    else tokens.push({ text, kind });
  };
  const keyOfLine = grammar.keyOfLine;
  if (!keyOfLine) tokenize(code, grammar, push);
  else
    for (const [n, line] of code.split('\n').entries()) {
      if (n > 0) push('\n', 'plain');
      const key = keyOfLine.exec(line);
      tokenize(key?.[1] ?? '', grammar, push); // the indent, and a list item's dash
      push(key?.[2] ?? '', 'key');
      tokenize(key ? line.slice(key[0].length) : line, grammar, push);
    }
  return tokens;
}

function tokenize(code: string, grammar: Grammar, push: (text: string, kind: TokenKind) => void): void {
  let last = 0;
  for (const match of code.matchAll(patternOf(grammar))) {
    if (match[0] === '') continue;
    push(code.slice(last, match.index), 'plain');
    const rule = match.slice(1).findIndex((group) => group !== undefined);
    push(match[0], grammar.rules[rule]?.[0] ?? 'plain');
    last = match.index + match[0].length;
  }
  push(code.slice(last), 'plain');
}
