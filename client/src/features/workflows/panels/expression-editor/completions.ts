/**
 * Completion options for the expression editor, computed from the text before the cursor and the upstream
 * sample: `$json.` paths (nested, array indexes), `$input`, `$node["Name"]`, `$("Name")`, `$now`, `$vars`
 * and the methods the engine's sandbox offers (server/engine/expressions/n8n-helpers-prelude.ts). Pure.
 */
import type { ExpressionContext } from './expression-context';

export type CompletionKind = 'variable' | 'property' | 'method' | 'function' | 'keyword';

export interface ExpressionCompletion {
  label: string;
  type: CompletionKind;
  detail?: string;
  /** Text to insert instead of the label. */
  apply?: string;
  /** Replace from here instead of the result's `from` (a `["key"]` also replaces the dot before it). */
  applyFrom?: number;
}

export interface CompletionResult {
  from: number;
  options: ExpressionCompletion[];
}

type Step =
  | { kind: 'prop'; name: string; call: boolean }
  | { kind: 'index'; index: number }
  | { kind: 'arg'; name: string };

interface Chain {
  root: string;
  steps: Step[];
  /** What is being typed: a root name, a member after a dot, or an index/key after `[`. */
  partial: { kind: 'root' | 'dot' | 'bracket'; text: string; at: number };
}

/** The start of the `{{ … }}` the cursor is in, or -1 outside one. */
export function openExpressionAt(text: string, pos: number): number {
  const before = text.slice(0, pos);
  const open = before.lastIndexOf('{{');
  return open !== -1 && before.lastIndexOf('}}') < open ? open + 2 : -1;
}

const IDENT = /^[A-Za-z_$][\w$]*/;
const QUOTED = /^(?:"([^"]*)"|'([^']*)')/;

function parseChain(source: string, offset: number): Chain | null {
  const root = /^(\$[\w]*|DateTime)/.exec(source);
  if (!root) return null;
  let rest = source.slice(root[0].length);
  let at = offset + root[0].length;
  if (rest === '') return { root: root[0], steps: [], partial: { kind: 'root', text: root[0], at: offset } };
  const steps: Step[] = [];
  const eat = (n: number) => {
    rest = rest.slice(n);
    at += n;
  };
  while (rest !== '') {
    if (rest.startsWith('.')) {
      const ident = IDENT.exec(rest.slice(1));
      const name = ident?.[0] ?? '';
      if (1 + name.length === rest.length)
        return { root: root[0], steps, partial: { kind: 'dot', text: name, at: at + 1 } };
      if (!ident) return null;
      const call = rest.slice(1 + name.length).startsWith('()');
      steps.push({ kind: 'prop', name, call });
      eat(1 + name.length + (call ? 2 : 0));
      continue;
    }
    if (rest.startsWith('(') && steps.length === 0) {
      const quoted = QUOTED.exec(rest.slice(1));
      if (!quoted || rest[1 + quoted[0].length] !== ')') return null;
      steps.push({ kind: 'arg', name: quoted[1] ?? quoted[2] ?? '' });
      eat(quoted[0].length + 2);
      continue;
    }
    if (rest.startsWith('[')) {
      const inner = rest.slice(1);
      const closed = /^(\d+)\]/.exec(inner) ?? /^(?:"([^"]*)"|'([^']*)')\]/.exec(inner);
      if (!closed) {
        if (/^(\d*|"[^"]*|'[^']*)$/.test(inner))
          return { root: root[0], steps, partial: { kind: 'bracket', text: inner, at } };
        return null;
      }
      const key = closed[1] ?? closed[2] ?? '';
      steps.push(
        /^\d+$/.test(key) && !/^["']/.test(inner)
          ? { kind: 'index', index: Number(key) }
          : { kind: 'prop', name: key, call: false },
      );
      eat(1 + closed[0].length);
      continue;
    }
    return null;
  }
  return null;
}

/** Where the chain under the cursor starts: the last `$…` or `DateTime` that reads to the end as a chain. */
function chainAtEnd(text: string, start: number): Chain | null {
  const candidates = [...text.slice(start).matchAll(/\$|DateTime/g)].map((m) => start + (m.index ?? 0));
  for (const position of candidates.reverse()) {
    const chain = parseChain(text.slice(position), position);
    if (chain) return chain;
  }
  return null;
}

/** Items of several samples merged, so a key present in any item is offered. */
export function mergeSamples(values: unknown[]): unknown {
  const present = values.filter((v) => v !== undefined);
  if (present.length === 0) return undefined;
  if (present.every((v) => v !== null && typeof v === 'object' && !Array.isArray(v))) {
    const keys = [...new Set(present.flatMap((v) => Object.keys(v as object)))];
    return Object.fromEntries(
      keys.map((k) => [k, mergeSamples(present.map((v) => (v as Record<string, unknown>)[k]))]),
    );
  }
  if (present.every(Array.isArray)) {
    const length = Math.min(10, Math.max(...present.map((v) => (v as unknown[]).length)));
    return Array.from({ length }, (_, i) => mergeSamples(present.map((v) => (v as unknown[])[i])));
  }
  return present[0];
}

type Target =
  | { kind: 'data'; value: unknown }
  | { kind: 'items'; items: Array<{ json: unknown }> }
  | { kind: 'item'; items: Array<{ json: unknown }> }
  | { kind: 'input' }
  | { kind: 'node'; name: string }
  | { kind: 'date' }
  | { kind: 'vars' }
  | { kind: 'meta'; keys: string[] }
  | { kind: 'none' };

const SAMPLE = 50;
const dataOf = (items: Array<{ json: unknown }>): Target => ({
  kind: 'data',
  value: mergeSamples(items.slice(0, SAMPLE).map((i) => i.json)),
});

function rootTarget(root: string, context: ExpressionContext): Target {
  switch (root) {
    case '$json':
      return dataOf(context.items);
    case '$input':
      return { kind: 'input' };
    case '$now':
    case '$today':
      return { kind: 'date' };
    case '$vars':
    case '$env':
      return { kind: 'vars' };
    case '$workflow':
      return { kind: 'meta', keys: ['id', 'name', 'active'] };
    case '$execution':
      return { kind: 'meta', keys: ['id', 'mode', 'resumeUrl'] };
    default:
      return { kind: 'none' };
  }
}

function step(target: Target, s: Step, context: ExpressionContext): Target {
  const outputOf = (name: string) => context.nodeOutputs?.[name] ?? [];
  switch (target.kind) {
    case 'input':
      if (s.kind !== 'prop') return { kind: 'none' };
      if (s.name === 'all') return { kind: 'items', items: context.items };
      if (s.name === 'first' || s.name === 'last' || s.name === 'item')
        return { kind: 'item', items: context.items };
      return { kind: 'none' };
    case 'node':
      if (s.kind !== 'prop') return { kind: 'none' };
      if (s.name === 'json') return dataOf(outputOf(target.name));
      if (s.name === 'all') return { kind: 'items', items: outputOf(target.name) };
      if (['first', 'last', 'item'].includes(s.name)) return { kind: 'item', items: outputOf(target.name) };
      return { kind: 'none' };
    case 'items':
      return s.kind === 'index'
        ? { kind: 'item', items: target.items.slice(s.index, s.index + 1) }
        : { kind: 'none' };
    case 'item':
      return s.kind === 'prop' && s.name === 'json' ? dataOf(target.items) : { kind: 'none' };
    case 'data': {
      const v = target.value;
      if (s.kind === 'index') return { kind: 'data', value: Array.isArray(v) ? v[s.index] : undefined };
      if (s.kind === 'prop' && !s.call && v !== null && typeof v === 'object' && !Array.isArray(v))
        return { kind: 'data', value: (v as Record<string, unknown>)[s.name] };
      if (s.kind === 'prop' && s.call && Array.isArray(v) && (s.name === 'first' || s.name === 'last'))
        return { kind: 'data', value: mergeSamples(v) };
      return { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}

function resolve(chain: Chain, context: ExpressionContext): Target {
  let target: Target;
  let steps = chain.steps;
  const first = steps[0];
  if (chain.root === '$node' && first?.kind === 'prop') {
    target = { kind: 'node', name: first.name };
    steps = steps.slice(1);
  } else if (chain.root === '$' && first?.kind === 'arg') {
    target = { kind: 'node', name: first.name };
    steps = steps.slice(1);
  } else target = rootTarget(chain.root, context);
  for (const s of steps) target = step(target, s, context);
  return target;
}

const STRING_METHODS = [
  'length',
  'toUpperCase()',
  'toLowerCase()',
  'trim()',
  'split()',
  'replace()',
  'includes()',
  'startsWith()',
  'endsWith()',
  'slice()',
  'isEmpty()',
  'isNotEmpty()',
  'isEmail()',
  'extractEmail()',
  'extractUrl()',
  'toNumber()',
  'toTitleCase()',
  'toDateTime()',
  'parseJson()',
  'urlEncode()',
  'hash()',
  'base64Encode()',
  'base64Decode()',
];
const NUMBER_METHODS = ['toFixed()', 'round()', 'floor()', 'ceil()', 'toString()', 'isEven()', 'isInteger()'];
const ARRAY_METHODS = [
  'length',
  'first()',
  'last()',
  'join()',
  'map()',
  'filter()',
  'find()',
  'includes()',
  'slice()',
  'isEmpty()',
  'sum()',
  'average()',
  'min()',
  'max()',
  'unique()',
  'pluck()',
  'compact()',
];
const OBJECT_METHODS = ['keys()', 'values()', 'isEmpty()', 'hasField()', 'toJsonString()'];
const DATE_METHODS = [
  'toISO()',
  'format()',
  'toFormat()',
  'toLocaleString()',
  'setZone()',
  'toRelative()',
  'plus()',
  'minus()',
  'startOf()',
  'endOf()',
  'toMillis()',
  'year',
  'month',
  'day',
  'hour',
  'weekday',
];

/** Methods that need an argument: the cursor is left inside the parentheses. */
const NEEDS_ARGUMENT = new Set([
  'split()',
  'replace()',
  'includes()',
  'startsWith()',
  'endsWith()',
  'slice()',
  'toFixed()',
  'join()',
  'map()',
  'filter()',
  'find()',
  'pluck()',
  'hasField()',
  'format()',
  'setZone()',
  'toFormat()',
  'plus()',
  'minus()',
  'startOf()',
  'endOf()',
]);

const methods = (names: string[]): ExpressionCompletion[] =>
  names.map((name) =>
    name.endsWith('()')
      ? { label: name, type: 'method', ...(NEEDS_ARGUMENT.has(name) ? { apply: name.slice(0, -1) } : {}) }
      : { label: name, type: 'property' },
  );

/** A short description of a sample value: its type and a glimpse of it. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array (${value.length})`;
  if (typeof value === 'object') return 'object';
  if (typeof value === 'string') return `string: ${value.length > 24 ? `${value.slice(0, 24)}…` : value}`;
  return `${typeof value}: ${String(value)}`;
}

function dataMembers(value: unknown, dotAt: number): ExpressionCompletion[] {
  if (Array.isArray(value)) {
    const indexes = value.slice(0, 5).map((element, i) => ({
      label: `[${i}]`,
      type: 'property' as const,
      detail: describeValue(element),
      applyFrom: dotAt,
    }));
    return [...indexes, ...methods(ARRAY_METHODS)];
  }
  if (value !== null && typeof value === 'object') {
    const keys = Object.entries(value as Record<string, unknown>).map(([key, v]) =>
      /^[A-Za-z_$][\w$]*$/.test(key)
        ? { label: key, type: 'property' as const, detail: describeValue(v) }
        : { label: `["${key}"]`, type: 'property' as const, detail: describeValue(v), applyFrom: dotAt },
    );
    return [...keys, ...methods(OBJECT_METHODS)];
  }
  if (typeof value === 'string') return methods(STRING_METHODS);
  if (typeof value === 'number') return methods(NUMBER_METHODS);
  if (typeof value === 'boolean') return methods(['toString()']);
  return [];
}

function members(target: Target, context: ExpressionContext, dotAt: number): ExpressionCompletion[] {
  switch (target.kind) {
    case 'data':
      return dataMembers(target.value, dotAt);
    case 'input':
      return [
        { label: 'item', type: 'property', detail: 'the current item' },
        { label: 'all()', type: 'method', detail: 'every input item' },
        { label: 'first()', type: 'method', detail: 'the first input item' },
        { label: 'last()', type: 'method', detail: 'the last input item' },
      ];
    case 'node':
      return [
        { label: 'json', type: 'property', detail: "the node's item at this index" },
        { label: 'item', type: 'property' },
        { label: 'all()', type: 'method' },
        { label: 'first()', type: 'method' },
        { label: 'last()', type: 'method' },
        { label: 'context', type: 'property', detail: "a loop node's state" },
      ];
    case 'item':
      return [
        { label: 'json', type: 'property', detail: "the item's data" },
        { label: 'binary', type: 'property', detail: "the item's files" },
      ];
    case 'items':
      return [
        ...target.items
          .slice(0, 5)
          .map((_, i) => ({ label: `[${i}]`, type: 'property' as const, applyFrom: dotAt })),
        ...methods(['length', 'map()', 'filter()', 'first()', 'last()']),
      ];
    case 'date':
      return methods(DATE_METHODS);
    case 'vars':
      return (context.vars ?? []).map((name) => ({
        label: name,
        type: 'variable',
        detail: 'workflow variable',
      }));
    case 'meta':
      return target.keys.map((key) => ({ label: key, type: 'property' }));
    default:
      return [];
  }
}

function rootOptions(context: ExpressionContext): ExpressionCompletion[] {
  const nodes = context.nodes ?? Object.keys(context.nodeOutputs ?? {});
  return [
    { label: '$json', type: 'variable', detail: "the current item's data" },
    { label: '$input', type: 'variable', detail: 'the input items' },
    ...nodes.flatMap((name) => [
      { label: `$node["${name}"]`, type: 'variable' as const, detail: 'output of an earlier node' },
      { label: `$("${name}")`, type: 'function' as const, detail: 'output of an earlier node' },
    ]),
    { label: '$now', type: 'variable', detail: 'the current date and time' },
    { label: '$today', type: 'variable', detail: 'today at midnight' },
    { label: '$vars', type: 'variable', detail: 'workflow variables' },
    { label: '$env', type: 'variable', detail: "n8n's environment variables: the workflow variables" },
    { label: '$if', type: 'function', detail: '$if(test, valueIfTrue, valueIfFalse)' },
    { label: '$ifEmpty', type: 'function', detail: '$ifEmpty(value, defaultValue)' },
    { label: '$max', type: 'function' },
    { label: '$min', type: 'function' },
    { label: '$jmespath', type: 'function', detail: '$jmespath(data, "path")' },
    { label: '$items', type: 'function', detail: '$items("Node name")' },
    { label: '$itemIndex', type: 'variable', detail: 'index of the current item' },
    { label: '$runIndex', type: 'variable' },
    { label: '$workflow', type: 'variable' },
    { label: '$execution', type: 'variable' },
    { label: 'DateTime', type: 'keyword', detail: 'dates (Luxon)' },
    { label: 'Duration', type: 'keyword', detail: 'durations (Luxon)' },
  ];
}

/** The completions at `pos` in `text`, or null when the cursor is not in a `{{ … }}` chain. */
export function expressionCompletions(
  text: string,
  pos: number,
  context: ExpressionContext,
): CompletionResult | null {
  const start = openExpressionAt(text, pos);
  if (start === -1) return null;
  const before = text.slice(0, pos);
  const chain = chainAtEnd(before, start);
  if (!chain) {
    // At a blank spot inside the braces: offer the roots.
    return /(^|[\s(,+\-*/!?:&|{[])$/.test(before) ? { from: pos, options: rootOptions(context) } : null;
  }
  if (chain.partial.kind === 'root') return { from: chain.partial.at, options: rootOptions(context) };
  if (chain.partial.kind === 'bracket') {
    if (chain.root === '$node' && chain.steps.length === 0) {
      const nodes = context.nodes ?? Object.keys(context.nodeOutputs ?? {});
      return {
        from: chain.partial.at,
        options: nodes.map((name) => ({ label: `["${name}"]`, type: 'variable', detail: 'node' })),
      };
    }
    const target = resolve(chain, context);
    const options = members(target, context, chain.partial.at).filter((o) => o.label.startsWith('['));
    return { from: chain.partial.at, options: options.map(({ applyFrom: _, ...o }) => o) };
  }
  const target = resolve(chain, context);
  const options = members(target, context, chain.partial.at - 1);
  return options.length ? { from: chain.partial.at, options } : null;
}
