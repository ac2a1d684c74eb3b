/**
 * `$jmespath(data, expression)` as n8n gives it (n8n uses the `jmespath` package): our own evaluator of the
 * JMESPath specification over JSON values: fields, subexpressions, indexes and slices, projections (`[*]`, `*`,
 * `[]`), filters, pipes, multiselect lists and hashes, and the specification's built-in functions. Syntax it
 * does not know is an error naming the token and its position.
 */
import { type JNode, parseJmespath } from './jmespath-parser';

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
const typeOf = (v: Json): string =>
  v === null || v === undefined
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'object'
        ? isObject(v) && '$expref' in v
          ? 'expref'
          : 'object'
        : typeof v;

/** JMESPath's falsy values: null, false, "", [], {}. */
const truthy = (v: Json) =>
  !(
    v === null ||
    v === undefined ||
    v === false ||
    v === '' ||
    (Array.isArray(v) && v.length === 0) ||
    (isObject(v) && Object.keys(v).length === 0)
  );

function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => equal(v, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && equal(a[k], b[k]));
  }
  return false;
}

function slice(arr: Json[], start: number | null, stop: number | null, step: number | null): Json[] {
  const s = step ?? 1;
  if (s === 0) throw new Error('JMESPath: a slice step cannot be 0');
  const len = arr.length;
  const clamp = (v: number | null, dflt: number) => {
    if (v === null) return dflt;
    if (v < 0) return Math.max(v + len, s < 0 ? -1 : 0);
    return Math.min(v, s < 0 ? len - 1 : len);
  };
  const from = clamp(start, s < 0 ? len - 1 : 0);
  const to = clamp(stop, s < 0 ? -1 : len);
  const out: Json[] = [];
  for (let i = from; s > 0 ? i < to : i > to; i += s) out.push(arr[i]);
  return out;
}

type Fn = (args: Json[], data: Json) => Json;
const expect = (name: string, args: Json[], types: string[][]): true => {
  if (args.length !== types.length) {
    throw new Error(`JMESPath: ${name}() takes ${types.length} argument(s), got ${args.length}`);
  }
  args.forEach((a, i) => {
    const allowed = types[i] as string[];
    const t = typeOf(a);
    const ok =
      allowed.includes('any') ||
      allowed.includes(t) ||
      (Array.isArray(a) &&
        ((allowed.includes('array-number') && a.every((x) => typeof x === 'number')) ||
          (allowed.includes('array-string') && a.every((x) => typeof x === 'string'))));
    if (!ok)
      throw new Error(`JMESPath: ${name}() argument ${i + 1} must be ${allowed.join(' or ')}, got ${t}`);
  });
  return true;
};

function byKey(name: string, arr: Json[], ref: Json, run: (n: JNode, v: Json) => Json): Array<[Json, Json]> {
  const node = (ref as { $expref: JNode }).$expref;
  const keyed = arr.map((v) => [run(node, v), v] as [Json, Json]);
  const kinds = new Set(keyed.map(([k]) => typeOf(k)));
  if (kinds.size > 1 || (!kinds.has('number') && !kinds.has('string') && keyed.length > 0)) {
    throw new Error(`JMESPath: ${name}() keys must all be numbers or all be strings`);
  }
  return keyed;
}

function functions(run: (n: JNode, v: Json) => Json): Record<string, Fn> {
  const num = [['number']];
  const cmp = (a: Json, b: Json) =>
    (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
  return {
    abs: (a) => expect('abs', a, num) && Math.abs(a[0] as number),
    avg: (a) => {
      expect('avg', a, [['array-number']]);
      const xs = a[0] as number[];
      return xs.length ? xs.reduce((x, y) => x + y, 0) / xs.length : null;
    },
    ceil: (a) => expect('ceil', a, num) && Math.ceil(a[0] as number),
    floor: (a) => expect('floor', a, num) && Math.floor(a[0] as number),
    contains: (a) => {
      expect('contains', a, [['array', 'string'], ['any']]);
      const [subject, search] = a;
      if (typeof subject === 'string') return typeof search === 'string' && subject.includes(search);
      return (subject as Json[]).some((v) => equal(v, search));
    },
    ends_with: (a) =>
      expect('ends_with', a, [['string'], ['string']]) && (a[0] as string).endsWith(a[1] as string),
    starts_with: (a) =>
      expect('starts_with', a, [['string'], ['string']]) && (a[0] as string).startsWith(a[1] as string),
    join: (a) => expect('join', a, [['string'], ['array-string']]) && (a[1] as string[]).join(a[0] as string),
    keys: (a) => expect('keys', a, [['object']]) && Object.keys(a[0] as object),
    values: (a) => expect('values', a, [['object']]) && Object.values(a[0] as object),
    length: (a) => {
      expect('length', a, [['string', 'array', 'object']]);
      const v = a[0];
      return typeof v === 'string'
        ? [...v].length
        : Array.isArray(v)
          ? v.length
          : Object.keys(v as object).length;
    },
    map: (a) => {
      expect('map', a, [['expref'], ['array']]);
      const node = (a[0] as { $expref: JNode }).$expref;
      return (a[1] as Json[]).map((v) => run(node, v) ?? null);
    },
    max: (a) => {
      expect('max', a, [['array-number', 'array-string']]);
      const xs = a[0] as Json[];
      return xs.length ? xs.reduce((m, v) => (cmp(v, m) > 0 ? v : m)) : null;
    },
    min: (a) => {
      expect('min', a, [['array-number', 'array-string']]);
      const xs = a[0] as Json[];
      return xs.length ? xs.reduce((m, v) => (cmp(v, m) < 0 ? v : m)) : null;
    },
    max_by: (a) => {
      expect('max_by', a, [['array'], ['expref']]);
      const keyed = byKey('max_by', a[0] as Json[], a[1], run);
      return keyed.length ? keyed.reduce((m, v) => (cmp(v[0], m[0]) > 0 ? v : m))[1] : null;
    },
    min_by: (a) => {
      expect('min_by', a, [['array'], ['expref']]);
      const keyed = byKey('min_by', a[0] as Json[], a[1], run);
      return keyed.length ? keyed.reduce((m, v) => (cmp(v[0], m[0]) < 0 ? v : m))[1] : null;
    },
    merge: (a) => {
      a.forEach((v, i) => {
        if (!isObject(v))
          throw new Error(`JMESPath: merge() argument ${i + 1} must be object, got ${typeOf(v)}`);
      });
      return Object.assign({}, ...(a as object[]));
    },
    not_null: (a) => {
      if (a.length === 0) throw new Error('JMESPath: not_null() takes at least 1 argument');
      return a.find((v) => v !== null && v !== undefined) ?? null;
    },
    reverse: (a) => {
      expect('reverse', a, [['string', 'array']]);
      const v = a[0];
      return typeof v === 'string' ? [...v].reverse().join('') : [...(v as Json[])].reverse();
    },
    sort: (a) => {
      expect('sort', a, [['array-number', 'array-string']]);
      return [...(a[0] as Json[])].sort(cmp);
    },
    sort_by: (a) => {
      expect('sort_by', a, [['array'], ['expref']]);
      const keyed = byKey('sort_by', a[0] as Json[], a[1], run);
      return keyed
        .map((kv, i) => [kv, i] as const)
        .sort((x, y) => cmp(x[0][0], y[0][0]) || x[1] - y[1])
        .map(([kv]) => kv[1]);
    },
    sum: (a) => expect('sum', a, [['array-number']]) && (a[0] as number[]).reduce((x, y) => x + y, 0),
    to_array: (a) => (expect('to_array', a, [['any']]) && Array.isArray(a[0]) ? a[0] : [a[0]]),
    to_number: (a) => {
      expect('to_number', a, [['any']]);
      const v = a[0];
      if (typeof v === 'number') return v;
      if (typeof v !== 'string' || v.trim() === '') return null;
      const n = Number(v);
      return Number.isFinite(n) ? n : null;
    },
    to_string: (a) =>
      expect('to_string', a, [['any']]) && typeof a[0] === 'string' ? a[0] : JSON.stringify(a[0]),
    type: (a) => expect('type', a, [['any']]) && typeOf(a[0]),
  };
}

function evaluate(node: JNode, value: Json, fns: Record<string, Fn>): Json {
  const run = (n: JNode, v: Json): Json => evaluate(n, v, fns);
  switch (node.t) {
    case 'field':
      return isObject(value) && Object.hasOwn(value, node.name) ? (value[node.name] ?? null) : null;
    case 'identity':
      return value;
    case 'literal':
      return node.value;
    case 'sub':
    case 'indexExpr':
      return run(node.right, run(node.left, value));
    case 'pipe':
      return run(node.right, run(node.left, value));
    case 'index': {
      if (!Array.isArray(value)) return null;
      const i = node.index < 0 ? value.length + node.index : node.index;
      return value[i] ?? null;
    }
    case 'slice':
      return Array.isArray(value) ? slice(value, node.start, node.stop, node.step) : null;
    case 'project':
    case 'valueProject': {
      const base = run(node.left, value);
      const list =
        node.t === 'project'
          ? Array.isArray(base)
            ? base
            : null
          : isObject(base)
            ? Object.values(base)
            : null;
      if (!list) return null;
      const out: Json[] = [];
      for (const v of list) {
        const r = run(node.right, v);
        if (r !== null && r !== undefined) out.push(r);
      }
      return out;
    }
    case 'filterProject': {
      const base = run(node.left, value);
      if (!Array.isArray(base)) return null;
      const out: Json[] = [];
      for (const v of base) {
        if (!truthy(run(node.cond, v))) continue;
        const r = run(node.right, v);
        if (r !== null && r !== undefined) out.push(r);
      }
      return out;
    }
    case 'flatten': {
      const base = run(node.child, value);
      if (!Array.isArray(base)) return null;
      return base.flatMap((v) => (Array.isArray(v) ? v : [v]));
    }
    case 'not':
      return !truthy(run(node.child, value));
    case 'or': {
      const left = run(node.left, value);
      return truthy(left) ? left : run(node.right, value);
    }
    case 'and': {
      const left = run(node.left, value);
      return truthy(left) ? run(node.right, value) : left;
    }
    case 'compare': {
      const a = run(node.left, value);
      const b = run(node.right, value);
      if (node.op === '==') return equal(a, b);
      if (node.op === '!=') return !equal(a, b);
      if (typeof a !== 'number' || typeof b !== 'number') return null;
      return node.op === '<' ? a < b : node.op === '<=' ? a <= b : node.op === '>' ? a > b : a >= b;
    }
    case 'list':
      return value === null || value === undefined ? null : node.items.map((n) => run(n, value));
    case 'hash': {
      if (value === null || value === undefined) return null;
      const out: Record<string, Json> = {};
      for (const [k, n] of node.pairs) out[k] = run(n, value);
      return out;
    }
    case 'expref':
      return { $expref: node.child };
    case 'call': {
      const fn = Object.hasOwn(fns, node.name) ? fns[node.name] : undefined;
      if (!fn) throw new Error(`JMESPath: unknown function ${node.name}()`);
      return fn(
        node.args.map((a) => run(a, value)),
        value,
      );
    }
  }
}

const cache = new Map<string, JNode>();

/** n8n's `$jmespath(data, expression)`: data must be an object or an array, the expression a string. */
export function searchJmespath(data: unknown, expression: unknown): unknown {
  if (typeof data !== 'object' || typeof expression !== 'string') {
    throw new Error('expected two arguments (Object, string) for this function');
  }
  let tree = cache.get(expression);
  if (!tree) {
    tree = parseJmespath(expression);
    if (cache.size > 500) cache.clear();
    cache.set(expression, tree);
  }
  const fns = functions((n, v) => evaluate(n, v, fns));
  const result = evaluate(tree, data, fns);
  return result === undefined ? null : result;
}
