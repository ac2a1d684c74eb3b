/** What an expression can read, as the editor knows it: a sample of the upstream items and the nodes before. */
export interface ExpressionContext {
  /** Upstream output sample: the items `$json` and `$input` read. */
  items: Array<{ json: unknown }>;
  /** Names of upstream nodes, for `$node["Name"]` and `$("Name")`. */
  nodes?: string[];
  /** Upstream nodes' outputs by name, when known: completes `$node["Name"].json.` and feeds the preview. */
  nodeOutputs?: Record<string, Array<{ json: unknown }>>;
  /** Workflow variable names (`$vars.`). */
  vars?: string[];
  /** Show the evaluated value below the editor (default true). */
  preview?: boolean;
}
