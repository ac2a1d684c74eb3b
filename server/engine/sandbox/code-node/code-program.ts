import type { SandboxProgram } from '../sandbox-types';

export type CodeMode = 'runOnceForAllItems' | 'runOnceForEachItem';

/** Legacy names of the Code node's first versions, for "run once for all items". */
export const ALL_ITEMS_PRELUDE = `
Object.defineProperty(globalThis, 'items', { value: $input.all(), writable: true, configurable: true });
`;

/**
 * The source the sandbox runs for the user's code. Both wrappers keep the user's first line on line 1, so
 * error lines are the user's own. "Each item" calls the code once per item in one context, with `$json`,
 * `item`, `$itemIndex`, `$binary` and `$input.item` set for that item, and collects the raw results (the host
 * normalises them); an error names its item.
 */
export function codeSource(code: string, mode: CodeMode): string {
  if (mode === 'runOnceForAllItems') return code;
  return `const __each = async function ($json, item, $itemIndex, $binary) {${code}
};
const __all = $input.all();
const __out = [];
for (let i = 0; i < __all.length; i++) {
  const current = __all[i];
  $input.item = current;
  try {
    const result = await __each(current.json, current, i, current.binary ?? {});
    __out.push(result === undefined ? null : result);
  } catch (e) {
    if (e !== null && typeof e === 'object') e.message = String(e.message) + ' [item ' + i + ']';
    throw e;
  }
}
return __out;`;
}

export function codeProgram(
  code: string,
  mode: CodeMode,
  input: unknown,
  preludes: readonly string[],
  limits: SandboxProgram['limits'],
): SandboxProgram {
  return {
    kind: 'function-body',
    source: codeSource(code, mode),
    input,
    preludes: mode === 'runOnceForAllItems' ? [...preludes, ALL_ITEMS_PRELUDE] : preludes,
    ...(limits ? { limits } : {}),
  };
}
