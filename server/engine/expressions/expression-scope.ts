/**
 * The data an expression (or the Code node) reads. The executor builds one per node and item; nothing here
 * reaches storage. Items are n8n's `{ json, binary? }`.
 */
export interface WorkflowItem {
  json: Record<string, unknown>;
  binary?: Record<string, unknown>;
}

export interface NodeRunData {
  /** Items of the node's first output in its latest run. */
  items: WorkflowItem[];
  /** A loop node's context (`$('Loop').context`): for example `{ noItemsLeft, currentRunIndex }`. */
  context?: Record<string, unknown>;
}

export interface ExpressionScope {
  /** Items on the current node's main input. */
  inputItems: WorkflowItem[];
  /** Index of the item being processed (`$itemIndex`). */
  itemIndex: number;
  /** How many times this node has already run in this execution (`$runIndex`). */
  runIndex: number;
  /** Nodes that have run, by name: `$('Name')` and `$node["Name"]`. */
  nodes: Record<string, NodeRunData>;
  /** Workflow variables (`$vars`). */
  vars: Record<string, string>;
  workflow: { id: string; name: string; active: boolean };
  execution: { id: string; mode: 'manual' | 'production' | 'test'; resumeUrl?: string };
  /** The injected clock's time, never the wall clock: `$now` and `$today` are derived from it. */
  now: Date;
  /** IANA zone of the workflow's settings, for `$now`/`$today`. */
  timezone: string;
}

/** Where an expression sits, for error messages. */
export interface ExpressionLocation {
  nodeName: string;
  /** Parameter path, for example `assignments.assignments[0].value`. */
  parameter: string;
}
