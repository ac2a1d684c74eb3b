/**
 * Reading and writing one value at a dotted path in a node's parameters (`url`, `options.timeout`,
 * `conditions.conditions.0.rightValue`), without mutating: the copilot's setParameter on the server and in
 * the browser. Digits index arrays when the value there is an array; missing objects are created.
 */
import type { NodeParameters } from './document';

const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

export const pathKeys = (path: string) => path.split('.').filter(Boolean);

export function parameterAt(parameters: NodeParameters, path: string): unknown {
  let value: unknown = parameters;
  for (const key of pathKeys(path)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function setIn(container: unknown, keys: string[], value: unknown): unknown {
  const [key, ...rest] = keys as [string, ...string[]];
  if (FORBIDDEN.has(key)) throw new Error(`"${key}" cannot be a parameter name.`);
  const current = container !== null && typeof container === 'object' ? container : {};
  const inner = rest.length === 0 ? value : setIn((current as Record<string, unknown>)[key], rest, value);
  if (Array.isArray(current) && /^\d+$/.test(key)) {
    const next = [...current];
    if (inner === null && rest.length === 0) next.splice(Number(key), 1);
    else next[Number(key)] = inner;
    return next;
  }
  const next = { ...(current as Record<string, unknown>) };
  if (inner === null && rest.length === 0) delete next[key];
  else next[key] = inner;
  return next;
}

/** The parameters with `value` at `path`; `null` removes the key (the node type's default applies). */
export function withParameterAt(parameters: NodeParameters, path: string, value: unknown): NodeParameters {
  const keys = pathKeys(path);
  if (keys.length === 0) throw new Error('A parameter path names at least one key.');
  return setIn(parameters, keys, value) as NodeParameters;
}
