import { DateTime } from 'luxon';
import type { ExpressionScope, WorkflowItem } from './expression-scope';

/**
 * Plain property paths evaluated on the host without entering the sandbox:
 * `$json.a.b`, `$json["x"][0]`, `$input.item.json.x`, `$input.first().json.x`, `$('Node').item.json.x`,
 * `$node["Node"].json.x`, `$vars.name`, `$env.name` (the workflow variables), `$itemIndex`, `$runIndex`, `$now`, `$today`.
 *
 * A path only walks own properties of objects and arrays. Anything else (a method, a property of a string, an
 * operator) is not a fast-path expression and goes to the sandbox, so both paths give the same answer.
 */
export type FastPathResult = { hit: true; value: unknown } | { hit: false };

const MISS: FastPathResult = { hit: false };
const IDENT = /^[A-Za-z_$][\w$]*/;

type Step = { key: string | number };

export function tryFastPath(expression: string, scope: ExpressionScope): FastPathResult {
  const root = readRoot(expression.trim(), scope);
  if (!root) return MISS;
  const steps = readSteps(root.rest);
  if (!steps) return MISS;
  let value: unknown = root.value;
  if (root.value === scope.vars && expression.trim().startsWith('$env')) {
    const name = steps[0]?.key;
    // `$env` alone goes to the sandbox; an unset name is the sandbox's error (workflow-data-prelude.ts).
    if (name === undefined) return MISS;
    if (!Object.hasOwn(scope.vars, name)) throw new Error(envNotSet(String(name)));
  }
  for (const step of steps) {
    if (value === null || value === undefined) {
      // The same failure JavaScript gives, so the sandbox is not needed to report it.
      throw new TypeError(`Cannot read properties of ${value} (reading '${String(step.key)}')`);
    }
    if (typeof value !== 'object' || DateTime.isDateTime(value)) return MISS;
    if (!Object.hasOwn(value, step.key)) {
      value = undefined;
      continue;
    }
    value = (value as Record<string | number, unknown>)[step.key];
  }
  // A DateTime leaves as its ISO text, as its toJSON would in the sandbox.
  return { hit: true, value: DateTime.isDateTime(value) ? value.toISO() : value };
}

/** The error for an unset `$env` name, the same words as the sandbox's. */
export const envNotSet = (name: string) =>
  `$env.${name} is not set: environment variables are read from the workflow variables ($vars); add a workflow variable named "${name}"`;

interface Root {
  value: unknown;
  rest: string;
}

/** The value of a plain root variable, or MISS_ROOT when `ident` is not one (a switch: no closures per call). */
const MISS_ROOT = Symbol('miss');
function simpleRoot(ident: string, scope: ExpressionScope): unknown {
  switch (ident) {
    case '$json':
      return scope.inputItems[scope.itemIndex]?.json ?? {};
    case '$binary':
      return scope.inputItems[scope.itemIndex]?.binary ?? {};
    case '$vars':
    case '$env':
      return scope.vars;
    case '$itemIndex':
      return scope.itemIndex;
    case '$runIndex':
      return scope.runIndex;
    case '$now':
      return DateTime.fromJSDate(scope.now, { zone: scope.timezone });
    case '$today':
      return DateTime.fromJSDate(scope.now, { zone: scope.timezone }).startOf('day');
    case '$workflow':
      return scope.workflow;
    case '$execution':
      return scope.execution;
    default:
      return MISS_ROOT;
  }
}

function readRoot(text: string, scope: ExpressionScope): Root | null {
  const current = scope.inputItems[scope.itemIndex];
  const ident = IDENT.exec(text)?.[0];
  if (ident && ident !== '$input' && ident !== '$' && ident !== '$node') {
    const value = simpleRoot(ident, scope);
    return value === MISS_ROOT ? null : { value, rest: text.slice(ident.length) };
  }
  for (const prefix of ['$input.item', '$input.first()', '$input.last()']) {
    if (text.startsWith(prefix) && !/^[\w$]/.test(text.slice(prefix.length))) {
      const items = scope.inputItems;
      const item = prefix === '$input.item' ? current : prefix === '$input.first()' ? items[0] : items.at(-1);
      return { value: item, rest: text.slice(prefix.length) };
    }
  }
  const nodeRef = /^\$\(\s*(['"])((?:(?!\1)[^\\])*)\1\s*\)|^\$node\[\s*(['"])((?:(?!\3)[^\\])*)\3\s*\]/.exec(
    text,
  );
  if (nodeRef) {
    const name = nodeRef[2] ?? nodeRef[4] ?? '';
    return readNodeRoot(name, text.slice(nodeRef[0].length), scope);
  }
  return null;
}

function readNodeRoot(name: string, rest: string, scope: ExpressionScope): Root | null {
  const node = scope.nodes[name];
  // Let the sandbox raise n8n's own error for a node that has not run.
  if (!node) return null;
  const pick = (item: WorkflowItem | undefined) => item;
  const accessors: [string, () => unknown][] = [
    ['.item', () => pick(node.items[scope.itemIndex] ?? node.items[0])],
    ['.first()', () => pick(node.items[0])],
    ['.last()', () => pick(node.items.at(-1))],
    ['.json', () => (node.items[scope.itemIndex] ?? node.items[0])?.json],
    ['.context', () => node.context ?? {}],
  ];
  for (const [accessor, read] of accessors) {
    if (rest.startsWith(accessor) && !/^[\w$]/.test(rest.slice(accessor.length))) {
      return { value: read(), rest: rest.slice(accessor.length) };
    }
  }
  return null;
}

/** `.a`, `["b"]`, `['c']`, `[0]` repeated to the end, or null when anything else follows. */
function readSteps(text: string): Step[] | null {
  const steps: Step[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    const dot = /^\.\s*([A-Za-z_$][\w$]*)/.exec(rest);
    const str = /^\[\s*(['"])((?:(?!\1)[^\\])*)\1\s*\]/.exec(rest);
    const num = /^\[\s*(\d+)\s*\]/.exec(rest);
    if (dot?.[1]) steps.push({ key: dot[1] });
    else if (str) steps.push({ key: str[2] ?? '' });
    else if (num?.[1]) steps.push({ key: Number(num[1]) });
    else return null;
    rest = rest.slice((dot ?? str ?? num)?.[0].length ?? 0).trimStart();
  }
  return steps;
}
