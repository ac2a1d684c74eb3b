/**
 * The Code node that stands in for n8n's calculator tool (LangChain's Calculator, on mathjs): it evaluates
 * the model's `input`, numbers with + - * / % ^, parentheses, the constants pi and e and the common functions
 * (sqrt, cbrt, abs, exp, log, log10, log2, sin, cos, tan, asin, acos, atan, round, floor, ceil), and answers
 * `{result}`. Anything else (units, matrices, variables) fails with the reason, which the model gets: a
 * partial mathjs, never a wrong number.
 */
export const CALCULATOR_CODE = `const input = String($input.first().json.input ?? '');
const FUNCTIONS = { sqrt: Math.sqrt, cbrt: Math.cbrt, abs: Math.abs, exp: Math.exp, log: Math.log,
  log10: Math.log10, log2: Math.log2, sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin,
  acos: Math.acos, atan: Math.atan, round: Math.round, floor: Math.floor, ceil: Math.ceil };
const CONSTANTS = { pi: Math.PI, e: Math.E };
const tokens = input.match(/\\d+(?:\\.\\d+)?(?:e[+-]?\\d+)?|\\.\\d+|[A-Za-z_]\\w*|\\S/g) ?? [];
let at = 0;
const fail = (why) => { throw new Error('cannot evaluate "' + input + '": ' + why); };
const peek = () => tokens[at];
const take = (t) => { if (tokens[at] !== t) fail('expected "' + t + '" at "' + (tokens[at] ?? 'the end') + '"'); at++; };
function primary() {
  const t = tokens[at++];
  if (t === undefined) fail('it ends too soon');
  if (/^(\\d|\\.)/.test(t)) return Number(t);
  if (t === '(') { const v = sum(); take(')'); return v; }
  if (t === '-') return -power();
  if (t === '+') return power();
  const name = t.toLowerCase();
  if (name in CONSTANTS) return CONSTANTS[name];
  if (name in FUNCTIONS) { take('('); const v = sum(); take(')'); return FUNCTIONS[name](v); }
  return fail('"' + t + '" is not supported here');
}
function power() { const base = primary(); if (peek() === '^') { at++; return base ** power(); } return base; }
function product() {
  let v = power();
  while (['*', '/', '%'].includes(peek())) {
    const op = tokens[at++];
    const r = power();
    v = op === '*' ? v * r : op === '/' ? v / r : v % r;
  }
  return v;
}
function sum() {
  let v = product();
  while (peek() === '+' || peek() === '-') { const op = tokens[at++]; const r = product(); v = op === '+' ? v + r : v - r; }
  return v;
}
const result = sum();
if (at < tokens.length) fail('"' + tokens[at] + '" is not supported here');
if (!Number.isFinite(result)) fail('the result is not a finite number');
return [{ json: { result } }];`;
