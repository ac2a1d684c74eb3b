import type { ExpressionScope, NodeRunData, WorkflowItem } from './expression-scope';

/** The part of an `ExpressionScope` sent into the sandbox as JSON. */
export interface SandboxScope {
  item: WorkflowItem | null;
  /** All input items, or null when the source never mentions them (saves copying them per evaluation). */
  items: WorkflowItem[] | null;
  itemIndex: number;
  runIndex: number;
  nodes: Record<string, NodeRunData>;
  vars: Record<string, string>;
  workflow: ExpressionScope['workflow'];
  execution: ExpressionScope['execution'];
  nowMillis: number;
  /** Offset of the workflow's zone at `now`, for the sandbox's DateTime subset (it has no time-zone data). */
  offsetMinutes: number;
  timezone: string;
}

/**
 * Builds the JSON the sandbox receives. Only the nodes the source names literally (`$('A')`, `$node["A"]`,
 * `$node.A`) are sent; a name computed at run time finds nothing and gets n8n's "node doesn't exist" error.
 */
export function toSandboxScope(
  scope: ExpressionScope,
  source: string,
  offsetMinutes: number,
  options: { allItems?: boolean } = {},
): SandboxScope {
  const nodes: Record<string, NodeRunData> = {};
  for (const [name, data] of Object.entries(scope.nodes)) {
    if (source.includes(name)) nodes[name] = data;
  }
  const needsItems = options.allItems === true || /\$input|\bitems\b|\$\(/.test(source);
  return {
    item: scope.inputItems[scope.itemIndex] ?? null,
    items: needsItems ? scope.inputItems : null,
    itemIndex: scope.itemIndex,
    runIndex: scope.runIndex,
    nodes,
    vars: scope.vars,
    workflow: scope.workflow,
    execution: scope.execution,
    nowMillis: scope.now.getTime(),
    offsetMinutes,
    timezone: scope.timezone,
  };
}

/**
 * Defines n8n's `$` globals from `__sandbox.input.scope` (a `SandboxScope`). The sandbox's context is new for
 * every run, so plain globals are safe. `$('Node').item` is the item at the current index (n8n follows
 * paired items; we have no pairing yet), falling back to the first.
 */
export const WORKFLOW_DATA_PRELUDE = `
(() => {
  const s = __sandbox.input.scope;
  const items = s.items ?? (s.item ? [s.item] : []);
  const current = s.item ?? { json: {} };
  const define = (name, value) => Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
  define('$json', current.json);
  define('$binary', current.binary ?? {});
  define('$input', {
    all: () => items, first: () => items[0], last: () => items[items.length - 1], item: current, params: {},
  });
  define('$itemIndex', s.itemIndex);
  define('$runIndex', s.runIndex);
  define('$vars', s.vars);
  define('$workflow', s.workflow);
  define('$execution', s.execution);
  const nodeRef = (name) => {
    const node = s.nodes[name];
    if (!node) throw new Error('Referenced node doesn\\'t exist: "' + name + '" (or it has not run yet)');
    const at = node.items[s.itemIndex] ?? node.items[0];
    return {
      json: at?.json ?? {}, binary: at?.binary ?? {}, item: at, context: node.context ?? {}, isExecuted: true,
      all: () => node.items, first: () => node.items[0], last: () => node.items[node.items.length - 1],
      params: {}, runIndex: 0,
    };
  };
  define('$', nodeRef);
  define('$node', new Proxy({}, { get: (_, name) => (typeof name === 'string' ? nodeRef(name) : undefined) }));
})();
`;
