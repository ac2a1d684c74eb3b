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
      // As .item (no pairing yet): the item at that index, else the first.
      itemMatching: (index) => {
        if (index === undefined) throw new Error('Missing item index for .itemMatching()');
        return node.items[index] ?? node.items[0];
      },
      all: () => node.items, first: () => node.items[0], last: () => node.items[node.items.length - 1],
      params: {}, runIndex: 0,
    };
  };
  define('$', nodeRef);
  define('$node', new Proxy({}, { get: (_, name) => (typeof name === 'string' ? nodeRef(name) : undefined) }));
  // n8n's legacy names for the current item and indexes.
  define('$position', s.itemIndex);
  define('$thisItem', current);
  define('$thisItemIndex', s.itemIndex);
  define('$thisRunIndex', s.runIndex);
  define('$items', (name, outputIndex, runIndex) => {
    if (name === undefined) return items;
    if (outputIndex) throw new Error('$items("' + name + '", ' + outputIndex + '): only the first output of a node can be read in expressions');
    if (runIndex !== undefined && runIndex !== -1) throw new Error('$items("' + name + '", 0, ' + runIndex + '): only the latest run of a node can be read in expressions');
    return nodeRef(name).all();
  });
  // $env: n8n's environment variables are this workflow's variables here; an unset one is an error, not undefined.
  define('$env', new Proxy(s.vars, {
    get(vars, name) {
      if (typeof name !== 'string') return undefined;
      if (Object.hasOwn(vars, name)) return vars[name];
      if (name === 'toJSON') return () => ({ ...vars });
      throw new Error('$env.' + name + ' is not set: environment variables are read from the workflow variables ($vars); add a workflow variable named "' + name + '"');
    },
  }));
  // n8n's convenience functions (extended-functions.ts; $if is rewritten into a conditional before it gets here).
  define('$if', (...args) => {
    if (args.length < 2) throw new Error('$if requires at least 2 parameters: test, value_if_true[, and value_if_false]');
    return args[0] ? args[1] : (args.length > 2 ? args[2] : false);
  });
  define('$ifEmpty', function (value, defaultValue) {
    if (arguments.length !== 2) throw new Error('expected two arguments (value, defaultValue) for this function');
    if (value === undefined || value === null || value === '') return defaultValue;
    if (typeof value === 'object' && (Array.isArray(value) ? !value.length : !Object.keys(value).length)) return defaultValue;
    return value;
  });
  define('$max', Math.max);
  define('$min', Math.min);
  define('$not', (value) => !value);
  define('$jmespath', (data, expression) => __sandbox.host('jmespath', data, expression));
  define('$jmesPath', globalThis.$jmespath);
  // n8n names we do not provide: reading one is an error that says so (never an empty value).
  const unsupported = {
    $secrets: 'external secrets are not available; use credentials',
    $getWorkflowStaticData: 'workflow static data is not available',
    $evaluateExpression: 'evaluating an expression from text is not available',
    $fromAI: 'parameters filled by an agent are not available in expressions',
    $fromai: 'parameters filled by an agent are not available in expressions',
    $fromAi: 'parameters filled by an agent are not available in expressions',
    $parameter: "the node's own parameters are not available in expressions",
    $rawParameter: "the node's own parameters are not available in expressions",
    $prevNode: 'use $("Node name") instead',
    $response: "HTTP pagination variables are read by the HTTP node's pagination settings",
    $pageCount: "HTTP pagination variables are read by the HTTP node's pagination settings",
    $request: "HTTP pagination variables are read by the HTTP node's pagination settings",
  };
  for (const [name, why] of Object.entries(unsupported)) {
    if (Object.hasOwn(globalThis, name)) continue;
    Object.defineProperty(globalThis, name, {
      get() { throw new Error(name + ' is not supported: ' + why); },
      configurable: true,
    });
  }
})();
`;
