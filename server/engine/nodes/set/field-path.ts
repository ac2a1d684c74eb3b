/**
 * Dot paths into an item's json (`a.b.0.c`), as n8n's nodes use lodash get/set/unset: setting a path
 * creates the objects on the way. Own properties only, and `__proto__`/`constructor`/`prototype` are
 * refused, so a field name typed into a node can never reach an object's prototype.
 */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** `a[0].b` and `a["b c"]` as lodash reads them: brackets hold an index or a quoted key. */
function bracketPath(path: string): string[] {
  const parts: string[] = [];
  for (const m of path.matchAll(/([^.[\]]+)|\[(?:(\d+)|"([^"]*)"|'([^']*)')\]/g)) {
    parts.push(m[1] ?? m[2] ?? m[3] ?? m[4] ?? '');
  }
  return parts;
}

export function splitPath(path: string, dotNotation = true): string[] {
  const parts = !dotNotation ? [path] : path.includes('[') ? bracketPath(path) : path.split('.');
  for (const part of parts) {
    if (FORBIDDEN.has(part)) throw new Error(`The field name "${path}" is not allowed.`);
  }
  return parts;
}

function isContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function getPath(target: unknown, path: string, dotNotation = true): unknown {
  let current: unknown = target;
  for (const part of splitPath(path, dotNotation)) {
    if (!isContainer(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

export function hasPath(target: unknown, path: string, dotNotation = true): boolean {
  let current: unknown = target;
  for (const part of splitPath(path, dotNotation)) {
    if (!isContainer(current) || !Object.hasOwn(current, part)) return false;
    current = current[part];
  }
  return true;
}

export function setPath(
  target: Record<string, unknown>,
  path: string,
  value: unknown,
  dotNotation = true,
): void {
  const parts = splitPath(path, dotNotation);
  let current: Record<string, unknown> = target;
  parts.slice(0, -1).forEach((part, i) => {
    const next = current[part];
    // As lodash's set: a missing step becomes an array when the key after it is an index.
    if (!isContainer(next) || !Object.hasOwn(current, part)) {
      current[part] = /^(?:0|[1-9]\d*)$/.test(parts[i + 1] ?? '') ? [] : {};
    }
    current = current[part] as Record<string, unknown>;
  });
  current[parts[parts.length - 1] as string] = value;
}

export function deletePath(target: Record<string, unknown>, path: string, dotNotation = true): void {
  const parts = splitPath(path, dotNotation);
  let current: unknown = target;
  for (const part of parts.slice(0, -1)) {
    if (!isContainer(current) || !Object.hasOwn(current, part)) return;
    current = current[part];
  }
  if (isContainer(current)) delete current[parts[parts.length - 1] as string];
}

/** A list typed as text ("a, b") or given as an array: the names, trimmed, empty ones dropped. */
export function fieldList(value: string | readonly string[]): string[] {
  const list = typeof value === 'string' ? value.split(',') : value;
  return list.map((f) => f.trim()).filter((f) => f !== '');
}

/** Equal JSON values give equal keys, whatever the order of their object keys (for duplicates and groups). */
export function canonicalKey(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalKey).join(',')}]`;
  if (isContainer(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalKey(value[k])}`).join(',')}}`;
  }
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** The entries whose value is set: n8n's `options` override a node's own settings only where given. */
export function definedOnly<T extends Record<string, unknown>>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
}
